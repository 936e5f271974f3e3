import Foundation

// Rotor content: what `accessibilityRotor(_:entries:)`'s builder makes. Each kind of content
// adds its entries' labels to a list (``AccessibilityRotorContent/_collectRotorEntries(_:into:)``,
// in place of SwiftUI's `_makeEntries`), and the rotor is recorded on the element with them.

/// Content within an accessibility rotor: entries, or a `ForEach` or `Group` of them.
///
/// ```swift
/// .accessibilityRotor("Unread") {
///     ForEach(unread) { message in AccessibilityRotorEntry(message.subject, id: message.id) }
/// }
/// ```
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type for the internal content of this content.
    associatedtype Body: AccessibilityRotorContent
    /// The internal content of this rotor content.
    @AccessibilityRotorContentBuilder var body: Body { get }

    /// Adds the labels of the content's entries to `labels`. An implementation detail, as
    /// SwiftUI's `_makeEntries` is: don't implement it; the default expands ``body``, and the
    /// built-in content has its own.
    nonisolated static func _collectRotorEntries(_ content: Self, into labels: inout [String])
}

extension AccessibilityRotorContent {
    /// Expands the content's ``body`` (read on the main actor's behalf, as a view's body is).
    nonisolated public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        guard Body.self != Never.self else { return }
        Body._collectRotorEntries(MainActorBody.call({ $0.body }, content), into: &labels)
    }
}

extension Never: AccessibilityRotorContent {
    /// `Never` has no entries.
    nonisolated public static func _collectRotorEntries(_ content: Never, into labels: inout [String]) {}
}

/// A result builder you use to generate rotor entry content.
@resultBuilder
public struct AccessibilityRotorContentBuilder: Sendable {
    /// Passes an entry, or other content, through.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// Passes one piece of content through.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> some AccessibilityRotorContent {
        content
    }

    /// Combines several pieces of content, read in order.
    @_disfavoredOverload
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> some AccessibilityRotorContent {
        _AccessibilityTupleRotorContent((repeat each content))
    }

    /// Content that is there only when a condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        _AccessibilityOptionalRotorContent(content: content)
    }
}

/// Several pieces of rotor content, read in order (what the builder makes of a block).
nonisolated public struct _AccessibilityTupleRotorContent<each Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let value: (repeat each Content)

    init(_ value: (repeat each Content)) { self.value = value }

    /// Tuple content has no body.
    public var body: Never { return fatalError("_AccessibilityTupleRotorContent has no body") }

    /// Adds each piece's entries, in order.
    public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        for piece in repeat each content.value {
            collect(piece, into: &labels)
        }
    }

    private static func collect<Piece: AccessibilityRotorContent>(_ piece: Piece, into labels: inout [String]) {
        Piece._collectRotorEntries(piece, into: &labels)
    }
}

/// Rotor content that may be missing (what the builder makes of an `if`).
nonisolated public struct _AccessibilityOptionalRotorContent<Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let content: Content?

    /// Optional content has no body.
    public var body: Never { return fatalError("_AccessibilityOptionalRotorContent has no body") }

    /// Adds the content's entries, if it is there.
    public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        if let inner = content.content { Content._collectRotorEntries(inner, into: &labels) }
    }
}

/// A struct representing an entry in an Accessibility Rotor: recorded by its label. (What it
/// moves VoiceOver to, and its `prepare` action, are VoiceOver's; a layout has no part of them.)
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String

    /// An entry has no body.
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }

    /// Adds the entry's label.
    public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        labels.append(content.label)
    }

    /// Creates a rotor entry with a label and the id of the element it moves to.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.content
    }

    /// Creates a rotor entry with a label and an id within a namespace.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = label.content
    }

    /// Creates a rotor entry with a localized label and the id of the element it moves to.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = Text(labelKey).content
    }

    /// Creates a rotor entry with a label and the id of the element it moves to.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }

    /// Creates a rotor entry with a localized label and an id within a namespace.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(labelKey).content
    }

    /// Creates a rotor entry with a label and an id within a namespace.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// Creates a rotor entry for a range of text, with an optional label (none: an empty one).
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label?.content ?? ""
    }

    /// Creates a rotor entry for a range of text with a localized label.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = Text(labelKey).content
    }

    /// Creates a rotor entry for a range of text with a label.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// The entries are collected directly: no body.
    @MainActor @preconcurrency
    public var body: Never { return fatalError("ForEach has no rotor body") }

    /// Adds the entries of each element's content, in order.
    nonisolated public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        for element in content.data {
            Content._collectRotorEntries(content.content(element), into: &labels)
        }
    }

    /// Creates rotor entries for identifiable data.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// Creates rotor entries for data identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// The entries are collected directly: no body.
    @MainActor @preconcurrency
    public var body: Never { return fatalError("Group has no rotor body") }

    /// Adds the content's entries.
    nonisolated public static func _collectRotorEntries(_ content: Self, into labels: inout [String]) {
        Content._collectRotorEntries(content.content, into: &labels)
    }

    /// Creates a group of rotor entries.
    public init(@AccessibilityRotorContentBuilder content: () -> Content) {
        self.init(content(), storing: ())
    }
}

/// Designates a rotor built into the system (`View/accessibilityRotor(_:entries:)`), named
/// as ``LayoutResult/AccessibilityElement/Rotor/name`` gives it (`"headings"`, `"links"`…).
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// System rotors allowing users to iterate through links or visited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "links")
    }
    /// System rotor allowing users to iterate through all links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// System rotor allowing users to iterate through headings of a level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings h\(level.rawValue)")
    }
    /// System rotor allowing users to iterate through all headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// System rotor allowing users to iterate through all ranges of bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// System rotor allowing users to iterate through all ranges of italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// System rotor allowing users to iterate through all ranges of underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// System rotor allowing users to iterate through all ranges of misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// System rotor allowing users to iterate through all images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// System rotor allowing users to iterate through all text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// System rotor allowing users to iterate through all tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// System rotor allowing users to iterate through all lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// System rotor allowing users to iterate through all landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}
