import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// A view keeps preferences per edge and per spacing *category*. Two neighbours are as far
/// apart as the categories their meeting edges share ask for; where they share none, as far
/// as their default-category preferences ask; where neither states one, the system default
/// of 8 points (``distance(to:along:)``).
///
/// - ``init()`` holds no preference: next to another such view the distance is 8.
/// - ``zero`` prefers 0 on every edge, as a `Spacer` does.
/// - A plain view (a shape, a color) holds zero-length *text-edge* preferences: 8 from another
///   plain view, but the text's own preference from a text.
/// - `Text` holds preferences derived from its font: between two texts the lower one's line
///   gap; between a text and a plain view the distances its ascent, descent and cap height
///   ask for (see `TextSpacingMetrics`).
///
/// The model follows SwiftUI's `Spacing` as OpenSwiftUI reimplements it
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Layout/Geometry/Spacing.swift` and
/// `View/Text/Text/Text+Spacing.swift`): shared non-default categories add the two sides'
/// values and take the largest sum; default-category values take the larger side.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    /// The distance between two views that state no preference, as on iOS and macOS.
    static let systemDefault: CGFloat = 8

    /// The four edges' preferences, shared between copies and copied on write: the preferences
    /// are a kilobyte, and views pass them around far more often than they change them (a
    /// stack's leaves usually all share one instance).
    private var storage: Storage

    /// The preferences of each edge.
    private final class Storage: @unchecked Sendable {
        // Unchecked: a storage is mutated only while uniquely referenced (`uniqueStorage`), so
        // no access to it can overlap a write (and reads skip the runtime's access checks).
        @exclusivity(unchecked) var edges: (top: EdgePreferences, leading: EdgePreferences, bottom: EdgePreferences, trailing: EdgePreferences)

        init(_ edges: (EdgePreferences, EdgePreferences, EdgePreferences, EdgePreferences)) { self.edges = edges }

        static let empty = Storage((EdgePreferences(), EdgePreferences(), EdgePreferences(), EdgePreferences()))
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.edges) }
        return storage
    }

    // Plain getters, not `_read` coroutines: an edge's preferences are too large for a
    // coroutine's inline frame, so every `_read` of one allocated its frame on the heap (two
    // mallocs per stack's cache in tree b).
    var top: EdgePreferences { get { storage.edges.top } set { self[.top] = newValue } }
    var leading: EdgePreferences { get { storage.edges.leading } set { self[.leading] = newValue } }
    var bottom: EdgePreferences { get { storage.edges.bottom } set { self[.bottom] = newValue } }
    var trailing: EdgePreferences { get { storage.edges.trailing } set { self[.trailing] = newValue } }

    /// A view spacing instance that contains zero on all edges.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases { spacing[edge].defaultCategory = 0 }
        return spacing
    }()

    /// Creates a spacing instance with no preference on any edge: the system default applies.
    public init() { storage = .empty }

    /// The preferences of one edge: read from the shared storage, written to this value's own.
    subscript(edge: Edge) -> EdgePreferences {
        get {
            switch edge {
            case .top: storage.edges.top
            case .leading: storage.edges.leading
            case .bottom: storage.edges.bottom
            case .trailing: storage.edges.trailing
            }
        }
        set {
            let storage = uniqueStorage()
            switch edge {
            case .top: storage.edges.top = newValue
            case .leading: storage.edges.leading = newValue
            case .bottom: storage.edges.bottom = newValue
            case .trailing: storage.edges.trailing = newValue
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
    /// Where the meeting edges share categories, the distance is the largest any shared
    /// category asks for (a category's two lengths added up). Otherwise it is the larger of
    /// the two default-category preferences, or the system default of 8 when neither view
    /// states one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        // Read in place: the edges are compared where they are stored, not copied out.
        axis == .horizontal
            ? storage.edges.trailing.distance(to: next.storage.edges.leading)
            : storage.edges.bottom.distance(to: next.storage.edges.top)
    }

    /// The spacing with every edge in `edges` reset, as a frame or padding resets the edges it
    /// bounds: the edge keeps only a zero preference in its text-edge category, so it sits 8
    /// from a plain view and at the text's own distance from a text.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        // A plain view's edges are all reset already: resetting some gives it back, shared
        // (so that a stack of framed shapes compares its neighbours' spacing by pointer).
        if edges == .all || storage === Self.plainView.storage { return .plainView }
        var result = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            result[edge] = Self.resetEdges[Int(edge.rawValue)]
        }
        return result
    }

    /// Per edge (by raw value), a reset edge's preferences: only a zero preference in its
    /// text-edge category.
    private static let resetEdges: [EdgePreferences] = Edge.allCases.map { edge in
        EdgePreferences(categories: [SpacingCategory.facingText(edge): .distance(0)])
    }

    /// The preferences of a view with no content of its own to space by: a shape, a color.
    static let plainView: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases {
            spacing[edge] = resetEdges[Int(edge.rawValue)]
        }
        return spacing
    }()

    /// Whether `other` states the same preferences on every edge.
    func hasSamePreferences(as other: ViewSpacing) -> Bool {
        if storage === other.storage { return true }
        let (mine, theirs) = (storage, other.storage)
        return mine.edges.top == theirs.edges.top && mine.edges.leading == theirs.edges.leading
            && mine.edges.bottom == theirs.edges.bottom && mine.edges.trailing == theirs.edges.trailing
    }

    /// A compact listing of the preferences per edge, e.g. `ViewSpacing(top: 0, leading: 0, …)`.
    public var description: String {
        let parts = Edge.allCases.map { "\($0): \(self[$0])" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}
