import Foundation

/// `overlay` and `background`: a primary view with secondary views in front of or behind it.
///
/// Subview 0 is the primary view; the others are the secondary views.
/// 1. The modifier is exactly as large as the primary view, which gets the whole proposal.
/// 2. Each secondary view is proposed the primary view's size and aligned on it by
///    `alignment` (several secondary views behave as an implicit `ZStack`).
/// 3. Spacing and alignment guides are the primary view's: secondary views never change
///    the modified view's size, spacing, guides or traits.
///
/// (Apple's documentation of `overlay(alignment:content:)` and
/// `background(alignment:content:)`.)
struct OverlayLayout: Layout {
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        for subview in subviews.dropFirst() {
            subview.place(
                at: FixedFrameLayout.alignedOrigin(of: subview.dimensions(in: secondaryProposal), in: bounds, alignment: alignment),
                proposal: secondaryProposal)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minX }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minY }
    }
}

nonisolated extension View {
    /// Layers the views that you specify in front of this view.
    ///
    /// ```swift
    /// Color.blue
    ///     .frame(width: 100, height: 100)
    ///     .overlay(alignment: .topLeading) { Color.red.frame(width: 20, height: 20) }
    /// ```
    ///
    /// This view decides the size: the overlay is proposed this view's size and aligned on it.
    /// Several views in `content` are layered as in a `ZStack`, in order from back to front.
    ///
    /// - Parameters:
    ///   - alignment: Where to align the overlay on this view; centred by default.
    ///   - content: The views to draw in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, kind: .overlay))
    }

    /// Layers the views that you specify behind this view.
    ///
    /// ```swift
    /// Text("Hello").padding().background { Color.yellow }
    /// ```
    ///
    /// This view decides the size: the background is proposed this view's size and aligned on
    /// it. Several views in `content` are layered as in a `ZStack`, in order from back to front.
    ///
    /// - Parameters:
    ///   - alignment: Where to align the background on this view; centred by default.
    ///   - content: The views to draw behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, kind: .background))
    }

    /// Layers a secondary view in front of this view.
    ///
    /// The older form of ``overlay(alignment:content:)`` (deprecated in SwiftUI), with the same
    /// layout: the overlay is proposed this view's size and aligned on it.
    ///
    /// - Parameters:
    ///   - overlay: The view to layer in front of this view.
    ///   - alignment: Where to align the overlay on this view; centred by default.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, kind: .overlay))
    }

    /// Layers a view behind this view.
    ///
    /// The older form of ``background(alignment:content:)`` (deprecated in SwiftUI), with the
    /// same layout: the background is proposed this view's size and aligned on it.
    ///
    /// - Parameters:
    ///   - background: The view to layer behind this view.
    ///   - alignment: Where to align the background on this view; centred by default.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, kind: .background))
    }
}

/// Wraps each element of its content in an ``OverlayLayout`` node with its own copy of the
/// secondary views. The node takes the primary element's traits, never the secondary's.
nonisolated struct SecondaryLayerModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    /// `overlay` or `background`, for dumps.
    let kind: BuiltInName

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        for primary in resolver.elements(of: content) {
            var layers: [NodeID] = []
            resolver.resolve(secondary, into: &layers)
            let node = resolver.addContainer(OverlayLayout(alignment: alignment), name: .builtIn(kind), elements: [primary] + layers)
            let primaryNode = resolver.nodes[primary]
            resolver.update([node]) { $0.inheritTraits(of: primaryNode) }
            elements.append(node)
        }
    }
}
