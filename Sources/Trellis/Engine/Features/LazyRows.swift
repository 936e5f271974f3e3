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
    /// Per segment, the views a line holds (a grid's tracks; 1 in a stack).
    var columns: [Int]
    var gap: CGFloat
}

/// One `ForEach` of a lazy container: how many rows it has, which it resolved, and how to
/// make any row and its identity.
struct LazySegment {
    let count: Int
    let window: Range<Int>
    /// The estimated pitch of a line of rows left out (0 before any row was measured).
    let pitch: CGFloat
    /// The rows a line holds (a grid's tracks; 1 in a stack), as last estimated.
    let columns: Int
    /// Whether the segment resolves every row (in a grid, one that does not start a line).
    var eager = false
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
    /// Whether the container is a lazy grid (placeholders take lines of their own).
    let isGrid: Bool
    let plan: LazyPlan?
    let make: LazyContainerRecord.Make
    let context: Int32
    var segments: [LazySegment] = []
    /// How many sections were resolved in the container so far.
    var sectionCount = 0
    /// In a grid, the resolver's node count where the current line began (the content's or
    /// a section's content's start): a `ForEach` resolved then starts a line.
    var lineStart = -1
    /// In a live host, the identity of the view around the container (its rows' identities
    /// start from it, whichever resolver makes them).
    var liveIdentity = 0

    init(
        axis: Axis, spacing: CGFloat?, pinned: PinnedScrollableViews, isGrid: Bool = false, plan: LazyPlan?, context: Int32,
        make: @escaping LazyContainerRecord.Make
    ) {
        self.isGrid = isGrid
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
    /// Whether it is a lazy grid.
    let isGrid: Bool
    /// Where it was resolved (an index into the engine's ``MarkContext``s).
    let context: Int32
    /// Resolves the container again.
    let make: Make
    var segments: [LazySegment]
    /// The identity of the live view around it (``LazyRowCollector/liveIdentity``).
    var liveIdentity = 0
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
        _ view: V, axis: Axis, spacing: CGFloat?, pinned: PinnedScrollableViews, isGrid: Bool = false,
        into elements: inout [NodeID]
    ) {
        let scrolls = environment.enclosingScrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
        if scrolls {
            let plan = scope.lazy.plan
            scope.lazy.plan = nil
            let collector = LazyRowCollector(
                axis: axis, spacing: spacing, pinned: pinned, isGrid: isGrid, plan: plan, context: currentContext()
            ) { resolver, elements in
                resolver.resolveLazyContainer(view, axis: axis, spacing: spacing, pinned: pinned, isGrid: isGrid, into: &elements)
            }
            collector.lineStart = nodes.count
            collector.liveIdentity = live?.identity ?? 0
            scope.lazy.collectors.append(collector)
            scope.lazy.next = Int32(scope.lazy.collectors.count - 1)
        } else if isGrid {
            // Not lazy, but its sections' views know their parts (a header or footer takes a
            // line of its own). (The collector's index is written -2 − index in
            // ``lazyRows``, which no `ForEach` takes for its own.)
            scope.lazy.collectors.append(LazyRowCollector(axis: axis, spacing: nil, pinned: [], isGrid: true, plan: nil, context: -1) { _, _ in })
            scope.lazy.next = -2 - Int32(scope.lazy.collectors.count - 1)
        }
        resolve(view, into: &elements)
        scope.lazy.next = -1
    }

    /// The collector of the lazy container whose content is being resolved, if any.
    var currentLazyCollector: LazyRowCollector? {
        scope.lazy.current == -1 ? nil : scope.lazy.collectors[Int(scope.lazy.current >= 0 ? scope.lazy.current : -2 - scope.lazy.current)]
    }

    /// Records the lazy container `node`, whose rows `collected` collected.
    mutating func addLazyContainer(_ node: NodeID, _ collected: LazyRowCollector) {
        guard !collected.segments.isEmpty || !collected.pinned.isEmpty else { return }
        features.scrolling.lazyContainers.append(LazyContainerRecord(
            node: node, axis: collected.axis, spacing: collected.spacing, pinned: collected.pinned, isGrid: collected.isGrid,
            context: collected.context,
            make: collected.make,
            segments: collected.segments, liveIdentity: collected.liveIdentity,
            gap: collected.plan?.gap ?? collected.spacing ?? 0))
    }

