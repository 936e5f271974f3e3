import Foundation
import Testing
@testable import Trellis

/// `zIndex`, `hidden()` and `clipped()`: what they tell renderers, and that no frame moves.
@Suite("Drawing modifiers")
@MainActor
struct DrawingModifierTests {
    // Apple, `view/hidden()`: "Hidden views are invisible and can't receive or respond to
    // interactions. However, they do remain in the view hierarchy and affect layout."
    @Test("a hidden view keeps its frame, and it and its content are hidden")
    func hiddenKeepsLayout() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("shown")
            HStack { Color.blue.frame(width: 20, height: 10).id("inner") }.hidden().id("hidden")
        }
        .layout(in: .unspecified)
        #expect(result.frame(of: "hidden") == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(result.element(id: "hidden")?.isHidden == true)
        #expect(result.element(id: "inner")?.isHidden == true)
        #expect(result.element(id: "shown")?.isHidden == false)
    }

    // Apple, `view/zindex(_:)`: "Controls the display order of overlapping views"; a trait,
    // like `layoutPriority`, so the modifiers outside it carry it.
    @Test("zIndex moves no frame and is carried by the modifiers around the view")
    func zIndexIsATrait() {
        let plain = ZStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 20) }
            .layout(in: .unspecified)
        let ordered = ZStack {
            Color.red.zIndex(1).frame(width: 10, height: 10).id("front")
            Color.blue.frame(width: 20, height: 20).id("back")
        }
        .layout(in: .unspecified)
        #expect(ordered.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(ordered.element(id: "front")?.zIndex == 1)
        #expect(ordered.element(id: "back")?.zIndex == 0)
    }

    // Derived (docs/semantics.md, "Drawing: zIndex, hidden, clipped"): Trellis's rule for bad numbers.
    @Test("a zIndex that is not a finite number is reported and counts as 0")
    func nonFiniteZIndexIsReported() {
        let result = Color.red.zIndex(.nan).id("v").layout(in: .unspecified)
        #expect(result.element(id: "v")?.zIndex == 0)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // Apple, `view/clipped(antialiased:)`: "Clips this view to its bounding rectangular frame."
    @Test("a clipped view shows its content only inside its frame")
    func clippedCutsContent() {
        let result = Color.blue.frame(width: 300, height: 20).id("wide")
            .frame(width: 100).clipped().id("clip")
            .layout(in: .unspecified)
        #expect(result.element(id: "clip")?.clipsContent == true)
        #expect(result.frame(of: "wide") == CGRect(x: -100, y: 0, width: 300, height: 20))
        #expect(result.element(id: "wide")?.visibleFrame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }
}
