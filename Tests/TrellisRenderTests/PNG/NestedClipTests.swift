import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// A view clipped inside a clipped view is clipped by both shapes: the intersection (issue 22's
/// leftovers, "nested clipShapes").
@Suite("Nested clip shapes")
@MainActor
struct NestedClipTests {
    /// A 40 × 40 red square clipped to a circle, inside a frame clipped to its left 20 points.
    var nested: LayoutResult {
        Color.red.frame(width: 40, height: 40).clipShape(Circle())
            .frame(width: 20, height: 40, alignment: .leading).clipShape(Rectangle())
            .frame(width: 40, height: 40, alignment: .leading)
            .layout(in: .unspecified)
    }

    @Test("SVG draws the inner clip shape's clip path inside the outer one's")
    func svgIntersects() {
        let out = SVGRenderer().render(nested)
        let outer = out.split(separator: "\n").first { $0.contains("<clipPath") && $0.contains("<rect") }
        let inner = out.split(separator: "\n").first { $0.contains("<clipPath") && $0.contains("<circle") }
        guard let outer, let inner, let outerID = outer.firstMatch(of: /id="(trellis-clip-\d+)"/)?.1 else {
            Issue.record("expected a rectangle and a circle clip path in \(out)")
            return
        }
        #expect(inner.contains("clip-path=\"url(#\(outerID))\""))
    }

    @Test("the terminal shows only what both clips let through")
    func terminalIntersects() {
        let cells = TerminalRenderer(columns: 4).cells(nested)
        // Cell (0, 1), centre (15, 10): inside the circle and the left half: red.
        #expect(cells[0][1].background == TerminalRenderer.RGB(r: 1, g: 59 / 255, b: 48 / 255))
        // Cell (0, 2), centre (25, 10): inside the circle, outside the left half: the canvas.
        #expect(cells[0][2].background == .white)
    }
}
