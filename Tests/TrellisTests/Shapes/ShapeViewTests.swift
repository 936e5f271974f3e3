import Foundation
import Testing
@testable import Trellis

/// Shape views: fills and strokes layered on one shape, each over the ones before.
@Suite("Shape views")
@MainActor
struct ShapeViewTests {
    /// What `view` draws in a 40 × 40 frame, in paint order (backmost first).
    private func drawings(_ view: some View) -> [LayoutResult.Drawing] {
        let result = view.frame(width: 40, height: 40).layout(in: .unspecified)
        return result.paintOrder.compactMap { result.elements[$0].drawing }
    }

    // https://developer.apple.com/documentation/swiftui/shapeview
    @Test("a filled shape stroked draws the fill, then the stroke over it")
    func fillThenStroke() {
        let drawn = drawings(Circle().fill(.yellow).stroke(.brown, lineWidth: 4))
        #expect(drawn == [
            .shape(.circle, LayoutResult.Paint(.yellow)),
            .stroke(.circle, LayoutResult.Paint(.brown), StrokeStyle(lineWidth: 4)),
        ])
    }

    @Test("a stroked shape filled draws the stroke, then the fill over it")
    func strokeThenFill() {
        let drawn = drawings(Rectangle().stroke(.red, lineWidth: 2).fill(.blue))
        #expect(drawn == [
            .stroke(.rectangle, LayoutResult.Paint(.red), StrokeStyle(lineWidth: 2)),
            .shape(.rectangle, LayoutResult.Paint(.blue)),
        ])
    }

    @Test("every layer of a shape view has the shape's frame")
    func layersShareFrame() {
        let result = Capsule().fill(.white).strokeBorder(.gray, lineWidth: 2).frame(width: 60, height: 20)
            .padding(5).layout(in: .unspecified)
        let frames = result.elements.filter { $0.drawing != nil }.map(\.frame)
        #expect(frames == [CGRect(x: 5, y: 5, width: 60, height: 20), CGRect(x: 5, y: 5, width: 60, height: 20)])
    }

    // https://developer.apple.com/documentation/swiftui/shapeview/strokeborder(_:linewidth:antialiased:)
    @Test("a stroke border over a fill traces the shape inset by half the line width")
    func strokeBorderOverFill() {
        let result = Rectangle().fill(.white).strokeBorder(.black, lineWidth: 4).frame(width: 40, height: 20).layout(in: .unspecified)
        let front = result.paintOrder.last.flatMap { result.elements[$0].drawing }
        guard case let .stroke(.path(path), _, style)? = front else {
            Issue.record("expected a traced path in front, got \(String(describing: front))")
            return
        }
        #expect(path.boundingRect == CGRect(x: 2, y: 2, width: 36, height: 16))
        #expect(style.lineWidth == 4)
    }

    @Test("fill with no style fills with the foreground style")
    func fillDefaultsToForeground() {
        let drawn = drawings(Circle().fill().foregroundStyle(.green))
        #expect(drawn == [.shape(.circle, LayoutResult.Paint(.green))])
        let disfavoured = drawings(Circle().fill(style: FillStyle(eoFill: true)).foregroundStyle(.green))
        #expect(disfavoured == [.shape(.circle, LayoutResult.Paint(.green))])
    }

    @Test("a single fill or stroke is one leaf, with nothing behind it")
    func singleLayer() {
        let result = Circle().stroke(.red, lineWidth: 3).frame(width: 40, height: 40).layout(in: .unspecified)
        #expect(result.elements.filter { $0.drawing != nil }.count == 1)
    }

    @Test("a shape view provides its shape and its styles")
    func properties() {
        let view = RoundedRectangle(cornerRadius: 4).fill(.red).stroke(.blue, style: StrokeStyle(lineWidth: 3), antialiased: false)
        #expect(view.shape.cornerSize == CGSize(width: 4, height: 4))
        #expect(view.strokeStyle.lineWidth == 3)
        #expect(view.isAntialiased == false)
        #expect(view.background.shape.cornerSize == CGSize(width: 4, height: 4))
    }
}
