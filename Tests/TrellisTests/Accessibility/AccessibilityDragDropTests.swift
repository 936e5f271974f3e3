import Foundation
import Testing
import Trellis

/// Drag and drop points and the scroll status of an accessibility element (Apple,
/// "accessibilityDragPoint(_:description:)": "The point to use for a drag operation";
/// "accessibilityScrollStatus(_:isEnabled:)": "the status VoiceOver reads when scrolling").
@Suite("Accessibility drag points and scroll status")
@MainActor
struct AccessibilityDragDropTests {
    static func element<V: View>(_ view: V) throws -> LayoutResult.AccessibilityElement {
        try #require(view.layout(in: ProposedViewSize(width: 300, height: 600), fonts: .testFont).accessibilityElements.first)
    }

    static var box: some View { Color.red.frame(width: 100, height: 40).accessibilityElement() }

    @Test("a drag point is a unit point of the element's frame, with its description")
    func dragPointIsInTheFrame() throws {
        let element = try Self.element(Self.box.accessibilityDragPoint(.topLeading, description: "Move"))
        #expect(element.dragPoints.map(\.point) == [element.frame.origin])
        #expect(element.dragPoints.map(\.description) == ["Move"])
        #expect(element.dropPoints.isEmpty)
    }

    @Test("drop points add up, in the order given, and a disabled one adds nothing")
    func dropPointsAddUp() throws {
        let element = try Self.element(Self.box.accessibilityDropPoint(.leading, description: Text("Before"))
            .accessibilityDropPoint(.trailing, description: "After").accessibilityDropPoint(.center, description: "Never", isEnabled: false))
        #expect(element.dropPoints.map(\.description) == ["Before", "After"])
        #expect(element.dropPoints.last?.point == CGPoint(x: element.frame.maxX, y: element.frame.midY))
    }

    @Test("the scroll status is on the element unless disabled")
    func scrollStatus() throws {
        #expect(try Self.element(Self.box.accessibilityScrollStatus("Page 2 of 5")).scrollStatus == "Page 2 of 5")
        #expect(try Self.element(Self.box.accessibilityScrollStatus(Text("Page 2"), isEnabled: false)).scrollStatus == nil)
    }

    @Test("drag points and the scroll status survive JSON")
    func roundTripsThroughJSON() throws {
        let element = try Self.element(Self.box.accessibilityDragPoint(.center, description: "Move").accessibilityScrollStatus("Top"))
        let decoded = try JSONDecoder().decode(LayoutResult.AccessibilityElement.self, from: JSONEncoder().encode(element))
        #expect(decoded == element)
    }
}
