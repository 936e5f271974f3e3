import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes nothing (the ideal size) on the fixed axes.
///
/// The child is proposed the parent's proposal with the fixed axes unspecified; the modifier
/// is as large as the child's answer, and the child is centred in it.
/// (Apple's documentation of `fixedSize()`; OpenSwiftUI `_FixedSizeLayout`.)
struct FixedSizeLayout: ModifierLayout {
    let horizontal: Bool
    let vertical: Bool

    var name: String {
        horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }

    /// A fixed axis proposes nothing whatever it is proposed; the other is passed on.
    var proposalUse: ProposalUse {
        ProposalUse(width: horizontal ? .ignored : .passedToSubviews, height: vertical ? .ignored : .passedToSubviews)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        subviews.sizeOfFirst(childProposal(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
        }
    }
}

extension FixedSizeLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.sizedBySubviews, .asksSubviewOnce] }
}
