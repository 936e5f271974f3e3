import Foundation

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// On iPhone (iOS 26) the selected tab's content takes the whole view, laid out above the tab
/// bar: a floating capsule 58 points tall, 23 above the bottom, whose 83-point band at the
/// bottom the content's safe area leaves out (a view that ignores the safe area reaches under
/// it). With ``TabViewStyle/page`` one page shows at a time, centred in the whole view, with
/// its index dots at the bottom. On macOS the tabs' titles are a segmented control centred in
/// a 24-point band at the top, and the content is centred below it.
///
/// ```swift
/// struct Shell: View {
///     @State private var selection = 0
///     var body: some View {
///         TabView(selection: $selection) {
///             Tab("Home", systemImage: "house", value: 0) { Text("Home") }
///             Tab("Settings", systemImage: "gear", value: 1) { Text("Settings") }
///         }
///     }
/// }
///
/// let host = LayoutHost(Shell())
/// host.activate(id: 1)     // the Settings tab: its bar item, by the tab's value
/// ```
///
/// Tabs come as `Tab`s (iOS 18) or as views with ``View/tabItem(_:)`` and ``View/tag(_:includeOptional:)``;
/// a tab without a tag is selected by its index. Activating a bar item
/// (``LayoutHost/activate(id:)`` with the tab's value, or a `Tab`'s title) selects its tab and
/// sets the `selection` binding. Only the selected tab's content is laid out.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selection of a tab view without a binding.
    @State private var ownSelection: AnyHashable?

    /// Creates a tab view that uses a binding to the selected tab, and views with tab items
    /// as its tabs.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's tag; `nil` lets the tab view keep its own.
    ///   - content: The tabs, each a view with a ``View/tabItem(_:)``.
    @MainActor @preconcurrency
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates a tab view that uses a binding to the selected tab, and `Tab`s.
    ///
    /// - Parameters:
    ///   - selection: The value of the selected tab.
    ///   - content: The tabs.
    @MainActor @preconcurrency
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }

    /// The selected tab's content and the bar (or the page's index dots).
    @MainActor @preconcurrency
    public var body: some View {
        // Read here, so that a live host resolves the tab view again when it changes.
        let selected = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        let binding = selection, own = $ownSelection
        TabViewContent(content: content, selected: selected, select: { value in
            if let binding {
                if let value = value.base as? SelectionValue { binding.wrappedValue = value }
            } else {
                own.wrappedValue = value
            }
        })
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, with views with tab items as its tabs.
    ///
    /// - Parameter content: The tabs, each a view with a ``View/tabItem(_:)``.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView {
    /// Creates a tab view that keeps its own selection, with `Tab`s.
    ///
    /// - Parameter content: The tabs.
    @MainActor @preconcurrency
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

/// A tab view's tabs resolved into a ``TabViewLayout``.
///
/// 1. Every tab resolves, in the tab view's environment; each carries its item and value as
///    container values (a tab without a value is known by its index).
/// 2. The selected tab is the one whose value equals the selection (the first when none
///    does); only its content is attached.
/// 3. The bar is made from the items (the selected one on its pill), or the page's dots.
nonisolated struct TabViewContent<Content: View>: View, PrimitiveView {
    let content: Content
    /// The selection; `nil`: the first tab.
    let selected: AnyHashable?
    /// What activating a tab's bar item does.
    let select: (AnyHashable) -> Void

    var body: Never { fatalError("TabViewContent has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let tabs = resolver.subviews(resolving: ResolvableContent(content))
        let tags = tabs.indices.map { tabs[$0].containerValues[PickerTagKey.self] ?? AnyHashable($0) }
        let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        var nodes: [NodeID] = []
        if !tabs.isEmpty { resolver.resolve(tabs[index], into: &nodes) }
        let style = resolver.environment.tabViewStyle
        let layout: TabViewLayout
        switch style {
        case .tabBar:
            let items = tabs.indices.map { position in
                let values = tabs[position].containerValues
                return TabBarItem(
                    label: values[TabItemLabelKey.self], title: values[TabItemTitleKey.self], badge: values[TabItemBadgeKey.self],
                    isSearch: values[TabItemRoleKey.self] == .search,
                    value: values[PickerTagKey.self] ?? AnyHashable(position),
                    isDisabled: values[TabItemDisabledKey.self])
            }
            if resolver.environment.platform.system == .macOS {
                resolver.resolve(MacTabBarView(items: items, selected: index, select: select), into: &nodes)
                layout = TabViewLayout(contentInset: MacTabBarMetrics.height, barHeight: MacTabBarMetrics.height, barAtTop: true)
            } else {
                resolver.resolve(TabBarView(items: items, selected: index, select: select), into: &nodes)
                layout = TabViewLayout(contentInset: TabBarMetrics.height, barHeight: TabBarMetrics.height)
            }
        case .page(let mode):
            if mode == .always || (mode == .automatic && tabs.count > 1) {
                resolver.resolve(PageIndexView(count: tabs.count, selected: index), into: &nodes)
                layout = TabViewLayout(contentInset: 0, barHeight: TabBarMetrics.pageIndexHeight)
            } else {
                layout = TabViewLayout(contentInset: 0, barHeight: 0)
            }
        }
        resolver.features.safeArea.used = true
        elements.append(resolver.addContainer(layout, name: .text("TabView"), elements: nodes))
    }

}
