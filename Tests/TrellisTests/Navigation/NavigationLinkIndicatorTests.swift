import Foundation
import Testing
import Trellis

// SwiftUI: "navigationLinkIndicatorVisibility(_:)"
// (https://developer.apple.com/documentation/swiftui/view/navigationlinkindicatorvisibility(_:)),
// "isDetailLink(_:)".

@MainActor
@Suite("Navigation link indicator")
struct NavigationLinkIndicatorTests {
    private let window = ProposedViewSize(width: 393, height: 600)

    private struct Screen: View {
        var visibility: Visibility?
        var detail: Bool?
        var body: some View {
            NavigationStack {
                List {
                    if let detail {
                        NavigationLink("Profile", value: 1).isDetailLink(detail).id("link")
                    } else {
                        NavigationLink("Profile", value: 1).id("link")
                    }
                }
                .navigationLinkIndicatorVisibility(visibility ?? .automatic)
                .navigationDestination(for: Int.self) { Text("Profile \($0)").id("profile") }
            }
        }
    }

    /// The names of the symbols drawn inside the link's row.
    private func symbols(_ screen: Screen) -> [String] {
        let result = screen.layout(in: window)
        guard let row = result.frame(of: "link") else { return [] }
        return result.elements.compactMap { element in
            guard case let .image(image)? = element.drawing, case let .symbol(name) = image.source, row.contains(element.frame) else { return nil }
            return name
        }
    }

    @Test("a link in a list shows its chevron unless the indicator is hidden")
    func hiddenIndicatorLeavesChevronOut() {
        #expect(symbols(Screen()).contains("chevron.forward"))
        #expect(symbols(Screen(visibility: .visible)).contains("chevron.forward"))
        #expect(!symbols(Screen(visibility: .hidden)).contains("chevron.forward"))
    }

    @Test("a link without its indicator still pushes")
    func hiddenIndicatorStillPushes() {
        let host = LayoutHost(Screen(visibility: .hidden))
        _ = host.layout(in: window)
        #expect(host.activate(id: "link"))
        #expect(host.layout(in: window).frame(of: "profile") != nil)
    }

    @Test("isDetailLink changes nothing on an iPhone: the link pushes onto its stack")
    func detailLinkIsInertOnIPhone() {
        for detail in [true, false] {
            #expect(Screen(detail: detail).layout(in: window).elements.map(\.frame) == Screen().layout(in: window).elements.map(\.frame))
            let host = LayoutHost(Screen(detail: detail))
            _ = host.layout(in: window)
            #expect(host.activate(id: "link"))
            #expect(host.layout(in: window).frame(of: "profile") != nil)
        }
    }
}
