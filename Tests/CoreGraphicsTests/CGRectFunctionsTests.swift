// CoreGraphics' rectangle functions (`CGRectUnion`, `CGRectIntersection`), as the stand-in
// declares them: each gives what the `CGRect` method does
// (https://developer.apple.com/documentation/coregraphics/1455837-cgrectunion and siblings).
import CoreGraphics
import Testing

#if !canImport(Darwin)
@Suite("CoreGraphics rectangle functions")
struct CGRectFunctionsTests {
    @Test("CGRectUnion is the smallest rectangle holding both")
    func unionHoldsBoth() {
        #expect(CGRectUnion(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 5, width: 5, height: 10))
                == CGRect(x: 0, y: 0, width: 25, height: 15))
    }

    @Test("CGRectUnion with the null rectangle is the other rectangle")
    func unionWithNull() {
        let rect = CGRect(x: 3, y: 4, width: 5, height: 6)
        #expect(CGRectUnion(.null, rect) == rect)
        #expect([rect, CGRect(x: 0, y: 0, width: 1, height: 1)].reduce(CGRect.null, CGRectUnion) == CGRect(x: 0, y: 0, width: 8, height: 10))
    }

    @Test("CGRectIntersection is the overlap, or null when there is none")
    func intersection() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGRectIntersection(a, CGRect(x: 5, y: 5, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(CGRectIntersection(a, CGRect(x: 50, y: 50, width: 1, height: 1)).isNull)
    }
}
#endif
