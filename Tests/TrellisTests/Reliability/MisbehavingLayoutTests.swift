import Foundation
import TestSupport
import Testing
import Trellis

/// A user layout that answers hostile numbers at random (issue 19, finding 7: such a layout
/// gave NaN frames on 1,464 of 2,000 seeds). Whatever it answers, no frame may be NaN.
@Suite("A misbehaving layout")
@MainActor
struct MisbehavingLayoutTests {
    /// Deterministic numbers from a seed (SplitMix64).
    typealias Numbers = SplitMix64

    /// Answers sizes, positions, anchors and proposals drawn from `seed`; places some subviews
    /// twice and some never.
    struct Random: Layout {
        let seed: UInt64
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var numbers = Numbers(state: seed)
            for subview in subviews { _ = subview.sizeThatFits(ProposedViewSize(width: numbers.hostile(), height: numbers.hostile())) }
            return CGSize(width: numbers.hostile(), height: numbers.hostile())
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var numbers = Numbers(state: seed &+ 1)
            for subview in subviews {
                for _ in 0 ..< Int(numbers.next() % 3) {
                    subview.place(
                        at: CGPoint(x: numbers.hostile(), y: numbers.hostile()),
                        anchor: UnitPoint(x: numbers.hostile(), y: numbers.hostile()),
                        proposal: ProposedViewSize(width: numbers.hostile(), height: numbers.hostile()))
                }
            }
        }
    }

    @Test("2,000 seeds of hostile answers give no NaN frame")
    func noNaNFrames() {
        var failures: [UInt64] = []
        for seed in UInt64(1) ... 2_000 {
            let result = VStack {
                Random(seed: seed) {
                    Color.red.frame(width: 2, height: 5)
                    Color.blue
                    Random(seed: seed &* 31) { Color.green.frame(maxWidth: .infinity) }
                }
                Color.gray.frame(height: 10)
            }.layout(in: ProposedViewSize(width: 100, height: 100))
            let nan = result.elements.contains {
                $0.frame.origin.x.isNaN || $0.frame.origin.y.isNaN || $0.frame.width.isNaN || $0.frame.height.isNaN
            }
            if nan { failures.append(seed) }
        }
        #expect(failures.isEmpty, "NaN frames for seeds \(failures.prefix(10)) (\(failures.count) in all)")
    }
}

private extension SplitMix64 {
    /// One of eight numbers, most of them hostile: NaN, the infinities, negative, huge.
    mutating func hostile() -> CGFloat {
        [.nan, .infinity, -.infinity, -1, 1e308, 0, 5, 37.5][Int(next() % 8)]
    }
}
