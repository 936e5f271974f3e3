import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
///
/// In a layout result the global space is the root view's: the root sits at its origin.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // Unchecked: a name is only hashed and compared, never mutated (as a `.id(_:)` mark).
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space (set by `coordinateSpace(_:)`).
    case named(AnyHashable)

    /// Whether the coordinate space is global.
    public var isGlobal: Bool { self == .global }
    /// Whether the coordinate space is local.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
///
/// `frame(in:)` of a ``GeometryProxy`` takes one: `.global`, `.local` or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the global coordinate space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the local coordinate space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space: a view's local space, named by `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    // Unchecked: as ``CoordinateSpace``.
    let name: AnyHashable
    /// ``CoordinateSpace/named(_:)`` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A named coordinate space.
    ///
    /// - Parameter name: The name the view that defines the space gave it with
    ///   `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension NamedCoordinateSpace {
    /// A named coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The name of the coordinate space a scroll view defines (its visible bounds): for any scroll
/// view (`axes` `nil`), or for one that scrolls along the axes in `axes`.
struct ScrollViewSpaceName: Hashable {
    let axes: Axis.Set.RawValue?
}

extension NamedCoordinateSpace {
    /// The named coordinate space of the innermost scroll view around the view: its visible
    /// bounds.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axes: nil))) }

    /// The named coordinate space of the innermost scroll view around the view that scrolls
    /// along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axes: axis == .horizontal ? Axis.Set.horizontal.rawValue : Axis.Set.vertical.rawValue)))
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The named coordinate space of the innermost scroll view around the view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }

    /// The named coordinate space of the innermost scroll view around the view that scrolls
    /// along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}
