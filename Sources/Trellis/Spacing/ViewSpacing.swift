import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// A view keeps a preference per edge, and per spacing *category*: most views use the default
/// category, while text keeps categories of its own so that two pieces of text can sit at a
/// distance derived from their font metrics. A container asks two neighbours for the distance
/// between them with ``distance(to:along:)``.
///
/// - ``init()`` holds no preference: next to another such view the distance is the system
///   default of 8 points.
/// - ``zero`` prefers 0 on every edge, as a `Spacer` does.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    /// The distance between two views that state no preference, as on iOS and macOS.
    static let systemDefault: CGFloat = 8

    var top = EdgePreferences()
    var leading = EdgePreferences()
    var bottom = EdgePreferences()
    var trailing = EdgePreferences()

    /// A view spacing instance that contains zero on all edges.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases { spacing[edge].defaultCategory = 0 }
        return spacing
    }()

    /// Creates a spacing instance with no preference on any edge: the system default applies.
    public init() {}

    subscript(edge: Edge) -> EdgePreferences {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges another spacing instance into this one, keeping the larger preference per edge
    /// and category.
    ///
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge; the others keep this instance's preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].formUnion(other[edge])
        }
    }

    /// Returns the union of this instance and another: the larger preference per edge and
    /// category.
    ///
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge; the others keep this instance's preferences.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The smallest distance between this view and `next` that satisfies both views'
    /// preferences, when `next` follows this view along `axis` (to its trailing side
    /// horizontally, below it vertically).
    ///
    /// Where the meeting edges share a category, the distance is the larger preference among
    /// the shared categories. Otherwise it is the larger of the two default-category
    /// preferences, or the system default of 8 when neither view states one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        return mine.distance(to: theirs)
    }

    /// The spacing with every edge in `edges` reset to no preference.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var result = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { result[edge] = EdgePreferences() }
        return result
    }

    /// A compact listing of the preferences per edge, e.g. `ViewSpacing(top: 0, leading: 0, …)`.
    public var description: String {
        let parts = Edge.allCases.map { "\($0): \(self[$0])" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}

/// A category of spacing preference. Views in the same category space themselves by that
/// category's values; text adds its own categories.
struct SpacingCategory: Hashable, Sendable {
    let name: String
}

/// The spacing preferences of one edge.
struct EdgePreferences: Sendable, Equatable, CustomStringConvertible {
    /// The preference in the default category, or `nil` for none.
    var defaultCategory: CGFloat?
    /// Preferences in other categories.
    var categories: [SpacingCategory: CGFloat] = [:]

    mutating func formUnion(_ other: EdgePreferences) {
        if let value = other.defaultCategory {
            defaultCategory = Swift.max(defaultCategory ?? value, value)
        }
        for (category, value) in other.categories {
            categories[category] = Swift.max(categories[category] ?? value, value)
        }
    }

    func distance(to other: EdgePreferences) -> CGFloat {
        var shared: CGFloat?
        for (category, value) in other.categories {
            if let mine = categories[category] {
                shared = Swift.max(shared ?? -.infinity, mine, value)
            }
        }
        if let shared { return shared }
        switch (defaultCategory, other.defaultCategory) {
        case let (a?, b?): return Swift.max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return ViewSpacing.systemDefault
        }
    }

    var description: String {
        var parts: [String] = []
        if let defaultCategory { parts.append("\(defaultCategory)") }
        for (category, value) in categories.sorted(by: { $0.key.name < $1.key.name }) {
            parts.append("\(category.name)=\(value)")
        }
        return parts.isEmpty ? "default" : parts.joined(separator: "/")
    }
}
