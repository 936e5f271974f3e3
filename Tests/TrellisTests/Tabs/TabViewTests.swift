import Foundation
import Testing
@testable import Trellis

/// Tab views driven headless and their bar. The content's place is the recordings'
/// (TabViewFixtureTests); the bar's geometry is swiftui-web's reading of the same goldens'
/// pixels (`Docs/elements/iOS.md`, "Tab bar"); selection follows Apple's `TabView`
/// documentation.
@Suite("Tab views")
@MainActor
struct TabViewTests {
    private let phone = ProposedViewSize(width: 375, height: 667)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func box(_ id: String) -> some View {
        StandIn.fixed(width: 50, height: 24.5).id(id)
    }

    struct Shell: View {
        @State var selection = "home"
        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { StandIn.fixed(width: 50, height: 24.5).id("homeContent") }
                Tab("Settings", systemImage: "gear", value: "settings") { StandIn.fixed(width: 50, height: 24.5).id("settingsContent") }
            }
        }
    }

    @Test("activating a tab's value switches to it")
    func activatingAValueSwitchesTabs() {
        let host = LayoutHost(Shell(), environment: environment)
        var result = host.layout(in: phone)
        #expect(result.frame(of: "homeContent") != nil)
        #expect(host.activate(id: "settings"))
        result = host.layout(in: phone)
        #expect(result.frame(of: "homeContent") == nil)
        #expect(result.frame(of: "settingsContent") == CGRect(x: 162.5, y: 279.75, width: 50, height: 24.5))
    }

    @Test("activating a tab's title switches to it")
    func activatingATitleSwitchesTabs() {
        let host = LayoutHost(Shell(), environment: environment)
        _ = host.layout(in: phone)
        #expect(host.activate(id: "Settings"))
        #expect(host.layout(in: phone).frame(of: "settingsContent") != nil)
    }

    @Test("a bar item sets the selection binding")
    func barItemSetsTheBinding() {
        final class Model { var selection = 0 }
        let model = Model()
        let host = LayoutHost(TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
            box("a").tabItem { Text("A") }.tag(0)
            box("b").tabItem { Text("B") }.tag(1)
        })
        _ = host.layout(in: phone)
        #expect(host.activate(id: 1))
        #expect(model.selection == 1)
    }

    @Test("a tab view without a binding keeps its own selection; an untagged tab is its index")
    func ownSelectionByIndex() {
        struct Untagged: View {
            var body: some View {
                TabView {
                    StandIn.fixed(width: 50, height: 24.5).id("first").tabItem { Text("One") }
                    StandIn.fixed(width: 50, height: 24.5).id("second").tabItem { Text("Two") }
                }
            }
        }
        let host = LayoutHost(Untagged())
        #expect(host.layout(in: phone).frame(of: "first") != nil)
        #expect(host.activate(id: 1))
        let result = host.layout(in: phone)
        #expect(result.frame(of: "first") == nil)
        #expect(result.frame(of: "second") != nil)
    }

    @Test("the bar's three tabs share a 270-point capsule 23 above the bottom")
    func barGeometry() {
        let view = TabView(selection: .constant(0)) {
            box("a").tabItem { Label("A", systemImage: "house") }.tag(0)
            box("b").tabItem { Label("B", systemImage: "gear") }.tag(1)
            box("c").tabItem { Label("C", systemImage: "bell") }.tag(2)
        }
        let result = view.layout(in: phone, environment: environment)
        // The capsule 52.5 in from each side, 6 of padding, 86 a tab; 58 tall, from 586.
        #expect(result.frame(of: 0) == CGRect(x: 58.5, y: 586, width: 86, height: 58))
        #expect(result.frame(of: 1) == CGRect(x: 144.5, y: 586, width: 86, height: 58))
        #expect(result.frame(of: 2) == CGRect(x: 230.5, y: 586, width: 86, height: 58))
    }

    @Test("five tabs narrow the capsule to the bar's margins")
    func fiveTabsNarrow() {
        let view = TabView(selection: .constant(0)) {
            ForEach(0 ..< 5) { index in box("t\(index)").tabItem { Text("T") }.tag(index) }
        }
        let result = view.layout(in: phone, environment: environment)
        // Derived: 343 wide (16 in), (343 - 12) / 5 a tab.
        #expect(result.frame(of: 0)?.minX == 22)
        #expect(result.frame(of: 0)?.width == 66.25)
    }

    @Test("content that ignores the safe area reaches under the bar")
    func ignoringContentReachesUnderTheBar() {
        let view = TabView {
            Color.red.id("full").ignoresSafeArea().tabItem { Text("A") }
        }
        #expect(view.layout(in: phone, environment: environment).frame(of: "full") == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a tab view offered no height takes its content's and the bar's")
    func idealHeight() {
        let view = TabView { box("a").tabItem { Text("A") } }.id("tabs")
        let result = view.layout(in: ProposedViewSize(width: 375, height: nil), environment: environment)
        #expect(result.frame(of: "tabs")?.height == 24.5 + 83)
    }

    /// The badges drawn in a bar: 18-point capsules.
    private func badgeCount(_ view: some View) -> Int {
        view.layout(in: phone, environment: environment).elements.filter { $0.name.contains("Capsule") && $0.frame.height == 18 }.count
    }

    @Test("a badge shows on its tab's item")
    func badgeShows() {
        let view = TabView(selection: .constant(0)) {
            Tab("A", systemImage: "house", value: 0) { box("a") }
            Tab("B", systemImage: "bell", value: 1) { box("b") }.badge(Text("2"))
        }
        #expect(badgeCount(view) == 1)
    }

    @Test("a badge of zero shows none")
    func zeroBadge() {
        let tabs = TabView(selection: .constant(0)) {
            Tab("A", systemImage: "house", value: 0) { box("a") }.badge(0)
        }
        let views = TabView(selection: .constant(0)) {
            box("b").tabItem { Text("B") }.tag(0).badge(0)
        }
        #expect(badgeCount(tabs) + badgeCount(views) == 0)
    }

    @Test("the page style shows dots only for several pages unless always")
    func pageDots() {
        func dots(_ view: some View) -> Int {
            view.layout(in: phone, environment: environment).elements.filter { $0.name.contains("Circle") }.count
        }
        #expect(dots(TabView { Color.red; Color.blue }.tabViewStyle(.page)) == 2)
        #expect(dots(TabView { Color.red }.tabViewStyle(.page)) == 0)
        #expect(dots(TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: .always))) == 1)
        #expect(dots(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never))) == 0)
    }

    @Test("the sidebar-adaptable and tab-bar-only styles show the tab bar on iPhone")
    func barStyles() {
        for style in [AnyTabStyle.sidebarAdaptable, .tabBarOnly] {
            let view = TabView { box("a").tabItem { Text("A") } }
            let result = (style == .sidebarAdaptable ? AnyView(view.tabViewStyle(.sidebarAdaptable)) : AnyView(view.tabViewStyle(.tabBarOnly)))
                .layout(in: phone, environment: environment)
            #expect(result.frame(of: "a") == CGRect(x: 162.5, y: 279.75, width: 50, height: 24.5))
        }
    }

    enum AnyTabStyle { case sidebarAdaptable, tabBarOnly }

    @Test("a section's tabs join the bar on iPhone")
    func sectionsJoinTheBar() {
        let view = TabView(selection: .constant(2)) {
            Tab("A", systemImage: "house", value: 0) { box("a") }
            TabSection("More") {
                Tab("B", systemImage: "bell", value: 1) { box("b") }
                Tab("C", systemImage: "gear", value: 2) { box("c") }
            }
        }
        let result = view.layout(in: phone, environment: environment)
        #expect(result.frame(of: "c") == CGRect(x: 162.5, y: 279.75, width: 50, height: 24.5))
        #expect(result.frame(of: 1)?.width == 86)
    }

    @Test("ten tabs build and share the bar")
    func tenTabs() {
        let view = TabView(selection: .constant(9)) {
            Tab("0", systemImage: "house", value: 0) { box("t0") }
            Tab("1", systemImage: "house", value: 1) { box("t1") }
            Tab("2", systemImage: "house", value: 2) { box("t2") }
            Tab("3", systemImage: "house", value: 3) { box("t3") }
            Tab("4", systemImage: "house", value: 4) { box("t4") }
            Tab("5", systemImage: "house", value: 5) { box("t5") }
            Tab("6", systemImage: "house", value: 6) { box("t6") }
            Tab("7", systemImage: "house", value: 7) { box("t7") }
            Tab("8", systemImage: "house", value: 8) { box("t8") }
            Tab("9", systemImage: "house", value: 9) { box("t9") }
        }
        let result = view.layout(in: phone, environment: environment)
        #expect(result.frame(of: "t9") != nil)
        // 343 wide (16 in), the tabs 33.1 each: the last ends 6 before the capsule's end.
        #expect(result.frame(of: 0)?.minX == 22)
        #expect(result.frame(of: 9)?.maxX == 353)
    }
}

