import Foundation

/// What the modifiers around a focusable view say about focus and input: the focus bindings
/// that focus in it writes, the submit actions and key-press handlers it reaches, the focused
/// values it publishes, and the keyboard traits of its text. Kept in the environment, so each
/// focusable view (a text field, a ``View/focusable(_:)`` view) takes its own copy when it is
/// resolved; every list is innermost first.
struct InputEnvironment {
    var focusBindings: [FocusBindingEntry] = []
    var submitActions: [SubmitEntry] = []
    var keyPressHandlers: [KeyPressHandler] = []
    var focusedValues: [(inout FocusedValues) -> Void] = []
    var defaultFocus: [DefaultFocusEntry] = []
    var traits = TextInputTraits()
    /// The `onEditingChanged` action of the text field being resolved (a deprecated
    /// initialiser's), called as its focus changes; `nil` outside such a field.
    var editingChanged: ((Bool) -> Void)? = nil
}

/// How a text view's keyboard is set up: the system keyboard's settings, which change no
/// layout and have no effect in a headless host, recorded for a field's ``FocusTarget``.
struct TextInputTraits {
    var submitLabel: SubmitLabel = .return
    var autocapitalization: TextInputAutocapitalization? = nil
    var autocorrectionDisabled = false
}

private struct InputEnvironmentKey: EnvironmentKey {
    static var defaultValue: InputEnvironment { InputEnvironment() }
}

extension EnvironmentValues {
    /// What the modifiers around a view say about focus and input.
    var input: InputEnvironment {
        get { self[InputEnvironmentKey.self] }
        set { self[InputEnvironmentKey.self] = newValue }
    }
}

/// Changes the ``InputEnvironment`` of its content.
nonisolated struct InputEnvironmentWriter: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let write: (inout InputEnvironment) -> Void

    init(_ write: @escaping (inout InputEnvironment) -> Void) {
        self.write = write
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        write(&resolver.environment.input)
        resolver.resolve(content, into: &elements)
        resolver.environment = saved
    }
}
