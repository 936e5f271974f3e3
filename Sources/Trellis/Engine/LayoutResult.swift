import Foundation

/// The outcome of laying out a view tree: the root's size, every view's frame, and anything
/// that went wrong.
///
/// ```swift
/// let result = view.layout(in: ProposedViewSize(width: 200, height: 200))
/// result.size              // the size the root chose; the root sits at the origin
/// result.frame(of: "red")  // the frame of the view marked .id("red"), in root coordinates
/// print(result)            // an indented tree: every view, its proposal, size and frame
/// ```
///
/// Frames are rounded to the pixel grid of the environment's display scale; each element also
/// keeps its exact, unrounded frame.
public struct LayoutResult: Sendable, CustomStringConvertible {
    /// One laid-out view.
    public struct Element: Sendable {
        /// The view's kind as a short name: `HStack`, `frame(width: 10)`, `Rectangle`.
        public let name: String
        /// The value of the `.id(_:)` that marks this view, if any.
        public var id: AnyHashable? { marker?.value }
        let marker: Marker?
        /// How deep the view is in the tree; the root is at depth 0.
        public let depth: Int
        /// The index of the parent element in ``LayoutResult/elements``, or `nil` for the root.
        public let parent: Int?
        /// The view's frame in root coordinates, rounded to the pixel grid.
        public let frame: CGRect
        /// The view's frame in root coordinates, exactly as the layouts computed it.
        public let exactFrame: CGRect
        /// The proposal the view was placed with.
        public let proposal: ProposedViewSize
        /// The layout direction the view's content is laid out in.
        public let layoutDirection: LayoutDirection
        let visual: Visual?
    }

    /// The size the root view chose for the proposal.
    public let size: CGSize
    /// The proposal the root was given.
    public let proposal: ProposedViewSize
    /// Every view, parents before children, in the order of the tree.
    ///
    /// The elements are built the first time this is read (a layout pass only records frames
    /// and proposals in flat arrays) and kept: later reads return the same array.
    public var elements: [Element] { storage.elements }
    /// What was wrong in the input and how it was repaired; empty for a clean layout.
    public let diagnostics: [LayoutDiagnostic]
    /// The display scale the frames are rounded for.
    public let displayScale: CGFloat
    private let storage: Storage

    init(size: CGSize, proposal: ProposedViewSize, storage: Storage, diagnostics: [LayoutDiagnostic], displayScale: CGFloat) {
        self.size = size
        self.proposal = proposal
        self.storage = storage
        self.diagnostics = diagnostics
        self.displayScale = displayScale
    }

    /// The frame of the view marked with `.id(id)`, in root coordinates, or `nil` if no view
    /// has that mark. When several views share the mark, the first in tree order is used.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        storage.firstNode(marked: Marker(id)).map { PixelGrid.round(storage.frames[$0.index], scale: displayScale) }
    }

    /// The proposal the view marked with `.id(id)` was placed with.
    public func proposal<ID: Hashable>(of id: ID) -> ProposedViewSize? {
        storage.firstNode(marked: Marker(id)).map { storage.proposals[$0.index] }
    }

    /// The element marked with `.id(id)`.
    public func element<ID: Hashable>(id: ID) -> Element? {
        let key = Marker(id)
        return elements.first { $0.marker == key }
    }

    /// An indented tree of every view with its proposal, size and frame.
    public var description: String {
        var lines: [String] = []
        for element in elements {
            var line = String(repeating: "  ", count: element.depth) + element.name
            if let marker = element.marker { line += " #\(marker)" }
            line += "  proposal \(Describe.proposal(element.proposal))"
            line += " → \(Describe.size(element.frame.size)) at (\(Describe.number(element.frame.minX)), \(Describe.number(element.frame.minY)))"
            lines.append(line)
        }
        for diagnostic in diagnostics { lines.append("! \(diagnostic)") }
        return lines.joined(separator: "\n")
    }
}

