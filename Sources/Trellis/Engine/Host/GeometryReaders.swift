import Foundation

// Readers: content made from the laid-out tree. A `GeometryReader` makes its content from where
// it was laid out; `overlayPreferenceValue` and `backgroundPreferenceValue` make a layer from a
// preference value of the view they decorate. Resolving puts a placeholder where the content
// goes; after a pass, the host makes the content of every reader whose input changed, puts it
// in place (a replacement), and lays out again.

/// A reader in the tree: its node, how to make its content, where it was resolved, and what
/// its content was last made from.
struct GeometryReaderRecord {
    /// Makes a `GeometryReader`'s content for a proxy (called on the main actor, where views
    /// are built: the host calls it only there).
    typealias Content = (GeometryProxy) -> AnyView

    /// What a reader makes its content from.
    enum Kind {
        /// A `GeometryReader`: its content (its one child) from its proxy.
        case geometry(Content)
        /// A preference-value layer: its layer (child 1) from the value of the key at the view
        /// it decorates (child 0). The closure is called on the main actor.
        case preference(AnyPreferenceKey, (Any) -> AnyView)
    }

    /// What a reader's content was made from. (Unchecked: a preference value only passes to
    /// the main actor within the host's call, which waits for it.)
    enum Input: @unchecked Sendable {
        case geometry(GeometryProxy)
        case preference(Any)
    }

    /// The reader's node.
    var node: NodeID
    let kind: Kind
    /// Where the reader was resolved (an index into the engine's ``MarkContext``s).
    let context: Int32
    /// What the current content was made from; `nil` for the placeholder.
    var input: Input?

    /// The position of the content among the node's children.
    var contentPosition: Int {
        if case .geometry = kind { return 0 }
        return 1
    }

    /// The content made from `input`.
    @MainActor
    func content(for input: Input) -> AnyView {
        switch (kind, input) {
        case let (.geometry(make), .geometry(proxy)): return make(proxy)
        case let (.preference(_, make), .preference(value)): return make(value)
        default: return AnyView(EmptyView())
        }
    }
}

extension Resolver {
    /// Adds a geometry reader: its container, with an empty placeholder as its content until
    /// the host makes the real one after a pass. Returns the container.
    mutating func addGeometryReader(_ content: @escaping GeometryReaderRecord.Content) -> NodeID {
        let placeholder = addLeaf(.fixed(.zero), name: NodeName.builtIn(.geometryReaderContent))
        let reader = addContainer(GeometryReaderLayout(), name: .builtIn(.geometryReader), elements: [placeholder])
        features.readers.append(GeometryReaderRecord(node: reader, kind: .geometry(content), context: currentContext(), input: nil))
        return reader
    }

    /// Adds a preference-value layer over (or under) `primary`: an overlay container of
    /// `primary` and an empty placeholder for the layer until the host makes the real one
    /// after a pass. Returns the container.
    mutating func addPreferenceLayer(
        over primary: NodeID, key: AnyPreferenceKey, alignment: Alignment, kind: BuiltInName,
        content: @escaping (Any) -> AnyView
    ) -> NodeID {
        let placeholder = addLeaf(.fixed(.zero), name: NodeName.builtIn(.preferenceValueContent))
        let node = addContainer(OverlayLayout(alignment: alignment), name: .builtIn(kind), elements: [primary, placeholder])
        inheritTraits(of: primary, into: node)
        features.readers.append(GeometryReaderRecord(node: node, kind: .preference(key, content), context: currentContext(), input: nil))
        return node
    }
}

extension LayoutEngine {
    /// Whether `node` is in content a reader makes.
    func isInReaderContent(_ node: NodeID) -> Bool {
        guard !features.readers.isEmpty else { return false }
        var inner = node, current = store.nodes[node.index].parent
        while current != .none {
            if let record = features.readers.first(where: { $0.node == current }),
               store.children[Int(store.nodes[current.index].childStart) + record.contentPosition] == inner {
                return true
            }
            inner = current
            current = store.nodes[current.index].parent
        }
        return false
    }

