import Foundation
import Testing
import Trellis

/// SwiftUI's first accessibility modifiers, `accessibility(label:)` and its siblings, which
/// SwiftUI deprecates in favour of the `accessibilityLabel(_:)` family (Apple, "accessibility(label:)":
/// "Renamed: accessibilityLabel(_:)").
@Suite("Deprecated accessibility modifiers")
@MainActor
struct AccessibilityDeprecatedTests {
    static func elements<V: View>(_ view: V) -> [LayoutResult.AccessibilityElement] {
        view.layout(in: ProposedViewSize(width: 300, height: 600), fonts: .testFont).accessibilityElements
    }

    static var box: some View { Color.red.frame(width: 100, height: 40).accessibilityElement() }

    @Test("accessibility(label:hint:value:identifier:…) on a view set what their renamed forms set")
    func viewFormsMatchTheirRenames() throws {
        let old = Self.elements(Self.box.accessibility(label: Text("Close")))
        let renamed = Self.elements(Self.box.accessibilityLabel(Text("Close")))
        #expect(old == renamed)
        #expect(try #require(old.first).label == "Close")
        #expect(Self.elements(Self.box.accessibility(hint: Text("Closes"))) == Self.elements(Self.box.accessibilityHint(Text("Closes"))))
        #expect(Self.elements(Self.box.accessibility(value: Text("3"))) == Self.elements(Self.box.accessibilityValue(Text("3"))))
        #expect(Self.elements(Self.box.accessibility(identifier: "close")).first?.identifier == "close")
        #expect(Self.elements(Self.box.accessibility(sortPriority: 2)).first?.sortPriority == 2)
        #expect(Self.elements(Self.box.accessibility(inputLabels: [Text("Shut")])).first?.inputLabels == ["Shut"])
        #expect(Self.elements(Self.box.accessibility(addTraits: .isButton)).first?.traits.contains(.isButton) == true)
    }

    @Test("accessibility(hidden:) removes the element")
    func hiddenRemovesTheElement() {
        #expect(Self.elements(Self.box.accessibility(hidden: true)).isEmpty)
        #expect(Self.elements(Self.box.accessibility(hidden: false)).count == 1)
    }

    @Test("accessibility(activationPoint:) moves the activation point")
    func activationPointMoves() throws {
        let unit = try #require(Self.elements(Self.box.accessibility(activationPoint: UnitPoint.topLeading)).first)
        #expect(unit.activationPoint == unit.frame.origin)
        let offset = try #require(Self.elements(Self.box.accessibility(activationPoint: CGPoint(x: 10, y: 5))).first)
        #expect(offset.activationPoint == CGPoint(x: offset.frame.minX + 10, y: offset.frame.minY + 5))
    }

    @Test("chained deprecated forms add to one attachment, as the renamed forms do")
    func chainedFormsAddToOneAttachment() {
        let old = Self.elements(Button("Go") {}.accessibility(label: Text("Start")).accessibility(removeTraits: .isButton)
            .accessibility(hint: Text("Starts the run")))
        let renamed = Self.elements(Button("Go") {}.accessibilityLabel(Text("Start")).accessibilityRemoveTraits(.isButton)
            .accessibilityHint(Text("Starts the run")))
        #expect(old == renamed)
        #expect(old.first?.traits.contains(.isButton) == false)
        #expect(old.first?.hint == "Starts the run")
    }
}
