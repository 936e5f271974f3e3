import Foundation

// Placing: the pass that runs each container's `placeSubviews` and keeps its subviews' frames.

extension LayoutEngine {
    /// Places the subview `node`, which is at child entry `entry` (a proxy's `place`). A
    /// caller that measured the subview for `proposal` passes the `size` it answered.
    func place(
        _ node: NodeID, entry: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize? = nil
    ) {
        var record = Placement(position: position, anchor: anchor, proposal: sanitized(proposal, for: node), placed: true)
        // (Known for the proposal as given: one that needed cleaning is asked again.)
        if let size, record.proposal == proposal { record.size = size }
        if !(position.x.isFinite && position.y.isFinite && anchor.x.isFinite && anchor.y.isFinite) {
            record = sanitized(record, of: node)
        }
        if placement.isAside {
            placement.recordAside(record, of: node)
            return
        }
        guard let position = placement.position(ofEntry: entry) else { return }
        if placement.record(record, at: position) {
            report(.placedMoreThanOnce, node, "placed more than once by its container; the last placement wins")
        }
    }

    /// Leaves `node` out of this pass's result, with its whole subtree: a container that shows
    /// only some of its subviews (`ViewThatFits`) calls this instead of placing the others.
    /// Placing the node later in the same pass shows it again.
    func hide(_ node: NodeID, entry: Int) {
        guard !placement.isAside, let position = placement.position(ofEntry: entry) else { return }
        _ = placement.record(Placement(placed: true, hidden: true), at: position)
    }

    /// Lays the whole tree out for `proposal`: measures the root, then places every container
    /// that has to be placed again.
    ///
    /// A container is placed again when it is new or something in it changed (``replace``),
    /// when its size or proposal changed, when a pass is traced, when something in it reported
    /// a diagnostic the last time it was placed (so that every pass reports it again), or when
    /// it moved and has a layout in it that is not a ``BuiltInLayout`` (user layouts may place from the origin). Any other
    /// container's subviews keep their frames relative to it, and nothing in it is visited.
    func layOut(_ proposal: ProposedViewSize) -> CGSize {
        columns.beginChanges(&store)
        cache.beginPass()
        let root = store.root
        let (rootProposal, rootFrame, size) = placeRoot(proposal)
        var stack = PendingContainers()
        if keepPlacement(of: root, frame: rootFrame, proposal: rootProposal, origin: rootFrame.origin) {
            stack.push(root, at: rootFrame.origin)
        }
        // (A node on the stack was kept in this pass: its change is already noted.)
        while let (node, boundsOrigin) = stack.pop() {
            placeContents(of: node, at: boundsOrigin, stack: &stack, callingLayouts: true)
        }
        placement.releaseScratch()
        return size
    }

