import SwiftUI
import Testing
@testable import LayoutCorpus

// EqualWidthHStack (Apple's MyEqualWidthHStack). Expected frames derived from the layout's code:
// every cell is the largest ideal size; cells are centred at x = w/2, w/2 + w + gap, …

@Suite("EqualWidthHStack") @MainActor
struct EqualWidthHStackTests {
    /// A flexible cell with an ideal size, like the sample's `Text(…).frame(maxWidth: .infinity)` buttons.
    func cell(_ idealWidth: CGFloat) -> some View {
        Color.blue.frame(idealWidth: idealWidth, maxWidth: .infinity, idealHeight: 20, maxHeight: .infinity)
    }

    @Test func everySubviewGetsTheWidestIdealWidth() {
        // Ideal widths 30, 50, 40 → cells 50×20; gaps 8 (colours' default spacing):
        // width 3 × 50 + 2 × 8 = 166; x = 0, 58, 116.
        let result = EqualWidthHStack {
            cell(30).id("a")
            cell(50).id("b")
            cell(40).id("c")
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size == CGSize(width: 166, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 58, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 116, y: 0, width: 50, height: 20))
    }

    @Test func fixedSubviewsAreCenteredInTheirCells() {
        // Fixed 20×10 and 40×20: cells 40×20, gap 8; the small one centred in cell 0:
        // x = 20 - 10 = 10, y = 10 - 5 = 5; the second cell starts at 48.
        let result = EqualWidthHStack {
            Color.red.frame(width: 20, height: 10).id("small")
            Color.red.frame(width: 40, height: 20).id("large")
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size == CGSize(width: 88, height: 20))
        #expect(result.frame(of: "small") == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(result.frame(of: "large") == CGRect(x: 48, y: 0, width: 40, height: 20))
    }

    @Test func containerSpacingIsTheUnionOfItsSubviews() {
        // spacing(subviews:cache:) unions the colours' spacing (8 on every edge), so a VStack puts
        // the next view 8 below: row 20 high → 28. VStack centre alignment: row 88 wide,
        // the 20-wide view at (88 - 20) / 2 = 34.
        let result = VStack {
            EqualWidthHStack {
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 40, height: 20)
            }.id("row")
            Color.green.frame(width: 20, height: 20).id("below")
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.frame(of: "row") == CGRect(x: 0, y: 0, width: 88, height: 20))
        #expect(result.frame(of: "below") == CGRect(x: 34, y: 28, width: 20, height: 20))
    }
}
