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
        /// Whether the view shows its content only inside its frame (a `ScrollView`'s viewport,
        /// a view modified by `clipped()`, `clipShape(_:style:)` or
        /// `cornerRadius(_:antialiased:)`).
        public let clipsContent: Bool
        /// The shape the view's content shows inside (`clipShape(_:style:)`,
        /// `cornerRadius(_:antialiased:)`), in its frame; `nil` for none.
        public let clipShape: Clip?
        /// Whether the view is hidden (`hidden()` on it or on a view that contains it): it
        /// takes part in layout, but renderers draw nothing of it.
        public let isHidden: Bool
        /// The view's drawing order among its siblings (`zIndex(_:)`): higher values are drawn
        /// on top; equal ones in the order of the tree. 0 by default.
        public let zIndex: Double
        /// The part of ``frame`` that shows: the frame cut to the frames of the ancestors that
        /// show their content only inside them (``clipsContent``, a scroll view around it; for
        /// an ancestor with a ``clipShape``, the shape's bounding box);
        /// `nil` when none of it shows (content scrolled out of sight).
        public let visibleFrame: CGRect?
        /// Where the view's back face is along the depth axis, in root coordinates: the root's
        /// back face is at 0 and z grows towards the viewer (visionOS's `offset(z:)`,
        /// `frame(depth:)`, `ZStack`, `SpatialContainer`). 0 for every view of a tree without a
        /// depth modifier, as views are flat on every platform but visionOS. Not to be confused
        /// with ``depth``, the view's level in the tree.
        public let zPosition: CGFloat
        /// How deep the view is, towards the viewer from ``zPosition``: 0 for flat views.
        public let depthExtent: CGFloat
        /// How the view and everything in it are drawn beyond where: opacity, shadows, blur,
        /// transform (``Effects/none`` for most views).
        public let effects: Effects
        /// Whether the view is a `background`: its first subview is the view it modifies, drawn
        /// in front of the others (its background layers). Renderers paint in
        /// ``LayoutResult/paintOrder``, which puts them behind.
        public let layersBehind: Bool
        /// Whether the view is a `mask`: its first subview is the view it modifies, shown only
        /// where the others (the mask, laid out as an overlay and never painted itself) are
        /// opaque. ``LayoutResult/paintOrder`` leaves the mask's elements out.
        public let masksContent: Bool
        let visual: Visual?

        /// The view's exact frame in 3D: ``exactFrame`` in the plane, ``zPosition`` and
        /// ``depthExtent`` in depth (the origin is the top-leading-back corner).
        public var frame3D: Rect3D {
            Rect3D(
                origin: Point3D(x: exactFrame.minX, y: exactFrame.minY, z: zPosition),
                size: Size3D(width: exactFrame.width, height: exactFrame.height, depth: depthExtent))
        }
    }

    /// The size the root view chose for the proposal; with safe-area insets, the window's
    /// (``LayoutHost/safeAreaInsets``).
    public let size: CGSize
    /// The host's safe-area insets: the bands along the window's edges that bars cover (the
    /// root view is inside them). Zero for a host without any.
    public let safeAreaInsets: EdgeInsets
    /// The proposal the root was given.
    public let proposal: ProposedViewSize
    /// Every view, parents before children, in the order of the tree.
    ///
    /// The elements are built the first time this is read (a layout pass only records frames
    /// and proposals in flat arrays) and kept: later reads return the same array.
    public var elements: [Element] { storage.elements }
    /// What was wrong in the input and how it was repaired; empty for a clean layout.
    public let diagnostics: [LayoutDiagnostic]
    /// The display scale the frames are rounded for: the environment's, or 1 when it was not
    /// usable (see ``EnvironmentValues/displayScale``).
    public let displayScale: CGFloat
    let storage: Storage

    init(
        size: CGSize, proposal: ProposedViewSize, storage: Storage, diagnostics: [LayoutDiagnostic], displayScale: CGFloat,
        safeAreaInsets: EdgeInsets = EdgeInsets()
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.proposal = proposal
        self.storage = storage
        self.diagnostics = diagnostics
        self.displayScale = displayScale
    }

    /// The frame of the view marked with `.id(id)`, in root coordinates, or `nil` if no view
    /// has that mark. When several views share the mark, the first in tree order is used. A
    /// view given an ``View/accessibilityIdentifier(_:)`` is found by it too, as UI tests find
    /// it (a view marked with `.id` of the same string comes first).
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        storage.frame(marked: Marker(id)).map { PixelGrid.round($0, scale: displayScale) }
    }

    /// The proposal the view marked with `.id(id)` was placed with.
    public func proposal<ID: Hashable>(of id: ID) -> ProposedViewSize? {
        storage.proposal(marked: Marker(id))
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

/// What a layout pass placed, as the engine keeps it: the tree, and per node its frame relative
/// to its container's bounds (before mirroring), its proposal and placement flags. A value
/// shares the engine's arrays until the engine changes them, so taking one costs nothing.
struct PlacedTree {
    let nodes: [Node]
    let children: [NodeID]
    let root: NodeID
    /// What the nodes refer to (their names, marks and visuals).
    let tables: NodeTables
    let frames: NodeColumn<CGRect>
    let proposals: NodeColumn<PackedProposal>
    let flags: NodeColumn<NodeFlags>
    /// What was attached to nodes for accessibility (read by `Accessibility/AccessibilityTree.swift`).
    var accessibility = AccessibilityRecords()

    /// The shown nodes, parents before children, in child order, and every shown node's frame
    /// in root coordinates (unrounded), mirrored where a container lays out right to left.
    func rootFrames() -> (order: [NodeID], frames: [CGRect]) {
        var order: [NodeID] = []
        var result = [CGRect](repeating: .zero, count: nodes.count)
        result[root.index] = frames[root.index]
        var stack = [root]
        while let node = stack.popLast() {
            order.append(node)
            let n = nodes[node]
            guard n.childCount > 0 else { continue }
            let container = result[node.index]
            let rightToLeft = n.layoutDirection == .rightToLeft
            let start = Int(n.childStart)
            for child in children[start ..< start + Int(n.childCount)].reversed() where !flags[child.index].contains(.hidden) {
                let own = frames[child.index]
                // Offsets from the container's origin; one that is not a number (∞ - ∞) counts as 0.
                func offset(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }
                // The container's origin moved by an offset; where they are infinite the opposite
                // way (a view placed at -∞ inside a container at +∞), the container's origin.
                func moved(_ origin: CGFloat, by offset: CGFloat) -> CGFloat {
                    let sum = origin + offset
                    return sum.isNaN ? origin : sum
                }
                var x = offset(own.minX)
                if rightToLeft { x = offset(container.width - x - own.width) }
                result[child.index] = CGRect(
                    x: moved(container.minX, by: x), y: moved(container.minY, by: offset(own.minY)), width: own.width, height: own.height)
                stack.append(child)
            }
        }
        return (order, result)
    }
}

extension LayoutResult {
    /// What a pass leaves for its result: the placed tree as the engine keeps it. The shown
    /// nodes' order and root-coordinate frames are worked out on first use, and the
    /// ``LayoutResult/elements`` from them, once each.
    final class Storage: @unchecked Sendable {
        // Unchecked: everything is immutable after init except `placed` and `built`, which only
        // `lock` guards. The nodes are read for names, marks, visuals and directions only, which
        // never change once the nodes exist (a host that changes its tree copies its array).
        let tree: PlacedTree
        let scale: CGFloat
        private let lock = NSLock()
        private var placed: (order: [NodeID], frames: [CGRect])?
        private var built: [Element]?
        /// The first shown node of each mark, made on the first look-up by mark.
        private var marks: [Marker: NodeID]?

        init(tree: PlacedTree, scale: CGFloat) {
            self.tree = tree
            self.scale = scale
        }

        /// A storage whose frames and elements are already made: an animation's result at
        /// some time (`LayoutAnimation.swift`), with `tree`'s order and interpolated frames.
        init(tree: PlacedTree, scale: CGFloat, placed: (order: [NodeID], frames: [CGRect]), elements: [Element]) {
            self.tree = tree
            self.scale = scale
            self.placed = placed
            built = elements
        }

        /// The shown nodes in tree order and the frames in root coordinates.
        var rootFrames: (order: [NodeID], frames: [CGRect]) {
            lock.lock()
            defer { lock.unlock() }
            if let placed { return placed }
            let made = tree.rootFrames()
            placed = made
            return made
        }

        /// The first shown node marked `marker`, in tree order: a walk of the shown nodes the
        /// first time any mark is looked up, then a hash look-up (10,000 look-ups on 10,000 views
        /// took 8.9 s as a walk each).
        func node(marked marker: Marker) -> NodeID? {
            let order = rootFrames.order
            lock.lock()
            defer { lock.unlock() }
            if marks == nil {
                var index: [Marker: NodeID] = [:]
                for node in order {
                    if let mark = tree.tables.marker(of: tree.nodes[node.index]), index[mark] == nil { index[mark] = node }
                }
                // An `accessibilityIdentifier` finds its view as an `.id` does, after them.
                for node in order {
                    if let identifier = tree.accessibility[node]?.identifier, index[Marker(identifier)] == nil {
                        index[Marker(identifier)] = node
                    }
                }
                marks = index
            }
            return marks![marker]
        }

        /// The exact frame, in root coordinates, of the first shown node marked `marker`.
        func frame(marked marker: Marker) -> CGRect? {
            node(marked: marker).map { rootFrames.frames[$0.index] }
        }

        /// The placement proposal of the first shown node marked `marker`.
        func proposal(marked marker: Marker) -> ProposedViewSize? {
            node(marked: marker).map { tree.proposals[$0.index].proposal }
        }

        var elements: [Element] {
            let (order, frames) = rootFrames
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            let made = makeElements(order: order, frames: frames)
            built = made
            return made
        }

        /// The part of `rect` inside `clip`, `nil` when none is (or a number is NaN). Not
        /// `CGRect.intersection`: Foundation's traps on some rectangles of infinite extent,
        /// which a result may hold (a view asked for its maximum).
        static func part(of rect: CGRect, inside clip: CGRect) -> CGRect? {
            // (Checked first: `Swift.max` and `min` pass a NaN over.)
            guard !(rect.minX.isNaN || rect.maxX.isNaN || rect.minY.isNaN || rect.maxY.isNaN) else { return nil }
            let minX = Swift.max(rect.minX, clip.minX), maxX = Swift.min(rect.maxX, clip.maxX)
            let minY = Swift.max(rect.minY, clip.minY), maxY = Swift.min(rect.maxY, clip.maxY)
            guard minX <= maxX, minY <= maxY else { return nil }
            let cut = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            return cut.width.isNaN || cut.height.isNaN ? nil : cut
        }

        /// A clip nothing is part of (``part(of:inside:)`` gives `nil` for every rectangle).
        static let nowhere = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)

        private func makeElements(order: [NodeID], frames: [CGRect]) -> [Element] {
            let nodes = tree.nodes, tables = tree.tables
            var elements: [Element] = []
            elements.reserveCapacity(order.count)
            // Per node: its element's index, so each element finds its parent's index and depth.
            var elementIndex = [Int32](repeating: -1, count: nodes.count)
            // Per element: where its content shows, when a clipping ancestor (or itself) cuts it.
            var contentClips: [CGRect?] = []
            contentClips.reserveCapacity(order.count)
            // Depth, only for a tree that has any.
            let depths = tables.usesDepth ? tree.depthFrames(order: order) : nil
            for node in order {
                let n = nodes[node]
                let parentIndex = n.parent == .none ? nil : Int(elementIndex[n.parent.index])
                let exact = frames[node.index]
                let frame = PixelGrid.round(exact, scale: scale)
                let clip = parentIndex.flatMap { contentClips[$0] }
                let visible = clip.map { Self.part(of: frame, inside: $0) } ?? frame
                let clips = tables.clipsContent(n)
                let clipShape = clips ? tables.clipShape(of: n)?.clip(in: frame) : nil
                // Its content shows inside its visible part, cut to its clip shape's box. (Where
                // nothing of it shows, nothing inside shows either.)
                let contentClip = clipShape.map { shape in visible.flatMap { Self.part(of: $0, inside: shape.boundingBox) } } ?? visible
                contentClips.append(clips ? contentClip ?? Self.nowhere : clip)
                elementIndex[node.index] = Int32(elements.count)
                elements.append(Element(
                    name: tables.name(of: n), marker: tables.marker(of: n), depth: parentIndex.map { elements[$0].depth + 1 } ?? 0,
                    parent: parentIndex, frame: frame, exactFrame: exact,
                    proposal: tree.proposals[node.index].proposal, layoutDirection: n.layoutDirection, clipsContent: clips,
                    clipShape: clipShape,
                    isHidden: tables.isHidden(n) || parentIndex.map { elements[$0].isHidden } == true,
                    zIndex: tables.zIndex(of: n), visibleFrame: visible,
                    zPosition: depths?.z[node.index] ?? 0, depthExtent: depths?.depth[node.index] ?? 0,
                    effects: tables.effects(of: n)?.resolved(in: frame) ?? .none,
                    layersBehind: n.nameSource == .builtIn(.background),
                    masksContent: n.nameSource == .builtIn(.mask),
                    visual: tables.visual(of: n)))
            }
            return elements
        }
    }
}

extension LayoutEngine {
    /// Builds the public result of the last pass: it keeps what the engine placed, and works
    /// out frames in root coordinates and elements only when read.
    func result(size: CGSize, proposal: ProposedViewSize) -> LayoutResult {
        if !features.shapeLeaves.isEmpty { checkShapePaths() }
        return LayoutResult(
            size: size, proposal: proposal, storage: handOut(LayoutResult.Storage(tree: placedTree, scale: environment.pixelScale)),
            diagnostics: reportedDiagnostics, displayScale: environment.pixelScale, safeAreaInsets: features.safeArea.insets)
    }

    /// The frames of the last pass in root coordinates: mirrored where a container lays out
    /// right to left, before rounding.
    func finalFrames() -> [CGRect] { placedTree.rootFrames().frames }
}
