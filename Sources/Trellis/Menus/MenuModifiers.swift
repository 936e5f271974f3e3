import Foundation

/// The order in which a menu presents its content.
///
/// Trellis lays a menu's items out in the order given, whatever the order: iOS puts the first
/// item nearest the source of a menu it opens upwards (`.priority`), which a headless menu does
/// not (docs/differences.md, "Menus").
public struct MenuOrder: Equatable, Hashable, Sendable {
    let kind: Int

    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(kind: 0)
    /// Order items from top to bottom, with the first item nearest the source of the menu.
    public static let priority = MenuOrder(kind: 1)
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(kind: 2)
}

/// The set of menu dismissal behavior options.
public struct MenuActionDismissBehavior: Equatable {
    let dismisses: Bool?

    /// Use the dismissal behavior that's appropriate for the given context: the menu closes
    /// after an action.
    public static var automatic: MenuActionDismissBehavior { MenuActionDismissBehavior(dismisses: nil) }
    /// Always dismiss the presented menu after performing an action.
    public static var enabled: MenuActionDismissBehavior { MenuActionDismissBehavior(dismisses: true) }
    /// Never dismiss the presented menu after performing an action.
    public static var disabled: MenuActionDismissBehavior { MenuActionDismissBehavior(dismisses: false) }
}

private struct MenuOrderKey: EnvironmentKey {
    static var defaultValue: MenuOrder { .automatic }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static var defaultValue: MenuActionDismissBehavior { .automatic }
}

extension EnvironmentValues {
    /// The preferred order of items for menus presented from this view.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view: `.visible` shows a
    /// chevron after a menu's label; iOS shows none by default.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// What choosing a menu item does to its menu (read by the items as they resolve).
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the preferred order of items for menus presented from this view.
    ///
    /// Kept in the environment (``EnvironmentValues/menuOrder``); the items are laid out in
    /// the order given whichever order is preferred (docs/differences.md).
    ///
    /// - Parameter order: The menu item ordering strategy to apply.
    public func menuOrder(_ order: MenuOrder) -> some View {
        modifier(EnvironmentWriter { $0.menuOrder = order })
    }

    /// Sets the menu indicator visibility for controls within this view.
    ///
    /// ```swift
    /// Menu("Sort") { Button("Name") {} }.menuIndicator(.visible)
    /// ```
    ///
    /// - Parameter visibility: The menu indicator visibility to apply.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter { $0.menuIndicatorVisibility = visibility })
    }

    /// Tells a menu whether to dismiss after performing an action.
    ///
    /// With `.disabled`, choosing an item runs its action and leaves the menu open; otherwise
    /// the menu closes after the action. Apply it to the menu or to its items.
    ///
    /// - Parameter behavior: The menu action dismissal behavior to apply.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(EnvironmentWriter { $0.menuActionDismissBehavior = behavior })
    }
}
