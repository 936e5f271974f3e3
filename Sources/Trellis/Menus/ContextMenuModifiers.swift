import Foundation

nonisolated extension View {
    /// Adds a context menu to a view.
    ///
    /// ```swift
    /// Text("Turtle Rock")
    ///     .contextMenu {
    ///         Button("Add to Favorites") {}
    ///         Button("Show in Maps") {}
    ///     }
    /// ```
    ///
    /// The view lays out as it is. A long press (a live ``LayoutHost``'s
    /// ``LayoutHost/longPress(id:)`` on the view) opens the menu: the iOS 26 pop-up menu under
    /// the view, as ``Menu`` presents it; choosing an item runs its action and closes it.
    ///
    /// - Parameter menuItems: A contextual menu that's presented when people long press the view.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, items: AnyView(menuItems()), preview: nil)
    }

    /// Designates a view to show as the preview of a context menu, with the menu.
    ///
    /// Open (``LayoutHost/longPress(id:)``), the preview, proposed the menu's width, sits
    /// above the menu's items, 8 points apart, both under the view (derived: the preview of an
    /// open context menu was not recorded).
    ///
    /// - Parameters:
    ///   - menuItems: A contextual menu that's presented when people long press the view.
    ///   - preview: A view that the system displays along with the menu.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuView(content: self, items: AnyView(menuItems()), preview: AnyView(preview()))
    }

    /// Adds an item-based context menu to a view: a list's rows open the menu for their
    /// identifiers.
    ///
    /// ```swift
    /// List(items, selection: $selection) { item in Text(item.name) }
    ///     .contextMenu(forSelectionType: Item.ID.self) { ids in
    ///         Button("Delete \(ids.count)") {}
    ///     }
    /// ```
    ///
    /// A long press on a view inside (``LayoutHost/longPress(id:)`` with the row's identifier)
    /// opens the menu `menu` makes for the set of that identifier, or for the empty set when
    /// the identifier is not an `I`. The primary action is kept, not run: headless there is no
    /// double click or tap on a row to run it (docs/differences.md, "Menus").
    ///
    /// - Parameters:
    ///   - itemType: The identifier type of the items.
    ///   - menu: A closure that produces the menu for a set of identifiers.
    ///   - primaryAction: The action to perform on a row's primary interaction.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        SelectionContextMenuView(content: self, menu: menu)
    }
}

/// A view with a context menu: the view, and while open, its menu over the window.
nonisolated struct ContextMenuView<Content: View>: View {
    let content: Content
    let items: AnyView
    let preview: AnyView?
    @State private var isPresented = false

    init(content: Content, items: AnyView, preview: AnyView?) {
        self.content = content
        self.items = items
        self.preview = preview
    }

    var body: some View {
        let open = $isPresented, items = self.items, preview = self.preview
        content
            .modifier(NodeModifier(name: "contextMenu", change: .layoutValue(
                ObjectIdentifier(LongPressActionKey.self), LongPressAction { _ in open.wrappedValue = true })))
            .modifier(PresentationModifier(name: "contextMenu") {
                guard open.wrappedValue else { return nil }
                return PresentedLayer(kind: .menu(content: items, preview: preview)) { open.wrappedValue = false }
            })
    }
}

/// A view with an item-based context menu, open for the identifiers it was long pressed for.
nonisolated struct SelectionContextMenuView<Content: View, I: Hashable, M: View>: View {
    let content: Content
    let menu: (Set<I>) -> M
    @State private var openFor: Set<I>?

    init(content: Content, menu: @escaping (Set<I>) -> M) {
        self.content = content
        self.menu = menu
    }

    var body: some View {
        let open = $openFor, menu = self.menu
        content
            .modifier(NodeModifier(name: "contextMenu", change: .layoutValue(
                ObjectIdentifier(LongPressActionKey.self),
                LongPressAction { id in open.wrappedValue = (id?.base as? I).map { [$0] } ?? [] })))
            .modifier(PresentationModifier(name: "contextMenu") {
                guard let ids = open.wrappedValue else { return nil }
                return PresentedLayer(kind: .menu(content: AnyView(menu(ids)), preview: nil)) { open.wrappedValue = nil }
            })
    }
}
