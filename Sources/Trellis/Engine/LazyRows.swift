import Foundation

// Real laziness: a lazy stack in a scroll view resolves only the rows of its `ForEach`s near
// what the scroll view shows. Each `ForEach` (a segment) resolves a window of its rows, with a
// placeholder before and after standing for the rows left out, as long as the rows resolved
// so far suggest. After a pass, the host works out the rows each window must hold and, where
// a window changes, resolves the container again with the new windows (`LazyHost.swift`).

/// What the host asks a lazy container's segments to resolve: per segment, the rows and the
/// estimated pitch (a row's length and the gap after it) of those left out; the gap between
/// rows.
struct LazyPlan {
    var windows: [Range<Int>]
    var pitches: [CGFloat]
    var gap: CGFloat
}

/// One `ForEach` of a lazy container: how many rows it has, which it resolved, and how to
/// make any row and its identity.
struct LazySegment {
    let count: Int
    let window: Range<Int>
    /// The estimated pitch of a row left out (0 before any row was measured).
    let pitch: CGFloat
    /// The placeholders standing for the rows before and after the window (`.none` if none).
    var before: NodeID = .none
    var after: NodeID = .none
    /// Per row of the window, its first and last top-level node (`.none` for a row of none).
    var rows: [(first: NodeID, last: NodeID)] = []
    /// Row `i`'s identity in the `ForEach` (its `id` key path's value).
    let id: (Int) -> Marker
    /// Makes row `i`'s view.
    let row: (Int) -> AnyView
}

/// Collects a lazy container's segments and sections while its content is resolved (a class:
/// every `ForEach` and `Section` in the content adds to the one collector; the resolver names
/// it by its index, ``Resolver/lazyRows``).
@usableFromInline
final class LazyRowCollector {
    let axis: Axis
    let spacing: CGFloat?
    let pinned: PinnedScrollableViews
    let plan: LazyPlan?
    let make: LazyContainerRecord.Make
    let context: Int32
    var segments: [LazySegment] = []
    /// How many sections were resolved in the container so far.
    var sectionCount = 0

    init(
        axis: Axis, spacing: CGFloat?, pinned: PinnedScrollableViews, plan: LazyPlan?, context: Int32,
        make: @escaping LazyContainerRecord.Make
    ) {
        self.axis = axis
        self.spacing = spacing
        self.pinned = pinned
        self.plan = plan
        self.context = context
        self.make = make
    }
}

/// A lazy container in the tree: its node, its segments, and how to resolve it again.
struct LazyContainerRecord {
    /// Resolves the container again into a resolver (given a ``LazyPlan``), appending it to
    /// the elements.
    typealias Make = (inout Resolver, inout [NodeID]) -> Void

    var node: NodeID
    let axis: Axis
    let spacing: CGFloat?
    /// The views of its sections that stick to the scroll view's edges.
    let pinned: PinnedScrollableViews
    /// Where it was resolved (an index into the engine's ``MarkContext``s).
    let context: Int32
    /// Resolves the container again.
    let make: Make
    var segments: [LazySegment]
    /// The gap between rows its placeholders were made with.
    let gap: CGFloat

    /// The record with its nodes renamed by `remap` (a replacement's resolver's, added to the
    /// engine's).
    func remapped(_ remap: (NodeID) -> NodeID) -> LazyContainerRecord {
        var record = self
        record.node = remap(node)
        for index in record.segments.indices {
            record.segments[index].before = remap(segments[index].before)
            record.segments[index].after = remap(segments[index].after)
            record.segments[index].rows = segments[index].rows.map { (remap($0.first), remap($0.last)) }
        }
        return record
    }
}

extension Resolver {
    /// Resolves a lazy stack's container: in a scroll view that scrolls along `axis`, its
    /// `ForEach`s resolve only some rows (the host's plan, else the first), and the container
    /// is recorded so that the host can resolve it again.
    mutating func resolveLazyContainer<V: View>(
        _ view: V, axis: Axis, spacing: CGFloat?, pinned: PinnedScrollableViews, into elements: inout [NodeID]
    ) {
        let scrolls = environment.enclosingScrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
        if scrolls {
            let plan = lazyPlan
            lazyPlan = nil
            lazyCollectors.append(LazyRowCollector(
                axis: axis, spacing: spacing, pinned: pinned, plan: plan, context: currentContext()
            ) { resolver, elements in
                resolver.resolveLazyContainer(view, axis: axis, spacing: spacing, pinned: pinned, into: &elements)
            })
            nextLazyRows = Int32(lazyCollectors.count - 1)
        }
        resolve(view, into: &elements)
        nextLazyRows = -1
    }

