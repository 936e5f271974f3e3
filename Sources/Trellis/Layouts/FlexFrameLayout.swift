import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a frame
/// whose size follows the proposal and the child within limits, axis by axis.
///
/// The limits are first normalised, as SwiftUI does: a negative minimum becomes 0, the ideal
/// is raised to the minimum (or to 0 without one), and the maximum to the ideal (or to 0
/// without one). With no ideal, a maximum below the minimum stays contradictory; the minimum
/// then wins and the maximum is ignored.
///
/// Then, per axis:
/// 1. Unspecified proposal: the frame is `ideal` if set. Specified proposal with both a
///    minimum and a maximum: the frame is the proposal clamped to them, whatever the child.
/// 2. Otherwise the child is asked at the proposal (or `ideal` when the proposal is
///    unspecified; unspecified if neither) clamped to the limits, and the frame answers:
///    - both limits: the child's size clamped to them;
///    - only a minimum: `max(min, min(childProposal, child))`;
///    - only a maximum: `min(max, max(childProposal, child))` — so `maxWidth: .infinity` takes
///      the whole proposal;
///    - neither: the child's size.
/// 3. Placement proposes the frame's own size on each axis, except on an axis whose proposal
///    and ideal are both unspecified and whose size lies strictly between the limits: there
///    the child is proposed nothing, so it keeps its ideal size.
/// 4. The child is aligned in the frame by `alignment`, as in `frame(width:height:alignment:)`.
///
/// Spacing: the child's, with the edges of every axis that has a limit reset to no preference.
///
/// Sources: Apple's documentation of the modifier (the sizing rules in step 2); DanceUI's
/// reimplementation of `_FlexFrameLayout` and the disassembly in OpenSwiftUI (normalisation,
/// the child proposals of steps 2 and 3, spacing).
struct FlexFrameLayout: ModifierLayout {
    /// The limits of one axis, already normalised.
    struct Limits {
        /// The limits, kept compact: three optionals would take 48 bytes per axis of every
        /// flexible frame's box rather than 24.
        private let setMin: CompactLength, setIdeal: CompactLength, setMax: CompactLength

        var min: CGFloat? { setMin.value }
        var ideal: CGFloat? { setIdeal.value }
        var max: CGFloat? { setMax.value }

        var isSet: Bool { min != nil || ideal != nil || max != nil }

        /// Normalises raw (checked) limits: negative minimum → 0, ideal ≥ minimum, maximum ≥ ideal.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let min = min.map { Swift.max($0, 0) }
            let ideal = ideal.map { Swift.max($0, min ?? 0) }
            setMin = CompactLength(min)
            setIdeal = CompactLength(ideal)
            setMax = CompactLength(max.map { Swift.max($0, ideal ?? 0) })
        }

        /// Step 1: the size the frame takes without asking its child, if any.
        func sizeWithoutChild(_ proposal: CGFloat?) -> CGFloat? {
            guard let proposal else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return Swift.min(Swift.max(proposal, min), max)
        }

        /// Step 2: what the child is proposed while the frame measures.
        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard let value = proposal ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// Step 2: the frame's size from the child's answer.
        func size(childProposal: CGFloat?, child: CGFloat) -> CGFloat {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                return Swift.min(Swift.max(child, min), max)
            case let (min?, _):
                return Swift.max(min, Swift.min(childProposal ?? .infinity, child))
            case let (nil, max?):
                return Swift.min(max, Swift.max(childProposal ?? -.infinity, child))
            case (nil, nil):
                return child
            }
        }

        /// Step 3: what the child is proposed when placed in a frame of size `size`.
        func placementProposal(_ proposal: CGFloat?, size: CGFloat) -> CGFloat? {
            if ideal != nil || proposal != nil { return size }
            if size >= (max ?? .infinity) || size <= (min ?? -.infinity) { return size }
            return nil
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    var name: String {
        Self.name(width: (width.min, width.ideal, width.max), height: (height.min, height.ideal, height.max))
    }

    /// `frame(minWidth: …)` with the limits that are set.
    static func name(width: FlexFrameModifier.Raw, height: FlexFrameModifier.Raw) -> String {
        var parts: [String] = []
        for (label, value) in [
            ("minWidth", width.min), ("idealWidth", width.ideal), ("maxWidth", width.max),
            ("minHeight", height.min), ("idealHeight", height.ideal), ("maxHeight", height.max),
        ] {
            if let value { parts.append("\(label): \(Describe.number(value))") }
        }
        return "frame(\(parts.joined(separator: ", ")))"
    }

    /// On an axis without limits the frame proposes what it is proposed and takes its child's
    /// size; on one with limits its size follows the proposal.
    var proposalUse: ProposalUse {
        ProposalUse(width: width.isSet ? .used : .passedToSubviews, height: height.isSet ? .used : .passedToSubviews)
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        let fixedWidth = width.sizeWithoutChild(proposal.width)
        let fixedHeight = height.sizeWithoutChild(proposal.height)
        if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
        let childProposal = ProposedViewSize(
            width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        let child = subviews.sizeOfFirst(childProposal)
        return CGSize(
            width: fixedWidth ?? width.size(childProposal: childProposal.width, child: child.width),
            height: fixedHeight ?? height.size(childProposal: childProposal.height, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placement(in: bounds.size, proposal: proposal).place(subviews, in: bounds)
    }

    /// The child is proposed the frame's placement proposal on each axis and aligned.
    func placement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement {
        let childProposal = ProposedViewSize(
            width: width.placementProposal(proposal.width, size: size.width),
            height: height.placementProposal(proposal.height, size: size.height))
        return SubviewPlacement(proposal: childProposal, position: .aligned(alignment))
    }

    /// Its placement, which Trellis may apply without calling ``placeSubviews(in:proposal:subviews:cache:)``.
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement? {
        placement(in: size, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var limited: Edge.Set = []
        if width.isSet { limited.formUnion(.horizontal) }
        if height.isSet { limited.formUnion(.vertical) }
        // Every edge reset: the subview's preferences do not matter, so they are not asked for.
        if limited == .all { return .plainView }
        return (subviews.first?.spacing ?? ViewSpacing()).resetting(limited)
    }
}

extension FlexFrameLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .asksSubviewOnce] }
}
