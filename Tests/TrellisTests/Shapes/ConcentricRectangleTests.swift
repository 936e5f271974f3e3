import Foundation
import Testing
@testable import Trellis

/// `ConcentricRectangle` and the corner styles of iOS 26's rounded rectangular shapes. Trellis's
/// container shape is always a rectangle (radius 0), so a concentric corner is its minimum.
@Suite("Concentric rectangles")
@MainActor
struct ConcentricRectangleTests {
    private static let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    private static func uneven(_ tl: CGFloat, _ tt: CGFloat, _ bl: CGFloat, _ bt: CGFloat) -> Path {
        UnevenRoundedRectangle(
            topLeadingRadius: tl, bottomLeadingRadius: bl, bottomTrailingRadius: bt, topTrailingRadius: tt
        ).path(in: rect)
    }

    @Test("a concentric corner in Trellis's rectangular container is square")
    func concentricIsSquare() {
        #expect(ConcentricRectangle().path(in: Self.rect) == Self.uneven(0, 0, 0, 0))
    }

    @Test("a concentric corner with a minimum takes the minimum")
    func concentricMinimum() {
        let shape = ConcentricRectangle(corners: .concentric(minimum: 10))
        #expect(shape.path(in: Self.rect) == Self.uneven(10, 10, 10, 10))
        #expect(shape.path(in: Self.rect) != Self.uneven(0, 0, 0, 0))
    }

    @Test("fixed corners keep their own radii")
    func fixedCorners() {
        let shape = ConcentricRectangle(topLeadingCorner: 12, topTrailingCorner: .fixed(4), bottomLeadingCorner: 0, bottomTrailingCorner: 8.5)
        #expect(shape.path(in: Self.rect) == Self.uneven(12, 4, 0, 8.5))
    }

    @Test("isUniform gives every corner the smallest radius")
    func uniform() {
        let shape = ConcentricRectangle(topLeadingCorner: 12, topTrailingCorner: 6, bottomLeadingCorner: 20, bottomTrailingCorner: 9)
        var uniform = shape
        uniform.isUniform = true
        #expect(uniform.path(in: Self.rect) == Self.uneven(6, 6, 6, 6))
        #expect(ConcentricRectangle(corners: 7, isUniform: true).path(in: Self.rect) == Self.uneven(7, 7, 7, 7))
    }

    @Test("the uniform initialisers share a style between a pair of corners")
    func uniformPairs() {
        #expect(ConcentricRectangle(uniformTopCorners: 8, uniformBottomCorners: 2).path(in: Self.rect) == Self.uneven(8, 8, 2, 2))
        #expect(ConcentricRectangle(uniformLeadingCorners: 8, uniformTrailingCorners: 2).path(in: Self.rect) == Self.uneven(8, 2, 8, 2))
        #expect(ConcentricRectangle(uniformTopCorners: 8, bottomLeadingCorner: 3, bottomTrailingCorner: 1).path(in: Self.rect) == Self.uneven(8, 8, 3, 1))
        #expect(ConcentricRectangle(uniformBottomCorners: 8, topLeadingCorner: 3, topTrailingCorner: 1).path(in: Self.rect) == Self.uneven(3, 1, 8, 8))
        #expect(ConcentricRectangle(uniformLeadingCorners: 8, topTrailingCorner: 3, bottomTrailingCorner: 1).path(in: Self.rect) == Self.uneven(8, 3, 8, 1))
        #expect(ConcentricRectangle(uniformTrailingCorners: 8, topLeadingCorner: 3, bottomLeadingCorner: 1).path(in: Self.rect) == Self.uneven(3, 8, 1, 8))
    }

