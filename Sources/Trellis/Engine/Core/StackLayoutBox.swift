import Foundation

/// The box of an `HStackLayout` or `VStackLayout` container: what ``LayoutBox`` does, with the
/// stack's cache kept by the engine, per node (``StackCaches``), not in the box.
///
/// The box itself is immutable, so every stack written alike (same axis, alignment and
/// spacing) shares one (see `Resolver.containerBoxIndex(_:)`): a tree of small nested stacks
/// (tree b) pays for each stack its cache, 72 bytes, instead of a box of its own with the cache
/// in it (248). The cache type is the algorithm's, known here, so the engine's storage holds
/// it directly. Called without a node (never by the engine), the box uses a cache made for
/// the call.
final class StackLayoutBox<L: StackLayoutKind>: ContainerLayoutBoxBase {
    let layout: L
    /// The layout's algorithm, read once.
    private let algorithm: StackAlgorithm

    required init(layoutAt layout: UnsafeRawPointer, builtIn: (any BuiltInLayout.Type)?) {
        self.layout = layout.assumingMemoryBound(to: L.self).pointee
        algorithm = self.layout.algorithm
        super.init(fixedSize: nil, keepsAnswers: true, spacingOfAlikeSubviews: L.promises.contains(.spacingOfAlikeSubviews))
    }

    override class var isShared: Bool { true }

    override func holdsLayout(identicalTo other: UnsafeRawPointer) -> Bool {
        withUnsafePointer(to: layout) { memcmp($0, other, MemoryLayout<L>.size) == 0 }
    }

    override var typeName: String { String(describing: L.self) }

    override var name: String { LayoutName.of(layout) }

    override var layoutValue: Any { layout }

    override var mergesSubviewGuides: Bool { L.promises.contains(.mergesSubviewGuides) }

    override var placesRelativeToBounds: Bool { true }

    override var proposalUse: ProposalUse { layout.proposalUse }

    /// Runs `body` with `node`'s cache, or with one of its own when a call on the node is
    /// using that cache now (a call that re-enters the stack: its default explicit guides
    /// place its subviews).
    @inline(__always)
    private func withCache<R>(of node: NodeID, in engine: LayoutEngine, _ body: (inout StackAlgorithm.Cache) -> R) -> R {
        // (The entry stays where it is while the engine adds others: see `StackCaches`.)
        let entry = engine.stacks.entry(for: node)
        if entry.pointee.inUse {
            var inner = algorithm.makeCache(engine.subviews(of: node))
            return body(&inner)
        }
        entry.pointee.inUse = true
        defer { entry.pointee.inUse = false }
        return body(&entry.pointee.cache)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) -> CGSize {
        withCache(of: node, in: engine) { algorithm.sizeThatFits(proposal, engine.subviews(of: node), cache: &$0) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var cache = algorithm.makeCache(subviews)
        return algorithm.sizeThatFits(proposal, subviews, cache: &cache)
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) {
        withCache(of: node, in: engine) { algorithm.placeSubviews(in: bounds, proposal, engine.subviews(of: node), cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var cache = algorithm.makeCache(subviews)
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine
    ) -> CGFloat? {
        withCache(of: node, in: engine) { explicitAlignment(key, in: bounds, proposal, engine.subviews(of: node), cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        var cache = algorithm.makeCache(subviews)
        return explicitAlignment(key, in: bounds, proposal, subviews, cache: &cache)
    }

    private func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        cache storage: inout StackAlgorithm.Cache
    ) -> CGFloat? {
        var cache = L.Cache(storage: storage)
        defer { storage = cache.storage }
        return layout.explicitAlignment(key, in: bounds, proposal, subviews, cache: &cache)
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { algorithm.spacing(subviews) }

    /// Nothing: the box keeps no cache (the engine forgets a node's, ``StackCaches``).
    override func discardCache() {}

    override func subviewsChanged(_ subviews: LayoutSubviews) {}

    override func subviewsChanged(of node: NodeID, in engine: LayoutEngine) { engine.stacks.forget(node) }
}
