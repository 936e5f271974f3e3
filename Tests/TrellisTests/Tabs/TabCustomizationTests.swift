import Foundation
import Testing
@testable import Trellis

// SwiftUI: "TabViewCustomization" (https://developer.apple.com/documentation/swiftui/tabviewcustomization),
// "customizationID(_:)", "customizationBehavior(_:for:)", "tabViewCustomization(_:)". The store
// reads and writes as documented; an iPhone's tab bar, which has no sidebar to customise, is
// laid out the same whatever it says (docs/differences.md, "Tabs").

@MainActor
@Suite("Tab view customization")
struct TabCustomizationTests {
    let proposal = ProposedViewSize(width: 393, height: 852)

    private func frames(_ view: some View) -> [CGRect] {
        view.layout(in: proposal).elements.map(\.frame)
    }

    @Test("a new customization has every visibility automatic and no order")
    func emptyCustomization() {
        let customization = TabViewCustomization()
        #expect(customization[tab: "home"].sidebarVisibility == .automatic)
        #expect(customization[tab: "home"].tabBarVisibility == .automatic)
        #expect(customization[section: "library"].tabOrder == nil)
        #expect(customization == TabViewCustomization())
    }

    @Test("a tab's sidebar visibility reads back what was set, and resetVisibility clears it")
    func sidebarVisibilityAndReset() {
        var customization = TabViewCustomization()
        customization[tab: "settings"].sidebarVisibility = .hidden
        #expect(customization[tab: "settings"].sidebarVisibility == .hidden)
        #expect(customization[tab: "home"].sidebarVisibility == .automatic)
        #expect(customization != TabViewCustomization())
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }

    /// A customization with a section order, as one saved after a person reordered tabs.
    private func saved() throws -> TabViewCustomization {
        let json = #"{"sidebar":{"a":"hidden"},"tabBar":{"b":"visible"},"orders":{"library":["b","a"],"more":["c"]}}"#
        return try JSONDecoder().decode(TabViewCustomization.self, from: Data(json.utf8))
    }

    @Test("a customization survives encoding and decoding")
    func codableRoundTrip() throws {
        let customization = try saved()
        #expect(customization[tab: "a"].sidebarVisibility == .hidden)
        #expect(customization[tab: "b"].tabBarVisibility == .visible)
        #expect(customization[section: "library"].tabOrder == ["b", "a"])
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)
    }

    @Test("resetting a section's order clears that section's only; resetSectionOrder clears all")
    func sectionOrderResets() throws {
        var customization = try saved()
        customization[section: "library"].resetTabOrder()
        #expect(customization[section: "library"].tabOrder == nil)
        #expect(customization[section: "more"].tabOrder == ["c"])
        customization.resetSectionOrder()
        #expect(customization[section: "more"].tabOrder == nil)
    }

    @Test("damaged saved data: an unknown visibility is automatic, malformed data throws")
    func damagedData() throws {
        let unknown = #"{"sidebar":{"a":"sideways"}}"#
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: Data(unknown.utf8))
        #expect(decoded == TabViewCustomization())
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TabViewCustomization.self, from: Data(#"{"orders":[1,2]}"#.utf8))
        }
    }

    @Test("customization identifiers and behaviors leave the iPhone tab view as it was")
    func customizationLeavesLayout() {
        let plain = TabView {
            Tab("One", systemImage: "1.circle") { Color.red }
            Tab("Two", systemImage: "2.circle") { Color.blue }
        }
        let customized = TabView {
            Tab("One", systemImage: "1.circle") { Color.red }.customizationID("one")
            Tab("Two", systemImage: "2.circle") { Color.blue }.customizationID("two").customizationBehavior(.disabled, for: .sidebar, .tabBar)
        }
        #expect(frames(customized) == frames(plain))
        #expect(frames(plain).count > 2)
    }

    @Test("a customization that hides a tab leaves the iPhone tab bar showing it")
    func tabViewCustomizationLeavesLayout() {
        var hidden = TabViewCustomization()
        hidden[tab: "two"].sidebarVisibility = .hidden
        let plain = TabView {
            Tab("One", systemImage: "1.circle") { Color.red }
            Tab("Two", systemImage: "2.circle") { Color.blue }
        }
        let customized = TabView {
            Tab("One", systemImage: "1.circle") { Color.red }.customizationID("one")
            Tab("Two", systemImage: "2.circle") { Color.blue }.customizationID("two")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(.constant(hidden))
        #expect(frames(customized) == frames(plain.tabViewStyle(.sidebarAdaptable)))
    }

    @Test("behaviors compare by kind")
    func behaviorEquality() {
        #expect(TabCustomizationBehavior.automatic == .automatic)
        #expect(TabCustomizationBehavior.reorderable != .disabled)
    }
}
