import Combine
import Foundation
import SwiftUI
import Testing
@testable import LayoutCorpus

// The Combine view model as an app writes it: its pipeline runs on Linux through Trellis's
// `Combine` product, and a live host shows what it publishes.

@Suite("A Combine view model") @MainActor
struct SearchModelTests {
    private let names = ["Ada", "Grace", "Alan", "Edsger"]

    /// Waits (a run of the main queue at a time) until `done`, for five seconds at most.
    private func wait(until done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(5)
        while !done(), Date() < deadline { try? await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func typingFiltersTheResultsAfterTheDebounce() async {
        let model = SearchModel(names: names, debounce: .milliseconds(20))
        model.query = "a"
        model.query = "al"
        await wait { model.searchCount.value > 0 }
        #expect(model.results == ["Alan"])
        #expect(model.searchCount.value == 1)
    }

    @Test func aRefreshIsPublished() {
        let model = SearchModel(names: names)
        model.refreshes.send()
        #expect(model.lastRefresh != nil)
    }

    @Test func theScreenShowsTheNewResults() async {
        let model = SearchModel(names: names, debounce: .milliseconds(20))
        let host = LayoutHost(SearchScreen(model: model), fonts: .testFont)
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 400)).frame(of: "Grace") != nil)
        model.query = "gr"
        await wait { model.searchCount.value > 0 }
        let result = host.layout(in: ProposedViewSize(width: 300, height: 400))
        #expect(result.frame(of: "Grace") != nil)
        #expect(result.frame(of: "Ada") == nil)
    }
}
