import Foundation

// What a tab view reads from each of its tabs: the item the bar shows (`tabItem(_:)`, or a
// `Tab`'s title and image), its badge and role, and its value (`tag(_:)`, or a `Tab`'s
// value). All are container values of the tab's content.

/// The label a tab's bar item shows.
struct TabItemLabelKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

/// A tab's title as a string, when it has one: the bar item is also marked with it.
struct TabItemTitleKey: ContainerValueKey {
    static var defaultValue: String? { nil }
}

/// The badge on a tab's bar item.
struct TabItemBadgeKey: ContainerValueKey {
    static var defaultValue: Text? { nil }
}

/// A tab's role.
struct TabItemRoleKey: ContainerValueKey {
    static var defaultValue: TabRole? { nil }
}

nonisolated extension View {
    /// Sets the tab bar item associated with this view.
    ///
    /// In a ``TabView`` the bar shows the item: an image above a text, as a `Label` gives
    /// them (the image in a 24-point symbol font, the text at 10 points, medium).
    ///
    /// ```swift
    /// TabView {
    ///     Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
    /// }
    /// ```
    ///
    /// - Parameter label: The tab bar item to associate with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = AnyView(label())
        return modifier(ContainerValueModifier(write: { $0[TabItemLabelKey.self] = label }))
    }

    /// Generates a badge for the view from an integer value.
    ///
    /// A tab's badge shows on its bar item, at the image's top trailing corner; a count of
    /// zero shows none. (SwiftUI also shows badges at the trailing edge of list rows, which
    /// Trellis does not draw: docs/differences.md.)
    ///
    /// - Parameter count: An integer value to display in the badge.
    public func badge(_ count: Int) -> some View {
        let badge = count == 0 ? nil : Text("\(count)")
        return modifier(ContainerValueModifier(write: { $0[TabItemBadgeKey.self] = badge }))
    }

    /// Generates a badge for the view from a text view.
    ///
    /// - Parameter label: An optional text view to display as a badge; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(ContainerValueModifier(write: { $0[TabItemBadgeKey.self] = label }))
    }

    /// Generates a badge for the view from a localized string key.
    ///
    /// - Parameter key: An optional string key to display as a badge; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Generates a badge for the view from a string.
    ///
    /// - Parameter label: An optional string to display as a badge; `nil` shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// A value that defines the purpose of the tab.
public struct TabRole: Hashable, Sendable {
    let kind: Int

    /// The search role: on iOS 26 the tab sits apart from the others, in its own circle at
    /// the trailing end of the bar.
    public static var search: TabRole { TabRole(kind: 1) }
}

/// The default label of a ``Tab``: its image above its title.
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    /// The image and the title, as a `Label`.
    @MainActor @preconcurrency
    public var body: some View {
        Label { title } icon: { if let image { image } }
    }
}
