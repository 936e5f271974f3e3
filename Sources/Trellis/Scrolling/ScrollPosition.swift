import Foundation

/// A type that defines the semantic position of where a scroll view is scrolled within its
/// content.
///
/// Use it with ``View/scrollPosition(_:anchor:)`` (or hand it to
/// ``LayoutHost/scroll(_:to:)``) to say where a scroll view is scrolled: to a view with an
/// identity, to a concrete offset, or to an edge. Offsets are clamped to the content's range,
/// as a real scroll view clamps them.
///
/// ```swift
/// var position = ScrollPosition(idType: Int.self)
/// position.scrollTo(id: 40, anchor: .top)
/// ```
public struct ScrollPosition: Equatable, Sendable {
    /// What the position names.
    enum Target: Equatable, Sendable {
        /// Where the scroll view rests by itself.
        case automatic
        /// An edge of the content.
        case edge(Edge)
        /// A content offset; `nil` on an axis keeps that axis where it is.
        case point(x: CGFloat?, y: CGFloat?)
        /// The view with an identity, with an anchor.
        case view(ScrollTargetID, anchor: UnitPoint?)
    }

    var target: Target

    /// Creates a new automatic scroll position.
    ///
    /// - Parameter idType: The type of the identities of the views in the scroll target layout.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .automatic }

    /// Creates a new scroll position to be scrolled to the provided edge.
    ///
    /// - Parameters:
    ///   - idType: The type of the identities of the views in the scroll target layout.
    ///   - edge: The edge of the content to scroll to.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { target = .edge(edge) }

    /// Creates a new scroll position to be scrolled to the provided point.
    ///
    /// - Parameters:
    ///   - idType: The type of the identities of the views in the scroll target layout.
    ///   - point: The content offset: the point of the content at the scroll view's top-leading
    ///     corner, counted from inside its content margins (as SwiftUI's content offset is).
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
    }

    /// Creates a new scroll position to be scrolled to the provided x value.
    ///
    /// - Parameters:
    ///   - idType: The type of the identities of the views in the scroll target layout.
    ///   - x: The horizontal content offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }

    /// Creates a new scroll position to be scrolled to the provided x and y values.
    ///
    /// - Parameters:
    ///   - idType: The type of the identities of the views in the scroll target layout.
    ///   - x: The horizontal content offset.
    ///   - y: The vertical content offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }

    /// Creates a new scroll position to be scrolled to the provided y value.
    ///
    /// - Parameters:
    ///   - idType: The type of the identities of the views in the scroll target layout.
    ///   - y: The vertical content offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }

    /// Creates a new scroll position to a view with a provided identity value.
    ///
    /// - Parameters:
    ///   - id: The identity of the view, as `.id(_:)` gives it.
    ///   - anchor: The point of the view that meets the same point of the scroll view; `nil`
    ///     scrolls the least that shows the whole view.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(ScrollTargetID(id), anchor: anchor)
    }

    /// Scrolls the position of the scroll view to a view with an identity value and anchor you
    /// provide.
    ///
    /// - Parameters:
    ///   - id: The identity of the view, as `.id(_:)` gives it.
    ///   - anchor: The point of the view that meets the same point of the scroll view; `nil`
    ///     scrolls the least that shows the whole view.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(ScrollTargetID(id), anchor: anchor)
    }

    /// Scrolls the position of the scroll view to the edge you provide.
    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }

    /// Scrolls the position of the scroll view to the point you provide: the point of the
    /// content at the scroll view's top-leading corner.
    public mutating func scrollTo(point: CGPoint) { target = .point(x: point.x, y: point.y) }

    /// Scrolls the position of the scroll view to the x value you provide.
    public mutating func scrollTo(x: CGFloat) { target = .point(x: x, y: nil) }

    /// Scrolls to the provided x and y values.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }

    /// Scrolls the position of the scroll view to the y value you provide.
    public mutating func scrollTo(y: CGFloat) { target = .point(x: nil, y: y) }

    /// The edge the scroll view is positioned at, if it was positioned at one.
    public var edge: Edge? {
        if case let .edge(edge) = target { return edge }
        return nil
    }

    /// The point the scroll view is positioned at, if it was positioned at one (an axis not
    /// given counts as 0).
    public var point: CGPoint? {
        if case let .point(x, y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The horizontal content offset the scroll view is positioned at, if it was positioned at
    /// a point that gives one.
    public var x: CGFloat? {
        if case let .point(x, _) = target { return x }
        return nil
    }

    /// The vertical content offset the scroll view is positioned at, if it was positioned at a
    /// point that gives one.
    public var y: CGFloat? {
        if case let .point(_, y) = target { return y }
        return nil
    }

    /// The identity of the view the scroll view is positioned at, if it was positioned at one.
    public var viewID: (any Hashable & Sendable)? {
        if case let .view(id, _) = target { return id.value }
        return nil
    }

    /// The identity of the view the scroll view is positioned at, if it has type `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// Whether the user positioned the scroll view by scrolling: never here, as a drag in a
    /// live host moves the scroll view but does not yet write its position back to a binding
    /// (docs/differences.md).
    public var isPositionedByUser: Bool { false }

    /// Whether the position is automatic: where the scroll view rests by itself.
    var isAutomatic: Bool { target == .automatic }
}

/// A view identity a scroll position names: equatable and sendable whatever its type.
struct ScrollTargetID: Equatable, @unchecked Sendable {
    // Unchecked: the marker's value is never used but to compare and hash.
    let marker: Marker
    /// The identity as given, when it was given as a sendable value.
    let value: (any Hashable & Sendable)?

    init(_ value: some Hashable & Sendable) {
        marker = Marker(value)
        self.value = value
    }

    init(marker: Marker) {
        self.marker = marker
        value = nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.marker == rhs.marker }
}
