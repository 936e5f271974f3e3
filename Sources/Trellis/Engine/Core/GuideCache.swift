import Foundation

/// The explicit guides that containers' layouts computed, per node, guide, proposal and size.
///
/// A container's guide usually re-runs its placement, which asks its subviews for their
/// guides in turn: without this, nested stacks would re-lay out their whole subtree for every
/// guide question, exponentially in their depth. Plain data: the engine asks the layout on a
/// miss (``LayoutEngine/explicitGuide(_:of:size:proposal:overrideDepth:)``).
///
/// Answers are kept per proposal, so a host laid out at ever new widths would keep them all
/// (issue 19: Grid, ViewThatFits and user layouts grew a long-lived host by ~200 bytes per
/// container per width, 23 MB to 3.2 GB over 10,000 widths). Past ``limit``, proportional to
/// the tree, the table starts over; every answer can be asked again.
struct GuideCache {
    /// The identity of a container's explicit guide: the same node, guide, proposal and size
    /// always give the same value.
    struct Question: Hashable {
        let node: NodeID
        let key: AlignmentKey
        let proposal: ProposedViewSize
        let size: CGSize
    }

    private var answers: [Question: CGFloat?] = [:]
    /// How many answers are kept at most: a few per node of a tree of `nodeCount` nodes.
    static func limit(nodeCount: Int) -> Int { Swift.max(4_096, 8 * nodeCount) }

    /// How many answers are kept now.
    var count: Int { answers.count }

    /// The answer to `question`: `nil` when not known, `.some(nil)` when the guide has no value.
    subscript(question: Question) -> CGFloat?? { answers[question] }

    /// Keeps `value` as the answer to `question`, starting over when `limit` answers are kept.
    mutating func insert(_ value: CGFloat?, for question: Question, limit: Int) {
        if answers.count >= limit { answers.removeAll(keepingCapacity: true) }
        answers[question] = value
    }

    /// Forgets the answers of the nodes for which `forget` is true.
    mutating func removeAll(where forget: (NodeID) -> Bool) {
        if !answers.isEmpty { answers = answers.filter { !forget($0.key.node) } }
    }

    /// Forgets every answer.
    mutating func removeAll() { answers.removeAll() }
}
