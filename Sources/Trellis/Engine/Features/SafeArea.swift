import Foundation

// The safe area: the part of the window (and of the containers that add insets) where content
// is not covered by bars. It is geometry, known only while placing: a view reaches an unsafe
// region only where its frame touches the edge of the safe one.

/// A node's safe area, in its own coordinates (its bounds' origin at zero, left to right):
/// the safe rectangle, and the outer one whose band around it is unsafe. Where the two
/// share an edge, nothing is unsafe beyond it.
///
/// Kept as sides, never through Foundation's rectangle arithmetic (which treats a rectangle
/// at an infinite origin as null and leaves it unmoved): each axis is worked out on its own,
/// so a view at an infinite horizontal position still reaches a band above or below it.
struct SafeAreaState: Equatable {
    /// Where content is not covered.
    var safe: Sides
    /// The safe rectangle and the unsafe bands around it.
    var outer: Sides

    /// A state with nothing unsafe around `rect`.
    init(nothingUnsafeAround rect: CGRect) {
        safe = Sides(rect)
        outer = safe
    }

    init(safe: CGRect, outer: CGRect) {
        self.safe = Sides(safe)
        self.outer = Sides(outer)
    }

    /// The same state in the coordinates of a view whose origin is at `origin` here.
    func moved(to origin: CGPoint) -> SafeAreaState {
        var moved = self
        moved.safe.move(by: origin)
        moved.outer.move(by: origin)
        return moved
    }

    /// Makes the unsafe bands on `edges` safe: the view has consumed them (it ignores them, or
    /// a scroll view insets its content by them).
    mutating func makeSafe(_ edges: Edge.Set) {
        if edges.contains(.top) { safe.minY = outer.minY }
        if edges.contains(.leading) { safe.minX = outer.minX }
        if edges.contains(.bottom) { safe.maxY = outer.maxY }
        if edges.contains(.trailing) { safe.maxX = outer.maxX }
    }

    /// Adds the insets of a container on `edges`: its subview's region `inner` (here) is
    /// inside them, and what lies between that region's edge and the container's `bounds`
    /// becomes unsafe (`safeAreaInset`'s bar and spacing, `safeAreaPadding`'s padding). The new
    /// band reaches on to the band beyond where the container reaches the old safe edge, and
    /// stops at the container's edge where it does not.
    mutating func inset(_ edges: Edge.Set, to inner: CGRect, within bounds: CGRect) {
        let reached = extending(Sides(bounds), on: edges), region = Sides(inner)
        if edges.contains(.top) { (safe.minY, outer.minY) = (region.minY, reached.minY) }
        if edges.contains(.leading) { (safe.minX, outer.minX) = (region.minX, reached.minX) }
        if edges.contains(.bottom) { (safe.maxY, outer.maxY) = (region.maxY, reached.maxY) }
        if edges.contains(.trailing) { (safe.maxX, outer.maxX) = (region.maxX, reached.maxX) }
    }

    /// `frame` (here) grown on `edges` to the outer rectangle, on each edge where it reaches
    /// the safe rectangle's edge (or beyond): what `ignoresSafeArea` does to a view; `nil` when
    /// no edge moves. An edge whose numbers are not all finite does not grow.
    func extending(_ frame: CGRect, on edges: Edge.Set) -> CGRect? {
        let sides = Sides(frame), grown = extending(sides, on: edges)
        guard grown != sides else { return nil }
        // From the frame's own numbers, so that an edge that stays keeps its exact value.
        let dx = sides.minX - grown.minX, dy = sides.minY - grown.minY
        return CGRect(
            x: frame.origin.x - dx, y: frame.origin.y - dy,
            width: frame.size.width + dx + (grown.maxX - sides.maxX), height: frame.size.height + dy + (grown.maxY - sides.maxY))
    }

