import Foundation

// Identity across an animated change: which view of the layout before the change is which
// view of the layout after it. SwiftUI keeps a view's identity through a change when its
// explicit identity (`.id`) or its structural identity (its place in the tree and its type)
// is the same; so does this, in that order.

/// Which element of a change's start is which element of its end. Plain data.
struct AnimatedMatching {
    /// Per end element: the index of the same view among the start's elements, if it was there.
    let startOfEnd: [Int?]
    /// Per start element: the index of the same view among the end's elements, if it stays.
    let endOfStart: [Int?]

    /// Matches the elements of `start` and `end`: by mark (`.id`) first, in tree order when
    /// several views share one; then, among the views left, by structural position (the
    /// child indices from the nearest marked ancestor, or the root, with the view's own kind:
    /// its layout type or leaf kind, so that an `AnyLayout` that changes its layout keeps its
    /// subviews, and a `Text` whose string changed is the same `Text`).
    init(start: LayoutResult, end: LayoutResult) {
        let before = ElementKeys(start), after = ElementKeys(end)
        var startOfEnd = [Int?](repeating: nil, count: after.keys.count)
        var endOfStart = [Int?](repeating: nil, count: before.keys.count)
        var byMark: [Marker: [Int]] = [:]
        for (index, marker) in before.markers.enumerated().reversed() {
            if let marker { byMark[marker, default: []].append(index) }
        }
        for (index, marker) in after.markers.enumerated() {
            guard let marker, let match = byMark[marker]?.popLast() else { continue }
            startOfEnd[index] = match
            endOfStart[match] = index
        }
        var byPlace: [StructuralKey: [Int]] = [:]
        for (index, key) in before.keys.enumerated().reversed() where endOfStart[index] == nil {
            byPlace[key, default: []].append(index)
        }
        for (index, key) in after.keys.enumerated() where startOfEnd[index] == nil {
            guard let match = byPlace[key]?.popLast() else { continue }
            startOfEnd[index] = match
            endOfStart[match] = index
        }
        // A view inserted with the `matchedGeometryEffect` of a view removed is that view.
        var byGeometry: [MatchedGeometryKey: Int] = [:]
        for (index, key) in before.geometry.enumerated() where endOfStart[index] == nil {
            if let key, byGeometry[key] == nil { byGeometry[key] = index }
        }
        for (index, key) in after.geometry.enumerated() where startOfEnd[index] == nil {
            guard let key, let match = byGeometry.removeValue(forKey: key) else { continue }
            startOfEnd[index] = match
            endOfStart[match] = index
        }
        self.startOfEnd = startOfEnd
        self.endOfStart = endOfStart
    }
}

/// Where a view is in its tree, structurally: below which marked view (the root for none),
/// by which child indices, and of which kind.
struct StructuralKey: Hashable {
    var anchor: Marker?
    var path: [Int32]
    var kind: String
}

/// Per element of a result: its mark, its structural key and its `matchedGeometryEffect`.
struct ElementKeys {
    var markers: [Marker?] = []
    var geometry: [MatchedGeometryKey?] = []
    var keys: [StructuralKey] = []

    init(_ result: LayoutResult) {
        let tree = result.storage.tree
        let order = result.storage.rootFrames.order
        let elements = result.elements
        // Per node: its index in its container's child list.
        var position = [Int32](repeating: 0, count: tree.nodes.count)
        for node in order {
            let n = tree.nodes[node.index]
            let start = Int(n.childStart)
            for offset in 0 ..< Int(n.childCount) { position[tree.children[start + offset].index] = Int32(offset) }
        }
        markers.reserveCapacity(order.count)
        keys.reserveCapacity(order.count)
        for (index, node) in order.enumerated() {
            let n = tree.nodes[node.index]
            markers.append(tree.tables.marker(of: n))
            geometry.append(tree.tables.rare(of: n)?.animated?.matchedGeometry)
            let kind = Self.kind(of: n, in: tree.tables)
            guard let parent = elements[index].parent else {
                keys.append(StructuralKey(anchor: nil, path: [], kind: kind))
                continue
            }
            let child = position[node.index]
            if let mark = markers[parent] {
                keys.append(StructuralKey(anchor: mark, path: [child], kind: kind))
            } else {
                keys.append(StructuralKey(anchor: keys[parent].anchor, path: keys[parent].path + [child], kind: kind))
            }
        }
    }

    /// A node's kind for structural identity: a container's layout type (`AnyLayout` for an
    /// `AnyLayout`, whatever it holds), a leaf's name without its content (`Text`, `Color`).
    static func kind(of node: Node, in tables: NodeTables) -> String {
        switch node.behavior {
        case let .layout(box): tables.box(box).typeName
        case .leaf: String(tables.name(of: node).prefix { $0 != "(" })
        }
    }
}
