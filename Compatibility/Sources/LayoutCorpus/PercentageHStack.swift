import SwiftUI

// Modelled on ronzohan/PercentageLayout: Sources/PercentageLayout/PercentageLayout.swift (and its
// README) — a "relative/weighted HStack": subviews take a fraction of the width set with a
// layout value (`.widthPercent(_:)`), the rest shared evenly by the subviews without one.
// Re-typed, not copied.

/// A row whose subviews take a percentage of the width left after the spacing.
public struct PercentageHStack: Layout {
    let spacing: CGFloat

    public init(spacing: CGFloat = 10) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tallest = subviews.map { size(of: $0, among: subviews, proposal: proposal).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 10, height: tallest)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        for subview in subviews {
            let size = size(of: subview, among: subviews, proposal: proposal)
            subview.place(at: origin, proposal: ProposedViewSize(size))
            origin.x += size.width + spacing
        }
    }

    /// The subview's width share of the proposal and its height at that width.
    private func size(of subview: LayoutSubview, among subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        let available = proposal.replacingUnspecifiedDimensions().width - spacing * CGFloat(subviews.count - 1)
        let width = available * fraction(of: subview, among: subviews)
        let height = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        return CGSize(width: width, height: height)
    }

    /// The subview's own percentage, or an even share of what the others leave.
    private func fraction(of subview: LayoutSubview, among subviews: LayoutSubviews) -> CGFloat {
        let own = subview[WidthPercentage.self]
        if own < 1 { return own }
        let specified = subviews.map { $0[WidthPercentage.self] }.filter { $0 < 1 }
        let unspecifiedCount = subviews.count - specified.count
        return (1 - specified.sum) / CGFloat(unspecifiedCount)
    }
}

/// A subview's share of a `PercentageHStack`; 1 (or more) means "share the remainder".
private struct WidthPercentage: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

extension View {
    /// Sets the fraction of a `PercentageHStack`'s width this view takes.
    public func widthPercent(_ value: CGFloat) -> some View {
        layoutValue(key: WidthPercentage.self, value: value)
    }
}
