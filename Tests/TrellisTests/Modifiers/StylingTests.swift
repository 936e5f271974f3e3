import Foundation
import Testing
@testable import Trellis

/// Styling that changes no frame but is drawn: effects (opacity, shadow, blur, rotation, scale,
/// transform), strokes and borders, style backgrounds and overlays, and the paint order.
/// Sources: Apple's documentation of `opacity(_:)`, `shadow(color:radius:x:y:)` (its default
/// colour), `blur(radius:opaque:)`, `rotationEffect(_:anchor:)`, `scaleEffect(_:anchor:)`,
/// `transformEffect(_:)`, `Shape.stroke(_:lineWidth:antialiased:)`,
/// `InsettableShape.strokeBorder(_:lineWidth:antialiased:)`, `border(_:width:)` and
/// `background(_:ignoresSafeAreaEdges:)` and `background(ignoresSafeAreaEdges:)` ("ignores safe
/// area insets" on the given edges; the latter in the context's background style).
@Suite("Styling")
@MainActor
struct StylingTests {
    private let proposal = ProposedViewSize(width: 200, height: 200)

    private func element(_ id: String, in result: LayoutResult) -> LayoutResult.Element? {
        result.elements.first { $0.id == AnyHashable(id) }
    }

    /// Whether `element` fills a shape with `color`'s components (its name aside).
    private func filled(_ element: LayoutResult.Element, like color: Color) -> Bool {
        guard case let .shape(_, paint)? = element.drawing else { return false }
        let expected = LayoutResult.Paint(color)
        return [paint.red, paint.green, paint.blue, paint.opacity] == [expected.red, expected.green, expected.blue, expected.opacity]
    }

    @Test("effects change no frame")
    func effectsMoveNoFrame() {
        let plain = LayoutHost(HStack { Color.red.frame(width: 40, height: 40).id("box"); Color.blue }).layout(in: proposal)
        let styled = LayoutHost(HStack {
            Color.red.frame(width: 40, height: 40).opacity(0.5).shadow(radius: 3).blur(radius: 2)
                .rotationEffect(.degrees(30)).scaleEffect(2).id("box")
            Color.blue
        }).layout(in: proposal)
        #expect(styled.frame(of: "box") == plain.frame(of: "box"))
    }

    @Test("opacities multiply and are clamped to 0...1")
    func opacityMultiplies() {
        // (On a Color, `opacity` makes another colour, as in SwiftUI: a shape shows the effect.)
        let result = LayoutHost(Rectangle().opacity(0.5).opacity(0.5).id("a")).layout(in: proposal)
        #expect(element("a", in: result)?.effects.opacity == 0.25)
        let clamped = LayoutHost(Rectangle().opacity(3).id("b")).layout(in: proposal)
        #expect(element("b", in: clamped)?.effects.opacity == 1)
    }

    @Test("a shadow keeps SwiftUI's default colour, black at a third")
    func shadowDefaults() {
        let result = LayoutHost(Color.red.shadow(radius: 4, x: 1, y: 2).id("a")).layout(in: proposal)
        let shadow = element("a", in: result)?.effects.shadows.first
        #expect(shadow?.radius == 4)
        #expect(shadow?.offset == CGSize(width: 1, height: 2))
        #expect(shadow?.paint.opacity == 0.33)
    }

