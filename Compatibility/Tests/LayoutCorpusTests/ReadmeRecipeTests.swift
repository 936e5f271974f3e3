// README.md's "Test your SwiftUI code on Linux" example, verbatim (scripts/readme-snippets.py
// checks that it stands here): 40-wide items with spacing 4 in 100 points, two to a row
// (40 + 4 + 40 = 84), the third on the next row at y = 10 + 4. Derived from HFlow's algorithm.
import SwiftUI
import Testing
@testable import LayoutCorpus

@MainActor @Test func tagsWrap() {
    let result = HFlow(spacing: 4) {
        ForEach(0 ..< 3) { Color.red.frame(width: 40, height: 10).id($0) }
    }.layout(in: ProposedViewSize(width: 100, height: 100))
    #expect(result.frame(of: 2) == CGRect(x: 0, y: 14, width: 40, height: 10))
}
