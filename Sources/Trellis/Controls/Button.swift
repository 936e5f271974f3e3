import Foundation

/// A control that initiates an action.
///
/// ```swift
/// Button("Sign in") { signIn() }
///     .buttonStyle(.borderedProminent)
/// ```
///
/// A button's size is its style's: with the default style, its label alone on iOS (drawn in
/// the accent colour) and the label in a 24 pt bezel on macOS; `.bordered` and
/// `.borderedProminent` pad the label by the control size (docs/semantics.md, "Controls"). A
/// custom ``ButtonStyle`` or ``PrimitiveButtonStyle`` lays out exactly as its body does. In
/// a snapshot the action is not run.
nonisolated public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    /// How the button looks when no button style is set: the platform's default button, or a
    /// borderless one for a ``Link``.
    var unstyledKind: BuiltInButtonBody.Kind = .automatic

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// A button is resolved from its style's body.
    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior, as a primitive style's body does to show the button of the
    /// style outside it (or the platform's).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension Button: PrimitiveView {
    /// Resolves the body the environment's button style makes for this button.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let label = AnyView(label)
        let input = ButtonStyleInput(role: role, label: label, action: action)
        let kind = unstyledKind
        let body = StyledBody(configuration: input) { BuiltInButtonBody(kind: kind, role: $0.role, label: $0.label) }
        let start = elements.count
        resolver.resolveControl("Button", body, into: &elements)
        let action = self.action
        // A disabled button does not respond: it gets no action (Apple, "disabled(_:)": "the
        // user can't interact with the view").
        let isEnabled = resolver.environment.isEnabled
        if let actions = resolver.environment.presentation.actions {
            // An alert's, a dialog's or a menu's action: noted for the layer, and dismissing
            // it after running.
            actions.add(role: role, title: (self.label as? Text)?.plainString, nodes: Array(elements[start...]))
            // (`menuActionDismissBehavior(.disabled)` keeps a menu open.)
            let keepsOpen = resolver.environment.menuActionDismissBehavior == .disabled
            let dismiss = actions.dismiss
            if isEnabled { resolver.update(elements[start...]) { $0.action = keepsOpen ? action : { action(); dismiss() } } }
        } else if isEnabled {
            resolver.update(elements[start...]) { $0.action = action }
        }
        resolver.noteAccessibility(.control(.isButton, value: nil), for: elements[start...])
    }
}
