import Foundation
import Testing
@testable import Trellis

/// The recorded tab fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/ios/tabs/<name>/frames.json`, iOS 26 simulator, a 375 × 667 window
/// without a status bar; the views in `Fixtures/Sources/iOS/IOSPresentationFixtures.swift`),
/// re-typed. Texts are stood in for by `StandIn`s of their recorded sizes, so every frame here
/// is exact.
@Suite("Tab fixtures")
@MainActor
struct TabViewFixtureTests {
    private let phone = ProposedViewSize(width: 375, height: 667)

    /// A quarter-point grid, as the recordings' frames.
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func text(_ width: CGFloat, _ id: String) -> some View {
        StandIn.fixed(width: width, height: 24.5).id(id)
    }

    private func expectFrame(_ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        #expect(result.frame(of: id) == CGRect(x: x, y: y, width: width, height: height), "\(id)")
    }

    @Test("ios/tabs/basic (b687eac): the first tab's text is centred above the 83-point bar")
    func basic() {
        let view = TabView(selection: .constant(0)) {
            text(108.5, "home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            text(116, "search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
            text(127, "settings").tabItem { Label("Settings", systemImage: "gear") }.tag(2)
        }
        .id("tabs")
        let result = view.layout(in: phone, environment: environment)
        expectFrame(result, "tabs", 0, 0, 375, 667)
        expectFrame(result, "home", 133.25, 279.75, 108.5, 24.5)
        #expect(result.frame(of: "search") == nil)
    }

    @Test("ios/tabs/second (b687eac): a selection of 1 shows the second tab")
    func second() {
        let view = TabView(selection: .constant(1)) {
            text(108.5, "home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            text(116, "search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
            text(127, "settings").tabItem { Label("Settings", systemImage: "gear") }.tag(2)
        }
        .id("tabs")
        let result = view.layout(in: phone, environment: environment)
        expectFrame(result, "tabs", 0, 0, 375, 667)
        expectFrame(result, "search", 129.5, 279.75, 116, 24.5)
        #expect(result.frame(of: "home") == nil)
    }

    @Test("ios/tabs/badges (fd0864f): five Tabs with badges lay the first out as three tabs do")
    func badges() {
        let view = TabView(selection: .constant(0)) {
            Tab("Home", systemImage: "house", value: 0) { text(108.5, "home") }
            Tab("Alerts", systemImage: "bell", value: 1) { text(112, "alerts") }.badge(3)
            Tab("Search", systemImage: "magnifyingglass", value: 2) { text(116, "search") }
            Tab("Mail", systemImage: "envelope", value: 3) { text(100, "mail") }.badge("New")
            Tab("More", systemImage: "ellipsis", value: 4) { text(104, "more") }
        }
        .id("tabs")
        let result = view.layout(in: phone, environment: environment)
        expectFrame(result, "tabs", 0, 0, 375, 667)
        expectFrame(result, "home", 133.25, 279.75, 108.5, 24.5)
    }

    @Test("ios/tabs/page (fd0864f): the selected page is centred in the whole view")
    func page() {
        let view = TabView(selection: .constant(1)) {
            Color.red.frame(width: 120, height: 80).tag(0)
            Color.blue.frame(width: 120, height: 80).id("page1").tag(1)
            Color.green.frame(width: 120, height: 80).tag(2)
        }
        .tabViewStyle(.page)
        .id("tabs")
        let result = view.layout(in: phone, environment: environment)
        expectFrame(result, "tabs", 0, 0, 375, 667)
        expectFrame(result, "page1", 127.5, 293.5, 120, 80)
    }

    @Test("ios/tabs/basic with its texts: within 2 % of the recorded sizes, centred the same way")
    func basicWithTexts() {
        let view = TabView(selection: .constant(0)) {
            Text("Home content").id("home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Search content").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
        }
        let frame = view.layout(in: phone, environment: environment).frame(of: "home")
        let recorded = CGRect(x: 133.25, y: 279.75, width: 108.5, height: 24.5)
        #expect(frame.map { abs($0.width - recorded.width) <= recorded.width * 0.02 } == true, "\(String(describing: frame))")
        #expect(frame.map { abs($0.height - recorded.height) <= 1 } == true)
        // Centred in the 584 points above the bar.
        #expect(frame.map { abs($0.midX - 187.5) <= 0.25 && abs($0.midY - 292) <= 0.25 } == true)
    }

    @Test("a tab view without tabs takes what it is offered")
    func noTabs() {
        let empty = TabView(selection: .constant(0)) { EmptyView() }.id("tabs")
        #expect(empty.layout(in: phone, environment: environment).frame(of: "tabs") == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a selection no tab has shows the first tab (derived)")
    func unknownSelection() {
        let missing = TabView(selection: .constant(7)) {
            text(50, "first").tag(0)
            text(50, "second").tag(1)
        }
        #expect(missing.layout(in: phone, environment: environment).frame(of: "first") != nil)
    }
}
