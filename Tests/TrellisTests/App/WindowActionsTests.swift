import Foundation
import Testing
import Trellis

// Help text is a tooltip and an accessibility hint: it changes no frame. SwiftUI: "help(_:)"
// (https://developer.apple.com/documentation/swiftui/view/help(_:)-6i0mp).
@MainActor
@Suite("Window actions and help")
struct WindowActionsTests {
    @Test("help text leaves the view's layout as it was")
    func helpLeavesLayout() {
        let proposal = ProposedViewSize(width: 200, height: 100)
        let plain = Button("Save") {}.layout(in: proposal).elements.map(\.frame)
        let helped = Button("Save") {}.help("Saves the document").layout(in: proposal).elements.map(\.frame)
        #expect(helped == plain)
    }
}