/// Rounds frames to the pixel grid as SwiftUI rounds a view's frame for display: each edge
/// (not the size) goes to the nearest multiple of the pixel length `1 / scale`, a value halfway
/// between two pixels going up (towards +∞), in root coordinates, so views that touch before
/// rounding still touch after; the size is then the distance between the rounded edges.
///
/// Source: SwiftUI's `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`, applied with the
/// environment's pixel length to every view frame, as OpenSwiftUI reimplements it
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Round+Extension.swift`: an edge becomes
/// `floor((v + m / 2) / m) × m`, and the size `max − min` rounded to the nearest multiple of
/// `m`; `ViewFrame.round(toMultipleOf:)` and `RoundedSize` call it with the pixel length).
enum PixelGrid {
    static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard scale.isFinite, scale > 0 else { return rect }
        let m = 1 / scale
        /// `value` rounded to a multiple of `m` by `rule`: divided, rounded and multiplied, in
        /// that order, as SwiftUI does (multiplying by the scale instead differs in the last bit).
        func rounded(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
            m == 1 ? value.rounded(rule) : (value / m).rounded(rule) * m
        }
        func nearestOrUp(_ v: CGFloat) -> CGFloat { v.isFinite ? rounded(v + m / 2, .down) : v }
        let minX = nearestOrUp(rect.minX), minY = nearestOrUp(rect.minY)
        func size(_ length: CGFloat, _ start: CGFloat, _ rounded0: CGFloat) -> CGFloat {
            guard length.isFinite, start.isFinite else { return length }
            return rounded(nearestOrUp(start + length) - rounded0, .toNearestOrAwayFromZero)
        }
        return CGRect(
            x: minX, y: minY,
            width: size(rect.width, rect.minX, minX),
            height: size(rect.height, rect.minY, minY))
    }
}

extension LayoutResult {
    /// What a pass leaves for its result, in flat arrays: the shown nodes in tree order, and
    /// per node its frame in root coordinates (unrounded) and its placement proposal. The
    /// ``LayoutResult/elements`` are made from it on first access, once.
    final class Storage: @unchecked Sendable {
        // Unchecked: everything is immutable after init except `built`, which only `lock`
        // guards. The nodes are read for names, marks, visuals and directions only, which
        // never change once the nodes exist (a host that changes its tree copies its array).
        let nodes: [Node]
        /// The shown nodes, parents before children, in child order.
        let order: [NodeID]
        let frames: [CGRect]
        let proposals: [ProposedViewSize]
        let scale: CGFloat
        private let lock = NSLock()
        private var built: [Element]?

        init(nodes: [Node], order: [NodeID], frames: [CGRect], proposals: [ProposedViewSize], scale: CGFloat) {
            self.nodes = nodes
            self.order = order
            self.frames = frames
            self.proposals = proposals
            self.scale = scale
        }

        /// The first shown node in tree order marked `marker`.
        func firstNode(marked marker: Marker) -> NodeID? {
            order.first { nodes[$0].marker == marker }
        }

        var elements: [Element] {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            let made = makeElements()
            built = made
            return made
        }

        private func makeElements() -> [Element] {
            var elements: [Element] = []
            elements.reserveCapacity(order.count)
            // Per node: its element's index, so each element finds its parent's index and depth.
            var elementIndex = [Int32](repeating: -1, count: nodes.count)
            for node in order {
                let n = nodes[node]
                let parentIndex = n.parent == .none ? nil : Int(elementIndex[n.parent.index])
                let exact = frames[node.index]
                elementIndex[node.index] = Int32(elements.count)
                elements.append(Element(
                    name: n.name, marker: n.marker, depth: parentIndex.map { elements[$0].depth + 1 } ?? 0,
                    parent: parentIndex, frame: PixelGrid.round(exact, scale: scale), exactFrame: exact,
                    proposal: proposals[node.index], layoutDirection: n.layoutDirection, visual: n.visual))
            }
            return elements
        }
    }
}

extension LayoutEngine {
    /// Builds the public result of the last pass: the frames and proposals in flat arrays,
    /// elements made only when read.
    func result(size: CGSize, proposal: ProposedViewSize) -> LayoutResult {
        let frames = finalFrames()
        for node in order {
            let exact = frames[node.index]
            if !(exact.width.isFinite && exact.height.isFinite) {
                report(.infiniteFrame, node, "came out \(Describe.rect(exact)); an infinite proposal reached a view that fills it")
            }
        }
        let storage = LayoutResult.Storage(
            nodes: nodes, order: order, frames: frames, proposals: placedProposalsSnapshot, scale: environment.displayScale)
        return LayoutResult(
            size: size, proposal: proposal, storage: storage, diagnostics: reportedDiagnostics,
            displayScale: environment.displayScale)
    }
}
