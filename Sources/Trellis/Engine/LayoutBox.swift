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
    /// merged (``MergesSubviewGuides``).
    var mergesSubviewGuides: Bool { fatalError("abstract") }
    /// Whether the layout is a built-in one that places its subviews only relative to its
    /// bounds' origin (``PlacesRelativeToBounds``).
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
    init(fixedSize: CGSize? = nil) {
        fixedWidth = fixedSize?.width ?? .nan
        fixedHeight = fixedSize?.height ?? .nan
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { fatalError("abstract") }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        fatalError("abstract")
    }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }
    /// The spacing preferences the layout states whatever its subviews prefer, if any (a frame
    /// that fixes both dimensions resets every edge): the engine then does not ask.
    var constantSpacing: ViewSpacing? { nil }
    /// Drops the cache, so the next call makes a new one.
    func discardCache() { fatalError("abstract") }
    /// Tells the layout that its subviews changed.
    func subviewsChanged(_ subviews: LayoutSubviews) { fatalError("abstract") }
}

class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    /// The cache, once made. Kept behind a pointer rather than as an optional: every use of an
    /// optional of the layout's generic cache type asks the runtime for that optional type's
    /// metadata, which cost more than many a layout call.
    private var storage: UnsafeMutablePointer<L.Cache>?
    /// Whether a call is using `storage` now: a layout that re-enters itself (its default
    /// `explicitAlignment` runs `placeSubviews`) gets a cache of its own for the inner call, so
    /// that it sees a consistent cache and no two calls change one value at once.
    private var inUse = false

    init(_ layout: L) {
        self.layout = layout
    }

    deinit { dropStorage() }

    private func dropStorage() {
        guard let storage else { return }
        storage.deinitialize(count: 1)
        UnsafeMutableRawPointer(storage).deallocate()
        self.storage = nil
    }

    override var typeName: String { String(describing: L.self) }

    override var name: String { LayoutName.of(layout) }

    override var mergesSubviewGuides: Bool { builtIn?.mergesSubviewGuides ?? false }

    override var placesRelativeToBounds: Bool { builtIn != nil }

    override var proposalUse: ProposalUse {
        fixedSize != nil ? .ignored : builtIn?.isSizedBySubviews == true ? .passedToSubviews : .used
    }

    /// The layout's conformance to ``PlacesRelativeToBounds`` (built-in layouts only), worked
    /// out once per container from the layout's type alone (no value is boxed).
    private lazy var builtIn: (any PlacesRelativeToBounds.Type)? = {
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout {
            return type(of: erased.base) as? any PlacesRelativeToBounds.Type
        }
        return L.self as? any PlacesRelativeToBounds.Type
    }()

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
            cache = UnsafeMutableRawPointer.allocate(
                byteCount: Swift.max(1, MemoryLayout<L.Cache>.size), alignment: MemoryLayout<L.Cache>.alignment
            ).bindMemory(to: L.Cache.self, capacity: 1)
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

/// A built-in layout that keeps the default `explicitAlignment`: its explicit value of a guide
/// is the merge of its subviews' explicit values, so it has none when none of them has one.
/// The engine then answers `nil` without placing the subviews aside (see
/// `LayoutEngine.explicitGuide`). User layouts never conform: they may compute guides.
protocol MergesSubviewGuides {}

extension HStackLayout: MergesSubviewGuides {}
extension VStackLayout: MergesSubviewGuides {}
extension ZStackLayout: MergesSubviewGuides {}
extension FixedFrameLayout: MergesSubviewGuides {}
extension FlexFrameLayout: MergesSubviewGuides {}
extension PaddingLayout: MergesSubviewGuides {}
extension RootLayout: MergesSubviewGuides {}

/// A built-in layout whose placements depend on its bounds only through their size: moving
/// the bounds moves every placement by as much. A container with such a layout that keeps its
/// size and proposal keeps its subviews' positions relative to it, so the engine does not
/// place it again when only its position changes (see `LayoutEngine.run`). User layouts never
/// conform: one may place its subviews from the bounds' origin in any way.
protocol PlacesRelativeToBounds {
    /// Whether the layout is also ``MergesSubviewGuides``, known without asking the runtime.
    static var mergesSubviewGuides: Bool { get }
    /// Whether the layout is also ``SizedBySubviews``, known without asking the runtime.
    static var isSizedBySubviews: Bool { get }
    /// The size the layout always answers, whatever the proposal and its subviews, if any.
    var fixedSize: CGSize? { get }
    /// The spacing preferences the layout always states, whatever its subviews', if any.
    var constantSpacing: ViewSpacing? { get }
    /// How the layout's size depends on each dimension of its proposal: by default not at all
    /// with a fixed size, only through its subviews for a ``SizedBySubviews`` layout, else directly.
    var proposalUse: ProposalUse { get }
}

