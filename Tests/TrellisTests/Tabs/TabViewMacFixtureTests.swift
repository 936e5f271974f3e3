import Foundation
import Observation
import Testing
@testable import Trellis

/// The recorded macOS tab view fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/tabview/<name>/frames.json`: `basic` and `sized` at 1ff5654, `tab-api`
/// at fd0864f; macOS 26.2, scale 2, light; the views in
/// `Fixtures/Sources/TabView/TabViewFixtures.swift` at fd0864f), re-typed, laid out with the
/// system fonts in the recordings' windows. The macOS tab view is a segmented bar over a
/// bordered box: the selected tab's content is centred 12 points below the view's centre.
/// Text frames are compared within 1 pt or 2 %; the rest exactly.
@Suite("Tab view fixtures (macOS)")
@MainActor
struct TabViewMacFixtureTests {
    /// The recordings' window.
    private let window = CGSize(width: 360, height: 260)

    /// The recordings' model: the selection, set by their steps.
    @Observable
    final class TabModel {
        var selection = 0
    }

    /// `tabview/basic`'s view (the catalog's `icon` in the second tab's item is a symbol here:
    /// the macOS bar shows titles only).
    struct Basic: View {
        let model: TabModel
        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Text("First").id("first").tabItem { Text("One") }.tag(0)
                Text("Second").id("second").tabItem { Label("Two", systemImage: "star") }.tag(1)
                Color.red.frame(width: 60, height: 40).tabItem { Text("Three") }.tag(2)
            }
            .id("tabs")
        }
    }

    @Test("tabview/basic: the selected tab's content is centred below the 24-point bar")
    func basic() {
        let model = TabModel()
        let recording = RecordingHost(Basic(model: model), platform: .macOS, window: window)
        var frames = recording.frames()
        frames.exact("tabs", 0, 0, 360, 260)
        frames.text("first", 166.5, 134, 27, 16)
        frames.absent("second")

        // second: the selection set to 1.
        model.selection = 1
        frames = recording.frames()
        frames.exact("tabs", 0, 0, 360, 260)
        frames.text("second", 157, 134, 46, 16)
        frames.absent("first")
    }

    @Test("tabview/basic: activating a tab's title in the bar selects it")
    func basicActivatesTab() {
        let model = TabModel()
        let recording = RecordingHost(Basic(model: model), platform: .macOS, window: window)
        _ = recording.frames()
        #expect(recording.host.activate(id: 1))
        #expect(model.selection == 1)
        recording.frames().text("second", 157, 134, 46, 16)
    }

    @Test("tabview/sized: a tab view fills its frame, the content centred below its bar")
    func sized() {
        let view = TabView {
            Text("Alpha").id("alpha").tabItem { Text("A") }
            Text("Beta").tabItem { Text("B") }
        }
        .frame(width: 240, height: 160)
        .id("tabs")
        let frames = RecordedFrames(view, platform: .macOS, window: window)
        frames.exact("tabs", 60, 50, 240, 160)
        frames.text("alpha", 162.75, 134, 34.5, 16)
    }

    /// `tabview/tab-api`'s view: `Tab`s with symbols, a badge and a disabled tab.
    struct TabAPI: View {
        let model: TabModel
        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Tab("Home", systemImage: "house", value: 0) { Text("Home content").id("home") }
                Tab("Alerts", systemImage: "bell", value: 1) { Text("Alerts content").id("alerts") }
                    .badge(3)
                Tab("Off", systemImage: "gear", value: 2) { Text("Off content") }
                    .disabled(true)
            }
            .id("tabs")
        }
    }

    @Test("tabview/tab-api: a disabled tab's segment in the bar does not select it")
    func tabAPIDisabledTab() {
        let model = TabModel()
        let recording = RecordingHost(TabAPI(model: model), platform: .macOS, window: window)
        _ = recording.frames()
        #expect(!recording.host.activate(id: 2))
        #expect(model.selection == 0)
        #expect(recording.host.activate(id: 1))
        #expect(model.selection == 1)
    }

    @Test("tabview/tab-api: Tabs lay out as tab items do; the selection switches the content")
    func tabAPI() {
        let model = TabModel()
        let recording = RecordingHost(TabAPI(model: model), platform: .macOS, window: window)
        var frames = recording.frames()
        frames.exact("tabs", 0, 0, 360, 260)
        frames.text("home", 137, 134, 86, 16)

        model.selection = 1
        frames = recording.frames()
        frames.exact("tabs", 0, 0, 360, 260)
        frames.text("alerts", 137.25, 134, 85.5, 16)
        frames.absent("home")
    }
}