    /// Resolves a lazy grid's container: its sections' views know their parts (a header or
    /// footer takes a line of its own), and its `ForEach`s resolve every row. (Its collector's
    /// index is written -2 − index in ``lazyRows``, which no `ForEach` takes for its own.)
    mutating func resolveSectionedContainer<V: View>(_ view: V, into elements: inout [NodeID]) {
        lazyCollectors.append(LazyRowCollector(axis: .vertical, spacing: nil, pinned: [], plan: nil, context: -1) { _, _ in })
        nextLazyRows = -2 - Int32(lazyCollectors.count - 1)
        resolve(view, into: &elements)
        nextLazyRows = -1
    }

    /// The collector of the lazy container whose content is being resolved, if any.
    var currentLazyCollector: LazyRowCollector? {
        lazyRows == -1 ? nil : lazyCollectors[Int(lazyRows >= 0 ? lazyRows : -2 - lazyRows)]
    }

    /// Records the lazy container `node`, whose rows `collected` collected.
    mutating func addLazyContainer(_ node: NodeID, _ collected: LazyRowCollector) {
        guard !collected.segments.isEmpty || !collected.pinned.isEmpty else { return }
        scrolling.lazyContainers.append(LazyContainerRecord(
            node: node, axis: collected.axis, spacing: collected.spacing, pinned: collected.pinned, context: collected.context,
            make: collected.make,
            segments: collected.segments, gap: collected.plan?.gap ?? collected.spacing ?? 0))
    }

    /// Resolves the rows of `view` that the lazy container being resolved asks for, between
    /// placeholders for the others.
    @usableFromInline
    mutating func resolveLazily<Data, ID, Content>(_ view: ForEach<Data, ID, Content>) {
        guard lazyRows >= 0 else { return }
        let collector = lazyCollectors[Int(lazyRows)], current = lazyRows
        let index = collector.segments.count
        let data = view.data, content = view.content, idPath = view.id
        let count = data.count
        let plan = collector.plan.flatMap { index < $0.windows.count ? $0 : nil }
        let window = plan.map { $0.windows[index].clamped(to: 0 ..< count) } ?? 0 ..< Swift.min(count, 1)
        let pitch = plan?.pitches[index] ?? 0
        let gap = plan?.gap ?? collector.spacing ?? 0
        func element(_ row: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: row)] }
        var segment = LazySegment(
            count: count, window: window, pitch: pitch,
            id: { Marker(element($0)[keyPath: idPath]) }, row: { AnyView(content(element($0))) })
        // A row's own `ForEach`s resolve every row.
        lazyRows = -1
        defer { lazyRows = current }
        if window.lowerBound > 0 || window.isEmpty {
            segment.before = addLazyPlaceholder(rows: window.isEmpty ? count : window.lowerBound, pitch: pitch, gap: gap, axis: collector.axis)
        }
        for row in window {
            let start = elements.count
            resolve(content(element(row)))
            segment.rows.append(elements.count > start ? (elements[start], elements[elements.count - 1]) : (.none, .none))
        }
        if !window.isEmpty, window.upperBound < count {
            segment.after = addLazyPlaceholder(rows: count - window.upperBound, pitch: pitch, gap: gap, axis: collector.axis)
        }
        collector.segments.append(segment)
    }

    /// Resolves a section's header, content and footer as views of the lazy container being
    /// resolved, each marked with its part of the section (``LazySectionRole``) for pinning.
    mutating func resolveLazySection<Header: View, Content: View, Footer: View>(
        header: Header, content: Content, footer: Footer, in collector: LazyRowCollector
    ) {
        let section = collector.sectionCount
        collector.sectionCount += 1
        func resolve<V: View>(_ view: V, as part: LazySectionRole.Part) {
            let start = elements.count
            self.resolve(view)
            let role = LazySectionRole(section: section, part: part)
            updateFromOutside(elements[start...], .layoutValue(ObjectIdentifier(LazySectionKey.self), role))
            // A pinned header or footer is drawn over the rows it sticks above.
            let pins = part == .header ? collector.pinned.contains(.sectionHeaders) : part == .footer && collector.pinned.contains(.sectionFooters)
            if pins { updateFromOutside(elements[start...], .zIndex(1)) }
        }
        resolve(header, as: .header)
        resolve(content, as: .content)
        resolve(footer, as: .footer)
    }

    /// Adds a placeholder as long as `rows` rows `pitch` apart, less one gap (the stack puts
    /// one between it and the next row), and nothing across.
    private mutating func addLazyPlaceholder(rows: Int, pitch: CGFloat, gap: CGFloat, axis: Axis) -> NodeID {
        let length = Swift.max(CGFloat(rows) * pitch - gap, 0)
        let size = axis == .vertical ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
        let node = addLeaf(.fixed(size), name: NodeName.builtIn(.lazyPlaceholder))
        elements.append(node)
        return node
    }
}
