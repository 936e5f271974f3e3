import Foundation
import Testing
@testable import Trellis

/// A layout that shows only its first subview and hides the rest, as `ViewThatFits` shows only
/// the child it chose.
private struct ShowsFirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            if index == 0 {
                subview.place(at: bounds.origin, proposal: proposal)
            } else {
                subview.hide()
            }
        }
    }
}

@Suite("Hidden subviews")
@MainActor
struct HiddenSubviewTests {
    // https://developer.apple.com/documentation/swiftui/viewthatfits — only the chosen child is
    // shown; Trellis's engine lets a built-in container hide the others from the result.
    @Test("a hidden subview and its content are left out of the result, without a diagnostic")
    func hiddenSubviewIsLeftOut() {
        let result = ShowsFirstOnly {
            Color.red.id("shown")
            HStack { Color.blue.id("inner") }.id("hidden")
        }.layout(in: ProposedViewSize(width: 30, height: 20))
        #expect(result.frame(of: "shown") == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.element(id: "hidden") == nil)
        #expect(result.element(id: "inner") == nil)
        #expect(result.elements.count == 2)
        #expect(result.diagnostics.isEmpty)
    }
}
