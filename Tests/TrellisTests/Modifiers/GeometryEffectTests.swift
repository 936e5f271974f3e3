import Foundation
import Testing
@testable import Trellis

/// `GeometryEffect`: a modifier whose value, asked for the placed view's size, transforms its
/// drawing and leaves frames alone. Sources: Apple, `geometryeffect` ("an effect that changes
/// the visual appearance of a view, largely without changing its ancestors or descendants")
/// and `geometryeffect/effectvalue(size:)`.
@Suite("Geometry effects")
@MainActor
struct GeometryEffectTests {
    /// Moves the drawing right by half the view's width.
    private struct HalfWidthShift: GeometryEffect {
        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 0))
        }
    }

    /// Returns a transform that is not a number.
    private struct Broken: GeometryEffect {
        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: .nan, y: 0))
        }
    }

    private func layout(_ view: some View) -> LayoutResult {
        HStack(spacing: 0) { view.id("effect"); Color.blue.frame(width: 10, height: 10).id("next") }
            .layout(in: ProposedViewSize(width: 300, height: 100))
    }

    @Test("the effect's value for the placed size moves the drawing")
    func valueForPlacedSizeMovesDrawing() {
        let result = layout(Color.red.frame(width: 40, height: 20).modifier(HalfWidthShift()))
        #expect(result.element(id: "effect")?.effects.transform == CGAffineTransform(translationX: 20, y: 0))
    }

    @Test("the effect leaves the view's frame and its neighbours' where layout put them")
    func framesUnchanged() {
        let plain = layout(Color.red.frame(width: 40, height: 20))
        let shifted = layout(Color.red.frame(width: 40, height: 20).modifier(HalfWidthShift()))
        #expect(shifted.frame(of: "effect") == plain.frame(of: "effect"))
        #expect(shifted.frame(of: "next") == plain.frame(of: "next"))
    }

    @Test("ignoredByLayout draws the same transform")
    func ignoredByLayoutDrawsTheSame() {
        let result = layout(Color.red.frame(width: 40, height: 20).modifier(HalfWidthShift().ignoredByLayout()))
        #expect(result.element(id: "effect")?.effects.transform == CGAffineTransform(translationX: 20, y: 0))
        #expect(!_IgnoredByLayoutEffect<HalfWidthShift>._affectsLayout)
        #expect(HalfWidthShift._affectsLayout)
    }

    @Test("a value that is not a number draws the view unmoved")
    func nonFiniteValueIsIdentity() {
        let result = layout(Color.red.frame(width: 40, height: 20).modifier(Broken()))
        #expect(result.element(id: "effect")?.effects.transform == .identity)
    }
}
