import Foundation

/// The algorithm of `HStack` and `VStack`: subviews in a line along a *major* axis, aligned
/// on the *minor* axis. Written for the horizontal case; a vertical stack swaps the axes.
///
/// 1. **Spacing.** Between two neighbours: the stack's `spacing` if given, else the distance
///    their spacing preferences ask for (`previous.spacing.distance(to: next.spacing, along:)`).
/// 2. **Unspecified major proposal.** Every subview is proposed `(nil, minor)` and takes its
///    ideal length.
/// 3. **Concrete major proposal.** The space to share is the proposal minus the spacing.
///    Subviews are put in *fitting order*: higher `layoutPriority` first; within a priority,
///    the less flexible first, where flexibility is the length at an infinite proposal minus
///    the length at a zero proposal (both at the real minor proposal); among infinitely
///    flexible subviews, the one with the larger minimum first. The sort is stable.
/// 4. **Distribution**, priority group by priority group: the first group starts with the
///    space minus the minimum lengths of every lower group; each later group gets back its
///    own minimums. Within a group each subview in fitting order is proposed an equal share
///    of what is left, `max(left / subviewsLeft, 0)`, and whatever it takes is subtracted —
///    so a subview that takes less leaves more for the next, and one that takes more
///    (an overflow) leaves less.
/// 5. **Minor axis.** Every subview's alignment guide lies on one line; the stack's minor size
///    is the extent of the aligned subviews together with that line. (Including the line
///    matters only when guides put every subview on one side of it; that part follows the
///    reimplementation and is unconfirmed on SwiftUI.)
/// 6. **Placement** follows declaration order, not fitting order. The placement pass uses the
///    stack's own minor size where its proposal left the minor axis unspecified, so a
///    subview proposed nothing while sizing may be proposed the stack's height when placed.
///
/// Spacing of the stack itself: the union of every subview's preferences on the minor-axis
/// edges, of the first subview's on the leading (top) edge and of the last subview's on the
/// trailing (bottom) edge. An empty stack prefers 0 everywhere.
///
/// Sources: Apple's documentation of `HStack`, `layoutPriority(_:)` ("offers the child views
/// with the highest layout priority all the space offered to the parent minus the minimum
/// space required for all its lower-priority children") and `ViewSpacing`; objc.io,
/// "HStacks: Child Ordering" (2020) for the fitting order; OpenSwiftUI's `StackLayout` (a
/// reimplementation checked against SwiftUI screenshots) for the group reservation, the
/// minor-axis extent and the placement proposal.
struct StackAlgorithm {
    /// The axis the subviews are lined up along.
    let majorAxis: Axis
    /// The guide the subviews are aligned on, across the major axis.
    let alignment: AlignmentKey
    /// The distance between neighbours, or `nil` for the distance their preferences ask.
    let spacing: CGFloat?

    /// A stack along `majorAxis`; a NaN or infinite `spacing` is not a distance and counts as
    /// `nil` (the views that build stacks report it).
    init(majorAxis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.majorAxis = majorAxis
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    }

    private var minorAxis: Axis { majorAxis.orthogonal }

    // MARK: Cache (its type and the arrangement it keeps: StackCache.swift)

    /// A subview's lengths at a zero and an infinite major proposal, in one arrangement; NaN
    /// until measured (a measured length is never NaN: Trellis turns NaN answers into 0). A
    /// subview that gives one size whatever it is proposed is asked once, and its `size`
    /// stands for every proposal of the arrangement.
    private struct Probe {
        var minimum: CGFloat = .nan
        var maximum: CGFloat = .nan
        var size: CGSize?
    }

    func makeCache(_ subviews: LayoutSubviews) -> Cache { makeCache(SubviewAccess(subviews)) }

    private func makeCache(_ subviews: SubviewAccess) -> Cache {
        var cache = Cache()
        fill(&cache, subviews)
        return cache
    }

