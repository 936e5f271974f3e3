import Foundation

/// A view that can display and edit long-form text.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 200)
/// ```
///
/// An editor takes the space it is offered, in both axes, and shows its text from the top
/// leading corner, wrapped, inside the text view's insets (5 points at the sides, 8 above and
/// below, as UIKit's text view has them). Offered no height (in a scroll view), it is as tall
/// as its text. In a live ``LayoutHost`` it takes focus like a field (``LayoutHost/focus(id:)``);
/// typing a return adds a new line and submits nothing.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Creates a plain text editor with a selection: the selection is the person's, and
    /// headless nothing selects (the binding is left as it is).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
    }

    /// An editor is resolved from its style.
    public var body: Never { fatalError("TextEditor has no body") }
}

extension TextEditor: PrimitiveView {
    /// Resolves the editor in its style.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        let plain = AnyView(TextEditorBody(text: text.wrappedValue))
        if let style = resolver.environment.textEditorStyle {
            let saved = resolver.environment
            resolver.environment.textEditorStyle = nil
            resolver.resolveControl("TextEditor", style(TextEditorStyleConfiguration(editor: plain)), into: &elements)
            resolver.environment = saved
        } else {
            resolver.resolveControl("TextEditor", plain, into: &elements)
        }
        if resolver.environment.isEnabled {
            let text = self.text
            resolver.makeFocusable(elements[start...]) { FocusTarget(input: $0, text: text, isMultiline: true) }
        }
    }
}

/// The editor's text in its insets.
nonisolated struct TextEditorBody: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
    }
}

/// A specification for the appearance and interaction of a text editor.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View
    /// Creates a view that represents the body of a text editor.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor: the editor itself, which the built-in styles' bodies show.
public struct TextEditorStyleConfiguration: @unchecked Sendable {
    // Unchecked: the editor is a view description, read only where views are resolved.
    let editor: AnyView
}

/// The default text editor style, based on the text editor's context: plain on iOS.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates an automatic text editor style.
    nonisolated public init() {}

    /// The editor as the platform draws it.
    public func makeBody(configuration: Configuration) -> Body {
        Body(editor: configuration.editor)
    }

    /// The editor as the automatic style draws it.
    public struct Body: View {
        let editor: AnyView
        /// The editor itself.
        public var body: some View { editor }
    }
}

/// A text editor style with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates a plain text editor style.
    nonisolated public init() {}

    /// The editor, undecorated.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.editor
    }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    nonisolated public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    nonisolated public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static var defaultValue: ((TextEditorStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The custom style of the text editors inside; `nil` for the built-in styles.
    var textEditorStyle: ((TextEditorStyleConfiguration) -> AnyView)? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for text editors within this view.
    ///
    /// ```swift
    /// TextEditor(text: $notes).textEditorStyle(.plain)
    /// ```
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        modifier(EnvironmentWriter {
            if style is AutomaticTextEditorStyle || style is PlainTextEditorStyle {
                $0.textEditorStyle = nil
            } else {
                $0.textEditorStyle = { configuration in
                    AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, configuration))
                }
            }
        })
    }
}
