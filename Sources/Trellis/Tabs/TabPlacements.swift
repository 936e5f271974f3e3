import Foundation

// Where tabs and the tab bar go on iPad, visionOS and macOS. An iPhone in portrait (Trellis's
// default screen) always shows the bottom tab bar, so these are accepted and recorded in no
// layout (docs/differences.md, "Tabs").

/// A placement for tab bars.
public struct TabBarPlacement: Hashable {
    let name: String

    /// The tab bar at the top (iPad).
    public static var topBar: TabBarPlacement { TabBarPlacement(name: "topBar") }
    /// The tab bar as a sidebar.
    public static var sidebar: TabBarPlacement { TabBarPlacement(name: "sidebar") }
    /// The tab bar at the bottom (iPhone).
    public static var bottomBar: TabBarPlacement { TabBarPlacement(name: "bottomBar") }
    /// The tab bar as an ornament (visionOS).
    public static var ornament: TabBarPlacement { TabBarPlacement(name: "ornament") }
    /// The tab bar as a page indicator (watchOS).
    public static var pageIndicator: TabBarPlacement { TabBarPlacement(name: "pageIndicator") }
}

/// A placement for a tab bar that can adapt between a bar and a sidebar (`.sidebarAdaptable`).
public struct AdaptableTabBarPlacement: Hashable {
    let name: String

    /// The platform's default placement.
    public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
    /// The tab bar.
    public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
    /// The sidebar.
    public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }
}

/// A place a tab can appear in an adaptable tab view.
public struct TabPlacement: Hashable {
    let name: String

    /// The tab's default placement.
    public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
    /// A tab pinned in the tab bar, outside any section.
    public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
    /// A tab shown only in the sidebar.
    public static var sidebarOnly: TabPlacement { TabPlacement(name: "sidebarOnly") }
}

nonisolated extension View {
    /// Sets the default placement of an adaptable tab view's bar (inert on an iPhone, whose
    /// tab bar is always at the bottom).
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        self
    }
}

extension TabContent {
    /// Sets where the tab appears in an adaptable tab view (inert on an iPhone: every tab is in
    /// the bottom bar).
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
        self
    }
}
