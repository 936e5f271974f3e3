import Foundation
import Testing
import Trellis

/// The accessibility modifiers whose effect is made from other views (children, actions,
/// labels) and the element properties beyond label and traits.
@Suite("Accessibility from views and element properties")
@MainActor
struct AccessibilityDerivedTests {
    static func elements<V: View>(_ view: V) -> [LayoutResult.AccessibilityElement] {
        view.layout(in: ProposedViewSize(width: 300, height: 600), fonts: .testFont).accessibilityElements
    }

    // Source: Apple, "accessibilityChildren(children:)": "Replaces the existing accessibility
    // element's children with one or more new synthetic accessibility elements."
    @Test("accessibilityChildren's elements replace the view's children, in a group")
    func children() {
        let view = VStack {
            Color.blue.frame(width: 100, height: 50).accessibilityChildren { Text("North"); Text("South") }
            Text("after")
        }
        let elements = Self.elements(view)
        #expect(elements.map(\.label) == ["North", "South", "after"])
        #expect(elements[0].frame.size == CGSize(width: 100, height: 50))
    }

    // Source: Apple, "accessibilityActions(_:)": each control in the content is an action.
    @Test("accessibilityActions names an action for each control in its content")
    func actionsFromControls() {
        let view = Text("Message").accessibilityActions {
            Button("Reply") {}
            Text("not an action")
            Button("Forward") {}
        }
        #expect(Self.elements(view).first?.actions == ["Reply", "Forward"])
        let categorised = Text("Message").accessibilityActions(category: .edit) { Button("Delete") {} }
        #expect(Self.elements(categorised).first?.actions == ["Delete"])
    }

    // Source: Apple, "accessibilityAction(action:label:)".
    @Test("an action labelled by a view is named by its label")
    func actionLabel() {
        let view = Text("Photo").accessibilityAction(action: {}, label: { Text("Share") })
        #expect(Self.elements(view).first?.actions == ["Share"])
    }

    // Source: Apple, "accessibilityLabel(content:)": the closure gets the view's own label.
    @Test("a label made from the view's own label includes it")
    func labelContent() {
        let view = Text("Alan").accessibilityLabel { label in
            Text("Contact")
            label
        }
        #expect(Self.elements(view).map(\.label) == ["Contact, Alan"])
    }

    // Source: Apple, "accessibilityActivationPoint(_:)"; UIKit's default activation point is
    // the centre of the element's frame ("accessibilityActivationPoint").
    @Test("the activation point is the frame's centre, or where the modifier puts it")
    func activationPoint() throws {
        let base = try #require(Self.elements(Color.red.frame(width: 100, height: 40).accessibilityElement()).first)
        #expect(base.activationPoint == CGPoint(x: base.frame.midX, y: base.frame.midY))
        let unit = try #require(Self.elements(
            Color.red.frame(width: 100, height: 40).accessibilityElement().accessibilityActivationPoint(.topLeading)).first)
        #expect(unit.activationPoint == unit.frame.origin)
        let offset = try #require(Self.elements(
            Color.red.frame(width: 100, height: 40).accessibilityElement().accessibilityActivationPoint(CGPoint(x: 10, y: 5))).first)
        #expect(offset.activationPoint == CGPoint(x: offset.frame.minX + 10, y: offset.frame.minY + 5))
    }

    // Source: Apple, "accessibilityRespondsToUserInteraction(_:)".
    @Test("a control responds to interaction, a text does not, unless told")
    func respondsToUserInteraction() {
        #expect(Self.elements(Button("Go") {}).first?.respondsToUserInteraction == true)
        #expect(Self.elements(Text("Note")).first?.respondsToUserInteraction == false)
        #expect(Self.elements(Text("Note").accessibilityRespondsToUserInteraction()).first?.respondsToUserInteraction == true)
    }

    @Test("text content type, direct touch, scroll and zoom actions are on the element")
    func moreProperties() {
        let element = Self.elements(
            Text("let x = 1").accessibilityTextContentType(.sourceCode).accessibilityScrollAction { _ in }
                .accessibilityZoomAction { _ in }.accessibilityDirectTouch()
        ).first
        #expect(element?.textContentType == "sourceCode")
        #expect(element?.actions == ["scroll", "zoom"])
        #expect(element?.traits.contains(.allowsDirectInteraction) == true)
    }

    @Test("speech, invert-colour and rotor-entry modifiers change neither frames nor elements")
    func inert() {
        @Namespace var namespace
        let plain = Text("Hello")
        let modified = Text("Hello").speechAlwaysIncludesPunctuation().speechSpellsOutCharacters().speechAdjustedPitch(1.5)
            .speechAnnouncementsQueued().accessibilityIgnoresInvertColors().accessibilityRotorEntry(id: 1, in: namespace)
        let a = plain.layout(in: .unspecified, fonts: .testFont), b = modified.layout(in: .unspecified, fonts: .testFont)
        #expect(a.size == b.size)
        #expect(a.accessibilityElements == b.accessibilityElements)
    }

    @Test("the new properties round-trip through JSON")
    func json() throws {
        let elements = Self.elements(VStack {
            Text("a").accessibilityTextContentType(.narrative).accessibilityRespondsToUserInteraction(false)
            Button("b") {}.accessibilityActivationPoint(.bottomTrailing)
        })
        let data = try JSONEncoder().encode(elements)
        #expect(try JSONDecoder().decode([LayoutResult.AccessibilityElement].self, from: data) == elements)
    }
}
