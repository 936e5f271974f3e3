import Foundation

/// The layout of a `GeometryReader`: it takes the size it is offered (10 along an axis offered
/// nothing), whatever its content, and puts its content at its top-leading corner, offered the
/// reader's whole size.
///
/// Sources: Apple's documentation of `GeometryReader` ("This view returns a flexible preferred
/// size to its parent layout"); swiftui-web's goldens measure frames through readers in
/// backgrounds, which take the size of the view they are behind. The top-leading placement,
/// the proposal to the content and the ideal size of 10 (the value of the other flexible
/// views) are derived: no golden puts a reader elsewhere. So are its spacing (a plain view's)
/// and its lack of explicit guides: nothing of the content reaches outside.
struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    // Nothing of the reader's content reaches outside it: its content is made from where the
    // reader was laid out, so where the reader goes may not depend on its content (or making
    // the content would move the reader, and the reader its content, without end).

    /// A plain view's preferences, whatever the content prefers.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plainView }

    /// No explicit guide, whatever the content's.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }

    /// No explicit guide, whatever the content's.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }
}

extension GeometryReaderLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
    /// The size is the proposal's, whatever the content answers.
    var proposalUse: ProposalUse { .used }
    /// A plain view's, whatever the content prefers.
    var constantSpacing: ViewSpacing? { .plainView }
}
