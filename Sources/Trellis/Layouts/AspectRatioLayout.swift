import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both
    /// vertically and horizontally, preserving its aspect ratio.
    case fit
    /// An option that resizes the content so it occupies all available space, both
    /// vertically and horizontally, preserving its aspect ratio.
    case fill
}

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

    private func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? subviews.first?.sizeThatFits(.unspecified) ?? .zero
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

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal, subviews)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal)
        }
    }
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    ///
    /// ```swift
    /// Ellipse()
    ///     .aspectRatio(0.75, contentMode: .fit)
    ///     .frame(width: 200, height: 200)   // the ellipse is 150 × 200
    /// ```
    ///
    /// A NaN, infinite, zero or negative ratio is not a ratio: it is treated as `nil` and
    /// reported as a diagnostic.
    ///
    /// - Parameters:
    ///   - aspectRatio: The ratio of width to height for the resulting view, or `nil` (the
    ///     default) to keep the ratio of this view's ideal size.
    ///   - contentMode: Whether this view fits or fills the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    ///
    /// ```swift
    /// Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
    /// ```
    ///
    /// - Parameters:
    ///   - aspectRatio: A size whose width-to-height ratio the resulting view takes.
    ///   - contentMode: Whether this view fits or fills the space it is offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping the aspect ratio of its ideal size.
    ///
    /// Equivalent to `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping the aspect ratio of its ideal size.
    ///
    /// Equivalent to `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

nonisolated struct AspectRatioModifier: UnaryLayoutModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    var name: String { AspectRatioLayout(ratio: ratio, contentMode: contentMode).name }

    func layout(reporting resolver: inout Resolver) -> AspectRatioLayout {
        var ratio = self.ratio
        if let value = ratio, !(value.isFinite && value > 0) {
            resolver.report(
                .invalidModifierValue, name,
                "aspect ratio \(Describe.number(value)) is not a positive finite ratio; the view's own ratio is used")
            ratio = nil
        }
        return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    }
}
