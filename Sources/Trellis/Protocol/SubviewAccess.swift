import Foundation

/// A container's subviews as the built-in algorithms read them: the questions a
/// ``LayoutSubview`` asks, of the same engine and with the same answers, reports and trace,
/// without making a proxy (and counting a reference) for each.
///
/// Made from the ``LayoutSubviews`` a layout call was given, for the length of that call: the
/// proxies keep their engine alive, so the access can hold it unretained. (A user's layout
/// that calls a built-in one, `HStackLayout().sizeThatFits(…)`, passes its own proxies, and
/// gets the same answers the engine's own call would.) Subviews are numbered from 0.
struct SubviewAccess {
    /// The engine, unretained: read through ``withEngine(_:)``, which lends it without a
    /// retain (a plain `unowned(unsafe)` reference is retained around each call).
    private let unretained: Unmanaged<LayoutEngine>
    /// The child entry of subview 0.
    let base: Int
    /// How many subviews there are.
    let count: Int

    /// The subviews `subviews` stands for.
    init(_ subviews: LayoutSubviews) {
        unretained = Unmanaged.passUnretained(subviews.engine)
        base = subviews.base + subviews.startIndex
        count = subviews.count
    }

    /// The subviews of `node`, for `engine`'s own call of the node's layout (the engine is
    /// alive for the call).
    init(engine: LayoutEngine, node: NodeID) {
        unretained = Unmanaged.passUnretained(engine)
        let entries = engine.store.childEntries(of: node)
        base = entries.lowerBound
        count = entries.count
    }

    /// Runs `body` with the engine.
    @inline(__always)
    func withEngine<R>(_ body: (LayoutEngine) -> R) -> R { unretained._withUnsafeGuaranteedRef(body) }

    /// The node of subview `index`.
    @inline(__always)
    private func node(_ index: Int) -> NodeID { withEngine { $0.child(at: base + index) } }

    /// Subview `index`'s size for `proposal` (``LayoutSubview/sizeThatFits(_:)``).
    @inline(__always)
    func size(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        withEngine { $0.measure(node(index), proposal, askedByLayout: true) }
    }

    /// Whether subview `index` gives one size whatever it is proposed (``NodeFlags/sizeIndependent``)
    /// and may be asked once for all proposals: not in a traced pass, which shows every
    /// question, nor where the engine answers each proposal on its own.
    @inline(__always)
    func answersOnce(_ index: Int) -> Bool { withEngine { $0.answersOnce(node(index)) } }

    /// The size of the first subview for `proposal`, or zero when there is none (a modifier's
    /// `subviews.first?.sizeThatFits(proposal) ?? .zero`).
    @inline(__always)
    func sizeOfFirst(_ proposal: ProposedViewSize) -> CGSize { count > 0 ? size(0, proposal) : .zero }

    /// The value of the guide `key` of subview `index` when proposed `proposal` and sized
    /// `size` (what it answered): ``LayoutSubview/dimensions(in:)`` read at `key`.
    @inline(__always)
    func guide(_ index: Int, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        withEngine { $0.guide(key, of: node(index), proposal: proposal, size: size) }
    }

    /// Subview `index`'s layout priority.
    @inline(__always)
    func priority(_ index: Int) -> Double { withEngine { $0.priority(of: node(index)) } }

    /// Subview `index`'s spacing preferences, and their key in the engine's spacing table
    /// (neighbours with one key prefer the same).
    func spacing(_ index: Int) -> ViewSpacing { withEngine { $0.spacing(of: node(index)) } }
    @inline(__always)
    func spacingKey(_ index: Int) -> Int32 { withEngine { $0.spacingKey(of: node(index)) } }

    /// Places subview `index` (``LayoutSubview/place(at:anchor:proposal:)``, top-leading anchor).
    @inline(__always)
    func place(_ index: Int, at position: CGPoint, proposal: ProposedViewSize) {
        withEngine { $0.place(node(index), entry: base + index, at: position, anchor: .topLeading, proposal: proposal) }
    }

    /// Places subview `index` as ``place(_:at:proposal:)`` does, telling the engine the `size`
    /// the subview answered for `proposal`, so that it need not ask again (a traced pass asks:
    /// the trace shows the question).
    @inline(__always)
    func place(_ index: Int, at position: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        withEngine { engine in
            engine.place(
                node(index), entry: base + index, at: position, anchor: .topLeading, proposal: proposal,
                size: engine.measurementLog == nil ? size : nil)
        }
    }

    /// Which subviews these are (``LayoutSubviews/identity``).
    var identity: LayoutSubviews.Identity { withEngine { LayoutSubviews.Identity(engine: $0, entries: base ..< base + count) } }

    /// Whether the pass is traced (``LayoutSubviews/isTraced``).
    var isTraced: Bool { withEngine { $0.measurementLog != nil } }

    /// How many problems the engine has reported so far (``LayoutSubviews/problemsReported``).
    var problemsReported: Int { withEngine { $0.reportCount } }
}
