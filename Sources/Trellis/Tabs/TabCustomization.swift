import Foundation

// Customising an adaptable tab view: people hide tabs from the sidebar or the tab bar and
// reorder a section's tabs, on an iPad's sidebar. An iPhone in portrait (Trellis's default
// screen) shows no sidebar and no way to customise, so its tab bar shows every tab whatever
// the customisation says: the values are kept (a customisation reads and writes, and encodes,
// as SwiftUI's does) and change no layout (docs/differences.md, "Tabs").

/// The customization behavior of customizable tab view content.
///
/// Inert on an iPhone, which has no sidebar to customise (docs/differences.md, "Tabs").
public struct TabCustomizationBehavior: Equatable {
    let kind: Int

    /// The default customization behavior: customizable where the platform allows it.
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(kind: 0) }
    /// The tab can be reordered but not hidden.
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(kind: 1) }
    /// The tab can be neither reordered nor hidden.
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(kind: 2) }

    /// Whether two behaviors are the same.
    public static func == (a: TabCustomizationBehavior, b: TabCustomizationBehavior) -> Bool { a.kind == b.kind }
}

@available(*, unavailable)
extension TabCustomizationBehavior: Sendable {}

/// The customizations a person makes to an adaptable sidebar tab view: each tab's visibility
/// in the sidebar and the tab bar, and each section's order of tabs, by the tabs' and
/// sections' `customizationID`s.
///
/// A customization starts with every visibility `.automatic` and no order; it encodes with
/// `Codable` (Trellis's own format: SwiftUI's is not documented, so a value saved by one is not
/// read by the other). Headless, nobody customises, and an iPhone's tab bar shows every tab:
/// the values are kept and change no layout (docs/differences.md, "Tabs").
///
/// ```swift
/// var customization = TabViewCustomization()
/// customization[tab: "settings"].sidebarVisibility = .hidden
/// ```
public struct TabViewCustomization: Equatable, Sendable, Codable {
    /// The sidebar visibility of each tab set to other than `.automatic`.
    private var sidebar: [String: Visibility] = [:]
    /// The tab bar visibility of each tab set to other than `.automatic`.
    private var tabBar: [String: Visibility] = [:]
    /// Each section's order of tabs, by their identifiers.
    private var orders: [String: [String]] = [:]

    private enum CodingKeys: String, CodingKey {
        case sidebar, tabBar, orders
    }

    /// Creates an empty tab view customization: every visibility automatic, no order.
    public init() {}

    /// The customization of the tab with the given `customizationID`.
    ///
    /// - Parameter id: The tab's customization identifier.
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: sidebar[id] ?? .automatic, tabBarVisibility: tabBar[id] ?? .automatic) }
        set {
            sidebar[id] = newValue.sidebarVisibility == .automatic ? nil : newValue.sidebarVisibility
            tabBar[id] = newValue.tabBarVisibility == .automatic ? nil : newValue.tabBarVisibility
        }
    }

    /// The customization of the section with the given `customizationID`.
    ///
    /// - Parameter id: The section's customization identifier.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: orders[id]) }
        set { orders[id] = newValue.tabOrder }
    }

    /// Resets every tab's visibility to `.automatic`.
    public mutating func resetVisibility() {
        sidebar = [:]
        tabBar = [:]
    }

    /// Resets every section's order of tabs to the order they are declared in.
    public mutating func resetSectionOrder() {
        orders = [:]
    }

    /// Whether two customizations hold the same visibilities and orders.
    public static func == (a: TabViewCustomization, b: TabViewCustomization) -> Bool {
        a.sidebar == b.sidebar && a.tabBar == b.tabBar && a.orders == b.orders
    }

    /// Encodes the customization (Trellis's format: visibilities by name, orders as lists).
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sidebar.mapValues(Self.name), forKey: .sidebar)
        try container.encode(tabBar.mapValues(Self.name), forKey: .tabBar)
        try container.encode(orders, forKey: .orders)
    }

    /// Decodes a customization that ``encode(to:)`` wrote; a visibility it does not know
    /// is `.automatic` (left out).
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sidebar = try container.decodeIfPresent([String: String].self, forKey: .sidebar)?.compactMapValues(Self.visibility) ?? [:]
        tabBar = try container.decodeIfPresent([String: String].self, forKey: .tabBar)?.compactMapValues(Self.visibility) ?? [:]
        orders = try container.decodeIfPresent([String: [String]].self, forKey: .orders) ?? [:]
    }

    private static func name(_ visibility: Visibility) -> String {
        switch visibility {
        case .automatic: "automatic"
        case .visible: "visible"
        case .hidden: "hidden"
        }
    }

    private static func visibility(_ name: String) -> Visibility? {
        switch name {
        case "visible": .visible
        case "hidden": .hidden
        default: nil
        }
    }

    /// The customization of one tab.
    public struct TabCustomization {
        /// The tab's visibility in the sidebar.
        public var sidebarVisibility: Visibility
        /// The tab's visibility in the tab bar, which a person sets by customizing it.
        public private(set) var tabBarVisibility: Visibility
    }

    /// The customization of one section.
    public struct SectionCustomization {
        /// The order of the section's tabs, by their identifiers, that a person chose; `nil`
        /// when it is the order they are declared in.
        public private(set) var tabOrder: [String]?

        /// Resets the section's order of tabs to the order they are declared in.
        public mutating func resetTabOrder() {
            tabOrder = nil
        }
    }
}

@available(*, unavailable)
extension TabViewCustomization.TabCustomization: Sendable {}

@available(*, unavailable)
extension TabViewCustomization.SectionCustomization: Sendable {}

extension TabContent {
    /// Sets the identifier a ``TabViewCustomization`` knows the tab or section by.
    ///
    /// Inert on an iPhone, which has no sidebar to customise: the tab bar shows the tab
    /// whatever the customization says (docs/differences.md, "Tabs").
    ///
    /// - Parameter id: The identifier, unique among the tab view's tabs and sections.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> {
        self
    }

    /// Sets the customization behavior of the tab in the given placements.
    ///
    /// Inert on an iPhone, which has no sidebar to customise (docs/differences.md, "Tabs").
    ///
    /// - Parameters:
    ///   - behavior: The customization behavior.
    ///   - placements: The placements it applies in.
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        self
    }
}

nonisolated extension View {
    /// Specifies the customizations to apply to an adaptable sidebar tab view.
    ///
    /// An iPhone shows the tab bar with every tab and no sidebar, so the customization changes
    /// no layout there; the binding is neither read nor written headless, as nobody
    /// customises (docs/differences.md, "Tabs").
    ///
    /// - Parameter customization: The customization of the tab view, or `nil` for none.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        self
    }
}
