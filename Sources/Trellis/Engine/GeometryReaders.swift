import Foundation

// Geometry readers: content made from where a reader was laid out. Resolving puts a
// placeholder in each reader; after a pass, the host makes the content of every reader whose
// frame changed, puts it in place (a replacement), and lays out again.

/// A `GeometryReader` in the tree: its node, how to make its content, where it was resolved,
/// and the geometry its content was last made from.
struct GeometryReaderRecord {
    /// Makes the reader's content for a proxy (called on the main actor, where views are
    /// built: the host calls it only there).
    typealias Content = (GeometryProxy) -> AnyView

    /// The reader's node (its one child is its content).
    var node: NodeID
    let content: Content
    /// Where the reader was resolved (an index into the engine's ``MarkContext``s).
    let context: Int32
    /// The proxy the current content was made from; `nil` for the placeholder.
    var proxy: GeometryProxy?
}

extension Resolver {
    /// Adds a geometry reader: its container, with an empty placeholder as its content until
    /// the host makes the real one after a pass. Returns the container.
    mutating func addGeometryReader(_ content: @escaping GeometryReaderRecord.Content) -> NodeID {
        let placeholder = addLeaf(.fixed(.zero), name: NodeName.builtIn(.geometryReaderContent))
        let reader = addContainer(GeometryReaderLayout(), name: .builtIn(.geometryReader), elements: [placeholder])
        readers.append(GeometryReaderRecord(node: reader, content: content, context: currentContext(), proxy: nil))
        return reader
    }
}

extension LayoutEngine {
    /// Whether `node` is in a geometry reader's content.
    func isInReaderContent(_ node: NodeID) -> Bool {
        guard !readers.isEmpty else { return false }
        var current = store.nodes[node.index].parent
        while current != .none {
            if readers.contains(where: { $0.node == current }) { return true }
            current = store.nodes[current.index].parent
        }
        return false
    }

    /// The proxy of `reader` as the last pass laid it out: its exact frame in the root's space,
    /// and the frames of the named coordinate spaces around it.
    func proxy(of reader: NodeID, frames: [CGRect]) -> GeometryProxy {
        let frame = frames[reader.index]
        var named: [(name: AnyHashable, frame: CGRect)] = []
        var current = store.nodes[reader.index].parent
        while current != .none {
            if let name = store.tables.coordinateSpaceName(of: store.nodes[current.index]) {
                named.append((name, frames[current.index]))
            }
            current = store.nodes[current.index].parent
        }
        return GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: named, safeAreaInsets: safeAreaInsets(of: reader))
    }
}

extension LayoutHost {
    /// The most passes a layout makes for its readers: one per level of readers inside
    /// readers, which no real tree comes near.
    static var readerPasses: Int { 8 }

    /// After a pass: makes the content of every reader whose frame changed and lays out again,
    /// until none changes; returns the last pass's result. Unless `buildingViews` (the caller
    /// is on the main actor, where views are built), the readers keep their content and the
    /// result says so.
    func settleReaders(_ result: LayoutResult, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        var result = result
        for _ in 0 ..< Self.readerPasses {
            let frames = engine.finalFrames()
            var changed: [(node: NodeID, proxy: GeometryProxy)] = []
            for record in engine.readers {
                let proxy = engine.proxy(of: record.node, frames: frames)
                if proxy != record.proxy { changed.append((record.node, proxy)) }
            }
            guard !changed.isEmpty else { return result }
            guard buildingViews else {
                for (node, _) in changed {
                    engine.report(
                        .approximated, node,
                        "a GeometryReader's content is made on the main actor; laid out elsewhere, it keeps the content it had")
                }
                return engine.result(size: result.size, proposal: result.proposal)
            }
            MainActor.assumeIsolated {
                // (Found by node, not by index: each replacement may drop the readers inside
                // the old content, this round's included.)
                for (node, proxy) in changed {
                    guard let index = engine.readers.firstIndex(where: { $0.node == node }) else { continue }
                    replaceContent(ofReaderAt: index, with: proxy)
                }
            }
            // The pass after the change reports what it finds, as after `replace(id:with:)`.
            engine.resetDiagnostics()
            result = pass()
        }
        return result
    }

    /// Puts the content of the reader at `index` made from `proxy` in the place of its current
    /// content.
    @MainActor
    private func replaceContent(ofReaderAt index: Int, with proxy: GeometryProxy) {
        let record = engine.readers[index]
        let context = record.context >= 0
            ? engine.contexts[Int(record.context)]
            : MarkContext(environment: engine.environment, stackOrientation: nil)
        var resolver = Resolver(continuing: engine.contexts, context: context, fonts: fonts)
        var elements: [NodeID] = []
        resolver.resolve(record.content(proxy), into: &elements)
        guard elements.count == 1 else { return }
        let old = engine.store.children[Int(engine.store.nodes[record.node.index].childStart)]
        engine.readers[index].proxy = proxy
        let new = engine.replace(old, with: resolver, top: elements[0])
        depth = max(depth, engine.level(of: new) + engine.depth(below: new))
    }
}