    /// Makes `cache`, cleared, the cache of `subviews` (in place: a cache is 144 bytes to copy).
    private func fill(_ cache: inout Cache, _ subviews: SubviewAccess) {
        cache.identity = subviews.identity
        cache.spacing = spacing
        let count = subviews.count
        let firstPriority = count > 0 ? subviews.priority(0) : 0
        cache.uniformPriority = (0 ..< count).allSatisfy { subviews.priority($0) == firstPriority } ? firstPriority : nil
        if let spacing {
            for _ in 0 ..< count { cache.appendDistance(spacing) }
            return
        }
        // A pair of neighbours is as far apart as the pair before it when both pairs have the
        // same preferences (equal neighbouring preferences share one key).
        var previous: (key: Int32, spacing: ViewSpacing)?
        var lastPair: (from: Int32, to: Int32, distance: CGFloat)?
        for index in 0 ..< count {
            let key = subviews.spacingKey(index)
            var distance: CGFloat = 0
            if let before = previous {
                if let pair = lastPair, pair.from == before.key, pair.to == key {
                    distance = pair.distance
                } else {
                    distance = before.spacing.distance(to: subviews.spacing(index), along: majorAxis)
                    lastPair = (before.key, key, distance)
                }
            }
            if previous?.key != key { previous = (key, subviews.spacing(index)) }
            cache.appendDistance(distance)
        }
    }

    private func validated(_ cache: inout Cache, _ subviews: SubviewAccess) {
        if cache.identity != subviews.identity || cache.spacing != spacing {
            cache.clear()
            fill(&cache, subviews)
        }
    }

    // MARK: Sizing

    /// What the sizing steps find for one subview, kept in scratch memory for one call.
    private struct Slot {
        var proposal: ProposedViewSize
        var size: CGSize
        /// The alignment guide's value, read once every subview is measured (step 5).
        var guide: CGFloat = 0
    }

