import Foundation
import Testing
@testable import Trellis

/// Where a touch lands (`LayoutResult.hitTest(_:)`, Sources/Trellis/Gestures/HitTesting.swift).
/// The rules come from Apple's pages for the modifiers that change them: contentShape "defines
/// the content shape for hit testing"
/// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)),
/// allowsHitTesting "configures whether this view participates in hit test operations"
/// (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)), zIndex
/// "controls the display order of overlapping views"
/// (https://developer.apple.com/documentation/swiftui/view/zindex(_:)).
@Suite("Hit testing")
@MainActor
struct HitTestingTests {
    private static let square = ProposedViewSize(width: 100, height: 100)

    /// The mark of the view hit at `point`, or of the nearest marked view around it.
    private static func mark(at point: CGPoint, in result: LayoutResult) -> AnyHashable? {
        let elements = result.elements
        guard var index = result.hitIndex(at: point) else { return nil }
        while elements[index].id == nil, let parent = elements[index].parent { index = parent }
        return elements[index].id
    }

    @Test("the view in front takes the touch; around it, the one behind")
    func frontmostWins() {
        let result = ZStack {
            Color.red.id("back")
            Color.blue.frame(width: 20, height: 20).id("front")
        }.layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("front"))
        #expect(Self.mark(at: CGPoint(x: 5, y: 5), in: result) == AnyHashable("back"))
    }

    @Test("zIndex puts an earlier view in front")
    func zIndexOrders() {
        let result = ZStack {
            Color.red.zIndex(1).id("raised")
            Color.blue.id("later")
        }.layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("raised"))
    }

    @Test("a stack's gap takes no touch; contentShape makes it the stack's")
    func gapsAndContentShape() {
        let stack = HStack(spacing: 20) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        // The stack is 60 × 20 at the origin (a root is not centred): its gap is 20...40.
        let gap = CGPoint(x: 30, y: 10)
        #expect(stack.layout(in: Self.square).hitTest(gap) == nil)
        let shaped = stack.contentShape(Rectangle()).id("stack").layout(in: Self.square)
        #expect(Self.mark(at: gap, in: shaped) == AnyHashable("stack"))
    }

    @Test("a shape takes touches inside its path only")
    func shapeByPath() {
        let result = Circle().fill(Color.red).id("circle").layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("circle"))
        #expect(result.hitTest(CGPoint(x: 3, y: 3)) == nil)
    }

    @Test("a circular content shape cuts a colour's corners")
    func contentShapeCuts() {
        let result = ZStack {
            Color.red.id("back")
            Color.blue.contentShape(Circle()).id("front")
        }.layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("front"))
        #expect(Self.mark(at: CGPoint(x: 3, y: 3), in: result) == AnyHashable("back"))
    }

    @Test("allowsHitTesting(false) passes the touch to the view behind")
    func hitTestingOff() {
        let result = ZStack {
            Color.red.id("back")
            Color.blue.allowsHitTesting(false).id("front")
        }.layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("back"))
    }

    @Test("hidden, transparent and clear views take no touch")
    func invisibleViewsPassThrough() {
        for front in [AnyView(Color.blue.hidden()), AnyView(Color.blue.opacity(0)), AnyView(Color.clear)] {
            let result = ZStack { Color.red.id("back"); front }.layout(in: Self.square)
            #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("back"))
        }
    }

    @Test("clipped() clips drawing, not touches")
    func clippingKeepsTouches() {
        let result = Color.red.frame(width: 100, height: 100).id("big")
            .frame(width: 20, height: 20).clipped()
            .frame(width: 100, height: 100, alignment: .topLeading)
            .layout(in: Self.square)
        #expect(Self.mark(at: CGPoint(x: 50, y: 50), in: result) == AnyHashable("big"))
    }

    @Test("content scrolled out of a scroll view takes no touch")
    func scrolledOutContent() {
        let result = ZStack {
            Color.red.id("back")
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 80).id("first")
                    Color.green.frame(height: 80).id("second")
                }
            }
            .frame(height: 100)
        }.layout(in: ProposedViewSize(width: 100, height: 200))
        // The scroll view spans 50...150; its second row 130...210.
        #expect(Self.mark(at: CGPoint(x: 50, y: 140), in: result) == AnyHashable("second"))
        #expect(Self.mark(at: CGPoint(x: 50, y: 170), in: result) == AnyHashable("back"))
    }

    @Test("a NaN or infinite point lands on nothing")
    func nonFinitePoint() {
        let result = Color.red.layout(in: Self.square)
        #expect(result.hitTest(CGPoint(x: CGFloat.nan, y: 5)) == nil)
        #expect(result.hitTest(CGPoint(x: CGFloat.infinity, y: 5)) == nil)
        #expect(result.hitTest(CGPoint(x: 5, y: 5)) != nil)
    }
}
