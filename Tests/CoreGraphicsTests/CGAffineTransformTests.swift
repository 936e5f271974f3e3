// The CoreGraphics module that stands in for Apple's off Apple's platforms: what it adds to
// Foundation's CG types behaves as CoreGraphics documents.
import CoreGraphics
import Testing

#if !canImport(Darwin)
@Suite("CoreGraphics additions")
struct CoreGraphicsTests {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform — a point (x, y)
    // maps to (a·x + c·y + tx, b·x + d·y + ty); rotation by θ has a = cos θ, b = sin θ, c = −sin θ, d = cos θ.
    @Test("a rotation of 90° maps (1, 0) to (0, 1)")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
    // "t1.concatenating(t2)": t1 is applied first, then t2.
    @Test("concatenating applies the receiver first")
    func concatenation() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let u = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 2))
    }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    // — "If the affine transform passed in parameter t cannot be inverted, it is returned unchanged."
    @Test("inverting undoes a transform, and leaves a singular one unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-9 && abs(p.y - 4) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    // https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:) — the
    // smallest rectangle containing the transformed corners.
    @Test("a rect transforms to the bounding box of its corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 4, height: 9))
    }
}
#endif
