import Foundation

// After a pass: views asked for are scrolled into place, and each lazy container's windows
// follow what its scroll view shows (see `LazyRows.swift`).
//
// Which rows a window holds: those whose estimated span meets the scroll view's frame, and
// one more on each side (the margin). SwiftUI keeps a margin too; the `lazy/laziness` golden
// (200 rows of 20 in a 200-tall scroll view) shows rows 0–9 made at rest, so on macOS it is
// under a row: one row each side is Trellis's choice (derived). Rows left out are estimated
// at the pitch of the rows resolved (the distance from the first one's start to the last
// one's, per row), as SwiftUI estimates unseen rows from seen ones (derived: not measured).

extension LayoutHost {
    /// The most rounds of scrolling and resolving rows after a layout's first pass.
    static var scrollPasses: Int { 8 }

    /// Scrolls the views asked for into place and resolves the rows each lazy container's
    /// scroll view shows, laying out again after each round until nothing changes; returns the
    /// last pass's result. Rows are resolved only when `buildingViews` (on the main actor).
    func settleScrolling(_ result: LayoutResult, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        var result = result
        // Views scrolled to in this layout: scrolled to again while rows resolved since move
        // them (their estimates change as rows are measured).
        var placed: [(scrollView: NodeID?, id: ScrollTargetID, anchor: UnitPoint?)] = []
        for _ in 0 ..< Self.scrollPasses {
            let frames = engine.finalFrames()
            var changed = false
            let targets = engine.features.scrolling.pendingTargets
            engine.features.scrolling.pendingTargets = []
            for target in placed + targets {
                if let node = engine.node(marked: target.id.marker),
                   let scrollView = target.scrollView ?? engine.scrollView(around: node),
                   let record = engine.features.scrolling.scrollView(scrollView) {
                    if engine.scroll(record, toShow: frames[node.index], in: frames[scrollView.index], anchor: target.anchor) {
                        changed = true
                    }
                    if !placed.contains(where: { $0.id == target.id }) { placed.append(target) }
                } else if buildingViews, MainActor.assumeIsolated({ resolveLazyRow(marked: target.id.marker, frames: frames) }) {
                    // The row is resolved now: scrolled to in the next round.
                    engine.features.scrolling.pendingTargets.append(target)
                    changed = true
                }
            }
            // (Not while a scroll is under way: the rows shown are about to change.)
            if !changed, buildingViews {
                for node in engine.features.scrolling.lazyContainers.map(\.node) {
                    guard let index = engine.features.scrolling.lazyContainers.firstIndex(where: { $0.node == node }) else { continue }
                    let record = engine.features.scrolling.lazyContainers[index]
                    guard let plan = engine.lazyPlan(for: record, frames: frames),
                          plan.windows != record.segments.map(\.window) else { continue }
                    MainActor.assumeIsolated { resolveLazyContainer(at: index, plan: plan) }
                    changed = true
                }
            }
            // Pinned views follow what the last pass showed.
            if !changed { changed = engine.noteLazyVisibleSpans(frames: frames) }
            guard changed else { return result }
            engine.resetDiagnostics()
            result = pass()
        }
        return result
    }

    /// Finds the row of a lazy container marked `marker` (by its `ForEach` identity, else by a
    /// mark in its view, making rows one by one until one has it) and resolves its container
    /// again with the row in its window. Returns whether it found one.
    @MainActor
    private func resolveLazyRow(marked marker: Marker, frames: [CGRect]) -> Bool {
        for (index, record) in engine.features.scrolling.lazyContainers.enumerated() {
            for (number, segment) in record.segments.enumerated() {
                let found = (0 ..< segment.count).first { segment.id($0) == marker }
                    ?? (0 ..< segment.count).first { !segment.window.contains($0) && rowView(segment.row($0), in: record, has: marker) }
                guard let row = found else { continue }
                // (Rows left out estimated from what the last pass measured.)
                var plan = engine.lazyPlan(for: record, frames: frames) ?? engine.currentPlan(of: record)
                let columns = Swift.max(plan.columns[number], 1), line = row / columns
                plan.windows[number] = Swift.max(line - 1, 0) * columns ..< Swift.min((line + 2) * columns, segment.count)
                resolveLazyContainer(at: index, plan: plan)
                return true
            }
        }
        return false
    }

