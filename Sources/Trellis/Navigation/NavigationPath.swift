import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// Give a ``NavigationStack`` a binding to a path to push and pop its screens from code: each
/// value is shown by the ``View/navigationDestination(for:destination:)`` declared for its
/// type, in the order the values were appended.
///
/// ```swift
/// var path = NavigationPath()
/// path.append(1)           // an Int: the destination for Int shows it
/// path.append("details")   // a String on top of it
/// path.removeLast()        // back to the Int's screen
/// path.count               // 1
/// ```
///
/// A path of `Codable` values saves and restores through ``codable`` and
/// `init(_:)` from a `CodableRepresentation`, in a form of Trellis's own (docs/differences.md).
public struct NavigationPath {
    /// The values, the root's first pushed value first.
    var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// - Parameter elements: A sequence used to create the navigation path.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// A path of values already erased.
    init(erased elements: [AnyHashable]) {
        self.elements = elements
    }

    /// Appends a new value to the end of this path.
    ///
    /// - Parameter value: The value to push on top of the stack's screens.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    ///
    /// SwiftUI stops the program when `k` is more than ``count``; Trellis empties the path
    /// then, and removes nothing for a negative `k`.
    ///
    /// - Parameter k: The number of values to remove; 1 by default.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
    }
}

extension NavigationPath: Equatable {
    /// Whether two paths hold equal values in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
