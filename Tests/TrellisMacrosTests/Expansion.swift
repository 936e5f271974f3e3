#if Macros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import TrellisMacros

/// `source` with the TrellisMacros macros expanded, as the compiler expands them in the file
/// `Cards/ProfileCard.swift`: the text, and the messages of the macros that failed.
func expand(_ source: String) -> (text: String, errors: [String]) {
    let file = Parser.parse(source: source)
    let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self, "Entry": EntryMacro.self]
    let known = BasicMacroExpansionContext.KnownSourceFile(moduleName: "Cards", fullFilePath: "/package/Sources/Cards/ProfileCard.swift")
    let context = BasicMacroExpansionContext(sourceFiles: [file: known])
    let expanded = file.expand(
        macroSpecs: macros.mapValues { MacroSpec(type: $0) },
        contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(4))
    return (expanded.description, context.diagnostics.map { $0.message })
}

/// `text` with its runs of whitespace made one space, to compare code whatever its layout.
func squeezed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
#endif
