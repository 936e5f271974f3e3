import Foundation

/// The box of an `HStackLayout` or `VStackLayout` container: what ``LayoutBox`` does, with the
/// stack's cache kept in the box itself.
///
/// ``LayoutBox`` keeps a layout's cache behind a pointer, allocated on first use, because its
/// cache type is generic; a stack's cache type is known, so its box holds one from the start
/// (empty: the algorithm fills it on first use, as it refills it when the subviews change).
/// That is one allocation and one free fewer per stack, which a tree of small nested stacks
/// pays for every container (tree b).
final class StackLayoutBox<L: StackLayoutKind>: ContainerLayoutBoxBase {
    let layout: L
    /// The layout's algorithm, read once.
    private let algorithm: StackAlgorithm
    /// (Unchecked: `inUse` keeps any two calls from using it at once, so the runtime's access
    /// checks, about 400 instructions per stack of tree b, could never find anything.)
    @exclusivity(unchecked) private var cache = StackAlgorithm.Cache()
    /// Whether a call is using `cache` now: a call that re-enters the box (the default
    /// `explicitAlignment` places the subviews) gets a cache of its own, as in ``LayoutBox``.
    @exclusivity(unchecked) private var inUse = false

    required init(layoutAt layout: UnsafeRawPointer, builtIn: (any BuiltInLayout.Type)?) {
        self.layout = layout.assumingMemoryBound(to: L.self).pointee
        algorithm = self.layout.algorithm
        super.init(fixedSize: nil, keepsAnswers: true, spacingOfAlikeSubviews: L.promises.contains(.spacingOfAlikeSubviews))
    }

    override var typeName: String { String(describing: L.self) }

    override var name: String { LayoutName.of(layout) }

    override var layoutValue: Any { layout }

    override var mergesSubviewGuides: Bool { L.promises.contains(.mergesSubviewGuides) }

    override var placesRelativeToBounds: Bool { true }

    override var proposalUse: ProposalUse { layout.proposalUse }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout StackAlgorithm.Cache) -> R) -> R {
        if inUse {
            var inner = algorithm.makeCache(subviews)
            return body(&inner)
        }
        inUse = true
        defer { inUse = false }
        return body(&cache)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { algorithm.sizeThatFits(proposal, subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { storage in
            var cache = L.Cache(storage: storage)
            defer { storage = cache.storage }
            return layout.explicitAlignment(key, in: bounds, proposal, subviews, cache: &cache)
        }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { algorithm.spacing(subviews) }

    /// Empties the cache: the algorithm fills it again on its next use.
    override func discardCache() {
        if !inUse { cache.clear() }
    }

    override func subviewsChanged(_ subviews: LayoutSubviews) { discardCache() }
}
