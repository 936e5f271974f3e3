import Foundation
import Testing
@testable import Trellis

/// `mask(alignment:_:)`: laid out as an overlay, never painted.
@Suite("Masks")
@MainActor
struct MaskTests {
    // https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
    @Test("the mask is proposed the view's size and aligned on it, and the view's frame is unchanged")
    func maskLaidOutAsOverlay() {
        let result = Color.blue.frame(width: 100, height: 40)
            .mask(alignment: .topLeading) { Circle().frame(width: 20, height: 20) }
            .layout(in: .unspecified)
        #expect(result.elements[0].name == "mask")
        #expect(result.elements[0].masksContent)
        #expect(result.elements[0].frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(result.elements.first { $0.name == "Circle" }?.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("the mask's views are left out of the paint order; the content is painted")
    func maskNotPainted() {
        let result = Color.blue.frame(width: 100, height: 40).mask { Circle() }.layout(in: .unspecified)
        let painted = result.paintOrder.map { result.elements[$0].name }
        #expect(painted == ["mask", "frame(width: 100, height: 40)", "Color(blue)"])
    }

    @Test("mask(_:) centres the mask")
    func olderForm() {
        let result = Color.blue.frame(width: 100, height: 40).mask(Rectangle().frame(width: 20, height: 20)).layout(in: .unspecified)
        #expect(result.elements.first { $0.name == "Rectangle" }?.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
    }

    @Test("a view without a mask is not marked as masking")
    func plainOverlayIsNotMask() {
        let result = Color.blue.overlay { Circle() }.layout(in: ProposedViewSize(width: 10, height: 10))
        #expect(result.elements.allSatisfy { !$0.masksContent })
    }
}
