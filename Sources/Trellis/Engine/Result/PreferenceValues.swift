import Foundation

/// Preference values over a placed tree: each view's value for a key is its content's (its
/// shown subviews' values, combined in order by the key's `reduce`, the first as it is; a
/// background's layers before the view they are behind), then
/// changed by the writers on it, innermost first. A subtree where nothing writes the key has
/// no value (`nil`), and combining skips it; the reader of a tree's value takes the key's
/// default for none. Worked out only when asked: a tree without preferences pays nothing.
struct PreferenceValues {
    let tree: PlacedTree
    /// Every node's frame in the root's space (anchors are made from them).
    let frames: [CGRect]

    /// The value of `key` at `top`: its subtree's, with the first `limit` of the preference
    /// effects on `top` applied (all by default; an observer reads what the effects before it
    /// made). `nil` when nothing in it writes the key.
    func value(_ key: AnyPreferenceKey, at top: NodeID, effectsBefore limit: Int = .max) -> Any? {
        // Iterative, children before their container: depth costs heap, not stack.
        struct Pending {
            let node: NodeID
            var next: Int32
            var combined: Any?
        }
        var stack = [Pending(node: top, next: 0, combined: nil)]
        while true {
            let last = stack.count - 1
            let node = tree.nodes[stack[last].node]
            if stack[last].next < node.childCount {
                // A background's layers come before the view they are behind: the view is its
                // first child, taken last.
                var position = stack[last].next
                if case .builtIn(.background) = node.nameSource { position = position + 1 < node.childCount ? position + 1 : 0 }
                let child = tree.children[Int(node.childStart + position)]
                stack[last].next += 1
                // (A subview its container did not show has no part in the tree's values.)
                if !tree.flags[child.index].contains(.hidden) { stack.append(Pending(node: child, next: 0, combined: nil)) }
                continue
            }
            let done = stack.removeLast()
            let value = applyWriters(key, at: done.node, to: done.combined, limit: done.node == top ? limit : .max)
            guard !stack.isEmpty else { return value }
            guard let value else { continue }
            if stack[stack.count - 1].combined == nil {
                stack[stack.count - 1].combined = value
            } else {
                key.reduce(&stack[stack.count - 1].combined!, value)
            }
        }
    }

    /// `value` changed by the first `limit` effects on `node` that write `key`.
    private func applyWriters(_ key: AnyPreferenceKey, at node: NodeID, to value: Any?, limit: Int) -> Any? {
        let n = tree.nodes[node]
        guard n.rare >= 0, let effects = tree.tables.rares[Int(n.rare)].rest?.preferenceEffects, !effects.isEmpty else {
            return value
        }
        var value = value
        for effect in effects.prefix(limit) {
            if case let .write(writer) = effect, writer.key == key.id { writer.write(&value, frames[node.index]) }
        }
        return value
    }

    /// Every observer on a shown node, with its node, its place in the tree (a hash of the
    /// position of each view on the way from the root, which stays when content made from the
    /// tree is made again alike) and how many effects on the node come before it, in the order
    /// of the tree.
    func observers() -> [(node: NodeID, place: UInt64, position: Int, observer: LayoutObserver)] {
        var found: [(node: NodeID, place: UInt64, position: Int, observer: LayoutObserver)] = []
        // (FNV-1a over the positions: a fixed size whatever the depth.)
        var stack: [(node: NodeID, place: UInt64)] = [(tree.root, 0xcbf2_9ce4_8422_2325)]
        while let (node, place) = stack.popLast() {
            let n = tree.nodes[node]
            if n.rare >= 0, let effects = tree.tables.rares[Int(n.rare)].rest?.preferenceEffects {
                for (position, effect) in effects.enumerated() {
                    if case let .observe(observer) = effect { found.append((node, place, position, observer)) }
                }
            }
            let start = Int(n.childStart)
            for offset in (0 ..< Int(n.childCount)).reversed() {
                let child = tree.children[start + offset]
                if !tree.flags[child.index].contains(.hidden) {
                    stack.append((child, (place ^ UInt64(offset + 1)) &* 0x0000_0100_0000_01b3))
                }
            }
        }
        return found
    }
}
