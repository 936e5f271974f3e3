import SwiftUI
import Testing
@testable import LayoutCorpus

// RadialLayout (Apple's MyRadialLayout). Expected frames derived from the layout's code:
// radius = min(w, h) / 3; the k-th centre is (0, -r) rotated by k × 360°/n + offset, i.e.
// (r sin θ, -r cos θ), moved to the middle of the bounds. Frames are pixel-rounded (edges to
// the nearest point, halves up).

@Suite("RadialLayout") @MainActor
struct RadialLayoutTests {
    func dot(_ id: String) -> some View {
        Circle().frame(width: 20, height: 20).id(id)
    }

    @Test func takesTheWholeProposal() {
        let result = RadialLayout { dot("a") }.layout(in: ProposedViewSize(width: 120, height: 90))
        #expect(result.size == CGSize(width: 120, height: 90))
        // No proposal: replacingUnspecifiedDimensions() gives 10×10.
        #expect(RadialLayout { dot("a") }.layout(in: .unspecified).size == CGSize(width: 10, height: 10))
    }

    @Test func fourViewsSitAtTheQuarterHours() {
        // 120×120: r = 40, centre (60, 60). Centres (60, 20), (100, 60), (60, 100), (20, 60).
        let result = RadialLayout {
            dot("a"); dot("b"); dot("c"); dot("d")
        }.layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.frame(of: "a") == CGRect(x: 50, y: 10, width: 20, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 90, y: 50, width: 20, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 50, y: 90, width: 20, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 10, y: 50, width: 20, height: 20))
    }

    @Test func ranksInOrderRotateByMinusThirtyDegrees() {
        // Ranks 1, 2, 3: offset = -0.25 × 120° = -30°; θ = -30°, 90°, 210°.
        // Centres: (60 - 20, 60 - 34.64) = (40, 25.36); (100, 60); (40, 94.64).
        // Rounded origins: (30, 15.36 → 15), (90, 50), (30, 84.64 → 85).
        let result = RadialLayout {
            dot("a").rank(1); dot("b").rank(2); dot("c").rank(3)
        }.layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.frame(of: "a") == CGRect(x: 30, y: 15, width: 20, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 90, y: 50, width: 20, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 30, y: 85, width: 20, height: 20))
    }

    @Test func secondViewRankedFirstGoesToTheTop() {
        // Ranks 2, 1, 3: offset = (-1 + 0.25) × 120° = -90°; θ = -90°, 30°, 150°.
        // Centres: (20, 60); (80, 25.36); (80, 94.64) → origins (10, 50), (70, 15), (70, 85).
        let result = RadialLayout {
            dot("a").rank(2); dot("b").rank(1); dot("c").rank(3)
        }.layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.frame(of: "a") == CGRect(x: 10, y: 50, width: 20, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 70, y: 15, width: 20, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 70, y: 85, width: 20, height: 20))
    }
}
