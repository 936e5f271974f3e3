// The DocC article "Test your SwiftUI layouts on Linux"'s example, verbatim
// (scripts/readme-snippets.py checks that it stands here): EqualWidthHStack proposes every
// subview the widest one's ideal width, 60, and centres it in a cell that wide; a fixed frame of
// 30 keeps its width (so x = 15). The cells sit the colours' preferred 8 points apart (Color's
// spacing, as ViewSpacing's default), so the second starts at 60 + 8. Derived from the layout's
// algorithm.
import SwiftUI
import Testing
@testable import LayoutCorpus

@MainActor @Test func equalWidths() {
    let result = EqualWidthHStack {
        Color.red.frame(width: 30, height: 10).id("narrow")
        Color.blue.frame(width: 60, height: 10).id("wide")
    }.layout(in: ProposedViewSize(width: 200, height: 100))
    #expect(result.frame(of: "narrow") == CGRect(x: 15, y: 0, width: 30, height: 10))
    #expect(result.frame(of: "wide") == CGRect(x: 68, y: 0, width: 60, height: 10))
}
