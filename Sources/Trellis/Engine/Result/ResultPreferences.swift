import Foundation

extension LayoutResult {
    /// The value of the preference `key` that the whole tree produces: what its root view sets
    /// or combines from its subviews, or the key's default value when no view sets it.
    ///
    /// ```swift
    /// struct Titles: PreferenceKey {
    ///     static let defaultValue: [String] = []
    ///     static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    /// }
    /// let result = VStack {
    ///     Text("A").preference(key: Titles.self, value: ["A"])
    ///     Text("B").preference(key: Titles.self, value: ["B"])
    /// }
    /// .layout(in: ProposedViewSize(width: 100, height: 100))
    /// result.preference(Titles.self)   // ["A", "B"]
    /// ```
    ///
    /// Values are worked out from the laid-out tree when read (anchors from its exact frames),
    /// so the writers' closures (`transformPreference`, `anchorPreference`) run on the caller's
    /// thread.
    public func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        (storage.preference(AnyPreferenceKey(key), at: nil) as? K.Value) ?? K.defaultValue
    }

    /// The value of the preference `key` that the view marked `.id(id)` produces (its own and
    /// its content's), or `nil` when no shown view has that mark. When several views share the
    /// mark, the first in tree order is used.
    public func preference<K: PreferenceKey, ID: Hashable>(_ key: K.Type, of id: ID) -> K.Value? {
        guard let node = storage.node(marked: Marker(id)) else { return nil }
        return (storage.preference(AnyPreferenceKey(key), at: node) as? K.Value) ?? K.defaultValue
    }
}

extension LayoutResult.Storage {
    /// The value of `key` at `node` (the root when `nil`); `nil` when nothing sets it.
    func preference(_ key: AnyPreferenceKey, at node: NodeID?) -> Any? {
        PreferenceValues(tree: tree, frames: rootFrames.frames).value(key, at: node ?? tree.root)
    }
}
