import Foundation

/// A layout container that aligns overlapping content in 3D space.
///
/// The container takes the largest size of its subviews in each dimension and aligns them by
/// its ``Alignment3D``: in the plane as a ``ZStackLayout`` with the alignment's horizontal and
/// vertical guides, in depth on the alignment's depth guide. Unlike a `ZStack`, which puts
/// each later subview in front of the one before, every subview shares the same 3D space.
///
/// ```swift
/// SpatialContainer(alignment: .bottomFront) {
///     Color.gray.frame(width: 120, height: 80).frame(depth: 30)
///     Text("Front").frame(depth: 10)
/// }
/// ```
@frozen
public struct SpatialContainer: Layout {
    /// The 3D alignment guide for aligning the subviews.
    @usableFromInline let alignment: Alignment3D

    /// Creates a spatial container layout with the specified 3D alignment.
    ///
    /// - Parameter alignment: The 3D alignment guide for aligning the subviews in this
    ///   container; centred on every axis by default.
    @inlinable
    public init(alignment: Alignment3D = .center) {
        self.alignment = alignment
    }

    /// The type defining the data to animate: none.
    public typealias AnimatableData = EmptyAnimatableData
    /// The container keeps no cache.
    public typealias Cache = Void

    /// The plane's layout: a `ZStack` aligned on the horizontal and vertical guides.
    private var planar: ZStackLayout {
        ZStackLayout(alignment: Alignment(horizontal: alignment.horizontal, vertical: alignment.vertical))
    }

    /// The union of the aligned subviews' frames, as ``ZStackLayout`` sizes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        planar.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Aligns every subview in `bounds` as ``ZStackLayout`` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        planar.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The union of the subviews' preferences, as ``ZStackLayout`` states it.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        planar.spacing(subviews: subviews, cache: &cache)
    }
}

extension SpatialContainer: BuiltInLayout {
    /// What the layout promises: a `ZStack`'s (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { ZStackLayout.promises }
}

extension SpatialContainer: DepthArranging {
    /// Lines the subviews up on the alignment's depth guide; as deep as the deepest.
    func arrangeDepth(of depths: [CGFloat]) -> DepthArrangement {
        DepthArrangement.aligned(depths, on: alignment.depth)
    }
}