extension PlacesRelativeToBounds {
    static var mergesSubviewGuides: Bool { false }
    static var isSizedBySubviews: Bool { false }
    var fixedSize: CGSize? { nil }
    var constantSpacing: ViewSpacing? { nil }
    var proposalUse: ProposalUse {
        fixedSize != nil ? .ignored : Self.isSizedBySubviews ? .passedToSubviews : .used
    }
}

/// How a layout's size depends on one dimension (width or height) of its proposal.
enum DimensionUse {
    /// Not at all, whatever its subviews answer (a frame that sets that dimension).
    case ignored
    /// Only through its subviews' answers: when none of them depends on the dimension, the
    /// layout's size does not either (a stack passes the proposal on, shared out or whole).
    case passedToSubviews
    /// Directly (a flexible frame with limits on that axis, a user layout).
    case used
}

/// How a layout's size depends on each dimension of its proposal. The engine keeps one
/// answer for all the proposals that differ only in dimensions a node's size does not depend
/// on (see ``NodeFlags/widthIndependent``).
struct ProposalUse: Equatable {
    var width: DimensionUse
    var height: DimensionUse

    static let ignored = ProposalUse(width: .ignored, height: .ignored)
    static let passedToSubviews = ProposalUse(width: .passedToSubviews, height: .passedToSubviews)
    static let used = ProposalUse(width: .used, height: .used)
}

extension PlacesRelativeToBounds where Self: MergesSubviewGuides {
    static var mergesSubviewGuides: Bool { true }
}

extension PlacesRelativeToBounds where Self: SizedBySubviews {
    static var isSizedBySubviews: Bool { true }
}

/// A built-in layout whose size is worked out from its subviews' sizes (with their spacing,
/// priorities and alignment guides) and its own constants, never from its proposal, and whose
/// subviews' positions depend on those sizes alone: when no subview's size depends on one
/// dimension of its proposal, the container's does not either. The engine then keeps one
/// answer for every proposal that differs only in that dimension (see
/// ``NodeFlags/widthIndependent``). A frame of a fixed width passes the height it is proposed
/// to its subview but answers the subview's height, so it qualifies; a flexible frame, which
/// clamps its proposal, states per axis what it does (``PlacesRelativeToBounds/proposalUse``).
/// User layouts never conform.
protocol SizedBySubviews: PlacesRelativeToBounds {}

extension HStackLayout: SizedBySubviews {}
extension VStackLayout: SizedBySubviews {}
extension ZStackLayout: SizedBySubviews {}
extension FixedFrameLayout: SizedBySubviews {}
extension PaddingLayout: SizedBySubviews {}
extension OverlayLayout: SizedBySubviews {}
extension OffsetLayout: SizedBySubviews {}
extension FixedSizeLayout: SizedBySubviews {}
extension RootLayout: SizedBySubviews {}

extension HStackLayout: PlacesRelativeToBounds {}
extension VStackLayout: PlacesRelativeToBounds {}
extension ZStackLayout: PlacesRelativeToBounds {}
extension GridLayout: PlacesRelativeToBounds {}
extension FixedFrameLayout: PlacesRelativeToBounds {}
extension FlexFrameLayout: PlacesRelativeToBounds {}
extension PaddingLayout: PlacesRelativeToBounds {}
extension OverlayLayout: PlacesRelativeToBounds {}
extension OffsetLayout: PlacesRelativeToBounds {}
extension PositionLayout: PlacesRelativeToBounds {}
extension AspectRatioLayout: PlacesRelativeToBounds {}
extension FixedSizeLayout: PlacesRelativeToBounds {}
extension ViewThatFitsLayout: PlacesRelativeToBounds {}
extension RootLayout: PlacesRelativeToBounds {}
