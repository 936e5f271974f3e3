import Foundation

/// A container's ``Layout`` value and its cache, behind a type-erased interface.
///
/// The engine calls layouts only through this box; the box owns the cache, creating it on
/// first use. A layout that re-enters itself (its default `explicitAlignment` runs
/// `placeSubviews`) gets a cache of its own for the inner call, so it sees a consistent cache
/// and never trips Swift's exclusivity checks.
class AnyLayoutBox {
    /// The layout's type name, for dumps.
    var typeName: String { fatalError("abstract") }
    /// The node's name in dumps when it has none of its own: the layout's type name (see
    /// `LayoutName`), or the modifier's name for a modifier's box.
    var name: String { fatalError("abstract") }
    /// Whether the layout is a built-in one whose explicit guides are only its subviews'
    /// merged (``BuiltInLayoutPromises/mergesSubviewGuides``).
    var mergesSubviewGuides: Bool { fatalError("abstract") }
    /// Whether the layout is a built-in one, which places its subviews only relative to its
    /// bounds' origin (``BuiltInLayout``).
    var placesRelativeToBounds: Bool { fatalError("abstract") }
    /// How the layout's size depends on each dimension of its proposal (for a user layout:
    /// directly on both).
    var proposalUse: ProposalUse { fatalError("abstract") }
    /// The size the layout answers whatever it is proposed and whatever its subviews are
    /// (a frame that sets both dimensions), or `nil`: the engine neither asks nor caches it.
    var fixedSize: CGSize? { fixedWidth.isNaN ? nil : CGSize(width: fixedWidth, height: fixedHeight) }
    /// `fixedSize`, NaN for none: an optional size would take 24 bytes of every box, not 16
    /// (a fixed size comes from checked frame sizes, never NaN). Not two ``CompactLength``s:
    /// the engine reads this on every measure, and one test of the width is cheaper than two
    /// optionals (2 M instructions per cold layout of tree c).
    private let fixedWidth: CGFloat, fixedHeight: CGFloat
    /// Whether the engine keeps the layout's answers (``MeasureCache``) whatever its subview:
    /// all but those of layouts that ask their subview at most once
    /// (``BuiltInLayoutPromises/asksSubviewOnce``), which keep theirs only where their subview
    /// is not quick to answer (``LayoutEngine/subviewAnswersAtOnce(_:)``).
    let keepsAnswers: Bool
    /// Whether the layout's spacing preferences are those its subviews all state, when they
    /// state the same (``BuiltInLayoutPromises/spacingOfAlikeSubviews``).
    let spacingOfAlikeSubviews: Bool
    init(fixedSize: CGSize? = nil, keepsAnswers: Bool = true, spacingOfAlikeSubviews: Bool = false) {
        fixedWidth = fixedSize?.width ?? .nan
        fixedHeight = fixedSize?.height ?? .nan
        self.keepsAnswers = keepsAnswers
        self.spacingOfAlikeSubviews = spacingOfAlikeSubviews
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { fatalError("abstract") }
    /// The layout's size for `proposal` when `engine` asks it for `node`: through proxies of
    /// the node's subviews, unless the box knows a way without them.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) -> CGSize {
        sizeThatFits(proposal, engine.subviews(of: node))
    }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) { fatalError("abstract") }
    /// Places `node`'s subviews when `engine` asks (through proxies, unless the box knows a
    /// way without them).
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) {
        placeSubviews(in: bounds, proposal, engine.subviews(of: node))
    }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        fatalError("abstract")
    }
    /// `node`'s explicit value of the guide `key` when `engine` asks.
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine
    ) -> CGFloat? {
        explicitAlignment(key, in: bounds, proposal, engine.subviews(of: node))
    }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }
    /// The spacing preferences the layout states whatever its subviews prefer, if any (a frame
    /// that fixes both dimensions resets every edge): the engine then does not ask.
    var constantSpacing: ViewSpacing? { nil }
    /// The placement of the layout's subview as data (``BuiltInLayout/subviewPlacement(in:proposal:)``),
    /// which the engine may apply instead of calling `placeSubviews`; `nil` by default.
    func subviewPlacement(in size: CGSize, _ proposal: ProposedViewSize) -> SubviewPlacement? { nil }
    /// The layout value itself (what an `AnyLayout` holds, for one), for the rare questions
    /// only some layouts answer (``SafeAreaAdjusting``).
    var layoutValue: Any { fatalError("abstract") }
    /// Drops the cache, so the next call makes a new one.
    func discardCache() { fatalError("abstract") }
    /// Tells the layout that its subviews changed.
    func subviewsChanged(_ subviews: LayoutSubviews) { fatalError("abstract") }
    /// Tells the layout that `node`'s subviews changed in `engine`.
    func subviewsChanged(of node: NodeID, in engine: LayoutEngine) { subviewsChanged(engine.subviews(of: node)) }
}

