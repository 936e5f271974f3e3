import Foundation
import Testing
@testable import Trellis

/// `ContentUnavailableView`: it fills its proposal; on iOS it centres its column (derived
/// metrics, ``ContentUnavailableMetrics``), on macOS it sets it across the top (recorded:
/// swiftui-web `unavailable/basic`, `ContentUnavailableViewFixtureTests`).
@Suite("ContentUnavailableView")
@MainActor
struct ContentUnavailableViewTests {
    @Test("it fills the space it is offered")
    func fills() {
        let view = ContentUnavailableView { StandIn.fixed(width: 100, height: 30) }
        #expect(view.layout(in: ProposedViewSize(width: 320, height: 400)).size == CGSize(width: 320, height: 400))
    }

    /// A view of stand-ins: the label 100 × 30, the description 200 × 20, the actions 80 × 40.
    private func standIns() -> some View {
        ContentUnavailableView {
            StandIn.fixed(width: 100, height: 30).id("label")
        } description: {
            StandIn.fixed(width: 200, height: 20).id("description")
        } actions: {
            StandIn.fixed(width: 80, height: 40).id("actions")
        }
    }

    @Test("the label, description and actions are centred, 8 and 16 apart")
    func column() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        let result = standIns().layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        let label = try #require(result.frame(of: "label"))
        let description = try #require(result.frame(of: "description"))
        let actions = try #require(result.frame(of: "actions"))
        #expect(label.midX == 160 && description.midX == 160 && actions.midX == 160)
        #expect(description.minY == label.maxY + 8)
        #expect(actions.minY == description.maxY + 16)
        // The column (30 + 8 + 20 + 16 + 40 = 114) is centred in 400.
        #expect(label.minY == CGFloat(400 - 114) / 2)
    }

    @Test("on macOS the column starts 20 below the top and its parts are 12 apart, whatever their sizes")
    func macOSColumn() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        let result = standIns().layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        #expect(result.frame(of: "label") == CGRect(x: 110, y: 20, width: 100, height: 30))
        #expect(result.frame(of: "description") == CGRect(x: 60, y: 62, width: 200, height: 20))
        #expect(result.frame(of: "actions") == CGRect(x: 120, y: 94, width: 80, height: 40))
    }

    @Test("the search presets name the query")
    func searchPresets() {
        #expect(SearchUnavailableContent.Label(text: "kiwi").text == "kiwi")
        let search = ContentUnavailableView.search(text: "kiwi")
        #expect((search.label as SearchUnavailableContent.Label).text == "kiwi")
        #expect(ContentUnavailableView.search.label.text == nil)
    }
}
