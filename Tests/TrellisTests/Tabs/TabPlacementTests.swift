import Foundation
import Testing
import Trellis

// Placements, transitions and index styles that an iPhone's layout does not show: they are
// accepted and leave the layout as it was (docs/differences.md, "Tabs" and "Navigation").
// SwiftUI: "tabPlacement(_:)", "defaultAdaptableTabBarPlacement(_:)",
// "navigationTransition(_:)" (https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)),
// "indexViewStyle(_:)".

@MainActor
@Suite("Tab placements, transitions and index styles")
struct TabPlacementTests {
    let proposal = ProposedViewSize(width: 393, height: 852)

    private func frames(_ view: some View) -> [CGRect] {
        view.layout(in: proposal).elements.map(\.frame)
    }

    @Test("a tab's placement leaves the iPhone tab view as it was")
    func tabPlacementLeavesLayout() {
        let plain = TabView { Tab("One", systemImage: "1.circle") { Color.red } }
        let placed = TabView { Tab("One", systemImage: "1.circle") { Color.red }.tabPlacement(.sidebarOnly) }
        #expect(frames(placed) == frames(plain))
    }

    @Test("a navigation transition leaves the pushed screen's layout as it was")
    func navigationTransitionLeavesLayout() {
        let plain = NavigationStack { Color.red.navigationTitle("A") }
        let zoomed = NavigationStack { Color.red.navigationTitle("A").navigationTransition(.automatic) }
        #expect(frames(zoomed) == frames(plain))
    }

    @Test("an index view style leaves a paged tab view as it was")
    func indexViewStyleLeavesLayout() {
        let plain = TabView { Color.red; Color.blue }.tabViewStyle(.page)
        let styled = TabView { Color.red; Color.blue }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
        #expect(frames(styled) == frames(plain))
    }
}
