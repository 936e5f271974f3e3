import Foundation

/// What placement leaves, kept from pass to pass, and shared with the results read from it.
///
/// Per node: its frame *relative to its container's bounds* (the origin is the node's offset
/// from the container's origin, before mirroring and rounding), the proposal it was placed
/// with, and its ``NodeFlags`` (what its subtree can do, and its placement state). A container
/// whose size and proposal did not change, and in which nothing changed, keeps its subviews'
/// frames, so a pass places again only what moved relative to its container.
///
/// Results read these columns and the store's nodes and child lists, sharing them: the
/// store's arrays copy-on-write, the columns made the engine's own when a change begins
/// (``NodeColumn``). A change while the last result is alive would copy every column; instead
/// the columns of the result before it are kept (``SpareColumns``), and once that result is
/// gone they are brought up to date (the nodes changed since are listed) and changed instead.
/// Holding on to the last result while laying out again then costs what changed, not the
/// tree. Plain data: it never calls a layout.
struct ResultColumns {
    var frames: NodeColumn<CGRect>
    var proposals: NodeColumn<PackedProposal>
    var flags: NodeColumn<NodeFlags>

    /// The columns a result reads, as an earlier result saw them.
    private struct SpareColumns {
        var nodes: [Node]
        var children: [NodeID]
        /// The node tables as that result saw them: an earlier state of the engine's, which
        /// only grow between compactions (a compaction drops the spare).
        var tables: NodeTables
        var frames: NodeColumn<CGRect>
        var proposals: NodeColumn<PackedProposal>
        var flags: NodeColumn<NodeFlags>
        /// The storage of the result that reads these columns, until it is found gone.
        var reader: LayoutResult.Storage?
    }

    /// The storage of the last result handed out, until it is found gone or the columns it
    /// reads change.
    private var handedOut: LayoutResult.Storage?
    private var spare: SpareColumns?
    /// Whether changes are listed in `changedNodes` and `changedChildEntries`: there is a
    /// `spare`, and listing has not given up (too many changes, or all of them).
    private var tracksChanges = false
    /// The nodes and child entries changed since `spare` was last the same as the columns;
    /// may repeat.
    private var changedNodes: [Int32] = []
    private var changedChildEntries: [Int32] = []
    /// How many times the spare columns were brought up to date and used (for tests).
    private(set) var spareReuses = 0

    /// The columns of a tree never placed, whose nodes have `flags`.
    init(flags: [NodeFlags]) {
        frames = NodeColumn(repeating: .zero, count: flags.count)
        proposals = NodeColumn(repeating: PackedProposal(.unspecified), count: flags.count)
        self.flags = NodeColumn(flags)
    }

    /// Makes room for nodes up to `nodeCount`, new ones to be placed.
    mutating func grow(nodeCount: Int) {
        let added = nodeCount - frames.count
        guard added > 0 else { return }
        frames.append(repeating: .zero, count: added)
        proposals.append(repeating: PackedProposal(.unspecified), count: added)
        flags.append(repeating: .needsPlacement, count: added)
    }

    /// Sets node `index` back to never placed.
    mutating func reset(_ index: Int) {
        noteChange(index)
        frames[index] = .zero
        proposals[index] = PackedProposal(.unspecified)
        flags[index] = .needsPlacement
    }

    /// Hands out `storage`, which shares the columns, as the last result's.
    mutating func handOut(_ storage: LayoutResult.Storage) -> LayoutResult.Storage {
        handedOut = storage
        return storage
    }

