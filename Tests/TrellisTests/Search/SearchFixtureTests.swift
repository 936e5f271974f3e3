import Foundation
import Testing
@testable import Trellis

/// The recorded search fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/ios/search/<name>/frames.json` at b009060, iOS 26 simulator, a window
/// without a status bar; the views in `Fixtures/Sources/iOS/IOSSearchFixtures.swift`),
/// re-typed. Texts are stood in for by `StandIn`s of their recorded sizes, so every frame here
/// is exact.
@Suite("Search fixtures")
@MainActor
struct SearchFixtureTests {
    /// The fixtures' fruit and their recorded text widths.
    private static let fruit: [(name: String, width: CGFloat)] = [
        ("Apple", 44.5), ("Banana", 57), ("Cherry", 52), ("Date", 36), ("Elderberry", 79.5),
    ]

    /// A recorded text: its size in the golden.
    private static func text(_ name: String, _ id: String) -> some View {
        StandIn.fixed(width: fruit.first { $0.name == name }?.width ?? 0, height: 24.5).id(id)
    }

    /// The fixtures' `FruitList`: the fruit matching the query, titled "Fruit".
    struct FruitList: View {
        let query: String
        var body: some View {
            let shown = SearchFixtureTests.fruit.map(\.name).filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }
            List(shown, id: \.self) { name in SearchFixtureTests.text(name, "row-\(name)") }
                .navigationTitle("Fruit")
                .id("list")
        }
    }

    /// A quarter-point grid: the recordings hold frames at quarter points.
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private let window = ProposedViewSize(width: 320, height: 480)

    private func expectFrame(_ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        #expect(result.frame(of: id) == CGRect(x: x, y: y, width: width, height: height), "\(id)")
    }

    @Test("ios/search/basic: the field at rest takes a 76-point band at the bottom")
    func fieldAtRest() {
        let view = NavigationStack {
            FruitList(query: "").searchable(text: .constant(""), prompt: "Find fruit")
        }
        .id("nav")
        let result = view.layout(in: window, environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 116.5, 320, 287.5)
        for (index, fruit) in Self.fruit.enumerated() {
            expectFrame(result, "row-\(fruit.name)", 32, 132.25 + 56 * CGFloat(index), fruit.width, 24.5)
        }
    }

    /// The fixtures' `SearchToken`.
    struct SearchToken: Identifiable, Hashable {
        let name: String
        var id: String { name }
    }

    @Test("ios/search/tokens: tokens in the field leave the content's frames as at rest")
    func fieldWithTokens() {
        let view = NavigationStack {
            FruitList(query: "")
                .searchable(text: .constant("ch"), tokens: .constant([SearchToken(name: "Fresh"), SearchToken(name: "Red")]), prompt: "Find fruit") { token in
                    Text(token.name)
                }
        }
        .id("nav")
        let result = view.layout(in: window, environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 116.5, 320, 287.5)
        for (index, fruit) in Self.fruit.enumerated() {
            expectFrame(result, "row-\(fruit.name)", 32, 132.25 + 56 * CGFloat(index), fruit.width, 24.5)
        }
    }

    /// The `ios/search/active` fixture at a query, presented (its steps) or not (at rest).
    private func activeFixture(query: String, presented: Bool = true) -> some View {
        NavigationStack {
            FruitList(query: query)
                .searchable(text: .constant(query), isPresented: .constant(presented), prompt: "Find fruit")
                .searchScopes(.constant(0), activation: .onSearchPresentation) {
                    Text("All").tag(0)
                    Text("Fresh").tag(1)
                }
                .searchSuggestions {
                    ForEach(Self.fruit.map(\.name).filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) { name in
                        Self.text(name, "suggest-\(name)").searchCompletion(name)
                    }
                }
        }
        .id("nav")
    }

    @Test("ios/search/active, at rest: the list under the large title, the field in its bottom band")
    func activeAtRest() {
        let result = activeFixture(query: "", presented: false).layout(in: window, environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 116.5, 320, 287.5)
        for (index, fruit) in Self.fruit.enumerated() {
            expectFrame(result, "row-\(fruit.name)", 32, 132.25 + 56 * CGFloat(index), fruit.width, 24.5)
            #expect(result.frame(of: "suggest-\(fruit.name)") == nil)
        }
    }

    @Test("ios/search/active, present: the content between 54 and 60-point bands, the suggestions over it")
    func presentedWithSuggestions() {
        let result = activeFixture(query: "").layout(in: window, environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 54, 320, 366)
        for (index, fruit) in Self.fruit.enumerated() {
            expectFrame(result, "suggest-\(fruit.name)", 16, 69.75 + 56 * CGFloat(index), fruit.width, 24.5)
        }
        // (The recording reports the rows hidden under the suggestions in another coordinate
        // space, 15.75 down; its "typed" step has them in the window's, checked below.)
    }

    @Test("ios/search/active, typed: the filtered row and suggestion at the content's top")
    func presentedAfterTyping() {
        let result = activeFixture(query: "an").layout(in: window, environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 54, 320, 366)
        expectFrame(result, "row-Banana", 32, 69.75, 57, 24.5)
        expectFrame(result, "suggest-Banana", 16, 69.75, 57, 24.5)
        #expect(result.frame(of: "row-Apple") == nil)
        #expect(result.frame(of: "suggest-Apple") == nil)
    }
}
