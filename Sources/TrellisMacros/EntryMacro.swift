import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: in an extension of `EnvironmentValues` or `ContainerValues`, a variable becomes a
/// computed property over a key type made for it (`__Key_NAME`, private), whose default is the
/// variable's initial value (`nil` for an optional without one).
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     // var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
///     // private struct __Key_accent: SwiftUI.EnvironmentKey {
///     //     typealias Value = Color
///     //     static var defaultValue: Value { .blue }
///     // }
/// }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The key protocol for each extended type `@Entry` supports.
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey"]

    /// The accessors: a getter and a setter through the key made for the variable.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    /// The key type: `__Key_NAME`, conforming to the key protocol of the extended type.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let (name, type, initial) = try entry(declaration)
        let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        let typeName = extended.map { String($0.split(separator: ".").last ?? "") }
        guard let typeName, let key = keyProtocols[typeName] else {
            throw MacroExpansionErrorMessage(
                "@Entry works in an extension of EnvironmentValues or ContainerValues\(typeName.map { " (not \($0))" } ?? "")")
        }
        let defaultValue: String
        if let initial {
            defaultValue = initial.trimmedDescription
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional" {
            defaultValue = "nil"
        } else {
            throw MacroExpansionErrorMessage("@Entry needs an initial value, the key's default (or an optional type, whose default is nil)")
        }
        return [
            """
            private struct __Key_\(raw: name): SwiftUI.\(raw: key) {
                typealias Value = \(type.trimmed)
                static var defaultValue: Value { \(raw: defaultValue) }
            }
            """,
        ]
    }

    /// The variable's name, type and initial value.
    static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, TypeSyntax, ExprSyntax?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            throw MacroExpansionErrorMessage("@Entry applies to one variable: `@Entry var name: Type = default`")
        }
        guard let type = binding.typeAnnotation?.type else {
            throw MacroExpansionErrorMessage("@Entry needs the variable's type written: `@Entry var \(name): Type = default`")
        }
        return (name, type, binding.initializer?.value)
    }
}
