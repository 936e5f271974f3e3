// CoreGraphics' C constructors (`CGPointMake` and the others), as the stand-in declares them:
// each makes the value its memberwise initialiser makes
// (https://developer.apple.com/documentation/coregraphics/1455746-cgpointmake and siblings).
import CoreGraphics
import Testing

#if !canImport(Darwin)
@Suite("CoreGraphics geometry constructors")
struct CGGeometryMakeTests {
    @Test("CGPointMake makes the point with those coordinates")
    func pointMake() {
        #expect(CGPointMake(3, -4.5) == CGPoint(x: 3, y: -4.5))
    }

    @Test("CGSizeMake makes the size with those dimensions")
    func sizeMake() {
        #expect(CGSizeMake(20, 10) == CGSize(width: 20, height: 10))
    }

    @Test("CGRectMake makes the rectangle with that origin and size")
    func rectMake() {
        let rect = CGRectMake(1, 2, 30, 40)
        #expect(rect.origin == CGPoint(x: 1, y: 2))
        #expect(rect.size == CGSize(width: 30, height: 40))
    }

    @Test("CGVectorMake makes the vector with those components")
    func vectorMake() {
        #expect(CGVectorMake(-1, 2) == CGVector(dx: -1, dy: 2))
    }
}
#endif
