import Foundation
import Testing
@testable import Trellis

/// What a layout result tells renderers about each view's own drawing.
@Suite("Drawing information for renderers")
@MainActor
struct DrawingTests {
    @Test("a color view fills its frame with its color")
    func colorFills() {
        let result = Color.red.frame(width: 10, height: 10).layout(in: .unspecified)
        #expect(result.elements.last?.drawing == .fill(LayoutResult.Paint(.red)))
        #expect(result.elements.first?.drawing == nil)
    }

    // Leaves of one colour share a visual: a colour between them must not be lost.
    @Test("each color view of a run keeps its own color")
    func colorRunKeepsEachColor() {
        let result = HStack { Color.red; Color.red; Color.blue; Color.red; Color.red.opacity(0.5) }.layout(in: .unspecified)
        #expect(result.elements.dropFirst().map(\.drawing) == [
            .fill(LayoutResult.Paint(.red)), .fill(LayoutResult.Paint(.red)), .fill(LayoutResult.Paint(.blue)),
            .fill(LayoutResult.Paint(.red)), .fill(LayoutResult.Paint(.red.opacity(0.5))),
        ])
    }

    // https://developer.apple.com/documentation/swiftui/shape — "a shape fills with the
    // foreground style" by default, which is `.primary` unless set.
    @Test("a shape is filled with the primary color by default")
    func shapeDefaultFill() {
        let result = Circle().layout(in: ProposedViewSize(width: 20, height: 30))
        #expect(result.elements[0].drawing == .shape(.circle, LayoutResult.Paint(.primary)))
    }

    // https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:) —
    // lines of a multiline text align within the text's frame.
    @Test("text lines carry baselines and their alignment inside the frame")
    func textLines() throws {
        let text = Text("aaa b").font(.system(size: 10)).multilineTextAlignment(.trailing).padding(5)
        let result = text.layout(in: ProposedViewSize(width: 45, height: nil), fonts: .testFont)
        guard case let .text(drawing) = result.elements[1].drawing else {
            Issue.record("expected text, got \(String(describing: result.elements[1].drawing))")
            return
        }
        #expect(drawing.lines.map(\.text) == ["aaa", "b"])
        // The text is 35 wide (its first line, "aaa " with its hanging space, capped at the
        // proposal); each line ends at the trailing edge by its drawn width.
        #expect(drawing.lines.map(\.origin) == [CGPoint(x: 10, y: 13), CGPoint(x: 30, y: 23)])
        #expect(drawing.pointSize == 10)
    }

    @Test("right-to-left text puts leading-aligned lines on the right")
    func rightToLeftLines() throws {
        let text = Text("aaa b").font(.system(size: 10)).environment(\.layoutDirection, .rightToLeft)
        let result = text.layout(in: ProposedViewSize(width: 35, height: nil), fonts: .testFont)
        guard case let .text(drawing) = result.elements[0].drawing else {
            Issue.record("expected text")
            return
        }
        #expect(drawing.lines.map(\.origin.x) == [5, 25])
    }
}
