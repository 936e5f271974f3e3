import Foundation
import Testing
@testable import Trellis

/// `preferredColorScheme(_:)` reaches the result: the window around the views takes the
/// scheme they prefer (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:):
/// "The color scheme applies to the nearest enclosing presentation").
@Suite("Preferred colour scheme")
@MainActor
struct PreferredColorSchemeTests {
    let proposal = ProposedViewSize(width: 100, height: 100)

    @Test("a result prefers the scheme its root content prefers")
    func rootPreference() {
        #expect(Color.blue.preferredColorScheme(.dark).layout(in: proposal).preferredColorScheme == .dark)
        #expect(Color.blue.preferredColorScheme(.light).layout(in: proposal).preferredColorScheme == .light)
    }

    @Test("a result without a preference prefers none")
    func noPreference() {
        #expect(Color.blue.layout(in: proposal).preferredColorScheme == nil)
        #expect(Color.blue.preferredColorScheme(nil).layout(in: proposal).preferredColorScheme == nil)
    }

    @Test("a preference deep in the tree reaches the result")
    func deepPreference() {
        let view = VStack {
            Text("A")
            HStack { Text("B").preferredColorScheme(.dark) }
        }
        #expect(view.layout(in: proposal).preferredColorScheme == .dark)
    }

    @Test("preferring nil around a view keeps the view's own preference")
    func nilKeepsInner() {
        let view = Color.red.preferredColorScheme(.dark).preferredColorScheme(nil)
        #expect(view.layout(in: proposal).preferredColorScheme == .dark)
    }
}