    /// Whether `view`, a row of `record`'s, has a view marked `marker`.
    @MainActor
    private func rowView(_ view: AnyView, in record: LazyContainerRecord, has marker: Marker) -> Bool {
        var resolver = Resolver(continuing: engine.contexts, context: context(record.context), fonts: fonts)
        var elements: [NodeID] = []
        resolver.resolve(view, into: &elements)
        return resolver.nodes.indices.contains { resolver.store.marker(of: NodeID($0)) == marker }
    }

    /// The context at `index` among the engine's (the root's for -1).
    private func context(_ index: Int32) -> MarkContext {
        index >= 0 ? engine.contexts[Int(index)] : MarkContext(environment: engine.environment, stackOrientation: nil)
    }

    /// Resolves the lazy container of the record at `index` again with `plan`, in its place;
    /// the new container keeps what the code around it did to the old one (its mark, traits).
    @MainActor
    private func resolveLazyContainer(at index: Int, plan: LazyPlan) {
        let record = engine.features.scrolling.lazyContainers[index]
        var resolver = Resolver(continuing: engine.contexts, context: context(record.context), fonts: fonts)
        resolver.scope.lazy.plan = plan
        // Its rows' state belongs to the container: kept while it is made again.
        resolver.live = live.map { LiveRecorder(views: $0, outerIdentity: record.liveIdentity) }
        resolver.live?.fallback = nearestLiveRecord(around: record.node)
        var elements: [NodeID] = []
        record.make(&resolver, &elements)
        guard elements.count == 1 else { return }
        if let old = engine.store.rare(of: record.node) {
            resolver.update(elements) {
                $0.marker = old.marker
                $0.context = old.context
                for change in old.outsideChanges { change.apply(to: &$0) }
                $0.outsideChanges = old.outsideChanges
                $0.changesBeforeMark = old.changesBeforeMark
            }
        }
        let new = engine.replace(record.node, with: resolver, top: elements[0], placed: replacingLiveViews(under: record.node, recorder: resolver.live))
        depth = max(depth, engine.level(of: new) + engine.depth(below: new))
    }
}

extension LayoutEngine {
    /// Notes, for each lazy container with pinned views, the part of it its scroll view shows
    /// in `frames`, and has those whose part changed placed again; returns whether any did.
    func noteLazyVisibleSpans(frames: [CGRect]) -> Bool {
        var changed = false
        for record in features.scrolling.lazyContainers where !record.pinned.isEmpty {
            guard let scrollView = scrollView(around: record.node) else { continue }
            let box = frames[record.node.index], viewport = frames[scrollView.index]
            let span = record.axis == .vertical
                ? viewport.minY - box.minY ... Swift.max(viewport.maxY - box.minY, viewport.minY - box.minY)
                : viewport.minX - box.minX ... Swift.max(viewport.maxX - box.minX, viewport.minX - box.minX)
            guard span.lowerBound.isFinite, span.upperBound.isFinite, features.scrolling.visibleSpans[record.node] != span else { continue }
            features.scrolling.visibleSpans[record.node] = span
            placeAgain(record.node)
            changed = true
        }
        return changed
    }

    /// How much further along `axis` the scroll view `node` is asked to be than it was laid
    /// out (its content, estimated too short, cut the offset short); 0 for an end (an edge).
    func pendingScroll(of node: NodeID, along axis: Axis) -> CGFloat {
        guard let request = features.scrolling.requests[node], let applied = features.scrolling.applied[node] else { return 0 }
        let (asked, laid) = axis == .vertical ? (request.y, applied.y) : (request.x, applied.x)
        guard let asked, asked.isFinite, asked > laid else { return 0 }
        return asked - laid
    }

    /// The plan `record` was resolved with.
    func currentPlan(of record: LazyContainerRecord) -> LazyPlan {
        LazyPlan(
            windows: record.segments.map(\.window), pitches: record.segments.map(\.pitch), columns: record.segments.map(\.columns),
            gap: record.gap)
    }

