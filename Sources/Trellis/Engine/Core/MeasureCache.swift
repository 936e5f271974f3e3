import Foundation

/// Remembers each node's answers to the proposals it has been asked, so that a stack's probes
/// (0, ∞, the real proposal) of nested stacks cost a constant number of measurements per
/// node instead of growing exponentially with depth.
///
/// The keying rule: an answer is a function of (node, proposal), and stays valid until the
/// node or a descendant changes; ``invalidate(_:)`` drops one node's answers by bumping its
/// epoch. Storage is one open-addressed table for the whole tree: no allocation per node.
///
/// Answers no pass has used lately are dropped when the table fills up (``keptPasses``): a
/// window resized through a thousand widths would otherwise keep every text's answer for
/// each of them. Dropping one costs nothing but asking again.
struct MeasureCache {
    /// Whether a container whose size does not depend on its proposal, or on one of its
    /// dimensions (``NodeFlags/widthIndependent``), answers all those proposals from one
    /// cached answer. Always on, except in tests that check the shortcut against the full
    /// computation.
    var sharesIndependentSizes = true

    private struct Entry {
        var node: Int32 = -1
        /// The node's epoch when the answer was stored (the high 24 bits) and the pass that
        /// last stored or used it (the low 8, modulo 256): an entry stays 40 bytes.
        var stamp: UInt32 = 0
        var proposal = PackedProposal(.unspecified)
        var size = CGSize.zero

        var epoch: UInt32 { stamp >> 8 }
    }

    /// The pass the engine is running (see ``beginPass()``), modulo 256.
    private var pass: UInt8 = 0
    /// Answers used in this many of the latest passes survive the table filling up.
    static var keptPasses: UInt8 { 8 }
    /// Epochs count modulo 2²⁴ (see ``Entry/stamp``).
    private static var epochMask: UInt32 { 0xFF_FFFF }

    private var entries: [Entry]
    private var count = 0
    private var mask: Int
    /// Per node: answers stored under an older epoch are stale.
    private var epochs: [UInt32]

    /// A cache for `nodeCount` nodes, with room at first for about `expectedAnswers`.
    init(nodeCount: Int, expectedAnswers: Int = 0) {
        // Small to start with: trivial leaves and proposal-independent subtrees keep few or no
        // answers (tree c keeps 100 for 20,101 nodes), and the table doubles when it fills up;
        // a caller that expects more (a tree of many containers) saves the doublings.
        var capacity = 64
        while capacity * 3 < expectedAnswers * 4, capacity < 1 << 24 { capacity *= 2 }
        entries = Array(repeating: Entry(), count: capacity)
        mask = capacity - 1
        epochs = Array(repeating: 0, count: nodeCount)
    }

    @inline(__always)
    private static func hash(_ node: Int32, _ proposal: PackedProposal) -> Int {
        var x = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
        x ^= proposal.width &* 0xC2B2_AE3D_27D4_EB4F
        x = (x ^ (x >> 29)) &* 0xBF58_476D_1CE4_E5B9
        x ^= proposal.height &* 0x1656_67B1_9E37_79F9
        x ^= x >> 32
        return Int(truncatingIfNeeded: x)
    }

    @inline(__always)
    private func stamp(epoch: UInt32) -> UInt32 { epoch << 8 | UInt32(pass) }

    /// Starts a new pass: answers it uses count as recently used.
    mutating func beginPass() {
        pass &+= 1
    }

