import Foundation
import Testing
@testable import Trellis

/// The search field's places. At rest at the bottom: a 48-point capsule 28 from the sides at
/// the top of the 76-point band (swiftui-web's write-up of iOS 26's floating field,
/// `Docs/elements/UIKit/Bars.md`: 264 wide in 320, the text 46.5 in; the band recorded by
/// `ios/search/basic`). The drawer's 60-point band is the same write-up's search bar band
/// under a navigation bar; the tokens' capsules are derived.
@Suite("Search field")
@MainActor
struct SearchFieldTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: window, environment: environment)
    }

    @Test("at rest the field is a 48-point capsule 28 in, at the top of the bottom band")
    func fieldAtRest() {
        let result = layout(NavigationStack { Color.clear.navigationTitle("Fruit").searchable(text: .constant("")) })
        let capsule = result.elements.first { $0.name == "Capsule" }
        #expect(capsule?.frame == CGRect(x: 28, y: 404, width: 264, height: 48))
    }

    @Test("the prompt shows 46.5 into the field while the text is empty; 'Search' without one")
    func promptText() {
        let result = layout(NavigationStack { Color.clear.searchable(text: .constant(""), prompt: "Find fruit") })
        #expect(result.elements.first { $0.name.contains("Find fruit") }?.frame.minX == CGFloat(28 + 46.5))
        let plain = layout(NavigationStack { Color.clear.searchable(text: .constant("")) })
        #expect(plain.elements.contains { $0.name.contains("\"Search\"") })
        let typed = layout(NavigationStack { Color.clear.searchable(text: .constant("kiwi"), prompt: "Find fruit") })
        #expect(typed.elements.contains { $0.name.contains("kiwi") })
        #expect(!typed.elements.contains { $0.name.contains("Find fruit") })
    }

    @Test("tokens show in the field before the text")
    func tokensBeforeText() {
        struct Tag: Identifiable { let id: String }
        let result = layout(NavigationStack {
            Color.clear.searchable(text: .constant("ch"), tokens: .constant([Tag(id: "Fresh")])) { Text($0.id) }
        })
        let token = result.elements.first { $0.name.contains("Fresh") }
        let text = result.elements.first { $0.name.contains("\"ch\"") }
        #expect(token?.frame.minX == CGFloat(28 + 46.5 + 8))
        #expect((token?.frame.maxX ?? .infinity) < (text?.frame.minX ?? 0))
    }

    @Test("in the navigation bar's drawer the field adds 60 points under the bar")
    func drawerPlacement() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Fruit").searchable(text: .constant(""), placement: .navigationBarDrawer)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 116.5 + 60, width: 320, height: 480 - 176.5))
    }

    @Test("applied to the navigation stack, the root screen takes the search")
    func searchableAroundTheStack() {
        let result = layout(NavigationStack { Color.clear.id("content").navigationTitle("Fruit") }.searchable(text: .constant("")))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 116.5, width: 320, height: 287.5))
    }

    @Test("outside a navigation stack there is no field")
    func outsideAStack() {
        let result = layout(Color.clear.id("content").searchable(text: .constant("")))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(!result.elements.contains { $0.name == "Capsule" })
    }
}
