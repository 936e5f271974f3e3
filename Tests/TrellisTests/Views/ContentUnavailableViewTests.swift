import Foundation
import Testing
@testable import Trellis

/// `ContentUnavailableView` on iOS: it fills its proposal and centres its column (derived
/// metrics, ``ContentUnavailableMetrics``).
@Suite("ContentUnavailableView")
@MainActor
struct ContentUnavailableViewTests {
    @Test("it fills the space it is offered")
    func fills() {
        let view = ContentUnavailableView { StandIn.fixed(width: 100, height: 30) }
        #expect(view.layout(in: ProposedViewSize(width: 320, height: 400)).size == CGSize(width: 320, height: 400))
    }

    @Test("the label, description and actions are centred, 8 and 16 apart")
    func column() throws {
        let view = ContentUnavailableView {
            StandIn.fixed(width: 100, height: 30).id("label")
        } description: {
            StandIn.fixed(width: 200, height: 20).id("description")
        } actions: {
            StandIn.fixed(width: 80, height: 40).id("actions")
        }
        var environment = EnvironmentValues()
        environment.displayScale = 4
        let result = view.layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        let label = try #require(result.frame(of: "label"))
        let description = try #require(result.frame(of: "description"))
        let actions = try #require(result.frame(of: "actions"))
        #expect(label.midX == 160 && description.midX == 160 && actions.midX == 160)
        #expect(description.minY == label.maxY + 8)
        #expect(actions.minY == description.maxY + 16)
        // The column (30 + 8 + 20 + 16 + 40 = 114) is centred in 400.
        #expect(label.minY == CGFloat(400 - 114) / 2)
    }

    @Test("the search presets name the query")
    func searchPresets() {
        #expect(SearchUnavailableContent.Label(text: "kiwi").text == "kiwi")
        let search = ContentUnavailableView.search(text: "kiwi")
        #expect((search.label as SearchUnavailableContent.Label).text == "kiwi")
        #expect(ContentUnavailableView.search.label.text == nil)
    }
}
