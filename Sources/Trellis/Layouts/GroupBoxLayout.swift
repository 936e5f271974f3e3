import Foundation

/// A group box's layout: its box, its label and its content (in that order).
struct GroupBoxLayout: Layout {
    let hasLabel: Bool
    /// Whether the label sits inside the box (iOS) or above it (macOS).
    let labelInside: Bool
    let padding: CGFloat
    let spacing: CGFloat
    let labelInset: CGFloat

    private func measure(_ width: CGFloat?, _ subviews: Subviews) -> (label: CGSize, content: CGSize) {
        guard subviews.count == 3 else { return (.zero, .zero) }
        let inner = width.map { Swift.max($0 - 2 * padding, 0) }
        let labelWidth = labelInside ? inner : width.map { Swift.max($0 - labelInset, 0) }
        let label = hasLabel ? subviews[1].sizeThatFits(ProposedViewSize(width: labelWidth, height: nil)) : .zero
        let content = subviews[2].sizeThatFits(ProposedViewSize(width: inner, height: nil))
        return (label, content)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (label, content) = measure(proposal.width, subviews)
        let gap = hasLabel ? spacing : 0
        let labelWidth = labelInside ? label.width + 2 * padding : label.width + labelInset
        let width = Swift.max(content.width + 2 * padding, hasLabel ? labelWidth : 0)
        return CGSize(width: width, height: label.height + gap + content.height + 2 * padding)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let (label, content) = measure(bounds.width, subviews)
        let gap = hasLabel ? spacing : 0
        let inner = ProposedViewSize(width: Swift.max(bounds.width - 2 * padding, 0), height: nil)
        if labelInside {
            subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            subviews[1].place(at: CGPoint(x: bounds.minX + padding, y: bounds.minY + padding), anchor: .topLeading, proposal: inner)
            subviews[2].place(
                at: CGPoint(x: bounds.minX + padding, y: bounds.minY + padding + label.height + gap), anchor: .topLeading, proposal: inner)
        } else {
            let boxTop = bounds.minY + label.height + gap
            subviews[0].place(
                at: CGPoint(x: bounds.minX, y: boxTop), anchor: .topLeading,
                proposal: ProposedViewSize(width: bounds.width, height: content.height + 2 * padding))
            subviews[1].place(
                at: CGPoint(x: bounds.minX + labelInset, y: bounds.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: Swift.max(bounds.width - labelInset, 0), height: nil))
            subviews[2].place(at: CGPoint(x: bounds.minX + padding, y: boxTop + padding), anchor: .topLeading, proposal: inner)
        }
    }
}

extension GroupBoxLayout: BuiltInLayout {
    /// Sized from its proposal's width; guides and spacing are its subviews' (the defaults).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .spacingOfAlikeSubviews] }
}
