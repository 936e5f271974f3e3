import Foundation

/// An opaque value derived from an anchor source and a particular view.
///
/// You can convert the anchor to a `Value` in the coordinate space of a target view by using a
/// ``GeometryProxy`` to specify the target view: `proxy[anchor]`.
///
/// ```swift
/// Color.red.frame(width: 20, height: 20)
///     .anchorPreference(key: Badge.self, value: .bounds) { $0 }
/// ```
///
/// An anchor keeps its geometry in the root's space, exactly as the layouts computed it (not
/// rounded to pixels); two anchors are equal when their geometry is.
public struct Anchor<Value>: Sendable {
    /// The geometry, in the root's coordinate space.
    let geometry: AnchorGeometry
    /// Turns geometry of this anchor's shape into its value.
    let make: @Sendable (AnchorGeometry) -> Value

    /// The anchor's value in the coordinate space whose origin is `origin` in the root's space.
    func value(relativeTo origin: CGPoint) -> Value {
        make(geometry.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// SwiftUI passes anchored geometry values around the view tree via preference keys. It
    /// then converts them back into the local coordinate space using a ``GeometryProxy`` value.
    public struct Source: Sendable {
        /// The geometry, in the root's space, for a view whose frame in the root's space is the
        /// argument.
        let resolve: @Sendable (CGRect) -> AnchorGeometry
        let make: @Sendable (AnchorGeometry) -> Value

        /// The anchor of a view whose frame in the root's space is `frame`.
        func anchor(in frame: CGRect) -> Anchor<Value> {
            Anchor(geometry: resolve(frame), make: make)
        }
    }
}

extension Anchor: Equatable {
    /// Whether two anchors have the same geometry.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.geometry == rhs.geometry }
}

extension Anchor: Hashable {
    /// Hashes the anchor's geometry.
    public func hash(into hasher: inout Hasher) { hasher.combine(geometry) }
}

/// The geometry of an anchor in some coordinate space, in each of the shapes anchors take.
indirect enum AnchorGeometry: Hashable, Sendable {
    case point(CGPoint)
    case rect(CGRect)
    /// An optional anchor source that was `nil`, and one that was not.
    case absent
    case present(AnchorGeometry)
    /// An array of anchor sources.
    case list([AnchorGeometry])

    /// The same geometry, moved by `dx` and `dy`.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> AnchorGeometry {
        switch self {
        case let .point(p): return .point(CGPoint(x: p.x + dx, y: p.y + dy))
        case let .rect(r): return .rect(r.offsetBy(dx: dx, dy: dy))
        case .absent: return .absent
        case let .present(inner): return .present(inner.offsetBy(dx: dx, dy: dy))
        case let .list(items): return .list(items.map { $0.offsetBy(dx: dx, dy: dy) })
        }
    }

    static func == (a: AnchorGeometry, b: AnchorGeometry) -> Bool {
        switch (a, b) {
        case let (.point(p), .point(q)): return p.x == q.x && p.y == q.y
        case let (.rect(r), .rect(s)): return r.origin.x == s.origin.x && r.origin.y == s.origin.y && r.size.width == s.size.width && r.size.height == s.size.height
        case (.absent, .absent): return true
        case let (.present(x), .present(y)): return x == y
        case let (.list(x), .list(y)): return x == y
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case let .point(p): hasher.combine(0); hasher.combine(p.x); hasher.combine(p.y)
        case let .rect(r): hasher.combine(1); hasher.combine(r.minX); hasher.combine(r.minY); hasher.combine(r.width); hasher.combine(r.height)
        case .absent: hasher.combine(2)
        case let .present(inner): hasher.combine(3); hasher.combine(inner)
        case let .list(items): hasher.combine(4); hasher.combine(items)
        }
    }

    /// The point, for geometry made by a point source.
    var point: CGPoint {
        if case let .point(p) = self { return p }
        return .zero
    }

    /// The rectangle, for geometry made by a rectangle source.
    var rect: CGRect {
        if case let .rect(r) = self { return r }
        return .zero
    }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(resolve: { frame in .rect(r.offsetBy(dx: frame.minX, dy: frame.minY)) }, make: { $0.rect })
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(resolve: { frame in .rect(frame) }, make: { $0.rect })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// An anchor source point at `p` in the current view's coordinate space.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(resolve: { frame in .point(CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) }, make: { $0.point })
    }

    /// An anchor source point at the unit point `p` of the current view's bounds (left to right:
    /// `x` 0 is the view's left edge).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(
            resolve: { frame in .point(CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)) },
            make: { $0.point })
    }

    /// The current view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the current view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The current view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the current view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The current view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the current view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The current view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the current view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The current view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An anchor source of an array of values, one per source in `array`, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(
            resolve: { frame in .list(array.map { $0.resolve(frame) }) },
            make: { geometry in
                guard case let .list(items) = geometry else { return [] }
                return zip(array, items).map { source, item in source.make(item) }
            })
    }

    /// An anchor source of an optional value: `nil` when `anchor` is.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(
            resolve: { frame in anchor.map { .present($0.resolve(frame)) } ?? .absent },
            make: { geometry in
                guard let anchor, case let .present(inner) = geometry else { return nil }
                return anchor.make(inner)
            })
    }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: its geometry in the container's
    /// local coordinate space (relative to the container's top-leading corner).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }
}
