import Foundation
import Testing
import Trellis

// SwiftUI: "tabViewSidebarHeader(content:)", "tabViewSidebarFooter(content:)",
// "tabViewSidebarBottomBar(content:)": the sidebar of an adaptable tab view, which an iPhone
// does not show (docs/differences.md, "Tabs").

@MainActor
@Suite("Tab view sidebar content")
struct TabViewSidebarContentTests {
    private let phone = ProposedViewSize(width: 393, height: 852)

    private func tabs() -> some View {
        TabView {
            Tab("One", systemImage: "1.circle") { Text("First").id("first") }
            Tab("Two", systemImage: "2.circle") { Text("Second") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }

    @Test("a sidebar header, footer and bottom bar leave the iPhone tab view as it was")
    func sidebarContentIsInertOnIPhone() {
        let plain = tabs().layout(in: phone)
        let decorated = tabs()
            .tabViewSidebarHeader { Text("Header").id("header") }
            .tabViewSidebarFooter { Text("Footer").id("footer") }
            .tabViewSidebarBottomBar { Text("Account").id("account") }
            .layout(in: phone)
        #expect(decorated.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(decorated.frame(of: "first") != nil)
        for id in ["header", "footer", "account"] { #expect(decorated.frame(of: id) == nil) }
    }
}
