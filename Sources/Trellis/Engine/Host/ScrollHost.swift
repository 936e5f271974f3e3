import Foundation

// The host's side of scrolling: where a scroll view is asked to scroll (`scroll(_:to:)`,
// `scrollTo(_:anchor:)`, bindings and proxies), and, after a pass, turning a request for a
// view's identity into a content offset from where that view was laid out.

extension LayoutHost {
    /// Scrolls the scroll view marked `.id(scrollView)` to `position`; the next layout shows
    /// it there.
    ///
    /// The marked view may be the scroll view or a view around it (the first scroll view in
    /// it is scrolled). Offsets are clamped to the content's range, as a real scroll view
    /// clamps them; a position naming a view scrolls that view into place (see
    /// ``ScrollPosition/scrollTo(id:anchor:)``), and an automatic one returns the scroll view
    /// to where it rests by itself.
    ///
    /// ```swift
    /// let host = LayoutHost(ScrollView { ForEach(0 ..< 100) { Color.blue.frame(height: 20).id($0) } }.id("list"))
    /// host.scroll("list", to: ScrollPosition(y: 400))
    /// host.layout(in: ProposedViewSize(width: 200, height: 200)).frame(of: 20)   // y 0
    /// ```
    ///
    /// - Returns: `false`, changing nothing, when no scroll view carries the mark or is in
    ///   the marked view.
    @discardableResult
    public func scroll<ID: Hashable>(_ scrollView: ID, to position: ScrollPosition) -> Bool {
        withLock {
            guard let marked = engine.node(marked: Marker(scrollView)), let node = engine.firstScrollView(in: marked) else {
                return false
            }
            ask(node, toScrollTo: position)
            return true
        }
    }

    /// Scrolls the view marked `.id(id)` into place in the scroll view around it, as
    /// ``ScrollViewProxy/scrollTo(_:anchor:)`` does; the next layout shows it there.
    ///
    /// - Parameters:
    ///   - id: The mark of the view to scroll to.
    ///   - anchor: The point of the view that meets the same point of the scroll view; `nil`
    ///     scrolls the least that shows the whole view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        withLock {
            var position = ScrollPosition()
            position.target = .view(ScrollTargetID(marker: Marker(id)), anchor: anchor)
            ask(nil, toScrollTo: position)
        }
    }

    /// The content offset the scroll view marked `.id(scrollView)` (or the first one in the
    /// marked view) was laid out at last: the point of its content at its top-leading corner
    /// (negative where short content rests at an anchor further along); `nil` before a layout
    /// or when no scroll view carries the mark.
    ///
    /// ```swift
    /// host.scroll("list", to: ScrollPosition(edge: .bottom))
    /// _ = host.layout(in: ProposedViewSize(width: 200, height: 200))
    /// host.scrollOffset(of: "list")   // the end of the content, clamped
    /// ```
    public func scrollOffset<ID: Hashable>(of scrollView: ID) -> CGPoint? {
        withLock {
            guard let marked = engine.node(marked: Marker(scrollView)), let node = engine.firstScrollView(in: marked) else {
                return nil
            }
            // (SwiftUI's offsets count from inside the content margins: -top at rest.)
            let margins = engine.features.scrolling.scrollView(node)?.margins ?? EdgeInsets()
            return engine.features.scrolling.applied[node].map { CGPoint(x: $0.x - margins.leading, y: $0.y - margins.top) }
        }
    }

    /// Asks the scroll view `node` (for a view target, `nil`: the one around the view) to
    /// scroll to `position` at the next layout.
    func ask(_ node: NodeID?, toScrollTo position: ScrollPosition) {
        dropLastResult()
        switch position.target {
        case let .view(id, anchor):
            engine.features.scrolling.pendingTargets.append((node, id, anchor))
            return
        case .automatic:
            guard let node else { return }
            engine.features.scrolling.requests[node] = nil
        case let .edge(edge):
            guard let node else { return }
            var request = engine.features.scrolling.requests[node] ?? ScrollOffsetRequest()
            switch edge {
            case .top: request.y = 0
            case .bottom: request.y = .infinity
            case .leading: request.x = 0
            case .trailing: request.x = .infinity
            }
            engine.features.scrolling.requests[node] = request
        case let .point(x, y):
            guard let node else { return }
            var request = engine.features.scrolling.requests[node] ?? ScrollOffsetRequest()
            // (A point counts from inside the content margins, as SwiftUI's content offset does.)
            let margins = engine.features.scrolling.scrollView(node)?.margins ?? EdgeInsets()
            if let x { request.x = x + margins.leading }
            if let y { request.y = y + margins.top }
            engine.features.scrolling.requests[node] = request
        }
        if let node { engine.placeAgain(node) }
    }

    /// Takes what the `scrollPosition` bindings (read only when `readingBindings`: on the
    /// main actor) and the `ScrollViewReader` proxies ask for since the last layout.
    /// Whether a proxy asked a scroll view to scroll since the last layout (an action may
    /// have: the host lays out again before it returns, `LayoutHost.layout(in:isolation:)`).
    var hasPendingScrollRequests: Bool { engine.features.scrolling.proxies.contains { $0.hasPending } }

    func takeScrollInputs(readingBindings: Bool) {
        for storage in engine.features.scrolling.proxies {
            for position in storage.take() { ask(nil, toScrollTo: position) }
        }
        guard readingBindings, !engine.features.scrolling.bindings.isEmpty else { return }
        let changes = MainActor.assumeIsolated { readScrollBindings() }
        for (node, position) in changes { ask(node, toScrollTo: position) }
    }

    /// Reads every `scrollPosition` binding; returns those whose value should scroll.
    @MainActor
    private func readScrollBindings() -> [(NodeID, ScrollPosition)] {
        var changes: [(NodeID, ScrollPosition)] = []
        for index in engine.features.scrolling.bindings.indices {
            let record = engine.features.scrolling.bindings[index]
            let value = record.read()
            engine.features.scrolling.bindings[index].last = value
            if let last = record.last {
                if last != value { changes.append((record.node, value)) }
            } else if record.initialValueScrolls, !value.isAutomatic {
                changes.append((record.node, value))
            }
        }
        return changes
    }
}