    private func extending(_ frame: Sides, on edges: Edge.Set) -> Sides {
        var sides = frame
        let slack = SafeAreaState.tolerance
        func grows(_ reaches: Bool, _ values: CGFloat...) -> Bool { reaches && values.allSatisfy(\.isFinite) }
        if edges.contains(.top), grows(sides.minY <= safe.minY + slack, sides.minY, safe.minY, outer.minY), outer.minY < sides.minY {
            sides.minY = outer.minY
        }
        if edges.contains(.leading), grows(sides.minX <= safe.minX + slack, sides.minX, safe.minX, outer.minX), outer.minX < sides.minX {
            sides.minX = outer.minX
        }
        if edges.contains(.bottom), grows(sides.maxY >= safe.maxY - slack, sides.maxY, safe.maxY, outer.maxY), outer.maxY > sides.maxY {
            sides.maxY = outer.maxY
        }
        if edges.contains(.trailing), grows(sides.maxX >= safe.maxX - slack, sides.maxX, safe.maxX, outer.maxX), outer.maxX > sides.maxX {
            sides.maxX = outer.maxX
        }
        return sides
    }

    /// How far the unsafe bands reach into a view of `size` at the origin here: a scroll
    /// view's content insets. (What lies outside the outer rectangle is not a band: it is
    /// off the window, or outside the container that made the band.)
    func overlap(_ size: CGSize) -> EdgeInsets {
        /// How much of `0 ..< length` the band `start ..< end` covers.
        func covered(_ start: CGFloat, _ end: CGFloat, _ length: CGFloat) -> CGFloat {
            let amount = Swift.min(end, length) - Swift.max(start, 0)
            return amount.isFinite ? Swift.max(amount, 0) : 0
        }
        return EdgeInsets(
            top: covered(outer.minY, safe.minY, size.height), leading: covered(outer.minX, safe.minX, size.width),
            bottom: covered(safe.maxY, outer.maxY, size.height), trailing: covered(safe.maxX, outer.maxX, size.width))
    }

    /// The safe-area insets of a view of `size` at the origin here, as `GeometryProxy`
    /// reports them: on each edge that reaches the safe rectangle's, the depth of the unsafe
    /// band beyond it; 0 on the others.
    func insets(of size: CGSize) -> EdgeInsets {
        let slack = SafeAreaState.tolerance
        func band(_ reaches: Bool, _ depth: CGFloat) -> CGFloat { reaches && depth.isFinite ? Swift.max(depth, 0) : 0 }
        return EdgeInsets(
            top: band(0 <= safe.minY + slack, safe.minY - outer.minY),
            leading: band(0 <= safe.minX + slack, safe.minX - outer.minX),
            bottom: band(size.height >= safe.maxY - slack, outer.maxY - safe.maxY),
            trailing: band(size.width >= safe.maxX - slack, outer.maxX - safe.maxX))
    }

    /// How close to a safe edge a view's edge must be to count as reaching it: frames are
    /// sums of floating-point lengths.
    static let tolerance: CGFloat = 0.001

    /// Whether every number of `rect` is finite.
    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// A rectangle as its four sides, to move one at a time.
    struct Sides: Equatable {
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat

        /// The sides of `rect`, read from its origin and size as they are (not standardised).
        init(_ rect: CGRect) {
            (minX, minY) = (rect.origin.x, rect.origin.y)
            (maxX, maxY) = (rect.origin.x + rect.size.width, rect.origin.y + rect.size.height)
        }

        /// Moves the sides into the coordinates of a view whose origin is at `origin`.
        mutating func move(by origin: CGPoint) {
            (minX, maxX) = (minX - origin.x, maxX - origin.x)
            (minY, maxY) = (minY - origin.y, maxY - origin.y)
        }

    }
}

/// How a view reaches into the unsafe bands around it: `ignoresSafeArea` (the view grows into
/// them, and what is inside sees them as safe) or a scroll view (it grows into them and insets
/// its content by them).
struct SafeAreaExtension: Equatable {
    /// The edges on which the view grows.
    var edges: Edge.Set
    /// Whether the view's content sees the bands it grew into as safe (`ignoresSafeArea`);
    /// otherwise it keeps them, for a scroll view to inset its content by.
    var makesSafe: Bool
}

/// A layout that changes its subviews' safe area (`safeAreaInset`, `safeAreaPadding`, the
/// scroll view's content).
protocol SafeAreaAdjusting {
    /// Changes `state`, the safe area of the container in its own coordinates, into the one
    /// its subview at `index` sees (still in the container's coordinates), where the container
    /// is `bounds` and its subviews are `subviews` (to measure, never to place).
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews)
}

