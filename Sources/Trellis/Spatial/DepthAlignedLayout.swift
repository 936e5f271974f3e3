import Foundation

/// The layout `Layout.depthAlignment(_:)` makes: the base layout unchanged in the plane, with
/// its subviews lined up in depth on `depthAlignment` instead of their back faces.
struct DepthAlignedLayout<Base: Layout>: Layout {
    var base: Base
    let depthAlignment: DepthAlignment

    typealias Cache = Base.Cache
    typealias AnimatableData = Base.AnimatableData

    var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    static var layoutProperties: LayoutProperties { Base.layoutProperties }

    func makeCache(subviews: Subviews) -> Base.Cache { base.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Base.Cache, subviews: Subviews) { base.updateCache(&cache, subviews: subviews) }

    func spacing(subviews: Subviews, cache: inout Base.Cache) -> ViewSpacing {
        base.spacing(subviews: subviews, cache: &cache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache) -> CGSize {
        base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache
    ) -> CGFloat? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache
    ) -> CGFloat? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension DepthAlignedLayout: DepthArranging {
    /// Lines the subviews up on ``depthAlignment``; as deep as the deepest.
    func arrangeDepth(of depths: [CGFloat]) -> DepthArrangement {
        DepthArrangement.aligned(depths, on: depthAlignment)
    }
}

extension Layout {
    /// Sets the depth alignment for this layout.
    ///
    /// The layout places its subviews in the plane as before; in depth they line up on
    /// `alignment` rather than on their back faces (the default), and the container is as deep
    /// as the deepest.
    ///
    /// ```swift
    /// let depthStack = HStackLayout().depthAlignment(.front)
    /// depthStack {
    ///     Color.gray.frame(width: 80, height: 80).frame(depth: 40)
    ///     Text("Play")
    /// }
    /// ```
    ///
    /// - Parameter alignment: A ``DepthAlignment`` value to use for aligning the layout's
    ///   subviews.
    public func depthAlignment(_ alignment: DepthAlignment) -> some Layout {
        DepthAlignedLayout(base: self, depthAlignment: alignment)
    }

    /// Creates a layout view with the specified depth alignment.
    ///
    /// ```swift
    /// HStackLayout().depthAlignment(.front) {
    ///     Color.gray.frame(width: 80, height: 80).frame(depth: 40)
    ///     Text("Play")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: A ``DepthAlignment`` value to use for aligning the layout's subviews.
    ///   - content: A view builder that creates the layout's subviews.
    public func depthAlignment<Content: View>(_ alignment: DepthAlignment, @ViewBuilder content: () -> Content) -> some View {
        LayoutContainerView(layout: DepthAlignedLayout(base: self, depthAlignment: alignment), content: content())
    }
}
