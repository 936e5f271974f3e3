import Foundation

/// A specification for the appearance and interaction of a text field.
///
/// The built-in styles are `.automatic` (plain on iOS, a bezel on macOS), `.plain`,
/// `.roundedBorder` and `.squareBorder`. A style of your own implements `_body`, as apps do
/// on Apple's platforms; the configuration is the field itself, drawn plain:
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(10).overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///     }
/// }
/// ```
///
/// The style applies to secure fields too.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a style makes of a text field.
    associatedtype _Body: View
    /// Makes the view a text field is drawn as, from the field itself (drawn plain).
    func _body(configuration: TextField<_Label>) -> _Body
    /// The label of the text field a style receives.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the text field a ``TextFieldStyle`` receives as its configuration.
nonisolated public struct _TextFieldStyleLabel: View {
    let view: AnyView
    /// The label is resolved as the view it erases.
    public var body: some View { view }
}

/// The default text field style, based on the text field's context.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    /// The field in the platform's default style.
    public func _body(configuration: TextField<_Label>) -> some View { configuration.builtInStyle(.automatic) }
}

/// A text field style with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    /// The field with no decoration.
    public func _body(configuration: TextField<_Label>) -> some View { configuration.builtInStyle(.plain) }
}

/// A text field style with a system-defined rounded border.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    /// The field in a rounded border.
    public func _body(configuration: TextField<_Label>) -> some View { configuration.builtInStyle(.roundedBorder) }
}

/// A text field style with a system-defined square border.
nonisolated public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// Creates a square border text field style.
    public init() {}
    /// The field in a square border.
    public func _body(configuration: TextField<_Label>) -> some View { configuration.builtInStyle(.squareBorder) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    nonisolated public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    nonisolated public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    nonisolated public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A text field style with a system-defined square border.
    nonisolated public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// The built-in text field styles, as the environment keeps them.
enum TextFieldStyleKind: Sendable {
    case automatic, plain, roundedBorder, squareBorder
}

struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

extension EnvironmentValues {
    /// The built-in style of the text fields inside.
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The custom styles of the text fields inside, innermost first; `nil` when a built-in
    /// style is innermost.
    var customTextFieldStyle: StyleChain<TextField<_TextFieldStyleLabel>>? {
        get { style() }
        set { setStyle(newValue) }
    }
}

extension TextField {
    /// This field drawn in a built-in style, whatever styles are outside it.
    func builtInStyle(_ kind: TextFieldStyleKind) -> some View {
        modifier(EnvironmentWriter {
            $0.textFieldStyle = kind
            $0.customTextFieldStyle = nil
        })
    }
}

extension Resolver {
    /// Resolves a text or secure field: the body the innermost custom style makes of it (with
    /// the field inside drawn plain), or its box and text in the built-in style.
    mutating func resolveField(
        _ name: String, text: Binding<String>, prompt: String, axis: Axis, isSecure: Bool, into elements: inout [NodeID]
    ) {
        let start = elements.count
        defer {
            if environment.isEnabled {
                makeFocusable(elements[start...]) {
                    FocusTarget(input: $0, text: text, isMultiline: axis == .vertical, submitTrigger: .text, onFocusChange: $0.editingChanged)
                }
            }
        }
        guard let style = environment.customTextFieldStyle else {
            resolveControl(name, FieldBody(text: text.wrappedValue, prompt: prompt, isSecure: isSecure, axis: axis), into: &elements)
            return
        }
        var configuration = TextField(text: text, prompt: prompt, axis: axis, label: _TextFieldStyleLabel(view: AnyView(EmptyView())))
        configuration.isSecure = isSecure
        let saved = environment
        environment.customTextFieldStyle = style.outer
        if style.outer == nil { environment.textFieldStyle = .plain }
        resolveControl(name, style.makeBody(configuration), into: &elements)
        environment = saved
    }
}

nonisolated extension View {
    /// Sets the style for text fields (and secure fields) within this view.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: TextFieldStyleKind? = switch style {
        case is PlainTextFieldStyle: .plain
        case is RoundedBorderTextFieldStyle: .roundedBorder
        case is SquareBorderTextFieldStyle: .squareBorder
        case is DefaultTextFieldStyle: .automatic
        default: nil
        }
        return modifier(EnvironmentWriter {
            if let kind {
                $0.textFieldStyle = kind
                $0.customTextFieldStyle = nil
            } else {
                let makeBody: (TextField<_TextFieldStyleLabel>) -> AnyView = {
                    AnyView(MainActorBody.call({ $0._body(configuration: $1) }, style, $0))
                }
                $0.customTextFieldStyle = StyleChain(makeBody: makeBody, outer: $0.customTextFieldStyle)
            }
        })
    }
}
