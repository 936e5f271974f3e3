import Foundation

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// The item's content is drawn in a glass platter (iOS 26): 44 points tall in the navigation
/// bar, 48 in the bottom bar, as wide as its content and 12 points on each side, or square
/// for a symbol (docs/semantics.md, "Toolbars").
///
/// ```swift
/// List { Text("Row") }
///     .navigationTitle("Inbox")
///     .toolbar {
///         ToolbarItem(placement: .topBarTrailing) {
///             Button("Add") {}
///         }
///     }
/// ```
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let identifier: ID
    let placement: ToolbarItemPlacement
    let content: Content

    /// A toolbar item has no body: it is collected as it is.
    public var body: Never { return fatalError("ToolbarItem has no body") }

    /// Collects the item.
    public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        list.entries.append(ToolbarEntry(placement: content.placement, kind: .item(AnyView(content.content))))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - content: The content of the item.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: (), placement: placement, content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a toolbar item with the specified placement, content and an identifier (used by
    /// customization in SwiftUI, which Trellis does not offer: every item shows).
    ///
    /// ```swift
    /// ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
    /// ```
    ///
    /// - Parameters:
    ///   - id: A unique identifier for this item.
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - content: The content of the item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, content: content())
    }

    /// Creates a toolbar item with the specified placement, content, identifier and whether it
    /// shows by default (deprecated in SwiftUI; Trellis shows the item either way: there is no
    /// customization to hide it from).
    ///
    /// - Parameters:
    ///   - id: A unique identifier for this item.
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - showsByDefault: Whether the item appears by default in a customizable toolbar.
    ///   - content: The content of the item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, content: content())
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The identity of the item.
    public var id: ID { identifier }
}

/// A model that represents a group of toolbar items which share a placement; each of the
/// group's views is an item of its own.
///
/// ```swift
/// Text("Photo")
///     .toolbar {
///         ToolbarItemGroup(placement: .bottomBar) {
///             Button("Edit") {}
///             Spacer()
///             Button("Share") {}
///         }
///     }
/// ```
///
/// A `Spacer` among the views is a flexible space, as a ``ToolbarSpacer``.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar all of its views should be placed in.
    ///   - content: The views representing the content of the group.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A toolbar item group has no body: it is collected as it is.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }

    /// Collects the group.
    public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        list.entries.append(ToolbarEntry(placement: content.placement, kind: .group(AnyView(content.content))))
    }
}

/// A standard space item in toolbars (iOS 26): a flexible one pushes the items around it
/// apart, a fixed one separates them.
///
/// ```swift
/// Text("Photo")
///     .toolbar {
///         ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
///         ToolbarSpacer(.flexible, placement: .bottomBar)
///         ToolbarItem(placement: .bottomBar) { Button("Share") {} }
///     }
/// ```
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the sizing and placement given.
    ///
    /// - Parameters:
    ///   - sizing: Whether the spacer is flexible or fixed.
    ///   - placement: Which section of the toolbar the spacer goes in.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// A spacer has no body: it is collected as it is.
    public var body: Never { return fatalError("ToolbarSpacer has no body") }

    /// Collects the spacer.
    public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        list.entries.append(ToolbarEntry(placement: content.placement, kind: .spacer(content.sizing)))
    }
}