    /// The proxy of `node` as the last pass laid it out: its exact frame in the root's space,
    /// and the frames of the named coordinate spaces around it.
    func proxy(of node: NodeID, frames: [CGRect]) -> GeometryProxy {
        let frame = frames[node.index]
        var named: [(name: AnyHashable, frame: CGRect)] = []
        var current = store.nodes[node.index].parent
        while current != .none {
            if let name = store.tables.coordinateSpaceName(of: store.nodes[current.index]) {
                if let scroll = name.base as? ScrollViewSpaceName, let axes = scroll.axes {
                    // A scroll view's space answers to `.scrollView` and to each axis it scrolls.
                    named.append((AnyHashable(ScrollViewSpaceName(axes: nil)), frames[current.index]))
                    for axis in [Axis.Set.horizontal, .vertical] where Axis.Set(rawValue: axes).contains(axis) {
                        named.append((AnyHashable(ScrollViewSpaceName(axes: axis.rawValue)), frames[current.index]))
                    }
                } else {
                    named.append((name, frames[current.index]))
                }
            }
            current = store.nodes[current.index].parent
        }
        return GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: named, safeAreaInsets: safeAreaInsets(of: node))
    }

    /// What `record`'s content would be made from now, if that differs from what it was made
    /// from (a preference value by the key's equality: see ``AnyPreferenceKey/isEqual``).
    func changedInput(of record: GeometryReaderRecord, frames: [CGRect]) -> GeometryReaderRecord.Input? {
        switch record.kind {
        case .geometry:
            let proxy = proxy(of: record.node, frames: frames)
            if case let .geometry(old) = record.input, old == proxy { return nil }
            return .geometry(proxy)
        case let .preference(key, _):
            let primary = store.children[Int(store.nodes[record.node.index].childStart)]
            let value = PreferenceValues(tree: placedTree, frames: frames).value(key, at: primary) ?? key.defaultValue()
            if case let .preference(old) = record.input, key.isEqual(old, value) { return nil }
            return .preference(value)
        }
    }
}

extension LayoutHost {
    /// The most passes a layout makes for its readers: one per level of readers inside
    /// readers, which no real tree comes near.
    static var readerPasses: Int { 8 }

    /// After a pass: makes the content of every reader whose input changed and lays out again,
    /// until none changes; returns the last pass's result. Unless `buildingViews` (the caller
    /// is on the main actor, where views are built), the readers keep their content and the
    /// result says so.
    func settleReaders(_ result: LayoutResult, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        var result = result
        for _ in 0 ..< Self.readerPasses {
            let frames = engine.finalFrames()
            var changed: [(node: NodeID, input: GeometryReaderRecord.Input)] = []
            for record in engine.features.readers {
                if let input = engine.changedInput(of: record, frames: frames) { changed.append((record.node, input)) }
            }
            guard !changed.isEmpty else { return result }
            guard buildingViews else {
                for (node, input) in changed {
                    let view = if case .geometry = input { "a GeometryReader's" } else { "a preference value's" }
                    engine.report(
                        .approximated, node,
                        "\(view) content is made on the main actor; laid out elsewhere, it keeps the content it had")
                }
                return engine.result(size: result.size, proposal: result.proposal)
            }
            MainActor.assumeIsolated {
                // (Found by node, not by index: each replacement may drop the readers inside
                // the old content, this round's included.)
                for (node, input) in changed {
                    guard let index = engine.features.readers.firstIndex(where: { $0.node == node }) else { continue }
                    replaceContent(ofReaderAt: index, with: input)
                }
            }
            // The pass after the change reports what it finds, as after `replace(id:with:)`.
            engine.resetDiagnostics()
            result = pass()
        }
        return result
    }

    /// Puts the content of the reader at `index` made from `input` in the place of its current
    /// content.
    @MainActor
    private func replaceContent(ofReaderAt index: Int, with input: GeometryReaderRecord.Input) {
        let record = engine.features.readers[index]
        let context = record.context >= 0
            ? engine.contexts[Int(record.context)]
            : MarkContext(environment: engine.environment, stackOrientation: nil)
        var resolver = Resolver(continuing: engine.contexts, context: context, fonts: fonts)
        // Its views' state belongs to the reader: kept from one content to the next.
        resolver.live = live.map { LiveRecorder(views: $0, outerIdentity: Marker(record.node).hashValue) }
        // What the content's closure reads marks the live view around the reader.
        resolver.live?.fallback = nearestLiveRecord(around: record.node)
        var elements: [NodeID] = []
        let content = resolver.live.map { live in live.track { record.content(for: input) } } ?? record.content(for: input)
        resolver.resolve(content, into: &elements)
        guard elements.count == 1 else { return }
        let old = engine.store.children[Int(engine.store.nodes[record.node.index].childStart) + record.contentPosition]
        engine.features.readers[index].input = input
        let new = engine.replace(old, with: resolver, top: elements[0], placed: replacingLiveViews(under: old, recorder: resolver.live))
        depth = max(depth, engine.level(of: new) + engine.depth(below: new))
    }
}
