import Foundation
import Testing
@testable import Trellis

/// The recorded macOS toolbar fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/toolbar/<name>/frames.json`: `basic` at bb66658, `searchable` at
/// 5e9ceaa; macOS 26.2, scale 2, light; the views in
/// `Fixtures/Sources/Toolbar/ToolbarFixtures.swift` at 5e9ceaa), re-typed, laid out with the
/// system fonts in the recordings' 400 × 200 windows. On macOS the toolbar's items, the title
/// and the search field are the window's: the content takes the whole window. Text frames are
/// compared within 1 pt or 2 %; the rest exactly.
@Suite("Toolbar fixtures (macOS)")
@MainActor
struct ToolbarFixtureTests {
    /// The recordings' window.
    private let window = CGSize(width: 400, height: 200)

    /// `toolbar/basic`'s view: items in the navigation, primary and automatic places, whose
    /// buttons count taps.
    struct ToolbarDemo: View {
        @State private var taps = 0

        var body: some View {
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Taps: \(taps)").id("taps")
                    Text("Content below the toolbar").id("content")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Toolbar")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Back") { taps += 10 }.id("back") }
                    ToolbarItem(placement: .primaryAction) { Button("Action") { taps += 1 }.id("action") }
                    ToolbarItemGroup { Button("One") { taps += 100 }.id("one"); Button("Two") { taps += 1000 }.id("two") }
                }
            }
            .id("stack")
        }
    }

    @Test("toolbar/basic: the toolbar takes no room from the content, which fills the window")
    func basic() {
        let frames = RecordedFrames(ToolbarDemo(), platform: .macOS, window: window)
        frames.exact("stack", 0, 0, 400, 200)
        frames.text("taps", 178, 78, 44, 16)
        frames.text("content", 121.25, 106, 157.5, 16)
    }

    @Test("toolbar/basic: on macOS the toolbar's items are the window's, not laid out in it")
    func basicItemsAreTheWindows() {
        let recording = RecordingHost(ToolbarDemo(), platform: .macOS, window: window)
        let frames = recording.frames()
        frames.absent("back")
        frames.absent("action")
        frames.absent("one")
        #expect(!recording.host.activate(id: "action"))
    }

    /// `toolbar/searchable`'s view: a list filtered by a search field in the toolbar.
    struct SearchableDemo: View {
        @State var query = ""
        static let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        var shown: [String] { query.isEmpty ? Self.fruit : Self.fruit.filter { $0.lowercased().contains(query.lowercased()) } }

        var body: some View {
            NavigationStack {
                List(shown, id: \.self) { name in Text(name).id(name) }
                    .navigationTitle("Fruit")
                    .searchable(text: $query, prompt: "Find fruit")
            }
            .id("stack")
        }
    }

    @Test("toolbar/searchable: the search field takes no room; the list's rows start 14 down")
    func searchable() {
        let frames = RecordedFrames(SearchableDemo(), platform: .macOS, window: window)
        frames.exact("stack", 0, 0, 400, 200)
        frames.text("Apple", 16, 14, 35, 16)
        frames.text("Banana", 16, 38, 45, 16)
        frames.text("Cherry", 16, 62, 41.5, 16)
        frames.text("Date", 16, 86, 28.5, 16)
        frames.text("Elderberry", 16, 110, 63.5, 16)
    }
}
