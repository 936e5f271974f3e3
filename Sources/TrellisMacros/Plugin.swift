import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands the macros the `SwiftUI` module declares (`#Preview`,
/// `@Previewable`, `@Entry`); built only with the package's `Macros` trait.
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
