import Foundation

/// A control that displays an editable text interface.
///
/// ```swift
/// TextField("Email", text: $email)
///     .textFieldStyle(.roundedBorder)
/// ```
///
/// A text field is as wide as it is offered; its height is its text's line and the style's
/// insets (iOS: 26 plain, 34 with a rounded border; macOS: 24 in its bezel). It shows the
/// binding's text, or the prompt (the title when no prompt is given) in the placeholder
/// colour when the text is empty. With `axis: .vertical` the text wraps and the field grows.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let axis: Axis
    let label: Label
    /// Whether this field is a secure field's, handed to a custom style as its configuration.
    var isSecure = false
    /// The deprecated initialisers' actions: run when the field is submitted, and when it
    /// gains (`true`) or loses (`false`) focus (`TextFieldCommit.swift`).
    var actions = FieldActions()

    /// Creates a text field with a prompt generated from a `Text`, and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.content ?? "", axis: .horizontal, label: label())
    }

    /// Creates a text field with a preferred axis, a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.content ?? "", axis: axis, label: label())
    }

    init(text: Binding<String>, prompt: String, axis: Axis, label: Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label
    }

    /// A text field is resolved from its style's rules.
    public var body: Never { fatalError("TextField has no body") }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: titleKey.key, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.content ?? titleKey.key, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a prompt generated from a `Text`, titled by a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.content ?? String(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field with a preferred axis: `.vertical` wraps the text and grows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: titleKey.key, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a preferred axis, titled by a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: String(title), axis: axis, label: Text(title))
    }

    /// Creates a text field with a prompt and a preferred axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt?.content ?? titleKey.key, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a prompt and a preferred axis, titled by a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt?.content ?? String(title), axis: axis, label: Text(title))
    }
}

extension TextField: PrimitiveView {
    /// Resolves the field by its style's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.withFieldActions(actions) { resolver in
            resolver.resolveFieldRow(
                isSecure ? "SecureField" : "TextField", label: label, text: text, prompt: prompt, axis: axis, isSecure: isSecure,
                into: &elements)
        }
    }
}

/// A control into which people securely enter private text: its characters are shown as
/// bullets.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// It lays out as a one-line ``TextField``.
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let label: Label
    /// The deprecated initialisers' action run when the field is submitted
    /// (`TextFieldCommit.swift`).
    var actions = FieldActions()

    /// Creates a secure field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt?.content ?? ""
        self.label = label()
    }

    /// A secure field is resolved from its style's rules.
    public var body: Never { fatalError("SecureField has no body") }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: Text(titleKey)) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// Creates a secure field with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(titleKey)) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt, titled by a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title)) { Text(title) }
    }
}

extension SecureField: PrimitiveView {
    /// Resolves the field by its style's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.withFieldActions(actions) { resolver in
            resolver.resolveFieldRow("SecureField", label: label, text: text, prompt: prompt, axis: .horizontal, isSecure: true, into: &elements)
        }
    }
}

/// A text field's box and its text, by the environment's text field style.
nonisolated struct FieldBody: View, PrimitiveView {
    let text: String
    let prompt: String
    let isSecure: Bool
    let axis: Axis

    var body: Never { fatalError("FieldBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let style = environment.textFieldStyle
        let bordered = style == .roundedBorder || style == .squareBorder || (style == .automatic && metrics.isMac)
        let (minHeight, inset) = metrics.field(bordered: bordered)
        let shown = text.isEmpty ? prompt : (isSecure ? String(repeating: "•", count: text.count) : text)
        let color = text.isEmpty ? metrics.placeholder : (environment.foregroundColor ?? .primary)
        let part = ControlPart(
            kind: .textField(text: text, prompt: prompt, bordered: bordered, isSecure: isSecure),
            cornerRadius: style == .squareBorder ? 0 : (metrics.isMac ? 5 : 4), name: "field")
        let text = Text(verbatim: shown)
            .font(metrics.labelFont(environment))
            .foregroundColor(color)
        if axis == .horizontal {
            let field = text
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, inset)
                .frame(minHeight: minHeight, alignment: bordered ? .leading : .topLeading)
                .background(part)
            resolver.resolve(field, into: &elements)
        } else {
            // A field that grows down keeps the environment's line limit (`lineLimit(3,
            // reservesSpace: true)` reserves three lines) and the room a one-line field has
            // around its line, above and below all its lines.
            let vertical = metrics.verticalFieldInsets(bordered: bordered)
            let field = text
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: vertical.top, leading: inset, bottom: vertical.bottom, trailing: inset))
                .frame(minHeight: minHeight, alignment: bordered ? .leading : .topLeading)
                .background(part)
            resolver.resolve(field, into: &elements)
        }
    }
}

/// A field alone, by the environment's text field style (a columns form's row puts its label
/// before it).
nonisolated struct FieldControl: View, PrimitiveView {
    let name: String
    let text: Binding<String>
    let prompt: String
    let axis: Axis
    let isSecure: Bool

    var body: Never { fatalError("FieldControl has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveField(name, text: text, prompt: prompt, axis: axis, isSecure: isSecure, into: &elements)
    }
}

extension Resolver {
    /// A text or secure field: in a macOS columns form its label in the label column and the
    /// field in the control column, 8 apart, the row 24 tall as the field is (`form/basic`); in
    /// a macOS grouped form a ``GroupedFormRow`` with the field filling it after the label
    /// (`form/grouped`); elsewhere the field alone, its title its prompt.
    mutating func resolveFieldRow<Label: View>(
        _ name: String, label: Label, text: Binding<String>, prompt: String, axis: Axis, isSecure: Bool,
        into elements: inout [NodeID]
    ) {
        let metrics = ControlMetrics(environment.platform)
        if metrics.isMac, environment.isGroupedFormRow, !environment.labelsHidden {
            let field = FieldControl(name: name, text: text, prompt: prompt, axis: axis, isSecure: isSecure)
            resolve(GroupedFormRow(label: label.font(metrics.labelFont(environment)), control: field, fills: true), into: &elements)
            return
        }
        guard metrics.isMac, environment.isColumnsFormRow, !environment.labelsHidden else {
            resolveField(name, text: text, prompt: prompt, axis: axis, isSecure: isSecure, into: &elements)
            return
        }
        let field = FieldControl(name: name, text: text, prompt: prompt, axis: axis, isSecure: isSecure)
        let row = HStack(spacing: metrics.labelSpacing) {
            label.font(metrics.labelFont(environment))
            field.formControlColumn()
        }
        resolve(row.formRowSpacing(FormRowSpacing.field, in: environment), into: &elements)
    }
}