    mutating func lookup(_ node: NodeID, _ proposal: ProposedViewSize) -> CGSize? {
        let key = PackedProposal(proposal)
        let epoch = epochs[node.index]
        var slot = Self.hash(node.raw, key) & mask
        while true {
            let entry = entries[slot]
            if entry.node == -1 { return nil }
            if entry.node == node.raw && entry.proposal == key {
                guard entry.epoch == epoch else { return nil }
                // Written once per pass (a write checks that the table is not shared).
                let used = stamp(epoch: epoch)
                if entry.stamp != used { entries[slot].stamp = used }
                return entry.size
            }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ node: NodeID, _ proposal: ProposedViewSize, _ size: CGSize) {
        // Up to three quarters full: linear probing stays short, and a big tree's table is
        // half the size it would be at one half.
        if (count + 1) * 4 > entries.count * 3 { rehash() }
        let key = PackedProposal(proposal)
        let epoch = epochs[node.index]
        var slot = Self.hash(node.raw, key) & mask
        while true {
            let entry = entries[slot]
            if entry.node == -1 {
                entries[slot] = Entry(node: node.raw, stamp: stamp(epoch: epoch), proposal: key, size: size)
                count += 1
                return
            }
            if entry.node == node.raw && entry.proposal == key {
                entries[slot].stamp = stamp(epoch: epoch)
                entries[slot].size = size
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// How many answers the table has room for.
    var capacity: Int { entries.count }

    /// Makes room for nodes added after the cache was made (they have no answers yet).
    mutating func grow(nodeCount: Int) {
        if epochs.count < nodeCount { epochs.append(contentsOf: repeatElement(0, count: nodeCount - epochs.count)) }
    }

    /// Makes every answer stored for `node` stale.
    mutating func invalidate(_ node: NodeID) {
        epochs[node.index] = (epochs[node.index] &+ 1) & Self.epochMask
        // After 2²⁴ changes the epoch comes round again: answers stored under the first one
        // would look valid, so the node's answers go now, all of them.
        if epochs[node.index] == 0 { rehash(dropping: node.raw) }
    }

    /// Forgets everything.
    mutating func removeAll() {
        for i in entries.indices { entries[i] = Entry() }
        count = 0
    }

    /// Whether `entry` is worth keeping: valid (its node unchanged since) and used lately.
    private func keeps(_ entry: Entry) -> Bool {
        entry.node != -1 && entry.epoch == epochs[Int(entry.node)]
            && pass &- UInt8(truncatingIfNeeded: entry.stamp) < Self.keptPasses
    }

    /// Drops the stale answers (of replaced nodes and of invalidated ones), those no recent
    /// pass used, and those of `dropped`, doubling the table only when at least half of it is
    /// answers kept: a tree that keeps changing, or is laid out at ever new sizes, keeps a
    /// table the size of the answers its latest passes use, not of every answer it ever gave.
    private mutating func rehash(dropping dropped: Int32 = -1) {
        let old = entries
        func kept(_ entry: Entry) -> Bool { entry.node != dropped && keeps(entry) }
        var valid = 0
        for entry in old where kept(entry) { valid += 1 }
        entries = Array(repeating: Entry(), count: valid * 2 > old.count ? old.count * 2 : old.count)
        mask = entries.count - 1
        count = 0
        for entry in old where kept(entry) {
            var slot = Self.hash(entry.node, entry.proposal) & mask
            while entries[slot].node != -1 { slot = (slot + 1) & mask }
            entries[slot] = entry
            count += 1
        }
    }
}

/// A proposal in 16 bytes rather than 32 (an optional `CGFloat` takes 9 bytes, and the pair
/// aligns to 32): each dimension's bit pattern, "unspecified" being a NaN pattern that no
/// checked proposal holds (the engine turns NaN into unspecified). Equal bits, equal proposal.
struct PackedProposal: Equatable {
    /// The width's bit pattern (see ``bits(_:)``).
    let width: UInt64
    /// The height's bit pattern (see ``bits(_:)``).
    let height: UInt64
    private static let unspecifiedBits: UInt64 = 0x7FF8_DEAD_BEEF_0001

    init(_ proposal: ProposedViewSize) {
        width = Self.bits(proposal.width)
        height = Self.bits(proposal.height)
    }

    /// A bit pattern for an optional dimension; `nil` gets one no finite or infinite value has.
    @inline(__always)
    static func bits(_ value: CGFloat?) -> UInt64 {
        value.map { Double($0).bitPattern } ?? unspecifiedBits
    }

    var proposal: ProposedViewSize {
        func value(_ bits: UInt64) -> CGFloat? { bits == Self.unspecifiedBits ? nil : CGFloat(Double(bitPattern: bits)) }
        return ProposedViewSize(width: value(width), height: value(height))
    }
}
