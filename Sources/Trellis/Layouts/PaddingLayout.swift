import Foundation

/// `padding`: insets the child by fixed amounts on each edge.
///
/// 1. The child is proposed the padding's proposal less the insets on each specified
///    dimension, never below 0; an unspecified dimension stays unspecified.
/// 2. The padding's size is the child's size plus the insets (never below 0, which only
///    negative insets can reach).
/// 3. The child is placed at the top-leading inset.
///
/// Spacing: the child's, with every edge that has a non-zero inset reset to no preference.
///
/// Negative insets are allowed, as in SwiftUI: they pull the edges in, so the child is
/// proposed more than the padding and overflows it.
///
/// Sources: Apple's documentation of `padding(_:_:)` (the default amount is
/// platform-specific: 16 on iOS, which Trellis uses); OpenSwiftUI `_PaddingLayout`
/// (proposal arithmetic, placement, spacing).
struct PaddingLayout: ModifierLayout {
    let insets: EdgeInsets

    var name: String { "padding(\(Self.describe(insets)))" }

    /// The insets as a modifier's arguments: one length when every edge has it.
    static func describe(_ insets: EdgeInsets) -> String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if values.allSatisfy({ $0 == insets.top }) { return Describe.number(insets.top) }
        return "top: \(Describe.number(insets.top)), leading: \(Describe.number(insets.leading)), "
            + "bottom: \(Describe.number(insets.bottom)), trailing: \(Describe.number(insets.trailing))"
    }

    /// The SwiftUI default padding on iOS.
    static let defaultLength: CGFloat = 16

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        let child = subviews.sizeOfFirst(childProposal(proposal))
        return CGSize(
            width: max(child.width + insets.leading + insets.trailing, 0),
            height: max(child.height + insets.top + insets.bottom, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placement(in: bounds.size, proposal: proposal).place(subviews, in: bounds)
    }

    /// The child is proposed the proposal less the insets and placed inside them.
    func placement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement {
        SubviewPlacement(proposal: childProposal(proposal), position: .at(CGPoint(x: insets.leading, y: insets.top)))
    }

    /// Its placement, which Trellis may apply without calling ``placeSubviews(in:proposal:subviews:cache:)``.
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement? {
        placement(in: size, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        constantSpacing ?? (subviews.first?.spacing ?? ViewSpacing()).resetting(resetEdges)
    }

    /// The edges the padding resets: those it pads.
    private var resetEdges: Edge.Set {
        var inset: Edge.Set = []
        if insets.top != 0 { inset.insert(.top) }
        if insets.leading != 0 { inset.insert(.leading) }
        if insets.bottom != 0 { inset.insert(.bottom) }
        if insets.trailing != 0 { inset.insert(.trailing) }
        return inset
    }

    /// Every edge padded: the subview's preferences do not matter.
    var constantSpacing: ViewSpacing? { resetEdges == .all ? .plainView : nil }
}

extension PaddingLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews, .asksSubviewOnce] }
}
