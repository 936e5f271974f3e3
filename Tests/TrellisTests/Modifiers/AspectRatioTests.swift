import Foundation
import Testing
@testable import Trellis

@Suite("aspectRatio")
@MainActor
struct AspectRatioTests {
    // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
    // — Apple's example: an ellipse with ratio 0.75 fitted in a 200×200 frame. Scale =
    // min(200/0.75, 200/1) = 200 → 150×200, centred at x = 25.
    @Test("fit gives the largest size of the ratio inside the proposal")
    func fit() {
        let result = Ellipse().id("e").aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200).layout(in: .unspecified)
        #expect(result.frame(of: "e") == CGRect(x: 25, y: 0, width: 150, height: 200))
    }

    // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-6j7xz
    // — Apple's example: 3:4 filling 200×200. Scale = max(200/0.75, 200/1) = 266.67 →
    // 200 × 266.67, centred: y = (200 - 266.67) / 2 = -33.33.
    @Test("fill gives the smallest size of the ratio covering the proposal")
    func fill() {
        let result = Ellipse().id("e").aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
            .frame(width: 200, height: 200).layout(in: .unspecified)
        let frame = result.element(id: "e")?.exactFrame
        #expect(frame?.width == 200)
        #expect(abs((frame?.height ?? 0) - 800.0 / 3) < 1e-9)
        #expect(abs((frame?.minY ?? 0) + 100.0 / 3) < 1e-9)
    }

    // https://developer.apple.com/documentation/swiftui/view/scaledtofit() — keeps the view's
    // own ratio: ideal 20×10 (2:1) in 100×100 → min(5, 10) = 5 → 100×50.
    @Test("scaledToFit keeps the ratio of the view's ideal size")
    func scaledToFit() {
        let result = StandIn.flexible(idealWidth: 20, idealHeight: 10).scaledToFit().layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 100, height: 50))
    }

    // https://developer.apple.com/documentation/swiftui/view/scaledtofill() — 2:1 filling
    // 100×100: max(5, 10) = 10 → 200×100.
    @Test("scaledToFill keeps the ratio and covers the proposal")
    func scaledToFill() {
        let result = StandIn.flexible(idealWidth: 20, idealHeight: 10).scaledToFill().layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 200, height: 100))
    }

    // OpenSwiftUI _AspectRatioLayout.spaceOffered: an unspecified dimension imposes nothing
    // under fit: ratio 2 with width 100 → 100×50.
    @Test("fit with one unspecified dimension follows the other")
    func fitOneDimension() {
        let result = Color.red.aspectRatio(2, contentMode: .fit).layout(in: ProposedViewSize(width: 100, height: nil))
        #expect(result.size == CGSize(width: 100, height: 50))
    }

    // OpenSwiftUI _AspectRatioLayout.spaceOffered: an unspecified proposal passes through,
    // so a colour answers its ideal 10×10.
    @Test("an unspecified proposal passes through unchanged")
    func unspecified() {
        #expect(Color.red.aspectRatio(2, contentMode: .fit).layout(in: .unspecified).size == CGSize(width: 10, height: 10))
    }

    // docs/semantics.md, "Bad input: Numbers": a negative ratio is not a ratio; the view's own
    // (1:1 for a colour's 10×10 ideal) is used, so fitting 100×50 gives 50×50.
    @Test("a negative ratio falls back to the view's own ratio and is reported")
    func negativeRatio() {
        let result = Color.red.aspectRatio(-2, contentMode: .fit).layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.size == CGSize(width: 50, height: 50))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }
}
