import Foundation
import Testing
@testable import Trellis

// `visualEffect(_:)` and `VisualEffect` (developer.apple.com/documentation/swiftui/view/
// visualeffect(_:)): effects made from the view's geometry, drawn and never moving a frame;
// `rotation3DEffect` and `projectionEffect` drawn without perspective (derived).
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
    private let window = ProposedViewSize(width: 200, height: 100)

    private func effects(_ view: some View) throws -> (frame: CGRect, effects: LayoutResult.Effects) {
        let element = try #require(view.layout(in: window).elements.first { $0.frame.width == 40 })
        return (element.frame, element.effects)
    }

    @Test("an offset made from the view's size moves its drawing, not its frame")
    func offsetFromGeometry() throws {
        let plain = try effects(Color.red.frame(width: 40, height: 20))
        let moved = try effects(Color.red.frame(width: 40, height: 20).visualEffect { content, proxy in
            content.offset(x: proxy.size.width / 4, y: 3)
        })
        #expect(moved.frame == plain.frame)
        #expect(moved.effects.transform == CGAffineTransform(translationX: 10, y: 3))
    }

    @Test("the proxy's global frame is the view's placed frame")
    func proxyFrameIsPlacedFrame() throws {
        let drawn = try effects(HStack(spacing: 0) {
            Color.clear.frame(width: 80, height: 10)
            Color.red.frame(width: 40, height: 20).visualEffect { content, proxy in
                content.opacity(proxy.frame(in: .global).minX == 80 ? 0.25 : 1)
            }
        })
        #expect(drawn.frame.minX == 80)
        #expect(drawn.effects.opacity == 0.25)
    }

    @Test("opacity, blur and blend mode made in a visual effect are drawn")
    func opacityBlurBlend() throws {
        let drawn = try effects(Color.red.frame(width: 40, height: 20).opacity(0.5).visualEffect { content, _ in
            content.opacity(0.5).blur(radius: 3).blendMode(.multiply)
        })
        #expect(drawn.effects.opacity == 0.25)
        #expect(drawn.effects.blurRadius == 3)
        #expect(drawn.effects.blendMode == .multiply)
    }

    @Test("a rotation and a scale in a visual effect are the rotationEffect's and scaleEffect's")
    func rotationAndScaleMatchModifiers() throws {
        let modifiers = try effects(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)).scaleEffect(2))
        let visual = try effects(Color.red.frame(width: 40, height: 20).visualEffect { content, _ in
            content.rotationEffect(.degrees(30)).scaleEffect(2)
        })
        #expect(visual.effects.transform == modifiers.effects.transform)
    }

    @Test("the colour and shader effects inside a visual effect change nothing drawn")
    func colourEffectsNotDrawn() throws {
        let plain = try effects(Color.red.frame(width: 40, height: 20))
        let drawn = try effects(Color.red.frame(width: 40, height: 20).visualEffect { content, _ in
            content.brightness(0.5).grayscale(1).colorEffect(ShaderLibrary.tint(.color(.blue)))
        })
        #expect(drawn.effects == plain.effects)
    }

    @Test("a 3D rotation about the vertical axis narrows the drawing by the cosine")
    func rotation3DAboutY() throws {
        let drawn = try effects(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let t = drawn.effects.transform
        #expect(abs(t.a - 0.5) < 1e-9 && abs(t.d - 1) < 1e-9 && abs(t.b) < 1e-9 && abs(t.c) < 1e-9)
        // About the centre: the centre stays put.
        let centre = CGPoint(x: drawn.frame.midX, y: drawn.frame.midY).applying(t)
        #expect(abs(centre.x - drawn.frame.midX) < 1e-9 && abs(centre.y - drawn.frame.midY) < 1e-9)
    }

    @Test("a 3D rotation about the screen's axis is a rotationEffect")
    func rotation3DAboutZ() throws {
        let flat = try effects(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)))
        let turned = try effects(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let (a, b) = (flat.effects.transform, turned.effects.transform)
        #expect([a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 })
    }

    @Test("a zero axis or a non-finite angle is no rotation")
    func degenerateRotation3D() throws {
        #expect(try effects(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))).effects.transform == .identity)
        #expect(try effects(Color.red.frame(width: 40, height: 20).rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0))).effects.transform == .identity)
    }

    @Test("a projection effect draws its affine part")
    func projectionAffinePart() throws {
        var projection = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7))
        projection.m13 = 0.001
        let drawn = try effects(Color.red.frame(width: 40, height: 20).projectionEffect(projection))
        #expect(drawn.effects.transform == CGAffineTransform(translationX: 5, y: 7))
    }
}