extension LayoutEngine {
    /// The first scroll view in `node`'s subtree, in tree order (`node` itself first).
    func firstScrollView(in node: NodeID) -> NodeID? {
        var stack = [node]
        while let current = stack.popLast() {
            if store.nodes[current.index].nameSource == .builtIn(.scrollView) { return current }
            stack.append(contentsOf: store.children(of: current).reversed())
        }
        return nil
    }

    /// The nearest scroll view around `node`.
    func scrollView(around node: NodeID) -> NodeID? {
        var current = store.nodes[node.index].parent
        while current != .none {
            if store.nodes[current.index].nameSource == .builtIn(.scrollView) { return current }
            current = store.nodes[current.index].parent
        }
        return nil
    }

    /// Asks the scroll view `record` for the offset that puts `target` (a frame in the root's
    /// space, where the last pass laid it out) in place in its `viewport` (its frame there,
    /// less its content margins: swiftui-web `scroll/geometry` puts row 10 under a 20-point top
    /// margin, not at the scroll view's top):
    /// `anchor`'s point of the target on the same point of the viewport, or, without an
    /// anchor, the least move that shows the whole target (its leading or top edge first when
    /// it is longer than the viewport). Returns whether the request changed.
    @discardableResult
    func scroll(_ record: ScrollViewRecord, toShow target: CGRect, in viewport: CGRect, anchor: UnitPoint?) -> Bool {
        let node = record.node
        let current = features.scrolling.applied[node] ?? .zero
        // What shows of the content: the viewport less the content margins.
        let margins = record.margins
        let viewport = CGRect(
            x: viewport.minX + margins.leading, y: viewport.minY + margins.top,
            width: Swift.max(viewport.width - margins.leading - margins.trailing, 0),
            height: Swift.max(viewport.height - margins.top - margins.bottom, 0))
        var request = features.scrolling.requests[node] ?? ScrollOffsetRequest()
        let rightToLeft = store.nodes[node.index].layoutDirection == .rightToLeft
        if record.axes.contains(.horizontal) {
            // Frames here are mirrored right to left; offsets are not.
            let fraction = anchor.map { rightToLeft ? 1 - $0.x : $0.x }
            let move = Self.move(showing: target.minX, target.width, in: viewport.minX, viewport.width, fraction: fraction)
            request.x = current.x + (rightToLeft ? -move : move)
        }
        if record.axes.contains(.vertical) {
            request.y = current.y + Self.move(showing: target.minY, target.height, in: viewport.minY, viewport.height, fraction: anchor?.y)
        }
        let old = features.scrolling.requests[node]
        // (Moves under a millionth of a point are not moves: estimates settle to rounding.)
        func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool { a == b || (a != nil && b != nil && abs(a! - b!) < 1e-6) }
        if let old, same(old.x, request.x), same(old.y, request.y) { return false }
        features.scrolling.requests[node] = request
        placeAgain(node)
        return true
    }

    /// Has the next pass place `node` (a scroll view asked to move) again, though its size
    /// and proposal stay.
    func placeAgain(_ node: NodeID) {
        columns.beginChanges(&store)
        needsPlacement(from: node)
    }

    /// How far to move content along an axis so that the span at `start` of `length` shows in
    /// the viewport at `viewStart` of `viewLength`: its `fraction` point on the viewport's, or
    /// (`nil`) the least move that shows it whole.
    private static func move(
        showing start: CGFloat, _ length: CGFloat, in viewStart: CGFloat, _ viewLength: CGFloat, fraction: CGFloat?
    ) -> CGFloat {
        let move: CGFloat
        if let fraction {
            move = (start + fraction * length) - (viewStart + fraction * viewLength)
        } else if start < viewStart || length > viewLength {
            move = start - viewStart
        } else if start + length > viewStart + viewLength {
            move = start + length - (viewStart + viewLength)
        } else {
            move = 0
        }
        return move.isFinite ? move : 0
    }
}