    /// Measures the root for the window `proposal` and works out where it goes: inside the
    /// host's safe-area insets (at the origin when there are none), grown into them if it
    /// ignores them. Returns the root's proposal and frame, and the window's size (the root's
    /// when there are no insets).
    private func placeRoot(_ proposal: ProposedViewSize) -> (proposal: ProposedViewSize, frame: CGRect, size: CGSize) {
        let root = store.root
        let insets = features.safeArea.insets
        if !features.containers.frames.isEmpty {
            // (As the root is proposed below: the window less the insets.)
            func inside(_ length: CGFloat?, _ bands: CGFloat) -> CGFloat? {
                length.flatMap { $0.isNaN ? nil : Swift.max($0 - bands, 0) }
            }
            offerContainerLengths(
                ProposedViewSize(
                    width: inside(proposal.width, insets.leading + insets.trailing),
                    height: inside(proposal.height, insets.top + insets.bottom)),
                from: .none)
        }
        guard insets != EdgeInsets() else {
            let size = measure(root, proposal)
            features.safeArea.window = SafeAreaState(nothingUnsafeAround: CGRect(origin: .zero, size: size))
            return (sanitized(proposal, for: root), CGRect(origin: drawingOrigin(of: root, placedAt: .zero), size: size), size)
        }
        let inside = ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { Swift.max($0 - insets.top - insets.bottom, 0) })
        var size = measure(root, inside)
        let windowSize = CGSize(
            width: proposal.width ?? size.width + insets.leading + insets.trailing,
            height: proposal.height ?? size.height + insets.top + insets.bottom)
        let last = features.safeArea.window
        features.safeArea.window = SafeAreaState(
            safe: CGRect(
                x: insets.leading, y: insets.top, width: Swift.max(windowSize.width - insets.leading - insets.trailing, 0),
                height: Swift.max(windowSize.height - insets.top - insets.bottom, 0)),
            outer: CGRect(origin: .zero, size: windowSize))
        // A window of another size moved every band's outer edge, which no frame need show.
        if features.safeArea.window != last { placeEverythingAgainDuringPass() }
        var rootProposal = sanitized(inside, for: root)
        var frame = CGRect(origin: drawingOrigin(of: root, placedAt: CGPoint(x: insets.leading, y: insets.top)), size: size)
        if columns.flags[root.index].contains(.reachesIntoSafeArea), let grown = extendedFrame(of: root, frame) {
            rootProposal = ProposedViewSize(grown.size)
            size = measure(root, rootProposal)
            frame = CGRect(origin: grown.origin, size: size)
        }
        return (rootProposal, frame, windowSize)
    }

    /// Places what is inside `node`, kept in this pass with its bounds at `boundsOrigin` in
    /// root coordinates.
    ///
    /// A container whose layout places its one subview by a rule
    /// (``directPlacement(of:_:size:proposal:)``) is placed here, and so is that subview's
    /// inside, down a chain of such containers (a view's modifiers) to a leaf, or to the first
    /// container whose layout must be asked: asked here when `callingLayouts`, else put on
    /// `stack` (while a container's placements are being kept, no other layout is asked to
    /// place: the placement scratch holds them).
    private func placeContents(of node: NodeID, at boundsOrigin: CGPoint, stack: inout PendingContainers, callingLayouts: Bool) {
        var next: (node: NodeID, origin: CGPoint)? = (node, boundsOrigin)
        while let (node, boundsOrigin) = next {
            guard case let .layout(index) = store.nodes[node.index].behavior, store.nodes[node.index].childCount > 0 else {
                columns.flags[node.index].remove(.needsPlacement)
                return
            }
            // (Lent without a retain: the tables keep every box alive through a pass.)
            next = Unmanaged.passUnretained(store.tables.box(index))._withUnsafeGuaranteedRef { box in
                // A built-in layout places in bounds at the origin, so that its subviews' frames
                // relative to it are exactly what it computed, wherever it is; a user layout gets
                // its bounds in root coordinates (as SwiftUI gives them in its parent's space).
                let relative = box.placesRelativeToBounds
                let bounds = CGRect(origin: relative ? .zero : boundsOrigin, size: columns.frames[node.index].size)
                let proposal = columns.proposals[node.index].proposal
                let reportsBefore = reportCount
                var inside: (node: NodeID, origin: CGPoint)?
                if let (child, record, childSize) = directPlacement(of: node, box, size: bounds.size, proposal: proposal) {
                    columns.flags[node.index].remove(.needsPlacement)
                    inside = place(child, record, size: childSize, relative: relative, boundsOrigin: boundsOrigin).map { (child, $0) }
                } else if callingLayouts {
                    columns.flags[node.index].remove(.needsPlacement)
                    placeSubviews(of: node, box, in: bounds, proposal: proposal, boundsOrigin: boundsOrigin, stack: &stack)
                } else {
                    stack.push(node, at: boundsOrigin)
                    return nil
                }
                // Placing it met a problem (or reused an answer that had met one): place it
                // again in the next pass, so that the pass reports the problem again.
                if reportCount != reportsBefore { needsPlacement(from: node) }
                return inside
            }
        }
    }

    /// Runs the `placeSubviews` of `node`'s layout `box` in `bounds`, for `proposal`, and keeps
    /// where it placed each subview (see ``place(_:_:size:relative:boundsOrigin:)``), placing
    /// at once the insides of those its own rule places (``placeContents(of:at:stack:callingLayouts:)``).
    private func placeSubviews(
        of node: NodeID, _ box: AnyLayoutBox, in bounds: CGRect, proposal: ProposedViewSize, boundsOrigin: CGPoint,
        stack: inout PendingContainers
    ) {
        let relative = box.placesRelativeToBounds
        let entries = store.childEntries(of: node)
        placement.begin(node, entries: entries)
        attributing(node, .placeSubviews, proposal) { box.placeSubviews(in: bounds, proposal, of: node, in: self) }
        placement.end()
        // The subviews in order; the containers among them that need their layouts asked go on
        // the stack, which then gives them back in order.
        let pushedBefore = stack.count
        defer { stack.reverse(from: pushedBefore) }
        for position in 0 ..< entries.count {
            let child = store.children[entries.lowerBound + position]
            var record = placement[position]
            if record.hidden {
                columns.noteChange(child.index)
                columns.flags[child.index].insert(.hidden)
                continue
            }
            if !record.placed {
                report(.notPlaced, child, "never placed by its container; centred in the container with its proposal")
                record = Placement(position: .zero, anchor: .center, proposal: proposal, placed: true)
                // Centred along a finite side; along an infinite one (a container of infinite
                // size) at its start, since an infinite midpoint has no place (∞ − ∞ is NaN).
                (record.position.x, record.anchor.x) = Self.centre(bounds.minX, bounds.width)
                (record.position.y, record.anchor.y) = Self.centre(bounds.minY, bounds.height)
            }
            let size = record.size.width.isNaN ? measure(child, record.proposal) : record.size
            if let origin = place(child, record, size: size, relative: relative, boundsOrigin: boundsOrigin) {
                placeContents(of: child, at: origin, stack: &stack, callingLayouts: false)
            }
        }
    }

    /// Keeps the placement `record` of `child`, of `size`, in its container (placing relative
    /// to its bounds or not, whose bounds are at `boundsOrigin` in root coordinates); returns
    /// where its own bounds are in root coordinates when its subviews have to be placed again.
    /// A leaf has none: it is done with here.
    @inline(__always)
    private func place(
        _ child: NodeID, _ record: Placement, size: CGSize, relative: Bool, boundsOrigin: CGPoint
    ) -> CGPoint? {
        // Noted when kept, below.
        columns.flags[child.index].remove(.hidden)
        let placed = drawingOrigin(of: child, placedAt: Self.origin(of: size, at: record.position, anchor: record.anchor))
        let local = relative
            ? CGRect(origin: placed, size: size)
            : CGRect(x: placed.x - boundsOrigin.x, y: placed.y - boundsOrigin.y, width: size.width, height: size.height)
        let childOrigin = relative ? CGPoint(x: boundsOrigin.x + placed.x, y: boundsOrigin.y + placed.y) : placed
        guard keepPlacement(of: child, frame: local, proposal: record.proposal, origin: childOrigin) else { return nil }
        guard store.nodes[child.index].childCount > 0 else {
            columns.flags[child.index].remove(.needsPlacement)
            return nil
        }
        // (A container that grew into the safe area's unsafe bands moved its bounds.)
        if let growth = features.safeArea.growth {
            features.safeArea.growth = nil
            return CGPoint(x: childOrigin.x + growth.x, y: childOrigin.y + growth.y)
        }
        return childOrigin
    }

    /// The placement of the one subview of a built-in `node`, as its layout's
    /// ``SubviewPlacement`` says, with the subview and its size; `nil` when the rule needs the
    /// layout after all: the pass is traced (the trace shows the layout's questions), the
    /// subview is aligned by guides it may set explicitly or by a guide that is not a fixed
    /// fraction of its size, or a number is not finite (the layout's own call then reports it).
    ///
    /// The rule is the one the layout's `placeSubviews` follows, so both place alike: a
    /// subview without explicit guides has each standard guide at a fixed fraction of its size,
    /// so lining its guide up with the container's puts its anchor at that fraction of it at
    /// the same fraction of the container.
    @inline(__always)
    private func directPlacement(
        of node: NodeID, _ box: AnyLayoutBox, size: CGSize, proposal: ProposedViewSize
    ) -> (child: NodeID, record: Placement, size: CGSize)? {
        guard measurementLog == nil, store.nodes[node.index].childCount == 1,
              let rule = box.subviewPlacement(in: size, proposal) else { return nil }
        // A proposal to clean is left to the layout's call, which reports it.
        guard (rule.proposal.width ?? 0) >= 0, (rule.proposal.height ?? 0) >= 0 else { return nil }
        let child = store.children[Int(store.nodes[node.index].childStart)]
        var record = Placement(proposal: rule.proposal, placed: true)
        let childSize = measure(child, rule.proposal)
        switch rule.position {
        case let .at(point):
            record.position = point
        case let .aligned(alignment):
            guard columns.flags[child.index].contains(.noExplicitGuides),
                  let x = alignment.horizontal.key.standardFraction, let y = alignment.vertical.key.standardFraction
            else { return nil }
            guard (x * childSize.width).isFinite, (y * childSize.height).isFinite else { return nil }
            record.position = CGPoint(x: x * size.width, y: y * size.height)
            record.anchor = UnitPoint(x: x, y: y)
        }
        guard record.position.x.isFinite, record.position.y.isFinite else { return nil }
        return (child, record, childSize)
    }

    /// Where an unplaced subview goes along one side of its container (`start`, `length`):
    /// the middle, anchored by its centre, or the start, anchored there, when the side is not
    /// finite; 0 when the start itself is not.
    private static func centre(_ start: CGFloat, _ length: CGFloat) -> (position: CGFloat, anchor: CGFloat) {
        guard start.isFinite else { return (0, 0) }
        return length.isFinite ? (start + length / 2, 0.5) : (start, 0)
    }

    /// Records where `node` was placed (`frame`, relative to its container, and at `origin` in
    /// root coordinates); returns whether its subviews have to be placed again. A view that
    /// grows into the unsafe bands it reaches is kept grown (and ``safeAreaGrowth`` says how
    /// far its origin moved).
    @inline(__always)
    private func keepPlacement(of node: NodeID, frame: CGRect, proposal: ProposedViewSize, origin: CGPoint) -> Bool {
        if !(frame.width.isFinite && frame.height.isFinite) { reportInfiniteFrame(of: node, frame.size, proposal: proposal) }
        var again = columns.flags[node.index].contains(.needsPlacement) || measurementLog != nil
            || columns.frames[node.index].size != frame.size || columns.proposals[node.index] != PackedProposal(proposal)
        if !columns.flags[node.index].contains(.placesRelatively) {
            // (A view that reaches into the safe area's unsafe bands never places relatively.)
            if columns.flags[node.index].contains(.reachesIntoSafeArea), features.safeArea.used {
                return keepPlacement(of: node, reachingFrom: frame, proposal: proposal, origin: origin)
            }
            if placement.moveAbsolute(node, to: origin) { again = true }
        }
        columns.noteChange(node.index)
        columns.frames[node.index] = frame
        columns.proposals[node.index] = PackedProposal(proposal)
        return again
    }

    /// ``keepPlacement(of:frame:proposal:origin:)`` for a view that grows into the unsafe
    /// bands it reaches (``SafeAreaExtension``): placed at `frame` (relative to its container,
    /// at `origin` in root coordinates), it is kept grown and proposed its grown size; when its
    /// subviews are to be placed again, ``safeAreaGrowth`` says how far its origin moved. Out of
    /// line: few views grow.
    @inline(never)
    private func keepPlacement(of node: NodeID, reachingFrom frame: CGRect, proposal: ProposedViewSize, origin: CGPoint) -> Bool {
        var frame = frame, proposal = proposal, origin = origin
        var growth: CGPoint?
        if let grown = extendedFrame(of: node, frame) {
            proposal = ProposedViewSize(grown.size)
            let size = measure(node, proposal)
            growth = CGPoint(x: grown.minX - frame.minX, y: grown.minY - frame.minY)
            origin = CGPoint(x: origin.x + grown.minX - frame.minX, y: origin.y + grown.minY - frame.minY)
            frame = CGRect(origin: grown.origin, size: size)
        }
        let again = columns.flags[node.index].contains(.needsPlacement) || measurementLog != nil
            || columns.frames[node.index].size != frame.size || columns.proposals[node.index] != PackedProposal(proposal)
        let moved = placement.moveAbsolute(node, to: origin)
        columns.noteChange(node.index)
        columns.frames[node.index] = frame
        columns.proposals[node.index] = PackedProposal(proposal)
        if again || moved, store.nodes[node.index].childCount > 0 { features.safeArea.growth = growth }
        return again || moved
    }

    @inline(never)
    private func reportInfiniteFrame(of node: NodeID, _ size: CGSize, proposal: ProposedViewSize) {
        let proposed = (size.width.isInfinite && proposal.width == .infinity)
            || (size.height.isInfinite && proposal.height == .infinity)
        report(.infiniteFrame, node, "came out \(Describe.size(size)); " + (proposed
            ? "an infinite proposal reached a view that fills it"
            : "its size overflowed past the largest finite number"))
    }

    /// Marks `node` and every container around it to be placed again in the next pass.
    ///
    /// The walk always goes up to the root: a marked node does not mean its containers are
    /// marked (a hidden node keeps its mark through passes that clear its containers').
    func needsPlacement(from node: NodeID) {
        var current = node
        while current != .none {
            columns.noteChange(current.index)
            columns.flags[current.index].insert(.needsPlacement)
            current = store.nodes[current.index].parent
        }
    }

    /// Where a node is drawn when placed at `origin`: moved by its drawing offset.
    ///
    /// SwiftUI applies an offset in the layout direction of the offset view, so `x` points
    /// leftwards in a right-to-left environment. Frames here are in the container's
    /// left-to-right coordinates and get mirrored with the container's direction later, so the
    /// offset is flipped here only where the node's direction differs from its container's
    /// (the root's container counts as left to right).
    @inline(__always)
    private func drawingOrigin(of node: NodeID, placedAt origin: CGPoint) -> CGPoint {
        // (Most nodes have no rare properties, so no offset.)
        guard store.nodes[node.index].rare >= 0 else { return origin }
        return offsetOrigin(of: node, placedAt: origin)
    }

    private func offsetOrigin(of node: NodeID, placedAt origin: CGPoint) -> CGPoint {
        let offset = store.tables.drawingOffset(of: store.nodes[node.index])
        guard offset != .zero else { return origin }
        let parent = store.nodes[node.index].parent
        let containerDirection = parent == .none ? LayoutDirection.leftToRight : store.nodes[parent.index].layoutDirection
        let dx = store.nodes[node.index].layoutDirection == containerDirection ? offset.width : -offset.width
        return CGPoint(x: origin.x + dx, y: origin.y + offset.height)
    }

    /// The top-leading corner of a view of `size` whose `anchor` is at `position`.
    static func origin(of size: CGSize, at position: CGPoint, anchor: UnitPoint) -> CGPoint {
        // An infinite size with a non-zero anchor would put the view at -∞ (and its content at
        // ∞ - ∞): such a view keeps the position.
        func axis(_ p: CGFloat, _ a: CGFloat, _ s: CGFloat) -> CGFloat {
            let offset = a * s
            return offset.isFinite ? p - offset : p
        }
        return CGPoint(x: axis(position.x, anchor.x, size.width), y: axis(position.y, anchor.y, size.height))
    }
}
