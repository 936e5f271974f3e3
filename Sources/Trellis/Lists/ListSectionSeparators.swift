import Foundation

// A list section's separators: `listSectionSeparator(_:edges:)` and
// `listSectionSeparatorTint(_:edges:)` on a `Section` set the look of the lines SwiftUI draws
// at a section's top and bottom edges in some styles (an iOS plain list's). Trellis draws no
// section separators — a list's hairlines are its row separators, and a section's last row has
// none — so both modifiers are recorded on the section's views (the explainer shows them) and
// change no drawing and no frame (docs/differences.md, "Lists"). Neither moves a row in
// SwiftUI either: swiftui-web list/separators (macOS 26.2) has every row where a list without
// them puts it.

/// The edges whose section separators `listSectionSeparator(_:edges:)` hid, on a section's
/// views.
struct ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue: VerticalEdge.Set = []
}

/// The tint `listSectionSeparatorTint(_:edges:)` gave a section's separators, on a section's
/// views.
struct ListSectionSeparatorTintKey: LayoutValueKey {
    static let defaultValue: Color? = nil
}

nonisolated extension View {
    /// Sets whether to hide the separators at the edges of a list section.
    ///
    /// ```swift
    /// List {
    ///     Section("Fruit") { Text("Apple"); Text("Banana") }
    ///         .listSectionSeparator(.hidden)
    /// }
    /// ```
    ///
    /// Trellis draws no section separators (a section's last row has no hairline under it), so
    /// the setting is recorded on the section's views and changes nothing drawn; rows keep
    /// their frames, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the separators; `.visible` and `.automatic` show them.
    ///   - edges: The edges of the section the visibility applies to; both by default.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let hidden: VerticalEdge.Set = visibility == .hidden ? edges : []
        return modifier(NodeModifier(
            name: "listSectionSeparator", change: .layoutValue(ObjectIdentifier(ListSectionSeparatorKey.self), hidden)))
    }

    /// Sets the tint color of the separators at the edges of a list section.
    ///
    /// ```swift
    /// List {
    ///     Section("Fruit") { Text("Apple"); Text("Banana") }
    ///         .listSectionSeparatorTint(.red)
    /// }
    /// ```
    ///
    /// Trellis draws no section separators, so the tint is recorded on the section's views and
    /// changes nothing drawn (row separators keep theirs: `listRowSeparatorTint(_:edges:)`
    /// sets those); rows keep their frames.
    ///
    /// - Parameters:
    ///   - color: The separators' colour; `nil` keeps the list's.
    ///   - edges: The edges of the section the tint applies to; both by default.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeModifier(
            name: "listSectionSeparatorTint", change: .layoutValue(ObjectIdentifier(ListSectionSeparatorTintKey.self), color as Any)))
    }
}