    @Test("the .rect shorthands make the same shapes as the initialisers")
    func shorthands() {
        let shorthand: ConcentricRectangle = .rect(corners: .concentric(minimum: 5))
        #expect(shorthand.path(in: Self.rect) == Self.uneven(5, 5, 5, 5))
        let four: ConcentricRectangle = .rect(topLeadingCorner: 1, topTrailingCorner: 2, bottomLeadingCorner: 3, bottomTrailingCorner: 4)
        #expect(four.path(in: Self.rect) == Self.uneven(1, 2, 3, 4))
        let top: ConcentricRectangle = .rect(uniformTopCorners: 8, bottomLeadingCorner: 3, bottomTrailingCorner: 1)
        #expect(top.path(in: Self.rect) == Self.uneven(8, 8, 3, 1))
        let trailing: ConcentricRectangle = .rect(uniformTrailingCorners: 8, topLeadingCorner: 3, bottomLeadingCorner: 1)
        #expect(trailing.path(in: Self.rect) == Self.uneven(3, 8, 1, 8))
    }

    @Test("a negative, NaN or infinite radius counts as 0", arguments: [-5, CGFloat.nan, .infinity])
    func badRadius(radius: CGFloat) {
        #expect(ConcentricRectangle(corners: .fixed(radius)).path(in: Self.rect) == Self.uneven(0, 0, 0, 0))
        #expect(ConcentricRectangle(corners: .concentric(minimum: .fixed(radius))).path(in: Self.rect) == Self.uneven(0, 0, 0, 0))
    }

    @Test("laid out, the shape fills its frame and is drawn by its path")
    func drawnByPath() throws {
        let result = ConcentricRectangle(corners: .concentric(minimum: 10)).fill(Color.red).frame(width: 100, height: 60)
            .layout(in: ProposedViewSize(width: 300, height: 300))
        let paths = result.elements.compactMap { element -> Path? in
            if case let .shape(.path(path), _)? = element.drawing { return path }
            return nil
        }
        let drawn = try #require(paths.first)
        #expect(drawn.boundingRect.size == CGSize(width: 100, height: 60))
        #expect(drawn == Self.uneven(10, 10, 10, 10).offsetBy(dx: drawn.boundingRect.minX, dy: drawn.boundingRect.minY))
    }

    @Test("corner styles interpolate their radii")
    func animatable() {
        var corners = RoundedRectangularShapeCorners.fixed(10)
        var data = RoundedRectangularShapeCorners.fixed(20).animatableData - corners.animatableData
        data.scale(by: 0.5)
        corners.animatableData = corners.animatableData + data
        #expect(corners == .fixed(15))
        var shape = ConcentricRectangle(corners: 4)
        shape.animatableData = ConcentricRectangle(corners: 8).animatableData
        #expect(shape.path(in: Self.rect) == Self.uneven(8, 8, 8, 8))
    }

    @Test("corners are read by corner, and a concentric style is not a fixed one")
    func cornersSubscript() {
        let corners = RoundedRectangularShapeCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: .concentric)
        #expect(corners[.topLeading] == 1 && corners[.topTrailing] == 2 && corners[.bottomLeading] == 3)
        #expect(corners[.bottomTrailing] == .concentric)
        #expect(Edge.Corner.Style.concentric != 0)
        #expect(RoundedRectangularShapeCorners(all: 4) == .fixed(4))
        #expect(RoundedRectangularShapeCorners.concentric == .concentric(minimum: nil))
    }

    @Test("the built-in rectangular shapes describe their corners")
    func builtInCorners() {
        #expect(Rectangle().corners(in: nil) == .fixed(0))
        #expect(RoundedRectangle(cornerRadius: 6).corners(in: nil) == .fixed(6))
        #expect(UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4).corners(in: nil)
            == RoundedRectangularShapeCorners(topLeading: 1, topTrailing: 4, bottomLeading: 2, bottomTrailing: 3))
        #expect(Capsule().corners(in: nil) == nil)
        #expect(Capsule().corners(in: CGSize(width: 40, height: 20)) == .fixed(10))
        #expect(Circle().corners(in: CGSize(width: 40, height: 30)) == .fixed(15))
    }
}
