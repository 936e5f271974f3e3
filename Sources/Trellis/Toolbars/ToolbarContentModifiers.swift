import Foundation

nonisolated extension ToolbarContent {
    /// Controls the visibility of the glass background of the items: hidden, each item's
    /// content is drawn without its platter's glass (it keeps its place).
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem { Text("Plain") }.sharedBackgroundVisibility(.hidden)
    /// }
    /// ```
    ///
    /// - Parameter visibility: The visibility of the glass background.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        TupleToolbarContent(value: self, collect: { list in
            var inner = _ToolbarItemList()
            Self._collectToolbar(self, into: &inner)
            list.entries += inner.entries.map { entry in
                var entry = entry
                entry.glass = visibility != .hidden
                return entry
            }
        })
    }
}

nonisolated extension CustomizableToolbarContent {
    /// Controls the visibility of the glass background of the items (customizable content).
    ///
    /// - Parameter visibility: The visibility of the glass background.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: self, collect: { list in
            var inner = _ToolbarItemList()
            Self._collectToolbar(self, into: &inner)
            list.entries += inner.entries.map { entry in
                var entry = entry
                entry.glass = visibility != .hidden
                return entry
            }
        })
    }

    /// Configures the way customizable toolbar items can be customized. Customization is
    /// offered on iPad and Mac; on the iPhone bar Trellis lays out every item shows, so the
    /// behavior is recorded and changes nothing (docs/differences.md).
    ///
    /// - Parameter behavior: The customization behavior.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        self
    }

    /// Configures the way customizable toolbar items with the default behavior behave: on the
    /// iPhone bar Trellis lays out every item shows, as without customization.
    ///
    /// - Parameters:
    ///   - defaultVisibility: The default visibility of toolbar content.
    ///   - options: Options that influence the default customization behavior.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        self
    }

    /// Configures customizable toolbar content with the default visibility and options
    /// (deprecated in SwiftUI).
    public func defaultCustomization() -> some CustomizableToolbarContent {
        self
    }
}

/// The title menu of a toolbar: in a `toolbar` it gives the navigation title a menu, as
/// `toolbarTitleMenu(content:)` does (a chevron after the title; the menu is not drawn).
///
/// ```swift
/// .toolbar {
///     ToolbarTitleMenu { Button("Rename") {} }
/// }
/// ```
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content

    /// Creates a title menu with the default (system) content.
    public init() where Content == EmptyView {
        content = EmptyView()
    }

    /// Creates a title menu with the content given.
    ///
    /// - Parameter content: The items of the menu.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A title menu has no body: it is collected as it is.
    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }

    /// Collects the menu.
    public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        list.entries.append(ToolbarEntry(placement: .principal, kind: .titleMenu(AnyView(content.content))))
    }
}

/// A toolbar item a view adds by default (iOS 26): on an iPhone in a navigation stack, the
/// title and the sidebar toggle add nothing (the bar has its title, a stack no sidebar), and
/// the search field is where `searchable` puts it. Collected, it adds no item of its own.
///
/// ```swift
/// .toolbar {
///     DefaultToolbarItem(kind: .search, placement: .bottomBar)
/// }
/// ```
nonisolated public struct DefaultToolbarItem: ToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// Creates a default toolbar item of a kind, at a placement.
    ///
    /// - Parameters:
    ///   - kind: The kind of default item.
    ///   - placement: Where the item goes.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// No item: what the kind stands for is drawn by the bar itself.
    public var body: some ToolbarContent {
        Optional<ToolbarItem<(), EmptyView>>.none
    }
}

/// A group of toolbar items with a label: on an iPhone the group's views are its items (the
/// label names the group where it collapses into a menu, which an iPhone bar does not do).
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The group's views.
    public var body: some View {
        content
    }
}

extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content and a label
    /// describing the group.
    ///
    /// ```swift
    /// ToolbarItemGroup(placement: .bottomBar) {
    ///     Button("Bold") {}
    ///     Button("Italic") {}
    /// } label: {
    ///     Label("Format", systemImage: "textformat")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar all of its views should be placed in.
    ///   - content: The views representing the content of the group.
    ///   - label: A view that describes the group.
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}