extension LayoutEngine {
    /// The safe area of `node` as the current pass placed it, in its own coordinates: the
    /// host's insets around the window, then each container's changes on the way down.
    func safeArea(of node: NodeID) -> SafeAreaState {
        var path: [NodeID] = []
        var current = node
        while current != .none {
            path.append(current)
            current = store.nodes[current.index].parent
        }
        var state = features.safeArea.window
        var parent = NodeID.none
        for node in path.reversed() {
            let frame = columns.frames[node.index]
            if parent != .none { adjustSafeArea(&state, by: parent, for: node) }
            state = state.moved(to: frame.origin)
            if let extent = store.tables.safeAreaExtension(of: store.nodes[node.index]), extent.makesSafe {
                state.makeSafe(extent.edges)
            }
            parent = node
        }
        return state
    }

    /// Where `child`, at `frame` in its container's coordinates, goes when it reaches into the
    /// unsafe bands around it (``SafeAreaExtension``); `nil` when it does not grow (nor does a
    /// view whose frame is not finite: it has no edge to reach with).
    func extendedFrame(of child: NodeID, _ frame: CGRect) -> CGRect? {
        guard SafeAreaState.isFinite(frame), let extent = store.tables.safeAreaExtension(of: store.nodes[child.index]) else { return nil }
        let parent = store.nodes[child.index].parent
        var state = parent == .none ? features.safeArea.window : safeArea(of: parent)
        if parent != .none { adjustSafeArea(&state, by: parent, for: child) }
        return state.extending(frame, on: extent.edges)
    }

    /// Lets `parent`'s layout change `state` (its safe area) into the one its subview `child`
    /// sees (``SafeAreaAdjusting``).
    private func adjustSafeArea(_ state: inout SafeAreaState, by parent: NodeID, for child: NodeID) {
        guard case let .layout(box) = store.nodes[parent.index].behavior else { return }
        let entries = store.childEntries(of: parent)
        let position = entries.firstIndex { store.children[$0] == child }.map { $0 - entries.lowerBound } ?? 0
        store.tables.box(box).adjustSafeArea(
            &state, forSubviewAt: position, in: CGRect(origin: .zero, size: columns.frames[parent.index].size),
            subviews: subviews(of: parent))
    }

    /// The container whose subviews are `subviews`, when the pass is placing it now (not
    /// aside, for an explicit guide: then where it is is not known yet).
    func containerBeingPlaced(_ subviews: LayoutSubviews) -> NodeID? {
        guard !placement.isAside, subviews.base < store.children.count, !subviews.isEmpty else { return nil }
        let container = store.nodes[store.children[subviews.base].index].parent
        return container != .none && container == placement.container ? container : nil
    }

    /// How far the unsafe bands reach into the container whose subviews are `subviews` (a
    /// scroll view insets its content by this much); zero when nothing in the tree is unsafe,
    /// and when the container is placed aside for an explicit guide (its frame is not known
    /// then: a scroll view's guides are those of its content placed without the bands).
    func safeAreaOverlap(ofContainerOf subviews: LayoutSubviews) -> EdgeInsets {
        guard features.safeArea.used, let container = containerBeingPlaced(subviews) else { return EdgeInsets() }
        return safeArea(of: container).overlap(columns.frames[container.index].size)
    }

    /// The safe-area insets a `GeometryProxy` of `node` reports.
    func safeAreaInsets(of node: NodeID) -> EdgeInsets {
        guard features.safeArea.used else { return EdgeInsets() }
        return safeArea(of: node).insets(of: columns.frames[node.index].size)
    }

    /// Marks `node` and every node in it to be placed again: their safe area changed, which
    /// their frames do not show.
    func safeAreaChanged(in node: NodeID) {
        var pending = [node]
        while let next = pending.popLast() {
            columns.noteChange(next.index)
            columns.flags[next.index].insert(.needsPlacement)
            pending.append(contentsOf: store.children(of: next))
        }
    }
}

extension AnyLayoutBox {
    /// Lets the layout change its subview's safe area (``SafeAreaAdjusting``).
    @inline(never)
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        (layoutValue as? any SafeAreaAdjusting)?.adjustSafeArea(&state, forSubviewAt: index, in: bounds, subviews: subviews)
    }
}
