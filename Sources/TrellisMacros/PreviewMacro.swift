import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: a `PreviewRegistry` type for the preview, as Apple's macro declares one, and a
/// locator function (`PreviewLocator`) through which the program `trellis preview` writes
/// reaches it.
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// // struct $unique: SwiftUI.PreviewRegistry {
/// //     static let fileID: String = "Cards/Card.swift"; static let line: Int = 3; static let column: Int = 1
/// //     @MainActor static func makePreview() throws -> SwiftUI.Preview {
/// //         SwiftUI.Preview("Card", traits: .sizeThatFitsLayout) { Content() }
/// //     }
/// //     struct Content: SwiftUI.View { var body: some SwiftUI.View { Card() } }
/// // }
/// // nonisolated func __trellisPreview(file_Card_2Eswift_line3_column1: Void) -> any SwiftUI.PreviewRegistry.Type { $unique.self }
/// ```
///
/// The body becomes the `body` of a view, so that the `@Previewable` variables it declares at
/// its top (`@Previewable @State var isOn = true`) are that view's properties, kept while it lives.
public struct PreviewMacro: DeclarationMacro {
    /// The registry type and the locator function of one `#Preview`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let (name, traits, closure) = try arguments(of: node)
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
              let column = location.column.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
        else {
            throw MacroExpansionErrorMessage("#Preview cannot tell where it is written")
        }
        let fileName = String(file.split(separator: "/").last ?? Substring(file))
        let label = PreviewLocator.label(fileName: fileName, line: line, column: column)

        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var kept = variable
                kept.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(kept.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let registry = context.makeUniqueName("Preview")
        let arguments = ([name?.trimmedDescription].compactMap { $0 }
            + (traits.isEmpty ? [] : ["traits: " + traits.map(\.trimmedDescription).joined(separator: ", ")]))
            .joined(separator: ", ")
        let call = arguments.isEmpty ? "SwiftUI.Preview" : "SwiftUI.Preview(\(arguments))"
        let declaration: DeclSyntax = """
            struct \(registry): SwiftUI.PreviewRegistry {
                static let fileID: String = \(literal: file)
                static let line: Int = \(literal: line)
                static let column: Int = \(literal: column)
                @MainActor static func makePreview() throws -> SwiftUI.Preview {
                    \(raw: call) { Content() }
                }
                struct Content: SwiftUI.View {
                    \(raw: properties.joined(separator: "\n"))
                    var body: some SwiftUI.View {
                        \(raw: statements.joined(separator: "\n"))
                    }
                }
            }
            """
        let locator: DeclSyntax = """
            nonisolated func \(raw: PreviewLocator.functionName)(\(raw: label): Void) -> any SwiftUI.PreviewRegistry.Type {
                \(registry).self
            }
            """
        return [declaration, locator]
    }

    /// The name, traits and body closure of a `#Preview`.
    static func arguments(of node: some FreestandingMacroExpansionSyntax) throws -> (ExprSyntax?, [ExprSyntax], ClosureExprSyntax) {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var closure = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                closure = argument.expression.as(ClosureExprSyntax.self)
            case nil where inTraits:
                traits.append(argument.expression)
            case nil:
                name = argument.expression
            default:
                throw MacroExpansionErrorMessage("#Preview has no argument labelled '\(argument.label?.text ?? "")'")
            }
        }
        guard let closure else { throw MacroExpansionErrorMessage("#Preview needs a body: a closure that makes the view") }
        return (name, traits, closure)
    }

    static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard case let .attribute(attribute) = attribute else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "SwiftUI.Previewable"
    }
}

/// `@Previewable`: marks a variable at the top of a `#Preview` body as a property of the view
/// the preview makes (`PreviewMacro` moves it there); on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    /// Nothing: `PreviewMacro` moves the variable into the preview's view.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
