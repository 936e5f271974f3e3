import Foundation

/// A type that defines various triggers that result in the firing of a submission action.
///
/// ```swift
/// TextField("Name", text: $name).onSubmit(of: .text) { save() }
/// ```
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: Int

    /// Creates a set of submit triggers from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields (and secure fields) submitting, with the return key.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field (`searchable(text:placement:prompt:)`) submitting.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One ``View/onSubmit(of:_:)`` action and the triggers it answers.
struct SubmitEntry {
    let triggers: SubmitTriggers
    let action: () -> Void
}

nonisolated extension View {
    /// Adds an action to perform when the user submits a value to this view: a text field
    /// inside it submitting (`.text`), or a search field (`.search`).
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { signIn() }
    /// ```
    ///
    /// In a live ``LayoutHost``, ``LayoutHost/submit()`` (or a return typed with
    /// ``LayoutHost/type(_:)`` or ``LayoutHost/press(_:modifiers:)``) runs the actions around the
    /// focused field whose triggers include the field's, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(InputEnvironmentWriter { $0.submitActions.insert(SubmitEntry(triggers: triggers, action: action), at: 0) })
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy: the
    /// ``View/onSubmit(of:_:)`` actions outside it do not run for the fields inside it (those
    /// inside it still do). `false` changes nothing.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(InputEnvironmentWriter { if isBlocking { $0.submitActions = [] } })
    }

    /// Sets the submit label for this view: the title of the return key of the keyboard its
    /// text fields show.
    ///
    /// ```swift
    /// TextField("Search", text: $query).submitLabel(.search)
    /// ```
    ///
    /// The label is the software keyboard's: headless there is no keyboard, so it changes
    /// neither layout nor drawing (see docs/differences.md).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(InputEnvironmentWriter { $0.traits.submitLabel = submitLabel })
    }
}

/// A semantic label describing the label of submission within a view hierarchy: the return
/// key's title on the software keyboard (``View/submitLabel(_:)``).
public struct SubmitLabel: Sendable {
    let name: String

    /// Defines a submission label with text of "Done".
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    /// Defines a submission label with text of "Go".
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    /// Defines a submission label with text of "Send".
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    /// Defines a submission label with text of "Join".
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    /// Defines a submission label with text of "Route".
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    /// Defines a submission label with text of "Search".
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    /// Defines a submission label with text of "Return": the default.
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    /// Defines a submission label with text of "Next".
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    /// Defines a submission label with text of "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}
