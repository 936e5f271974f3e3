import Foundation

/// The spacing preferences of the nodes asked so far.
///
/// Preferences do not depend on the proposal, so each node's are computed once. Consecutive
/// equal ones share an entry (a stack's leaves usually all prefer the same), so a node costs
/// 4 bytes, not 96, and two neighbours with the same *key* prefer the same spacing (not every
/// equal pair shares one): a stack skips repeating its work for them. Plain data: the engine
/// computes a missing entry (``LayoutEngine/spacingKey(of:)``) and stores it here.
struct SpacingTable {
    /// Per node: the key of its preferences in `preferences`, or -1 until asked.
    private var keys: [Int32]
    private var preferences: [ViewSpacing] = []
    /// Per layout box (by its index in ``NodeTables``) whose preferences are the same whatever
    /// its subviews prefer (``AnyLayoutBox/constantSpacing``): the key of those preferences,
    /// or -1 until asked. Every node of such a box shares it.
    private var constantKeys: [Int32] = []
    /// The keys of a modifier box's preferences derived from a subview's, by box and the
    /// subview's key (the last few found: the modifiers of a list's leaves are alike).
    private var derivedKeys: [(box: Int32, subviewKey: Int32, key: Int32)] = []
    /// How many preferences the table held after it was last compacted (``compactIfWorthIt()``).
    private var compactedCount = 0

    init(nodeCount: Int) {
        keys = Array(repeating: -1, count: nodeCount)
    }

    /// The key of `node`'s preferences, if they were computed.
    @inline(__always)
    func key(of node: NodeID) -> Int32? {
        let key = keys[node.index]
        return key >= 0 ? key : nil
    }

    /// How many preferences the table holds.
    var preferenceCount: Int { preferences.count }

    /// The preferences stored under `key`.
    subscript(key: Int32) -> ViewSpacing { preferences[Int(key)] }

    /// The key of the constant preferences of the box at `box`, if known.
    @inline(__always)
    func constantKey(ofBox box: Int32) -> Int32? {
        let index = Int(box)
        guard index < constantKeys.count else { return nil }
        let key = constantKeys[index]
        return key >= 0 ? key : nil
    }

    /// Gives `node` the preferences under `key`, and returns it.
    @inline(__always)
    mutating func assign(_ key: Int32, to node: NodeID) -> Int32 {
        keys[node.index] = key
        return key
    }

    /// Remembers that the constant preferences of the box at `box` are under `key`.
    mutating func remember(_ key: Int32, asConstantOfBox box: Int32) {
        let index = Int(box)
        if index >= constantKeys.count { constantKeys.append(contentsOf: repeatElement(-1, count: index + 1 - constantKeys.count)) }
        constantKeys[index] = key
    }

    /// The key of the preferences the modifier box at `box` derives from a subview whose key
    /// is `subviewKey`, if known.
    @inline(__always)
    func derivedKey(ofBox box: Int32, subviewKey: Int32) -> Int32? {
        for entry in derivedKeys where entry.box == box && entry.subviewKey == subviewKey { return entry.key }
        return nil
    }

    /// Remembers that the modifier box at `box` derives the preferences under `key` from a
    /// subview whose key is `subviewKey`.
    mutating func remember(_ key: Int32, derivedByBox box: Int32, subviewKey: Int32) {
        if derivedKeys.count == 4 { derivedKeys.removeLast() }
        derivedKeys.insert((box, subviewKey, key), at: 0)
    }

    /// Forgets the keys found per box (the tables' boxes moved).
    mutating func forgetBoxKeys() {
        constantKeys = []
        derivedKeys = []
    }

    /// Stores `node`'s preferences and returns their key.
    mutating func store(_ spacing: ViewSpacing, for node: NodeID) -> Int32 {
        if preferences.last.map({ !$0.hasSamePreferences(as: spacing) }) ?? true { preferences.append(spacing) }
        let key = Int32(preferences.count - 1)
        keys[node.index] = key
        return key
    }

    /// Forgets `node`'s preferences (its subtree changed).
    mutating func forget(_ node: NodeID) { keys[node.index] = -1 }

    /// Makes room for nodes up to `nodeCount`.
    mutating func grow(nodeCount: Int) {
        if nodeCount > keys.count { keys.append(contentsOf: repeatElement(-1, count: nodeCount - keys.count)) }
    }

    /// Drops the preferences no node has any more, when they are over half the table: a tree
    /// that keeps changing (replacements, live updates) stores new preferences for the
    /// containers around each change, and the table would otherwise grow with every change.
    /// Keys change, so it runs only between passes (the engine's replacement), when no key is
    /// held; the keys found per box are forgotten. Amortised: the table at least doubles
    /// between two compactions.
    mutating func compactIfWorthIt() {
        guard preferences.count > Swift.max(64, 2 * compactedCount) else { return }
        var newKeys = [Int32](repeating: -1, count: preferences.count)
        var kept: [ViewSpacing] = []
        kept.reserveCapacity(compactedCount)
        for index in keys.indices where keys[index] >= 0 {
            let old = Int(keys[index])
            if newKeys[old] < 0 {
                newKeys[old] = Int32(kept.count)
                kept.append(preferences[old])
            }
            keys[index] = newKeys[old]
        }
        preferences = kept
        compactedCount = kept.count
        forgetBoxKeys()
    }

    /// Forgets every node's preferences.
    mutating func removeAll() {
        for i in keys.indices { keys[i] = -1 }
        preferences.removeAll()
        compactedCount = 0
        constantKeys = []
        derivedKeys = []
    }
}
