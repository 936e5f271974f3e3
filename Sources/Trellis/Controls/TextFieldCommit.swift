import Foundation

// The first text field initialisers, which SwiftUI has deprecated but still compiles: an
// `onCommit` action runs when the field is submitted (the return key; in a live host,
// `LayoutHost.submit()`), before the `onSubmit(of:_:)` actions around the field, and an
// `onEditingChanged` action runs with `true` when the field gains focus and `false` when it
// loses it (`LayoutHost.focus(id:)`, `resignFocus()`, a submit that ends editing).

/// A field's actions from a deprecated initialiser.
struct FieldActions {
    var onCommit: (() -> Void)? = nil
    var onEditingChanged: ((Bool) -> Void)? = nil
}

extension Resolver {
    /// Resolves a field with `actions`: its commit action first among the submit actions it
    /// reaches, and its editing action as the one its focus changes call.
    mutating func withFieldActions(_ actions: FieldActions, _ resolve: (inout Resolver) -> Void) {
        let saved = environment
        if let onCommit = actions.onCommit {
            environment.input.submitActions.insert(SubmitEntry(triggers: .text, action: onCommit), at: 0)
        }
        environment.input.editingChanged = actions.onEditingChanged
        resolve(&self)
        environment = saved
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string, and
    /// actions for editing and committing (deprecated in SwiftUI: use ``View/onSubmit(of:_:)``
    /// and ``FocusState``).
    ///
    /// ```swift
    /// TextField("Name", text: $name, onEditingChanged: { editing = $0 }, onCommit: save)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the text field.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Called with `true` when the field gains focus, `false` when it
    ///     loses it.
    ///   - onCommit: Called when the user submits the field (the return key).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, text: text)
        actions = FieldActions(onCommit: onCommit, onEditingChanged: onEditingChanged)
    }

    /// Creates a text field with a localized title and an action for editing changes
    /// (deprecated in SwiftUI: use ``FocusState``).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
        actions = FieldActions(onEditingChanged: onEditingChanged)
    }

    /// Creates a text field with a localized title and an action for committing (deprecated
    /// in SwiftUI: use ``View/onSubmit(of:_:)``).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        actions = FieldActions(onCommit: onCommit)
    }

    /// Creates a text field titled by a string, with actions for editing and committing
    /// (deprecated in SwiftUI: use ``View/onSubmit(of:_:)`` and ``FocusState``).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title, text: text)
        actions = FieldActions(onCommit: onCommit, onEditingChanged: onEditingChanged)
    }

    /// Creates a text field titled by a string, with an action for editing changes
    /// (deprecated in SwiftUI: use ``FocusState``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
        actions = FieldActions(onEditingChanged: onEditingChanged)
    }

    /// Creates a text field titled by a string, with an action for committing (deprecated in
    /// SwiftUI: use ``View/onSubmit(of:_:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        actions = FieldActions(onCommit: onCommit)
    }

    /// Creates a text field that edits a value through a formatter, with a localized title
    /// and actions for editing and committing (deprecated in SwiftUI: use a format style,
    /// ``View/onSubmit(of:_:)`` and ``FocusState``). The formatter is read as in
    /// `init(_:value:formatter:prompt:)`.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
        actions = FieldActions(onCommit: onCommit, onEditingChanged: onEditingChanged)
    }

    /// Creates a text field that edits a value through a formatter, with a localized title
    /// and an action for editing changes (deprecated in SwiftUI).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        actions = FieldActions(onEditingChanged: onEditingChanged)
    }

    /// Creates a text field that edits a value through a formatter, with a localized title
    /// and an action for committing (deprecated in SwiftUI).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        actions = FieldActions(onCommit: onCommit)
    }

    /// Creates a text field that edits a value through a formatter, titled by a string, with
    /// actions for editing and committing (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
        actions = FieldActions(onCommit: onCommit, onEditingChanged: onEditingChanged)
    }

    /// Creates a text field that edits a value through a formatter, titled by a string, with
    /// an action for editing changes (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
        actions = FieldActions(onEditingChanged: onEditingChanged)
    }

    /// Creates a text field that edits a value through a formatter, titled by a string, with
    /// an action for committing (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        actions = FieldActions(onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title and an action for committing
    /// (deprecated in SwiftUI: use ``View/onSubmit(of:_:)``).
    ///
    /// ```swift
    /// SecureField("Password", text: $password, onCommit: signIn)
    /// ```
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        actions = FieldActions(onCommit: onCommit)
    }

    /// Creates a secure field titled by a string, with an action for committing (deprecated
    /// in SwiftUI: use ``View/onSubmit(of:_:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        actions = FieldActions(onCommit: onCommit)
    }
}
