import Foundation

// The software keyboard's and the system text services' settings. Headless there is no
// keyboard, autocorrection, dictation, Writing Tools or find panel, so each of these changes
// neither layout nor drawing (docs/differences.md); the keyboard's are kept with the focused
// field's traits.

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    let kind: Int

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(kind: 0) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every
    /// word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(kind: 1) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every
    /// sentence: the default.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(kind: 2) }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(kind: 3) }
}

/// How Writing Tools behave in a text view.
public struct WritingToolsBehavior: Sendable, Hashable {
    let kind: Int

    /// Writing Tools as the text view offers them by default.
    public static let automatic = WritingToolsBehavior(kind: 0)
    /// The complete, inline Writing Tools experience.
    public static let complete = WritingToolsBehavior(kind: 1)
    /// Writing Tools in a panel, without inline changes.
    public static let limited = WritingToolsBehavior(kind: 2)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: 3)
}

/// How dictation behaves in a text field or search field.
public struct TextInputDictationBehavior: Equatable, Sendable {
    let activation: TextInputDictationActivation?

    /// The platform's dictation behaviour.
    public static let automatic = TextInputDictationBehavior(activation: nil)

    /// Dictation inline in the field, started as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}

/// What starts inline dictation (``TextInputDictationBehavior/inline(activation:)``).
public struct TextInputDictationActivation: Equatable, Sendable {
    let kind: Int

    /// Dictation starts when the field is selected.
    public static let onSelect = TextInputDictationActivation(kind: 0)
    /// Dictation starts when the person looks at the field.
    public static let onLook = TextInputDictationActivation(kind: 1)
}

/// Where the controls that format a text view's text show.
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of formatting control placements.
    public struct Set: OptionSet, Sendable {
        /// The raw value of the option set.
        public let rawValue: UInt

        /// Creates a set of placements from its raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The bar above the software keyboard.
        public static let accessoryBar = Set(rawValue: 1 << 0)
        /// The text's context menu.
        public static let contextMenu = Set(rawValue: 1 << 1)
        /// The keyboard's input assistant.
        public static let inputAssistant = Set(rawValue: 1 << 2)
        /// The font panel (macOS).
        public static let fontPanel = Set(rawValue: 1 << 3)
        /// Every placement.
        public static let all: Set = [.accessoryBar, .contextMenu, .inputAssistant, .fontPanel]
        /// The platform's default placements.
        public static let `default`: Set = [.contextMenu, .inputAssistant]
    }
}

/// The status of the find navigator for views which support text editing
/// (``EnvironmentValues/findContext``).
public struct FindContext: @unchecked Sendable {
    // Unchecked: the binding is main-actor state in practice, as SwiftUI's (whose Binding is
    // Sendable) is.
    /// Binding to the visibility of the find navigator, when a view set one.
    public var isPresented: Binding<Bool>?
    /// Whether replace is available for the find navigator.
    public var supportsReplace: Bool
}

private struct FindContextKey: EnvironmentKey {
    static var defaultValue: FindContext? { nil }
}

extension EnvironmentValues {
    /// The status of the find navigator around this view: set by ``View/findNavigator(isPresented:)``
    /// and ``View/replaceDisabled(_:)``; `nil` where neither is.
    public internal(set) var findContext: FindContext? {
        get { self[FindContextKey.self] }
        set { self[FindContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how often the shift key in the keyboard is automatically enabled. Headless there
    /// is no keyboard: text typed into a field (``LayoutHost/type(_:)``) is taken as it is.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(InputEnvironmentWriter { $0.traits.autocapitalization = autocapitalization })
    }

    /// Sets whether to disable autocorrection for this view. Headless nothing corrects typed
    /// text, so this changes no layout, drawing or typed text.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(InputEnvironmentWriter { $0.traits.autocorrectionDisabled = disable })
    }

    /// Sets whether to disable autocorrection for this view (deprecated in SwiftUI: renamed
    /// `autocorrectionDisabled(_:)`); `nil` keeps the system's default, autocorrection on.
    /// Headless nothing corrects typed text, so this changes no layout, drawing or typed text.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(InputEnvironmentWriter { $0.traits.autocorrectionDisabled = disable ?? false })
    }

    /// Specifies the Writing Tools behavior for text and text input in the environment
    /// (``EnvironmentValues/writingToolsBehavior``). Headless there are no Writing Tools: no
    /// layout or drawing changes.
    @MainActor @preconcurrency
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        environment(\.writingToolsBehaviorSetting, behavior)
    }

    /// Specifies whether the system should show the Writing Tools affordance for text input
    /// views. Headless there is no such affordance: no layout or drawing changes.
    @MainActor @preconcurrency
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View {
        self
    }

    /// Shows or hides the controls that format the text of text views inside. Headless there
    /// are no such controls: no layout or drawing changes.
    public func textInputFormattingControlVisibility(_ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set) -> some View {
        self
    }

    /// Programmatically presents the find and replace interface for text editor views: the
    /// binding is kept as the ``EnvironmentValues/findContext`` of the views inside. Headless
    /// there is no find panel to draw, so no layout or drawing changes.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        modifier(EnvironmentWriter {
            $0.findContext = FindContext(isPresented: isPresented, supportsReplace: $0.findContext?.supportsReplace ?? true)
        })
    }

    /// Prevents find and replace operations in a text editor. Headless there is no find panel:
    /// no layout or drawing changes.
    public func findDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }

    /// Prevents replace operations in a text editor: the ``EnvironmentValues/findContext`` of
    /// the views inside does not support replace.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(EnvironmentWriter {
            $0.findContext = FindContext(isPresented: $0.findContext?.isPresented, supportsReplace: !isDisabled)
        })
    }

    /// Sets the text that type-to-select (typing a row's first letters in a list on a hardware
    /// keyboard) matches for this view. Headless nothing selects rows by typing: no layout or
    /// drawing changes.
    public func typeSelectEquivalent(_ text: Text?) -> some View {
        self
    }

    /// Sets the type-select text of this view from a localized string key.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        typeSelectEquivalent(Text(stringKey))
    }

    /// Sets the type-select text of this view from a string.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
        typeSelectEquivalent(Text(string))
    }

    /// Adds a condition that controls whether users can select this view (a list row).
    /// Headless a person selects nothing, so this changes no layout or drawing; a selection
    /// written through the list's binding is shown as before.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
