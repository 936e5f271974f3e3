import Foundation
import Testing
import Trellis

/// ProjectionTransform's algebra (issue 40).
@Suite("ProjectionTransform")
struct ProjectionTransformTests {
    @Test("a transform times its inverse is the identity")
    func inverse() {
        var m = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 4, ty: 5))
        m.m13 = 0.1
        let product = m.concatenating(m.inverted())
        for (a, b) in zip([product.m11, product.m12, product.m13, product.m21, product.m22, product.m23, product.m31, product.m32, product.m33],
                          [1.0, 0, 0, 0, 1, 0, 0, 0, 1] as [CGFloat]) {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test("a singular matrix does not invert and is left unchanged")
    func singular() {
        var m = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1))
        let before = m
        let inverted = m.invert()
        #expect(!inverted)
        #expect(m == before)
    }

    @Test("an affine transform's projection is affine; perspective is not")
    func affine() {
        var m = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(m.isAffine && !m.isIdentity)
        m.m23 = 1
        #expect(!m.isAffine)
        #expect(ProjectionTransform().isIdentity)
    }
}
