import Foundation

/// `aspectRatio(_:contentMode:)`: proposes its child a size of a given aspect ratio.
///
/// 1. An entirely unspecified proposal is passed through unchanged.
/// 2. Otherwise the ratio is `ratio : 1`, or, without a ratio, the child's ideal size (a
///    square when its width equals its height). It is scaled by the factor that makes it fit
///    the proposal (`fit`: the smaller of proposal ÷ size per axis) or fill it (`fill`: the
///    larger). An unspecified dimension imposes nothing: its factor counts as infinite, so
///    `fill` with one unspecified dimension proposes an infinite size.
/// 3. The child is proposed that size; the modifier takes the child's answer and centres it.
///
/// (Apple's documentation of `aspectRatio(_:contentMode:)`; OpenSwiftUI `_AspectRatioLayout`.)
struct AspectRatioLayout: ModifierLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var name: String { "aspectRatio(\(Describe.dimension(ratio)), contentMode: .\(contentMode))" }

    private func childProposal(_ proposal: ProposedViewSize, _ subviews: SubviewAccess) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? subviews.sizeOfFirst(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func factor(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let x = factor(proposal.width, shape.width), y = factor(proposal.height, shape.height)
        let scale = contentMode == .fit ? min(x, y) : max(x, y)
        // A side of length 0 stays 0 at any scale (0 × ∞ would be NaN).
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * scale }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        subviews.sizeOfFirst(childProposal(proposal, subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal, SubviewAccess(subviews))
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal)
        }
    }
}

extension AspectRatioLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [] }
}
