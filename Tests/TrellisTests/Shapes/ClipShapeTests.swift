import Foundation
import Testing
@testable import Trellis

/// A diamond touching the middles of its rectangle's edges.
private struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([
                CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
            ])
            path.closeSubpath()
        }
    }
}

/// `clipShape(_:style:)` and `cornerRadius(_:antialiased:)`: they change no frame, and the
/// result carries the clip.
@Suite("Clip shapes")
@MainActor
struct ClipShapeTests {
    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    @Test("a clip shape changes no frame")
    func framesUnchanged() {
        let plain = HStack { Color.red.frame(width: 30, height: 20).id("a"); Text("b").id("b") }
        let clipped = HStack { Color.red.frame(width: 30, height: 20).clipShape(Circle()).id("a"); Text("b").id("b") }
        let proposal = ProposedViewSize(width: 200, height: 100)
        #expect(plain.layout(in: proposal).elements.map(\.frame) == clipped.layout(in: proposal).elements.map(\.frame))
    }

    @Test("the clipped view's element carries the shape, its fill rule and its box")
    func elementCarriesClip() {
        let result = Color.blue.frame(width: 60, height: 40).clipShape(Circle(), style: FillStyle(eoFill: true)).id("c")
            .layout(in: .unspecified)
        let element = result.element(id: "c")
        #expect(element?.clipsContent == true)
        #expect(element?.clipShape == LayoutResult.Clip(
            outline: .circle, isEOFilled: true, boundingBox: CGRect(x: 10, y: 0, width: 40, height: 40)))
    }

    @Test("content is visible only inside the clip's bounding box")
    func contentCutToBoundingBox() {
        let result = Color.blue.frame(width: 60, height: 40).id("content").frame(width: 60, height: 40).clipShape(Circle())
            .layout(in: .unspecified)
        #expect(result.element(id: "content")?.visibleFrame == CGRect(x: 10, y: 0, width: 40, height: 40))
    }

    @Test("a custom clip shape is carried as its path at the view's frame")
    func customClipPath() {
        let result = Color.blue.frame(width: 40, height: 20).clipShape(Diamond()).id("d").padding(10).layout(in: .unspecified)
        let clip = result.element(id: "d")?.clipShape
        #expect(clip?.outline == .path(Diamond().path(in: CGRect(x: 10, y: 10, width: 40, height: 20))))
        #expect(clip?.boundingBox == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test("a type-erased clip shape is the shape it wraps")
    func anyShapeClip() {
        let result = Color.blue.frame(width: 40, height: 20).clipShape(AnyShape(Capsule())).id("c").layout(in: .unspecified)
        #expect(result.element(id: "c")?.clipShape?.outline == .capsule)
    }

    @Test("a clip shape keeps an inner one that a rectangle around it would add nothing to")
    func rectangleKeepsInnerShape() {
        let result = Color.blue.frame(width: 40, height: 20).clipShape(Ellipse()).clipShape(Rectangle()).id("c")
            .layout(in: .unspecified)
        #expect(result.element(id: "c")?.clipShape?.outline == .ellipse)
    }

    // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
    @Test("cornerRadius clips to a rounded rectangle of that radius")
    func cornerRadiusClips() {
        let result = Color.orange.frame(width: 80, height: 40).cornerRadius(8).id("r").layout(in: .unspecified)
        let element = result.element(id: "r")
        #expect(element?.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(element?.clipShape?.outline == .roundedRectangle(cornerSize: CGSize(width: 8, height: 8)))
    }

    @Test("a negative or NaN corner radius is reported and counts as 0", arguments: [-4, CGFloat.nan, .infinity])
    func badCornerRadius(_ radius: CGFloat) {
        let result = Color.orange.frame(width: 80, height: 40).cornerRadius(radius).id("r").layout(in: .unspecified)
        #expect(result.element(id: "r")?.clipShape?.outline == .roundedRectangle(cornerSize: .zero))
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue })
    }

    @Test("a view without a clip shape has none")
    func noClip() {
        let result = Color.red.frame(width: 10, height: 10).clipped().id("r").layout(in: .unspecified)
        #expect(result.element(id: "r")?.clipsContent == true)
        #expect(result.element(id: "r")?.clipShape == nil)
    }
}
