import Foundation

/// What a long press on a view does (a context menu, or a menu with a primary action, opens):
/// kept as a layout value on the view's nodes, where ``LayoutHost/longPress(id:)`` finds it.
/// The action is given the identifier the host was asked for, which a selection context menu
/// (`contextMenu(forSelectionType:menu:primaryAction:)`) opens its menu for.
struct LongPressAction {
    let run: (AnyHashable?) -> Void

    init(_ run: @escaping (AnyHashable?) -> Void) {
        self.run = run
    }
}

/// The layout value carrying a view's ``LongPressAction``.
enum LongPressActionKey {}
