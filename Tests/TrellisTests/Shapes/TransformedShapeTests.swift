import Foundation
import Testing
@testable import Trellis

/// Shapes moved, scaled, rotated, transformed and sized: what is drawn changes, the frame not.
@Suite("Transformed shapes")
@MainActor
struct TransformedShapeTests {
    private func path(of element: LayoutResult.Element?) -> Path? {
        guard case let .shape(.path(path), _)? = element?.drawing else { return nil }
        return path
    }

    /// The bounds of what `shape` draws in a 20 × 10 frame at the origin.
    private func drawnBounds(_ shape: some Shape) -> CGRect? {
        path(of: shape.id("s").frame(width: 20, height: 10).layout(in: .unspecified).element(id: "s"))?.boundingRect
    }

    private func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    // https://developer.apple.com/documentation/swiftui/shape/offset(x:y:)
    @Test("an offset shape draws its path moved, in an unchanged frame")
    func offsetMovesPath() {
        let result = Rectangle().offset(x: 5, y: 3).id("s").frame(width: 20, height: 10).layout(in: .unspecified)
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path(of: result.element(id: "s"))?.boundingRect == CGRect(x: 5, y: 3, width: 20, height: 10))
    }

    @Test("offset by a size and by a point move the same way")
    func offsetForms() {
        #expect(drawnBounds(Rectangle().offset(CGSize(width: -2, height: 4))) == CGRect(x: -2, y: 4, width: 20, height: 10))
        #expect(drawnBounds(Rectangle().offset(CGPoint(x: -2, y: 4))) == CGRect(x: -2, y: 4, width: 20, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/shape/scale(_:anchor:)
    @Test("a scaled shape is scaled about its centre by default")
    func scaleAboutCentre() {
        #expect(drawnBounds(Rectangle().scale(0.5)) == CGRect(x: 5, y: 2.5, width: 10, height: 5))
    }

    @Test("a scaled shape keeps its anchor point where it is")
    func scaleAboutAnchor() {
        #expect(drawnBounds(Rectangle().scale(x: 2, y: 0.5, anchor: .topLeading)) == CGRect(x: 0, y: 0, width: 40, height: 5))
        #expect(drawnBounds(Rectangle().scale(0.5, anchor: .bottomTrailing)) == CGRect(x: 10, y: 5, width: 10, height: 5))
    }

    // https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:)
    @Test("a rotated shape turns clockwise about its anchor")
    func rotation() {
        #expect(isClose(drawnBounds(Rectangle().rotation(.degrees(90))), CGRect(x: 5, y: -5, width: 10, height: 20)))
        // About the top-left corner, a quarter turn clockwise puts the rectangle left of it.
        #expect(isClose(drawnBounds(Rectangle().rotation(.degrees(90), anchor: .topLeading)), CGRect(x: -10, y: 0, width: 10, height: 20)))
    }

    // https://developer.apple.com/documentation/swiftui/shape/transform(_:)
    @Test("a transformed shape applies its affine transform in the view's coordinates")
    func transform() {
        let shape = Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 1, y: 2))
        #expect(drawnBounds(shape) == CGRect(x: 2, y: 2, width: 40, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/shape/size(_:)
    @Test("a sized shape is made in a rectangle of its size at the origin of its frame")
    func sized() {
        let result = Ellipse().size(width: 4, height: 6).id("s").frame(width: 20, height: 10).padding(3).layout(in: .unspecified)
        #expect(result.frame(of: "s") == CGRect(x: 3, y: 3, width: 20, height: 10))
        #expect(path(of: result.element(id: "s"))?.boundingRect == CGRect(x: 3, y: 3, width: 4, height: 6))
    }

    // https://developer.apple.com/documentation/swiftui/shape/size(_:anchor:)
    @Test("a sized shape with an anchor is placed at that anchor of its frame")
    func sizedAnchor() {
        #expect(drawnBounds(Rectangle().size(CGSize(width: 4, height: 4), anchor: .center)) == CGRect(x: 8, y: 3, width: 4, height: 4))
        #expect(drawnBounds(Rectangle().size(width: 4, height: 4, anchor: .bottomTrailing)) == CGRect(x: 16, y: 6, width: 4, height: 4))
    }

    @Test("a transform that is not finite draws nothing")
    func nonFinite() {
        #expect(Rectangle().offset(x: .nan).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Rectangle().scale(.infinity).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Rectangle().rotation(.radians(.nan)).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Rectangle().size(width: -1, height: 4).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test("an offset or rotated insettable shape insets its shape, then moves or turns it")
    func insetTransformed() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(Rectangle().offset(x: 5).inset(by: 2).path(in: rect).boundingRect == CGRect(x: 7, y: 2, width: 16, height: 6))
        let turned = Rectangle().rotation(.degrees(180)).inset(by: 2).path(in: rect).boundingRect
        #expect(isClose(turned, CGRect(x: 2, y: 2, width: 16, height: 6)))
    }

    @Test("a transformed shape keeps its shape's role")
    func role() {
        #expect(type(of: Circle().stroke(lineWidth: 2).offset(x: 1)).role == .stroke)
        #expect(type(of: Circle().rotation(.zero)).role == .fill)
    }

    @Test("a transformed shape's animatable data carries the transform")
    func animatableData() {
        var moved = Rectangle().offset(x: 1, y: 2)
        moved.animatableData.second = AnimatablePair(7, 8)
        #expect(moved.offset == CGSize(width: 7, height: 8))
        var turned = Rectangle().rotation(.degrees(0), anchor: .topLeading)
        turned.animatableData.second.first = .pi
        #expect(turned.angle == .radians(.pi))
        var scaled = Rectangle().scale(1)
        scaled.animatableData.second.first = AnimatablePair(2, 3)
        #expect(scaled.scale == CGSize(width: 2, height: 3))
    }
}
