import Foundation

/// `frame(width:height:alignment:)`: a fixed size on the axes it sets.
///
/// On a set axis the frame is exactly that size and proposes it to its child, whatever the
/// child answers; on an unset axis it passes its proposal through and takes the child's size.
/// The child is aligned in the frame by lining up its `alignment` guides with the frame's,
/// so a child larger than the frame overflows it evenly on both sides when centred.
///
/// Spacing: the frame keeps its child's spacing preferences, except on the edges of the axes
/// it fixes, which state no preference (a fixed width resets leading and trailing).
/// (Reimplemented: OpenSwiftUI `_FrameLayout.spacing`, SwiftUI 3 and later.)
struct FixedFrameLayout: ModifierLayout {
    /// The dimensions set, kept compact: two optionals would take 32 bytes of every frame's
    /// box rather than 16.
    private let setWidth: CompactLength, setHeight: CompactLength
    let alignment: Alignment

    /// A frame of the given (checked) sizes; `nil` leaves a dimension unset.
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        setWidth = CompactLength(width)
        setHeight = CompactLength(height)
        self.alignment = alignment
    }

    var width: CGFloat? { setWidth.value }
    var height: CGFloat? { setHeight.value }

    var name: String { Self.name(width: width, height: height) }

    /// `frame(width: …, height: …)` with the dimensions that are set.
    static func name(width: CGFloat?, height: CGFloat?) -> String {
        var parts: [String] = []
        if let width { parts.append("width: \(Describe.number(width))") }
        if let height { parts.append("height: \(Describe.number(height))") }
        return "frame(\(parts.joined(separator: ", ")))"
    }

    var fixedSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A set dimension is the frame's whatever it is proposed; an unset one is passed on.
    var proposalUse: ProposalUse {
        ProposalUse(width: width == nil ? .passedToSubviews : .ignored, height: height == nil ? .passedToSubviews : .ignored)
    }

    /// The edges the frame resets: those of the axes it fixes.
    private var resetEdges: Edge.Set {
        var fixed: Edge.Set = []
        if width != nil { fixed.formUnion(.horizontal) }
        if height != nil { fixed.formUnion(.vertical) }
        return fixed
    }

    /// Every edge reset (both dimensions fixed): the subview's preferences do not matter.
    var constantSpacing: ViewSpacing? { resetEdges == .all ? .plainView : nil }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.sizeOfFirst(childProposal(proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placement(in: bounds.size, proposal: proposal).place(subviews, in: bounds)
    }

    /// The child is proposed the set dimensions (the proposal's where unset) and aligned.
    func placement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement {
        SubviewPlacement(proposal: childProposal(proposal), position: .aligned(alignment))
    }

    /// Its placement, which Trellis may apply without calling ``placeSubviews(in:proposal:subviews:cache:)``.
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement? {
        placement(in: size, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        constantSpacing ?? (subviews.first?.spacing ?? ViewSpacing()).resetting(resetEdges)
    }
}

extension FixedFrameLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews, .asksSubviewOnce] }
}