    /// Makes the columns (and `store`'s nodes and child lists) the engine's own before they
    /// change (a pass, a replacement, discarding caches), so that no result still alive sees
    /// the change.
    ///
    /// When the last result is gone, the columns are changed in place. When it is alive and
    /// the result before it is gone, that result's columns (`spare`) are brought up to date
    /// (with the listed changes) and take the columns' place; otherwise the columns are copied
    /// here (the store's arrays at their first change, as copy-on-write does), and the last
    /// result's become the spare.
    mutating func beginChanges(_ store: inout NodeStore) {
        // The columns are written without a check per write (``NodeColumn``): whatever path
        // this takes, they end up the engine's own.
        defer {
            frames.makeUnique()
            proposals.makeUnique()
            flags.makeUnique()
        }
        guard handedOut != nil else { return }
        if isKnownUniquelyReferenced(&handedOut) {
            handedOut = nil
            return
        }
        let reader = handedOut
        handedOut = nil
        if tracksChanges, var columns = spare {
            spare = nil
            if columns.reader == nil || isKnownUniquelyReferenced(&columns.reader) {
                columns.reader = nil
                bringUpToDate(&columns, from: store)
                swap(&store.nodes, &columns.nodes)
                swap(&store.children, &columns.children)
                swap(&store.tables, &columns.tables)
                swap(&frames, &columns.frames)
                swap(&proposals, &columns.proposals)
                swap(&flags, &columns.flags)
                columns.reader = reader
                spare = columns
                spareReuses += 1
            }
        }
        if spare == nil {
            spare = SpareColumns(
                nodes: store.nodes, children: store.children, tables: store.tables, frames: frames, proposals: proposals,
                flags: flags, reader: reader)
        }
        changedNodes.removeAll(keepingCapacity: true)
        changedChildEntries.removeAll(keepingCapacity: true)
        tracksChanges = true
    }

    /// Copies into `columns` the changes listed since they were the same as the engine's.
    private func bringUpToDate(_ columns: inout SpareColumns, from store: NodeStore) {
        // (The result that read them is gone: no copy is made.)
        columns.frames.makeUnique()
        columns.proposals.makeUnique()
        columns.flags.makeUnique()
        let count = columns.nodes.count
        for index in changedNodes where Int(index) < count {
            let index = Int(index)
            columns.nodes[index] = store.nodes[index]
            columns.frames[index] = frames[index]
            columns.proposals[index] = proposals[index]
            columns.flags[index] = flags[index]
        }
        if store.nodes.count > count {
            columns.nodes += store.nodes[count...]
            columns.frames.append(contentsOf: frames, from: count)
            columns.proposals.append(contentsOf: proposals, from: count)
            columns.flags.append(contentsOf: flags, from: count)
        }
        let childCount = columns.children.count
        for index in changedChildEntries where Int(index) < childCount {
            columns.children[Int(index)] = store.children[Int(index)]
        }
        if store.children.count > childCount { columns.children += store.children[childCount...] }
        columns.tables.catchUp(with: store.tables)
        assert(columnsMatch(columns, store), "the spare columns missed a change")
    }

    /// Whether `columns` hold what the engine's hold (for assertions: it reads every node).
    private func columnsMatch(_ columns: SpareColumns, _ store: NodeStore) -> Bool {
        guard columns.children == store.children, columns.frames == frames, columns.proposals == proposals,
              columns.flags == flags, columns.nodes.count == store.nodes.count,
              columns.tables.entryCount == store.tables.entryCount else { return false }
        return zip(columns.nodes, store.nodes).allSatisfy { $0 == $1 }
    }

    /// Notes that node `index`'s entry in the store or in a column changed.
    @inline(__always)
    mutating func noteChange(_ index: Int) {
        if tracksChanges { listChange(node: index) }
    }

    /// Notes that child entry `index` changed, of `entryCount` entries.
    @inline(__always)
    mutating func noteChange(childEntry index: Int, of entryCount: Int) {
        if tracksChanges { listChange(childEntry: index, of: entryCount) }
    }

    // Past half of them, copying every column is as cheap as copying the listed entries.
    @inline(never)
    private mutating func listChange(node index: Int) {
        changedNodes.append(Int32(index))
        if changedNodes.count > frames.count / 2 + 64 { dropSpare() }
    }

    @inline(never)
    private mutating func listChange(childEntry index: Int, of entryCount: Int) {
        changedChildEntries.append(Int32(index))
        if changedChildEntries.count > entryCount / 2 + 64 { dropSpare() }
    }

    /// Forgets the spare columns: too much changed for bringing them up to date to pay.
    mutating func dropSpare() {
        spare = nil
        tracksChanges = false
        changedNodes = []
        changedChildEntries = []
    }
}
