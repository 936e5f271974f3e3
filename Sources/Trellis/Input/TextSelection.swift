import Foundation

/// A type that describes the ability to select text: ``View/textSelection(_:)``.
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    /// Text selection is allowed.
    public static let allowsSelection = true
    init() {}
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    /// Text selection is not allowed.
    public static let allowsSelection = false
    init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectionAllowedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text inside may be selected (``View/textSelection(_:)``).
    var allowsTextSelection: Bool {
        get { self[TextSelectionAllowedKey.self] }
        set { self[TextSelectionAllowedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Controls whether people can select text within this view. Headless nobody selects
    /// text, so this changes neither layout nor drawing.
    ///
    /// ```swift
    /// Text(order.number).textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(EnvironmentWriter { $0.allowsTextSelection = S.allowsSelection })
    }

    /// Sets the direction of a selection or cursor relative to a text character (for a
    /// selection at a line break). Headless there is no cursor: no layout or drawing changes.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        modifier(EnvironmentWriter { $0.textSelectionAffinity = affinity })
    }
}

/// Represents a selection of text: ranges of a string, or an insertion point.
public struct TextSelection: Equatable, Hashable, Sendable {
    /// The indices of the selection.
    public enum Indices: Equatable, Hashable, Sendable {
        /// One range of selected text (empty for an insertion point).
        case selection(Range<String.Index>)
        /// Several ranges of selected text.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The indices of the selection.
    public var indices: Indices

    /// The direction of the selection at a line break: ``TextSelectionAffinity/automatic``.
    public var affinity: TextSelectionAffinity { .automatic }

    /// Creates a selection of one range.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// Creates a selection of several ranges.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }

    /// Creates an insertion point: an empty selection at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether the selection is an insertion point (nothing selected).
    public var isInsertion: Bool {
        switch indices {
        case let .selection(range): range.isEmpty
        case let .multiSelection(ranges): ranges.isEmpty
        }
    }
}

/// The direction of a selection or cursor relative to a text character.
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// The selection belongs to the character before it.
    case upstream
    /// The selection belongs to the character after it.
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static var defaultValue: TextSelectionAffinity { .automatic }
}

extension EnvironmentValues {
    /// The direction of selections and cursors in text views inside
    /// (``View/textSelectionAffinity(_:)``).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}