    /// Resolves the rows of `view` that the lazy container being resolved asks for, between
    /// placeholders for the others.
    @usableFromInline
    mutating func resolveLazily<Data, ID, Content: View>(_ view: ForEach<Data, ID, Content>) {
        guard scope.lazy.current >= 0 else { return }
        let collector = scope.lazy.collectors[Int(scope.lazy.current)], current = scope.lazy.current
        let index = collector.segments.count
        let data = view.data, content = view.content, idPath = view.id
        let count = data.count
        let plan = collector.plan.flatMap { index < $0.windows.count ? $0 : nil }
        // In a grid, only a `ForEach` that starts a line is windowed (its lines are then whole).
        let eager = collector.isGrid && collector.lineStart != nodes.count
        // (A grid starts with as many views as fill a line or two of up to 16 tracks.)
        let first = eager ? count : Swift.min(count, collector.isGrid ? 32 : 1)
        let window = eager ? 0 ..< count : plan.map { $0.windows[index].clamped(to: 0 ..< count) } ?? 0 ..< first
        let pitch = plan?.pitches[index] ?? 0
        let columns = Swift.max(plan?.columns[index] ?? 1, 1)
        let gap = plan?.gap ?? collector.spacing ?? 0
        func element(_ row: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: row)] }
        var segment = LazySegment(
            count: count, window: window, pitch: pitch, columns: columns,
            id: { Marker(element($0)[keyPath: idPath]) }, row: { AnyView(content(element($0))) })
        segment.eager = eager
        /// The lines `rows` rows take.
        func lines(_ rows: Int) -> Int { (rows + columns - 1) / columns }
        // A row's own `ForEach`s resolve every row; its sections (a `ForEach` of `Section`s)
        // are still the container's.
        scope.lazy.current = -2 - current
        defer { scope.lazy.current = current }
        if window.lowerBound > 0 || window.isEmpty {
            segment.before = addLazyPlaceholder(
                lines: lines(window.isEmpty ? count : window.lowerBound), pitch: pitch, gap: gap, in: collector)
        }
        for row in window {
            let start = elements.count
            if let live {
                // A row's views take their identity from its id, and what it reads marks the
                // live view around the container.
                let row = element(row)
                live.beginScope(AnyHashable(row[keyPath: idPath]).hashValue, elementCount: start)
                resolve(live.track { content(row) })
                live.endScope()
            } else {
                resolve(content(element(row)))
            }
            segment.rows.append(elements.count > start ? (elements[start], elements[elements.count - 1]) : (.none, .none))
        }
        if !window.isEmpty, window.upperBound < count {
            segment.after = addLazyPlaceholder(lines: lines(count - window.upperBound), pitch: pitch, gap: gap, in: collector)
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
            if part == .content { collector.lineStart = nodes.count }
            // In a list, headers and footers take the list's fonts, in the secondary colour.
            let saved = environment
            if part != .content, let fonts = environment.list.sectionFonts {
                if let font = part == .header ? fonts.header : fonts.footer { environment.font = font }
                if environment.foregroundColor == nil { environment.foregroundColor = .secondary }
            }
            self.resolve(view)
            if part != .content, environment.list.sectionFonts != nil { environment = saved }
            let role = LazySectionRole(section: section, part: part)
            // (A grid's placeholders keep their own part: they take lines of their own.)
            let views = elements[start...].filter { nodes[$0.index].nameSource != .builtIn(.lazyPlaceholder) }
            updateFromOutside(views, .layoutValue(ObjectIdentifier(LazySectionKey.self), role))
            // A pinned header or footer is drawn over the rows it sticks above.
            let pins = part == .header ? collector.pinned.contains(.sectionHeaders) : part == .footer && collector.pinned.contains(.sectionFooters)
            if pins { updateFromOutside(views, .zIndex(1)) }
        }
        resolve(header, as: .header)
        resolve(content, as: .content)
        resolve(footer, as: .footer)
    }

    /// Adds a placeholder as long as `lines` lines `pitch` apart, less one gap (the container
    /// puts one between it and the next line), and nothing across; in a grid, a line of its own.
    private mutating func addLazyPlaceholder(lines: Int, pitch: CGFloat, gap: CGFloat, in collector: LazyRowCollector) -> NodeID {
        let length = Swift.max(CGFloat(lines) * pitch - gap, 0)
        let size = collector.axis == .vertical ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
        let node = addLeaf(.fixed(size), name: NodeName.builtIn(.lazyPlaceholder))
        if collector.isGrid {
            updateFromOutside([node], .layoutValue(ObjectIdentifier(LazySectionKey.self), LazySectionRole(section: -1, part: .placeholder)))
        }
        elements.append(node)
        return node
    }
}