/// What every container's box is: it can be made from its class alone (a value of
/// `ContainerLayoutBoxBase.Type`, found once per layout type), so that making one looks up
/// neither the generic class's metadata nor the layout's conformances for every container.
class ContainerLayoutBoxBase: AnyLayoutBox {
    /// A box of the layout stored at this address, of the class's layout type, built in as
    /// `builtIn` says (the layout type's ``BuiltInLayout`` conformance, if any).
    required init(layoutAt layout: UnsafeRawPointer, builtIn: (any BuiltInLayout.Type)?) { fatalError("abstract") }
    override init(fixedSize: CGSize?, keepsAnswers: Bool, spacingOfAlikeSubviews: Bool) {
        super.init(fixedSize: fixedSize, keepsAnswers: keepsAnswers, spacingOfAlikeSubviews: spacingOfAlikeSubviews)
    }

    /// Whether containers whose layouts are identical share one box of this class (it keeps
    /// no cache: see ``StackLayoutBox``).
    class var isShared: Bool { false }

    /// Whether the box's layout has the same bytes as the layout at `other`, of the box's layout
    /// type (for shared boxes: a box stands for every identical layout; equal values whose
    /// bytes differ are merely not shared).
    func holdsLayout(identicalTo other: UnsafeRawPointer) -> Bool { false }

    /// The ``BuiltInLayout`` conformance of the layout type `L`, or of the layout an
    /// `AnyLayout` holds: worked out from the type alone (no value is boxed).
    static func builtIn<L: Layout>(of layout: L) -> (any BuiltInLayout.Type)? {
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout {
            return type(of: erased.base) as? any BuiltInLayout.Type
        }
        return L.self as? any BuiltInLayout.Type
    }
}

class LayoutBox<L: Layout>: ContainerLayoutBoxBase {
    let layout: L
    /// The cache, once made. Kept behind a pointer rather than as an optional: every use of an
    /// optional of the layout's generic cache type asks the runtime for that optional type's
    /// metadata, which cost more than many a layout call.
    private var storage: UnsafeMutablePointer<L.Cache>?
    /// Whether a call is using `storage` now: a layout that re-enters itself (its default
    /// `explicitAlignment` runs `placeSubviews`) gets a cache of its own for the inner call, so
    /// that it sees a consistent cache and no two calls change one value at once.
    private var inUse = false

    /// The box of `layout`, whose ``BuiltInLayout`` conformance is `builtIn`.
    init(_ layout: L, builtIn: (any BuiltInLayout.Type)?) {
        self.layout = layout
        self.builtIn = builtIn
        super.init(
            fixedSize: nil, keepsAnswers: true,
            spacingOfAlikeSubviews: builtIn?.promises.contains(.spacingOfAlikeSubviews) ?? false)
    }

    /// The box of `layout`.
    convenience init(_ layout: L) { self.init(layout, builtIn: Self.builtIn(of: layout)) }

    required convenience init(layoutAt layout: UnsafeRawPointer, builtIn: (any BuiltInLayout.Type)?) {
        self.init(layout.assumingMemoryBound(to: L.self).pointee, builtIn: builtIn)
    }

    deinit { dropStorage() }

    private func dropStorage() {
        guard let storage else { return }
        storage.deinitialize(count: 1)
        PlainMemory.deallocate(storage)
        self.storage = nil
    }

    override var typeName: String { String(describing: L.self) }

    override var name: String { LayoutName.of(layout) }

    override var layoutValue: Any { (layout as? AnyLayout)?.base ?? layout }

    override var mergesSubviewGuides: Bool { builtIn?.promises.contains(.mergesSubviewGuides) ?? false }

    override var placesRelativeToBounds: Bool { builtIn != nil }

    override var proposalUse: ProposalUse {
        fixedSize != nil ? .ignored : builtIn?.promises.contains(.sizedBySubviews) == true ? .passedToSubviews : .used
    }

    /// The layout's conformance to ``BuiltInLayout`` (built-in layouts only).
    private let builtIn: (any BuiltInLayout.Type)?

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if inUse {
            var inner = layout.makeCache(subviews: subviews)
            return body(&inner)
        }
        let cache: UnsafeMutablePointer<L.Cache>
        if let storage {
            cache = storage
        } else {
            // At least a byte, so that each box's cache has an address of its own: a cache of no
            // size (`Void`, most layouts') would otherwise sit at the one address every empty
            // allocation shares, which the thread sanitizer saw two threads' layouts write at
            // once (issue 19, finding 11: nothing was stored there, but the report was noise).
            cache = PlainMemory.allocate(L.Cache.self, capacity: 1)
            cache.initialize(to: layout.makeCache(subviews: subviews))
            storage = cache
        }
        inUse = true
        defer { inUse = false }
        return body(&cache.pointee)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) {
        let subviews = engine.subviews(of: node)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { layout.explicitAlignment(key, in: bounds, proposal, subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func discardCache() {
        if !inUse { dropStorage() }
    }

    override func subviewsChanged(_ subviews: LayoutSubviews) {
        guard let storage, !inUse else { return }
        inUse = true
        defer { inUse = false }
        layout.updateCache(&storage.pointee, subviews: subviews)
    }
}

extension Layout {
    /// The layout's explicit value of the guide `key`, on whichever axis it aligns.
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        cache: inout Cache
    ) -> CGFloat? {
        switch key.axis {
        case .horizontal:
            explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical:
            explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
