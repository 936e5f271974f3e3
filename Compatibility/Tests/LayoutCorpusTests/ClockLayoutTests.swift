import SwiftUI
import Testing
@testable import LayoutCorpus

// ClockLayout (tyagishi/SDSLayout's RadialLayout). Expected frames derived from the layout's
// code: centres at bounds.center + (r sin θ, -r cos θ), θ = k × 360°/n.

@Suite("ClockLayout") @MainActor
struct ClockLayoutTests {
    func mark(_ id: String) -> some View {
        Rectangle().frame(width: 10, height: 10).id(id)
    }

    @Test func fixedRadiusSizesAroundTheLargestSubview() {
        // radius 30, 10×10 marks: size (30 + 10) × 2 = 80 square, centre (40, 40);
        // centres (40, 10), (70, 40), (40, 70), (10, 40).
        let result = ClockLayout(radius: 30) {
            mark("12"); mark("3"); mark("6"); mark("9")
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.size == CGSize(width: 80, height: 80))
        #expect(result.frame(of: "12") == CGRect(x: 35, y: 5, width: 10, height: 10))
        #expect(result.frame(of: "3") == CGRect(x: 65, y: 35, width: 10, height: 10))
        #expect(result.frame(of: "6") == CGRect(x: 35, y: 65, width: 10, height: 10))
        #expect(result.frame(of: "9") == CGRect(x: 5, y: 35, width: 10, height: 10))
    }

    @Test func greedyModeFillsTheProposal() {
        // radius nil: the proposal 90×60, r = 60 / 3 = 20, centre (45, 30): two marks at 0° and 180°
        // → centres (45, 10) and (45, 50).
        let result = ClockLayout {
            mark("top"); mark("bottom")
        }.layout(in: ProposedViewSize(width: 90, height: 60))
        #expect(result.size == CGSize(width: 90, height: 60))
        #expect(result.frame(of: "top") == CGRect(x: 40, y: 5, width: 10, height: 10))
        #expect(result.frame(of: "bottom") == CGRect(x: 40, y: 45, width: 10, height: 10))
    }
}