    /// How `record` (a lazy container in `scrollView`) is read along its axis in `frames`: a
    /// rectangle's start and end along it, the container's start, and what shows, from the
    /// container's start; `nil` when what shows is not finite. (Where an offset asked for was
    /// cut short by content estimated too short, what will show once the rows are estimated is
    /// further along by the difference.)
    func lazyAxis(of record: LazyContainerRecord, in scrollView: NodeID, frames: [CGRect]) -> (
        start: (CGRect) -> CGFloat, end: (CGRect) -> CGFloat, origin: CGFloat, shown: (low: CGFloat, high: CGFloat)
    )? {
        let axis = record.axis
        let start = { (rect: CGRect) in axis == .vertical ? rect.minY : rect.minX }
        let end = { (rect: CGRect) in axis == .vertical ? rect.maxY : rect.maxX }
        let origin = start(frames[record.node.index])
        let viewport = frames[scrollView.index]
        let ahead = pendingScroll(of: scrollView, along: axis)
        let shown = (low: start(viewport) - origin + ahead, high: end(viewport) - origin + ahead)
        guard shown.low.isFinite, shown.high.isFinite else { return nil }
        return (start, end, origin, shown)
    }

    /// The plan that resolves the rows `record`'s scroll view shows, with pitches estimated
    /// from `frames` (the last pass's, in the root's space); `nil` when it is in no scroll view.
    func lazyPlan(for record: LazyContainerRecord, frames: [CGRect]) -> LazyPlan? {
        guard let scrollView = scrollView(around: record.node) else { return nil }
        if record.isGrid { return lazyGridPlan(for: record, in: scrollView, frames: frames) }
        guard let (start, end, origin, shown) = lazyAxis(of: record, in: scrollView, frames: frames) else { return nil }
        var plan = currentPlan(of: record)
        // The gap between rows: the stack's spacing, else as measured between two rows.
        var gap = record.spacing ?? record.gap
        for (index, segment) in record.segments.enumerated() {
            // The resolved rows' spans, from the container's start.
            var spans: [(row: Int, low: CGFloat, high: CGFloat)] = []
            for (offset, row) in segment.rows.enumerated() where row.first != .none {
                spans.append((segment.window.lowerBound + offset, start(frames[row.first.index]) - origin, end(frames[row.last.index]) - origin))
            }
            if record.spacing == nil, spans.count >= 2 { gap = spans[1].low - spans[0].high }
            var pitch = segment.pitch
            if let first = spans.first, let last = spans.last {
                pitch = spans.count >= 2 ? (last.low - first.low) / CGFloat(last.row - first.row) : first.high - first.low + gap
            }
            plan.pitches[index] = pitch
            guard pitch > 0, pitch.isFinite else { continue }
            // (Estimates far away can be any number: clamped before they are made integers.)
            let limit = CGFloat(segment.count) + 2
            func rows(_ value: CGFloat) -> Int { Int(Swift.min(Swift.max(value, -limit), limit)) }
            /// The row at `position`, estimated where no row was resolved.
            func row(at position: CGFloat) -> Int {
                guard let first = spans.first, let last = spans.last else {
                    let base = segment.before != .none ? start(frames[segment.before.index]) - origin : 0
                    return rows(((position - base) / pitch).rounded(.down))
                }
                if position < first.low { return first.row - rows(((first.low - position) / pitch).rounded(.up)) }
                if position >= last.low { return last.row + rows(((position - last.low) / pitch).rounded(.down)) }
                return spans.last { $0.low <= position }?.row ?? first.row
            }
            var low = Swift.max(row(at: shown.low) - 1, 0)
            let high = Swift.min(row(at: shown.high) + 2, segment.count)
            // Shown past the last row (an offset the content cuts short): the last rows show.
            if high == segment.count {
                let shownRows = Int(Swift.min(((shown.high - shown.low) / pitch).rounded(.up), limit)) + 2
                low = Swift.min(low, Swift.max(segment.count - shownRows, 0))
            }
            plan.windows[index] = low < high ? low ..< high : Swift.min(low, segment.count) ..< Swift.min(low, segment.count)
        }
        plan.gap = gap
        return plan
    }
}
