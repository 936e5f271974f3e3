import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
///
/// A ``GeometryReader`` gives its content one, made from the frame the reader was laid out in:
/// frames it reports are exact, not rounded to pixels (as SwiftUI hands them to code).
public struct GeometryProxy: Equatable, @unchecked Sendable {
    // Unchecked: the names of coordinate spaces are only compared, never mutated.
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view: on each edge where the reader reaches the
    /// edge of its safe area, the depth of the unsafe band beyond (the host's insets, a
    /// `safeAreaInset` bar, a `safeAreaPadding`); zero on the others, and where the reader or a
    /// view around it ignores the safe area.
    public let safeAreaInsets: EdgeInsets
    /// The container's frame in the root's coordinate space.
    let globalFrame: CGRect
    /// The frames, in the root's space, of the named coordinate spaces around the container,
    /// innermost first.
    let namedFrames: [(name: AnyHashable, frame: CGRect)]

    init(
        size: CGSize, globalFrame: CGRect, namedFrames: [(name: AnyHashable, frame: CGRect)],
        safeAreaInsets: EdgeInsets = EdgeInsets()
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedFrames = namedFrames
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// `.local` gives the bounds at the origin; `.global` the frame in the root's space; a
    /// named space the frame relative to the nearest view around the container that defines
    /// it (the global frame when none does).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case let .named(name):
            guard let space = namedFrames.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate
    /// space; `nil` when no view around the container defines it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames.first(where: { $0.name == coordinateSpace.name }) else { return nil }
        return CGRect(
            x: space.frame.minX - globalFrame.minX, y: space.frame.minY - globalFrame.minY,
            width: space.frame.width, height: space.frame.height)
    }

    /// Whether two proxies describe the same geometry: size, frame, safe area and named spaces.
    public static func == (a: GeometryProxy, b: GeometryProxy) -> Bool {
        a.size == b.size && a.globalFrame == b.globalFrame && a.safeAreaInsets == b.safeAreaInsets && a.namedFrames.map(\.name) == b.namedFrames.map(\.name)
            && a.namedFrames.map(\.frame) == b.namedFrames.map(\.frame)
    }
}
