import Foundation

/// A tab of a ``TabView``: its content, the item the bar shows for it (a title and an image,
/// or a label of your own), the value that selects it, and its role.
///
/// ```swift
/// @State var selection = 0
/// TabView(selection: $selection) {
///     Tab("Home", systemImage: "house", value: 0) { Text("Home") }
///     Tab("Alerts", systemImage: "bell", value: 1) { Text("Alerts") }.badge(3)
/// }
/// ```
///
/// Headless, activating a tab's bar item (``LayoutHost/activate(id:)`` with the tab's value,
/// or with its title) selects it.
nonisolated public struct Tab<Value, Content, Label> {
    let content: Content
    let label: Label?
    /// The value that selects the tab; `nil` for a tab without one (`Value` is `Never`).
    let value: AnyHashable?
    let role: TabRole?
    /// The title as a string, when the tab was given one.
    let title: String?
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    /// The value that identifies the tab.
    public typealias TabValue = Value

    /// The tab's content, carrying its item as container values.
    @MainActor @preconcurrency
    public var _identifiedView: some View {
        let label = self.label.map { AnyView($0) }, value = self.value, role = self.role, title = self.title
        return content.modifier(ContainerValueModifier(write: { values in
            if let label { values[TabItemLabelKey.self] = label }
            if let value { values[PickerTagKey.self] = value }
            if let role { values[TabItemRoleKey.self] = role }
            if let title { values[TabItemTitleKey.self] = title }
        }))
    }

    /// The tab itself.
    @MainActor @preconcurrency
    public var body: Tab<Value, Content, Label> { self }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: AnyHashable(value), role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: AnyHashable(value), role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S, T>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: AnyHashable(Optional(value)), role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S, T>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: AnyHashable(Optional(value)), role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: AnyHashable(value), role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: AnyHashable(value), role: role, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - content: The view the tab shows.
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: AnyHashable(Optional(value)), role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: AnyHashable(Optional(value)), role: role, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: AnyHashable(value), role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: AnyHashable(value), role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S, T>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: AnyHashable(Optional(value)), role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S, T>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: AnyHashable(Optional(value)), role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: AnyHashable(value), role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: AnyHashable(value), role: role, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - content: The view the tab shows.
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: AnyHashable(Optional(value)), role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - value: The value that selects the tab (its selection is optional).
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: AnyHashable(Optional(value)), role: role, title: titleKey.key)
    }

    /// Creates a tab without a bar item.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(content: content(), label: nil, value: AnyHashable(value), role: nil, title: nil)
    }

    /// Creates a tab whose bar item its role gives.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(verbatim: role == .search ? "Search" : ""), image: role == .search ? Image(systemName: "magnifyingglass") : nil), value: AnyHashable(value), role: role, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: AnyHashable(value), role: nil, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: AnyHashable(value), role: role, title: nil)
    }

    /// Creates a tab without a bar item.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    public init<V>(value: V, @ViewBuilder content: () -> Content) where Value == V?, Label == EmptyView, V: Hashable {
        self.init(content: content(), label: nil, value: AnyHashable(Optional(value)), role: nil, title: nil)
    }

    /// Creates a tab whose bar item its role gives.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V?, Label == DefaultTabLabel, V: Hashable {
        self.init(content: content(), label: DefaultTabLabel(title: Text(verbatim: role == .search ? "Search" : ""), image: role == .search ? Image(systemName: "magnifyingglass") : nil), value: AnyHashable(Optional(value)), role: role, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init<V>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        self.init(content: content(), label: label(), value: AnyHashable(Optional(value)), role: nil, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        self.init(content: content(), label: label(), value: AnyHashable(Optional(value)), role: role, title: nil)
    }

    init(content: Content, label: Label?, value: AnyHashable?, role: TabRole?, title: String?) {
        self.content = content
        self.label = label
        self.value = value
        self.role = role
        self.title = title
    }
}

extension Tab where Value == Never, Content: View, Label: View {

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: nil, role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)), value: nil, role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: nil, role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - image: The name of the image in the bar item.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), value: nil, role: role, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: nil, role: nil, title: String(title))
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)), value: nil, role: role, title: String(title))
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: nil, role: nil, title: titleKey.key)
    }

    /// Creates a tab with a title, an image and no value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the tab's bar item.
    ///   - systemImage: The name of the SF Symbol in the bar item.
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)), value: nil, role: role, title: titleKey.key)
    }

    /// Creates a tab without a bar item.
    ///
    /// - Parameters:
    ///   - content: The view the tab shows.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(content: content(), label: nil, value: nil, role: nil, title: nil)
    }

    /// Creates a tab whose bar item its role gives.
    ///
    /// - Parameters:
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(content: content(), label: DefaultTabLabel(title: Text(verbatim: role == .search ? "Search" : ""), image: role == .search ? Image(systemName: "magnifyingglass") : nil), value: nil, role: role, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: nil, role: nil, title: nil)
    }

    /// Creates a tab with a label of your own.
    ///
    /// - Parameters:
    ///   - role: The role of the tab.
    ///   - content: The view the tab shows.
    ///   - label: The bar item's label.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: nil, role: role, title: nil)
    }
}