    /// Sizes and positions every subview for `proposal`, then calls `body` with each
    /// subview's proposal, the size it answered and its origin (in declaration order);
    /// returns the stack's size. The caller has validated `cache` for `subviews`.
    @inline(__always)
    private func arrange(
        _ proposal: ProposedViewSize, _ subviews: SubviewAccess, cache: inout Cache, independent known: Bool? = nil,
        placing body: (_ index: Int, _ proposal: ProposedViewSize, _ size: CGSize, _ origin: CGPoint) -> Void = { _, _, _, _ in }
    ) -> CGSize {
        let count = subviews.count
        guard count > 0 else { return .zero }
        let independent = known ?? proposalIndependent(subviews, cache)
        return withUnsafeTemporaryAllocation(of: Slot.self, capacity: count) { slots in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                withUnsafeTemporaryAllocation(of: Probe.self, capacity: count) { probes in
                    arrange(
                        proposal, subviews, slots: slots, order: order, probes: probes, cache: &cache,
                        independent: independent, placing: body)
                }
            }
        }
    }

    private func arrange(
        _ proposal: ProposedViewSize, _ subviews: SubviewAccess,
        slots: UnsafeMutableBufferPointer<Slot>, order: UnsafeMutableBufferPointer<Int>,
        probes: UnsafeMutableBufferPointer<Probe>, cache: inout Cache, independent: Bool,
        placing body: (Int, ProposedViewSize, CGSize, CGPoint) -> Void
    ) -> CGSize {
        let count = slots.count
        let minor = proposal[minorAxis]
        /// Measures subview `index` at `childProposal` and records what it answers. (A subview
        /// asked once answers from its probe, unless the proposal is one to clean: asking
        /// reports it then, in the order the questions come.)
        func measure(_ index: Int, _ childProposal: ProposedViewSize) {
            let clean = (childProposal.width ?? 0) >= 0 && (childProposal.height ?? 0) >= 0
            let known = probes.isEmpty || !clean ? nil : probes[index].size
            slots.initializeElement(
                at: index, to: Slot(proposal: childProposal, size: known ?? subviews.size(index, childProposal)))
        }

        // Steps 2-4: sizes along the major axis.
        probes.initialize(repeating: Probe())
        defer { _ = probes.deinitialize() }
        if independent, let major = proposal[majorAxis] {
            // Every subview gives one size whatever it is offered: none is more flexible than
            // another (each one's flexibility is 0), so step 3 keeps the subviews' own order
            // and probes nothing; each is asked once, at its share.
            var available = major - cache.totalSpacing
            for index in 0 ..< count {
                let share = Self.share(of: available, among: count - index)
                let childProposal = ProposedViewSize(share, along: majorAxis, minor)
                slots.initializeElement(at: index, to: Slot(proposal: childProposal, size: subviews.size(index, childProposal)))
                let remaining = available - slots[index].size[majorAxis]
                if !remaining.isNaN { available = remaining }
            }
        } else if let major = proposal[majorAxis] {
            fittingOrder(subviews, into: order, minor: minor, probes: probes, uniformPriority: cache.uniformPriority != nil)
            var available = major - cache.totalSpacing
            var start = 0
            while start < count {
                var end = count
                if cache.uniformPriority == nil {
                    let priority = subviews.priority(order[start])
                    end = start + 1
                    while end < count, subviews.priority(order[end]) == priority { end += 1 }
                }
                if start == 0 {
                    for index in order[end...] { available -= minimum(of: index, subviews, minor: minor, probes) }
                } else {
                    for index in order[start ..< end] { available += minimum(of: index, subviews, minor: minor, probes) }
                }
                var left = end - start
                for index in order[start ..< end] {
                    let share = Self.share(of: available, among: left)
                    measure(index, ProposedViewSize(share, along: majorAxis, minor))
                    let remaining = available - slots[index].size[majorAxis]
                    if !remaining.isNaN { available = remaining }
                    left -= 1
                }
                start = end
            }
        } else {
            for index in 0 ..< count {
                measure(index, ProposedViewSize(nil, along: majorAxis, minor))
            }
        }
        defer { _ = slots.deinitialize() }

        // Steps 5-6: the minor axis, then the positions along the major axis.
        var lowest: CGFloat = 0, highest: CGFloat = 0
        for index in 0 ..< count {
            let guide = subviews.guide(index, alignment, proposal: slots[index].proposal, size: slots[index].size)
            slots[index].guide = guide
            let length = slots[index].size[minorAxis]
            guard guide.isFinite, length.isFinite else {
                // Infinitely long (a probe of the maximum): the stack is infinite too.
                highest = .infinity
                continue
            }
            lowest = Swift.min(lowest, -guide)
            highest = Swift.max(highest, length - guide)
        }
        var position: CGFloat = 0
        for index in 0 ..< count {
            let majorOrigin = position + cache.distance(before: index)
            position = majorOrigin + slots[index].size[majorAxis]
            // A subview of infinite extent (asked for its maximum) has no finite alignment; it
            // starts at the stack's edge.
            let minorOrigin = -slots[index].guide - lowest
            body(
                index, slots[index].proposal, slots[index].size,
                CGPoint(majorOrigin, along: majorAxis, minorOrigin.isFinite ? minorOrigin : 0))
        }
        return CGSize(position, along: majorAxis, highest - lowest)
    }

    /// Whether the stack's arrangement is the same for every proposal but for its subviews'
    /// proposals: every subview gives one size whatever it is proposed
    /// (``SubviewAccess/answersOnce(_:)``) and all have one priority. Sizes, distances and
    /// guides (which, for such subviews, depend on their sizes alone) then fix every origin.
    @inline(__always)
    private func proposalIndependent(_ subviews: SubviewAccess, _ cache: Cache) -> Bool {
        guard cache.uniformPriority != nil else { return false }
        for index in 0 ..< subviews.count where !subviews.answersOnce(index) { return false }
        return true
    }

    /// Step 4's share: what is `available` split evenly among `left` subviews, never negative.
    @inline(__always)
    private static func share(of available: CGFloat, among left: Int) -> CGFloat {
        Swift.max(available / CGFloat(left), 0)
    }

    /// Step 3: the subviews' positions (from 0) in fitting order, written to `order`.
    private func fittingOrder(
        _ subviews: SubviewAccess, into order: UnsafeMutableBufferPointer<Int>, minor: CGFloat?,
        probes: UnsafeMutableBufferPointer<Probe>, uniformPriority: Bool
    ) {
        // A stable insertion sort: stacks are short, and equal subviews keep their order. It
        // moves each subview past the ones it fits before, which in a long stack of distinct
        // priorities or flexibilities adds up to n²/2 moves (100,000 texts of distinct priorities
        // took 40 s): past a few moves per subview, the order is made by sorting instead.
        var moves = 0, movesAllowed = 8 * order.count + 64
        for i in 0 ..< order.count {
            order.initializeElement(at: i, to: i)
            var j = i
            while j > 0, fitsEarlier(i, order[j - 1], subviews, minor: minor, uniformPriority: uniformPriority, probes) {
                order[j] = order[j - 1]
                j -= 1
                moves += 1
            }
            order[j] = i
            if moves > movesAllowed {
                // A sort that is stable by construction: ties keep the subviews' order.
                func earlier(_ a: Int, _ b: Int) -> Bool {
                    fitsEarlier(a, b, subviews, minor: minor, uniformPriority: uniformPriority, probes)
                }
                var sorted = Array(0 ..< order.count)
                sorted.sort { a, b in earlier(a, b) || (!earlier(b, a) && a < b) }
                for (position, index) in sorted.enumerated() { order[position] = index }
                return
            }
        }
    }

    /// Whether subview `a` comes before subview `b` in fitting order: a higher priority, then
    /// less flexibility, then (both infinitely flexible) a larger minimum.
    @inline(__always)
    private func fitsEarlier(
        _ a: Int, _ b: Int, _ subviews: SubviewAccess, minor: CGFloat?, uniformPriority: Bool,
        _ probes: UnsafeMutableBufferPointer<Probe>
    ) -> Bool {
        if !uniformPriority {
            let pa = subviews.priority(a), pb = subviews.priority(b)
            if pa != pb { return pa > pb }
        }
        let minA = minimum(of: a, subviews, minor: minor, probes)
        let maxA = maximum(of: a, subviews, minor: minor, probes)
        let minB = minimum(of: b, subviews, minor: minor, probes)
        let maxB = maximum(of: b, subviews, minor: minor, probes)
        let flexA = maxA - minA, flexB = maxB - minB
        if flexA != flexB { return flexA < flexB }
        // Equally (infinitely) flexible: the larger minimum fits first.
        return flexA == .infinity && minA > minB
    }

    /// Subview `index`'s length at a zero major proposal, measured once per arrangement.
    private func minimum(
        of index: Int, _ subviews: SubviewAccess, minor: CGFloat?, _ probes: UnsafeMutableBufferPointer<Probe>
    ) -> CGFloat {
        let known = probes[index].minimum
        if !known.isNaN { return known }
        let size = subviews.size(index, ProposedViewSize(0, along: majorAxis, minor))
        probes[index].minimum = size[majorAxis]
        answersOnce(index, size, subviews, probes)
        return size[majorAxis]
    }

    /// Subview `index`'s length at an infinite major proposal, measured once per arrangement.
    private func maximum(
        of index: Int, _ subviews: SubviewAccess, minor: CGFloat?, _ probes: UnsafeMutableBufferPointer<Probe>
    ) -> CGFloat {
        let known = probes[index].maximum
        if !known.isNaN { return known }
        let size = subviews.size(index, ProposedViewSize(.infinity, along: majorAxis, minor))
        probes[index].maximum = size[majorAxis]
        answersOnce(index, size, subviews, probes)
        return size[majorAxis]
    }

    /// When subview `index`, just probed at `size`, gives one size whatever it is proposed:
    /// records that size for every probe and proposal of the arrangement.
    @inline(__always)
    private func answersOnce(
        _ index: Int, _ size: CGSize, _ subviews: SubviewAccess, _ probes: UnsafeMutableBufferPointer<Probe>
    ) {
        guard subviews.answersOnce(index) else { return }
        probes[index] = Probe(minimum: size[majorAxis], maximum: size[majorAxis], size: size)
    }

    // MARK: Layout requirements

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        let subviews = SubviewAccess(subviews)
        validated(&cache, subviews)
        let independent = proposalIndependent(subviews, cache)
        // Kept for placing at this proposal, or at any when the arrangement fits every
        // proposal (a probe of a stack of fixed views is then its only measurement).
        let major = proposal[majorAxis]
        let keeps = independent || major.map { $0 > 0 && $0.isFinite } ?? false
        guard keeps, !subviews.isTraced else {
            return arrange(proposal, subviews, cache: &cache, independent: independent)
        }
        // Kept for placing at this proposal (reusing the last arrangement's storage).
        // (Only when nothing else holds it: a copy of the cache shares it.)
        var last = cache.arrangement
        cache.arrangement = nil
        let kept: Arrangement
        if isKnownUniquelyReferenced(&last), let reused = last, reused.info.pointee.capacity >= subviews.count {
            kept = reused
            kept.removeAll()
        } else {
            kept = Arrangement.make(capacity: subviews.count, proposal: proposal, majorAxis: majorAxis, alignment: alignment)
        }
        let reports = subviews.problemsReported
        let majorAxis = majorAxis
        let size = arrange(proposal, subviews, cache: &cache, independent: independent) { _, proposal, size, origin in
            kept.append((proposal[majorAxis] ?? .nan, size, origin))
        }
        if subviews.problemsReported == reports {
            (kept.info.pointee.proposal, kept.info.pointee.majorAxis, kept.info.pointee.alignment) = (proposal, majorAxis, alignment)
            kept.info.pointee.fitsEveryProposal = independent
            cache.arrangement = kept
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout Cache) {
        let subviews = SubviewAccess(subviews)
        // Step 6: an unspecified minor proposal becomes the stack's own minor size.
        var placing = proposal
        if placing[minorAxis] == nil { placing[minorAxis] = bounds.size[minorAxis] }
        validated(&cache, subviews)
        // Placing ends what the arrangement is kept for: it goes, so that a host keeps no
        // arrangement between passes (the next pass's sizing makes one again).
        let arrangement = cache.arrangement
        cache.arrangement = nil
        if let kept = arrangement, kept.info.pointee.majorAxis == majorAxis, kept.info.pointee.alignment == alignment,
           kept.count == subviews.count, !subviews.isTraced {
            let minor = placing[minorAxis]
            if kept.info.pointee.proposal == placing {
                for index in 0 ..< subviews.count {
                    let (share, size, origin) = kept[index]
                    subviews.place(
                        index, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                        proposal: ProposedViewSize(share.isNaN ? nil : share, along: majorAxis, minor), size: size)
                }
                return
            }
            // Arranged for another proposal, but sizes and origins hold for every one: only the
            // shares (step 4, in the subviews' own order) are worked out again. (Not for a
            // proposal to clean: arranging asks the subviews then, which reports it.)
            if kept.info.pointee.fitsEveryProposal, (placing.width ?? 0) >= 0, (placing.height ?? 0) >= 0 {
                var available = placing[majorAxis].map { $0 - cache.totalSpacing }
                for index in 0 ..< subviews.count {
                    let (_, size, origin) = kept[index]
                    let share = available.map { Self.share(of: $0, among: subviews.count - index) }
                    if let before = available, case let remaining = before - size[majorAxis], !remaining.isNaN {
                        available = remaining
                    }
                    subviews.place(
                        index, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                        proposal: ProposedViewSize(share, along: majorAxis, minor), size: size)
                }
                return
            }
        }
        _ = arrange(placing, subviews, cache: &cache) { index, proposal, size, origin in
            subviews.place(
                index, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal, size: size)
        }
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        let subviews = SubviewAccess(subviews)
        let count = subviews.count
        guard count > 0 else { return .zero }
        // Subviews that all state the same preferences (one key): their union on every edge is
        // those preferences, kept shared, so that the stack's own neighbours compare by pointer.
        let firstKey = subviews.spacingKey(0)
        if (1 ..< count).allSatisfy({ subviews.spacingKey($0) == firstKey }) { return subviews.spacing(0) }
        let minorEdges: Edge.Set = majorAxis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        var result = ViewSpacing()
        var previousKey: Int32 = -1
        for index in 0 ..< count {
            // Neighbours that share their preferences add nothing to the union a second time.
            let key = subviews.spacingKey(index)
            if key != previousKey { result.formUnion(subviews.spacing(index), edges: minorEdges) }
            previousKey = key
        }
        result.formUnion(subviews.spacing(0), edges: majorAxis == .horizontal ? .leading : .top)
        result.formUnion(subviews.spacing(count - 1), edges: majorAxis == .horizontal ? .trailing : .bottom)
        return result
    }
}
