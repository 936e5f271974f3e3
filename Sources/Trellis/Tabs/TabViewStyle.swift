import Foundation

/// A specification for the appearance and interaction of a tab view.
///
/// On iPhone the automatic, sidebar-adaptable and tab-bar-only styles all show the iOS 26
/// tab bar; the page style shows one page at a time with index dots.
///
/// ```swift
/// TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .always))
/// ```
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default tab view style: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle, Sendable {
    /// Creates a default tab view style.
    public init() {}
}

/// A tab view style that displays a tab bar when possible and a sidebar otherwise: on iPhone
/// (a compact width) the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable {
    /// Creates a sidebar-adaptable tab view style.
    public init() {}
}

/// A tab view style that displays a tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable {
    /// Creates a tab-bar-only tab view style.
    public init() {}
}

/// A tab view style that implements a paged scrolling tab view: one page at a time, with
/// the index dots at the bottom.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable, Equatable {
        let kind: Int

        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always displays an index view regardless of page count.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never displays an index view.
        public static let never = IndexDisplayMode(kind: 2)
    }

    /// How the index dots show.
    let indexDisplayMode: IndexDisplayMode

    /// Creates a new page tab view style with the index display mode you provide.
    ///
    /// - Parameter indexDisplayMode: When to show the index dots; `.automatic` by default.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab view style that displays a tab bar when possible and a sidebar otherwise.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A paged tab view style, its index dots shown when there are several pages.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paged tab view style with an index display mode.
    ///
    /// - Parameter indexDisplayMode: When to show the index dots.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The tab view styles, as the environment keeps them.
enum TabViewStyleKind: Equatable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .tabBar }
}

extension EnvironmentValues {
    /// The style of the tab views inside.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for the tab view within the current environment.
    ///
    /// - Parameter style: The style to apply to this tab view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind: TabViewStyleKind = (style as? PageTabViewStyle).map { .page($0.indexDisplayMode) } ?? .tabBar
        return modifier(EnvironmentWriter(write: { $0.tabViewStyle = kind }))
    }
}

/// A behavior by which the tab bar minimizes (iOS 26: as the content scrolls).
///
/// Headless nothing scrolls by hand, so the bar never minimizes: the value is inert
/// (docs/differences.md, "Tabs").
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let kind: Int

    /// Determined by the platform: on iPhone the bar does not minimize.
    public static let automatic = TabBarMinimizeBehavior(kind: 0)
    /// The tab bar minimizes when scrolling down, and expands when scrolling up.
    public static let onScrollDown = TabBarMinimizeBehavior(kind: 1)
    /// The tab bar minimizes when scrolling up, and expands when scrolling down.
    public static let onScrollUp = TabBarMinimizeBehavior(kind: 2)
    /// The tab bar never minimizes.
    public static let never = TabBarMinimizeBehavior(kind: 3)
}

nonisolated extension View {
    /// Sets the behavior for tab bar minimization.
    ///
    /// Inert headless: the bar minimizes as a person scrolls, and nothing scrolls by hand.
    ///
    /// - Parameter behavior: The behavior for tab bar minimization.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        self
    }
}
