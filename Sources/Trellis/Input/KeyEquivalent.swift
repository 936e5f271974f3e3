import Foundation

/// Key equivalents consist of a letter, punctuation, or function key that can be combined
/// with an optional set of modifier keys to specify a keyboard shortcut.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// ```
///
/// The special keys are the characters Apple's platforms give them (the arrows and the
/// function keys from the Unicode private use area, tab `\t`, return `\r`, escape, backspace).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    /// Creates a key equivalent from a character literal: `"s"`.
    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete, the backspace key (U+0008).
    public static let delete = KeyEquivalent("\u{08}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
}

/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
public struct EventModifiers: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: Int

    /// Creates a set of key modifiers from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to activate a button or toggle.
public struct KeyboardShortcut: Sendable, Hashable {
    /// Options for how a keyboard shortcut participates in automatic localization.
    public struct Localization: Sendable {
        let kind: Int

        /// Remap shortcuts to their international counterparts, mirrored for right-to-left
        /// layouts.
        public static let automatic = Localization(kind: 0)
        /// Don't mirror shortcuts in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Use the shortcut as it is: no localization.
        public static let custom = Localization(kind: 2)
    }

    /// The standard keyboard shortcut for the default button: Return with no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action: Escape with no
    /// modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent that the user presses in conjunction with any specified modifier
    /// keys to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public var modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public var localization: Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a new keyboard shortcut with the given key equivalent, set of modifier keys and
    /// localization strategy.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Whether two shortcuts are the same key and modifiers.
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers.rawValue == rhs.modifiers.rawValue && lhs.localization.kind == rhs.localization.kind
    }

    /// Hashes the key and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers.rawValue)
        hasher.combine(localization.kind)
    }
}
