import Foundation

/// `offset`: moves where the view is drawn, not where it is laid out.
///
/// The offset view has its child's size, spacing and alignment guides, and its container
/// lays it out as if it were not offset: siblings do not move. In the layout result the
/// offset view's frame, and every frame inside it, is moved by the offset: they are where the
/// view is drawn. Modifiers applied after the offset (a background, a frame) keep the
/// unmoved frame, as in SwiftUI, where a border added after `offset` surrounds the original
/// position.
///
/// In a right-to-left environment a positive `x` moves the view to the left (towards the
/// trailing edge), as SwiftUI resolves offsets in the layout direction.
/// (Apple's documentation of `offset(_:)`; OpenSwiftUI `_OffsetEffect`.)
struct OffsetLayout: ModifierLayout {
    /// How far the view is drawn from its place (kept in its node; here for its name).
    let offset: CGSize

    var name: String { "offset(x: \(Describe.number(offset.width)), y: \(Describe.number(offset.height)))" }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        subviews.sizeOfFirst(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }
}

extension OffsetLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.sizedBySubviews, .asksSubviewOnce] }
}
