import Foundation

/// A container for views that you present as menu items in a context menu: SwiftUI's first
/// form of ``View/contextMenu(menuItems:)`` (deprecated there), which
/// ``View/contextMenu(_:)`` presents the same way.
///
/// ```swift
/// Text("Turtle Rock").contextMenu(ContextMenu {
///     Button("Add to Favorites") {}
/// })
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems> where MenuItems: View {
    let menuItems: MenuItems

    /// Creates a context menu from its items.
    ///
    /// - Parameter menuItems: The menu's items.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

@available(*, unavailable)
extension ContextMenu: Sendable {}

nonisolated extension View {
    /// Adds a context menu to the view (deprecated in SwiftUI: use
    /// ``View/contextMenu(menuItems:)``). With a menu it behaves as that modifier: a long
    /// press opens it; with `nil` the view has no context menu.
    ///
    /// - Parameter contextMenu: The menu, or `nil` for none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @ViewBuilder
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems: View {
        if let contextMenu {
            ContextMenuView(content: self, items: AnyView(contextMenu.menuItems), preview: nil)
        } else {
            self
        }
    }
}