    @Test("a rotation turns about the frame's centre by default")
    func rotationAboutCentre() throws {
        let result = LayoutHost(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)).id("a")).layout(in: proposal)
        let transform = try #require(element("a", in: result)?.effects.transform)
        let frame = try #require(result.frame(of: "a"))
        let centre = CGPoint(x: frame.midX, y: frame.midY).applying(transform)
        #expect(abs(centre.x - frame.midX) < 1e-9 && abs(centre.y - frame.midY) < 1e-9)
        // The top-leading corner goes to the top-trailing corner of the turned box.
        let corner = CGPoint(x: frame.minX, y: frame.minY).applying(transform)
        #expect(abs(corner.x - (frame.midX + 10)) < 1e-9 && abs(corner.y - (frame.midY - 20)) < 1e-9)
    }

    @Test("a scale about the top-leading corner keeps that corner in place")
    func scaleAboutAnchor() throws {
        let result = LayoutHost(Color.red.frame(width: 40, height: 20).scaleEffect(2, anchor: .topLeading).id("a")).layout(in: proposal)
        let transform = try #require(element("a", in: result)?.effects.transform)
        let frame = try #require(result.frame(of: "a"))
        #expect(CGPoint(x: frame.minX, y: frame.minY).applying(transform) == CGPoint(x: frame.minX, y: frame.minY))
        #expect(CGPoint(x: frame.maxX, y: frame.maxY).applying(transform) == CGPoint(x: frame.maxX + 40, y: frame.maxY + 20))
    }

    @Test("a bad effect value is reported and has no effect")
    func badEffectValues() {
        let result = LayoutHost(Rectangle().opacity(.nan).blur(radius: -3).id("a")).layout(in: proposal)
        #expect(element("a", in: result)?.effects.isNone == true)
        #expect(result.diagnostics.filter { $0.kind == .invalidModifierValue }.count == 2)
    }

    @Test("a stroked shape draws its outline traced with the line style")
    func strokeDrawing() {
        let result = LayoutHost(Circle().stroke(.blue, lineWidth: 3).id("ring")).layout(in: proposal)
        let ring = result.elements.first { $0.name == "Circle" }
        guard case let .stroke(outline, paint, style)? = ring?.drawing else {
            Issue.record("expected a stroke, got \(String(describing: ring?.drawing))")
            return
        }
        #expect(outline == .circle)
        #expect(paint.name == "blue")
        #expect(style.lineWidth == 3)
    }

    @Test("strokeBorder insets the outline by half the line width")
    func strokeBorderInsets() {
        let result = LayoutHost(Rectangle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 20)).layout(in: proposal)
        let drawn = result.elements.compactMap(\.drawing).first
        guard case let .stroke(.path(path), _, _)? = drawn else {
            Issue.record("expected a traced path, got \(String(describing: drawn))")
            return
        }
        let frame = result.elements.first { $0.drawing != nil }!.frame
        #expect(path.boundingRect == frame.insetBy(dx: 2, dy: 2))
    }

    @Test("stroke(lineWidth:) is a shape traced in the foreground style")
    func strokeAsShape() {
        let result = LayoutHost(Capsule().stroke(lineWidth: 2).foregroundStyle(.green)).layout(in: proposal)
        guard case let .stroke(.capsule, paint, style)? = result.elements.compactMap(\.drawing).first else {
            Issue.record("expected a traced capsule")
            return
        }
        #expect(paint.name == "green")
        #expect(style.lineWidth == 2)
    }

    @Test("border overlays a line inside the view's frame")
    func borderInsideFrame() {
        let result = LayoutHost(Color.clear.frame(width: 50, height: 30).border(.gray, width: 2).id("box")).layout(in: proposal)
        #expect(result.frame(of: "box")?.size == CGSize(width: 50, height: 30))
        #expect(result.elements.contains { if case .stroke = $0.drawing { return true } else { return false } })
    }

    @Test("a style background ignores the safe area where the view reaches it")
    func styleBackgroundReachesIntoSafeArea() {
        let host = LayoutHost(Color.clear.background(.yellow).id("content"))
        host.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)
        let result = host.layout(in: ProposedViewSize(width: 100, height: 200))
        let layer = result.elements.first { $0.name == "Color(yellow)" }
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 40, width: 100, height: 140))
        #expect(layer?.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("background() fills the view and the safe area it reaches with the context's background style")
    func plainBackgroundIsBackgroundStyle() {
        let host = LayoutHost(Color.clear.background().backgroundStyle(.mint).id("content"))
        host.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)
        let result = host.layout(in: ProposedViewSize(width: 100, height: 200))
        let layer = result.elements.first { filled($0, like: .mint) }
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 40, width: 100, height: 140))
        #expect(layer?.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("background(ignoresSafeAreaEdges: []) stays in the view's frame, in the system background")
    func plainBackgroundInsideSafeArea() {
        let host = LayoutHost(Color.clear.background(ignoresSafeAreaEdges: []).id("content"))
        host.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)
        let result = host.layout(in: ProposedViewSize(width: 100, height: 200))
        let layer = result.elements.first { filled($0, like: .white) }
        #expect(layer?.frame == CGRect(x: 0, y: 40, width: 100, height: 140))
    }

    @Test("a background in a shape fills the shape in the view's frame")
    func backgroundInShape() {
        let result = LayoutHost(Text("New").padding(6).background(.blue, in: Capsule()).id("tag")).layout(in: proposal)
        let capsule = result.elements.first { $0.name == "Capsule" }
        #expect(capsule?.frame == result.frame(of: "tag"))
        #expect(capsule?.drawing == .shape(.capsule, LayoutResult.Paint(.blue)))
    }

    @Test("the paint order puts a background's layers behind the view it modifies")
    func paintOrderBackground() throws {
        let result = LayoutHost(Color.red.id("front").background { Color.blue.id("back") }).layout(in: proposal)
        let front = try #require(result.elements.firstIndex { $0.id == AnyHashable("front") })
        let back = try #require(result.elements.firstIndex { $0.id == AnyHashable("back") })
        let order = result.paintOrder
        #expect(order.firstIndex(of: back)! < order.firstIndex(of: front)!)
        #expect(front < back)
    }
}
