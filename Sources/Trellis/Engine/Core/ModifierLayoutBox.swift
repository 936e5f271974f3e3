import Foundation

/// What every modifier's box is: it can be made from its class alone (a value of
/// `ModifierLayoutBoxBase.Type`, found once per modifier type), so that making one does not look
/// the generic class's metadata up at run time for every node.
class ModifierLayoutBoxBase: AnyLayoutBox {
    /// A box of the layout stored at this address, of the class's layout type.
    required init(layoutAt layout: UnsafeRawPointer) { fatalError("abstract") }
    /// Whether the layout stored at this address (of the class's layout type) has the same
    /// bytes as this box's, so that the box can stand for it: a value's bytes are all of it
    /// (references included, which then point to the same objects), and a modifier's layout
    /// is immutable. Equal values whose bytes differ (padding, -0 and 0) are merely not shared.
    func holdsLayout(identicalTo layout: UnsafeRawPointer) -> Bool { fatalError("abstract") }
    override init(fixedSize: CGSize?, keepsAnswers: Bool, spacingOfAlikeSubviews: Bool) {
        super.init(fixedSize: fixedSize, keepsAnswers: keepsAnswers, spacingOfAlikeSubviews: spacingOfAlikeSubviews)
    }
}

/// The box of a modifier's node: it keeps the modifier's layout, which writes the node's name
/// (e.g. `frame(width: 10, height: 10)`) only when it is read. Immutable: nodes whose layouts
/// are the same may share one (see `Resolver.box(_:modifier:)`).
///
/// Modifier layouts are built in and keep no cache, so this box holds none: in the generic
/// ``LayoutBox``, every call looks up the metadata of its optional cache at run time, which
/// costs more than a modifier's whole layout.
final class ModifierLayoutBox<L: ModifierLayout>: ModifierLayoutBoxBase {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
        super.init(
            fixedSize: layout.fixedSize, keepsAnswers: !L.promises.contains(.asksSubviewOnce),
            spacingOfAlikeSubviews: false)
    }

    required convenience init(layoutAt layout: UnsafeRawPointer) {
        self.init(layout.assumingMemoryBound(to: L.self).pointee)
    }

    override func holdsLayout(identicalTo other: UnsafeRawPointer) -> Bool {
        withUnsafePointer(to: layout) { Self.sameBytes($0, other) }
    }

    /// Whether `layout` has the same bytes as this box's layout (see
    /// ``ModifierLayoutBoxBase/holdsLayout(identicalTo:)``), for a caller that knows the type.
    @inline(__always)
    func holdsLayout(identicalTo other: L) -> Bool {
        withUnsafePointer(to: layout) { mine in withUnsafePointer(to: other) { Self.sameBytes(mine, $0) } }
    }

    @inline(__always)
    private static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let size = MemoryLayout<L>.size
        return size == 0 || memcmp(a, b, size) == 0
    }

    override var typeName: String { String(describing: L.self) }
    override var name: String { layout.name }
    override var layoutValue: Any { layout }
    override var mergesSubviewGuides: Bool { L.promises.contains(.mergesSubviewGuides) }
    override var placesRelativeToBounds: Bool { true }
    override var proposalUse: ProposalUse { layout.proposalUse }
    override var constantSpacing: ViewSpacing? { layout.constantSpacing }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withNoCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) -> CGSize {
        layout.size(for: proposal, SubviewAccess(engine: engine, node: node))
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withNoCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, of node: NodeID, in engine: LayoutEngine) {
        let subviews = engine.subviews(of: node)
        withNoCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withNoCache { layout.explicitAlignment(key, in: bounds, proposal, subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withNoCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func subviewPlacement(in size: CGSize, _ proposal: ProposedViewSize) -> SubviewPlacement? {
        layout.subviewPlacement(in: size, proposal: proposal)
    }

    /// Runs `body` with the layout's cache (it has none: `Void`) at an address of its own: a
    /// local of no size has no address the thread sanitizer can check an access to (it
    /// faulted on one, reached through the default `explicitAlignment`).
    @inline(__always)
    private func withNoCache<R>(_ body: (inout Void) -> R) -> R {
        var byte: UInt8 = 0
        return withUnsafeMutablePointer(to: &byte) { $0.withMemoryRebound(to: Void.self, capacity: 1) { body(&$0.pointee) } }
    }

    override func discardCache() {}
    override func subviewsChanged(_ subviews: LayoutSubviews) {}
}
