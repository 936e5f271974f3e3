import Foundation

/// Each stack container's cache (``StackAlgorithm/Cache``), per node, out of its box: the
/// stacks written alike then share one box (``StackLayoutBox``), and a stack costs the tree
/// its 72-byte cache and an index entry, not a box of its own with the cache in it (tree b8
/// kept 248 bytes per stack).
///
/// The keying rule: a cache belongs to its node, and says itself which subviews it is for
/// (``LayoutSubviews/Identity``), so a stale one is refilled, never misread; a node taken out
/// of the tree has its cache forgotten (``forget(_:)``), because its slot and child list may go
/// to a new stack. Caches sit in chunks that never move, so a layout call can keep a pointer to
/// its node's cache while the engine, asked by that call, adds other stacks' caches. Plain data:
/// the engine runs the stack algorithm with the cache it finds here (`StackLayoutBox`).
struct StackCaches {
    /// A cache and whether a call is using it now: a call that re-enters the same stack (its
    /// explicit guides place its subviews) gets a cache of its own, as in ``LayoutBox``.
    struct Entry {
        var cache = StackAlgorithm.Cache()
        var inUse = false
    }

    /// Caches in fixed storage, allocated and freed with the chunk.
    private final class Chunk {
        static var size: Int { 16 }
        let base: UnsafeMutablePointer<Entry>

        init() {
            base = PlainMemory.allocate(Entry.self, capacity: Self.size)
            base.initialize(repeating: Entry(), count: Self.size)
        }

        deinit {
            base.deinitialize(count: Self.size)
            PlainMemory.deallocate(base)
        }
    }

    /// One slot of the index: a node and the number of its entry.
    private struct Slot {
        var node: Int32 = -1
        var entry: Int32 = 0
    }

    /// The chunks, owned here; read through ``bases`` (a pointer is read without counting a
    /// reference).
    private var chunks: [Chunk] = []
    private var bases: [UnsafeMutablePointer<Entry>] = []
    /// How many entries are in use: entry `i` is `chunks[i / 16].base[i % 16]`.
    private var entryCount = 0
    /// Node to entry, open-addressed (empty until the first stack asks).
    private var index: [Slot] = []
    private var mask = -1

    init() {}

    @inline(__always)
    private static func hash(_ node: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// The entry of `node`, made (empty) if it has none. Stays at its address until the caches
    /// are dropped (``removeAll()``), whatever is added meanwhile.
    @inline(__always)
    mutating func entry(for node: NodeID) -> UnsafeMutablePointer<Entry> {
        if mask >= 0 {
            var slot = Self.hash(node.raw) & mask
            while true {
                let found = index[slot]
                if found.node == node.raw { return address(of: Int(found.entry)) }
                if found.node == -1 { break }
                slot = (slot + 1) & mask
            }
        }
        return added(node)
    }

    /// A new, empty entry for `node`, which has none.
    private mutating func added(_ node: NodeID) -> UnsafeMutablePointer<Entry> {
        // Up to half full: few probes, and the index is 16 bytes or less per stack.
        if (entryCount + 1) * 2 > index.count { rehash(capacity: Swift.max(64, index.count * 2)) }
        var slot = Self.hash(node.raw) & mask
        while index[slot].node != -1 { slot = (slot + 1) & mask }
        if entryCount == chunks.count * Chunk.size {
            let chunk = Chunk()
            chunks.append(chunk)
            bases.append(chunk.base)
        }
        index[slot] = Slot(node: node.raw, entry: Int32(entryCount))
        entryCount += 1
        return address(of: entryCount - 1)
    }

    @inline(__always)
    private func address(of entry: Int) -> UnsafeMutablePointer<Entry> {
        // (A chunk holds 16: shifts, not divisions.)
        bases[entry >> 4] + (entry & 15)
    }

    private mutating func rehash(capacity: Int) {
        let old = index
        index = Array(repeating: Slot(), count: capacity)
        mask = capacity - 1
        for slot in old where slot.node != -1 {
            var at = Self.hash(slot.node) & mask
            while index[at].node != -1 { at = (at + 1) & mask }
            index[at] = slot
        }
    }

    /// Forgets `node`'s cache (it left the tree, or its subviews changed): a stack that takes
    /// its slot starts empty. Its entry stays, for the node's next stack.
    mutating func forget(_ node: NodeID) {
        guard mask >= 0 else { return }
        var slot = Self.hash(node.raw) & mask
        while index[slot].node != -1 {
            if index[slot].node == node.raw {
                let entry = address(of: Int(index[slot].entry))
                if !entry.pointee.inUse { entry.pointee.cache.clear() }
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Forgets every cache not in use (the engine's ``LayoutEngine/discardLayoutCaches()``).
    mutating func removeAll() {
        for (chunk, base) in bases.enumerated() {
            for offset in 0 ..< min(Chunk.size, entryCount - chunk * Chunk.size) where !base[offset].inUse {
                base[offset].cache.clear()
            }
        }
    }
}
