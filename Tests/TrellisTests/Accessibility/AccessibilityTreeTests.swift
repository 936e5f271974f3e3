import Foundation
import Testing
import Trellis

/// The accessibility tree of a result: which views make elements, what each says, and the
/// order VoiceOver reads them in (docs/semantics.md, "Accessibility").
@Suite("Accessibility tree")
@MainActor
struct AccessibilityTreeTests {
    static func elements<V: View>(_ view: V, width: CGFloat = 300, direction: LayoutDirection = .leftToRight) -> [LayoutResult.AccessibilityElement] {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        return view.layout(in: ProposedViewSize(width: width, height: 600), environment: environment, fonts: .testFont)
            .accessibilityElements
    }

    static func labels<V: View>(_ view: V, direction: LayoutDirection = .leftToRight) -> [String] {
        elements(view, direction: direction).map(\.label)
    }

    // Source: Apple, "Text" (developer.apple.com/documentation/swiftui/text): a text view's
    // content is its accessibility label; UIKit's labels carry the static-text trait.
    @Test("a text is a static-text element labelled with its content")
    func text() {
        let elements = Self.elements(Text("Hello"))
        #expect(elements.map(\.label) == ["Hello"])
        #expect(elements.first?.traits == .isStaticText)
    }

    // Source: Apple, "accessibilityLabel(_:)": the label replaces what the view would say.
    @Test("accessibilityLabel replaces a text's content as its label")
    func labelOverrides() {
        #expect(Self.labels(Text("4").accessibilityLabel("Four items")) == ["Four items"])
    }

    // Source: Apple, "Button" (a button's label is its accessibility label) and
    // "AccessibilityTraits.isButton".
    @Test("a button is one button element labelled with its label's text")
    func button() {
        let elements = Self.elements(Button {} label: { HStack { Text("Save"); Text("now") } })
        #expect(elements.map(\.label) == ["Save, now"])
        #expect(elements.first?.traits == .isButton)
        #expect(elements.first?.actions == ["default"])
    }

    // Source: Apple, "Toggle" and "AccessibilityTraits.isToggle"; the value is a switch's
    // ("1" on, "0" off), as UI tests read it.
    @Test("a toggle is one element with its label, its value and the toggle trait")
    func toggle() {
        let on = Self.elements(Toggle("Wi-Fi", isOn: .constant(true)))
        let off = Self.elements(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(on.map(\.label) == ["Wi-Fi"])
        #expect(on.first?.value == "1")
        #expect(off.first?.value == "0")
        #expect(on.first?.traits.contains(.isToggle) == true)
    }

    // Source: Apple, "Image" (init(_:bundle:label:), init(decorative:bundle:): "SwiftUI
    // ignores this image for accessibility purposes").
    @Test("an image is an image element with its label; a decorative one makes none")
    func images() {
        let labelled = Self.elements(Image(systemName: "star").accessibilityIdentifier("s"))
        #expect(labelled.first?.traits == .isImage)
        #expect(labelled.first?.label == "star")
        #expect(Self.elements(Image(decorative: "missing")).isEmpty)
    }

    // Source: Apple, "AccessibilityChildBehavior.combine": children's properties merged into
    // the new element.
    @Test("combine makes one element whose label joins the children's with commas")
    func combine() {
        let view = HStack { Text("Temperature"); Text("21°") }.accessibilityElement(children: .combine)
        let elements = Self.elements(view)
        #expect(elements.map(\.label) == ["Temperature, 21°"])
        #expect(elements.first?.traits == .isStaticText)
    }

    // Source: Apple, "AccessibilityChildBehavior.ignore": child elements become hidden.
    @Test("ignore makes one element with only its own label")
    func ignore() {
        let view = VStack { Text("3"); Text("unread") }.accessibilityElement().accessibilityLabel("Three unread")
        #expect(Self.labels(view) == ["Three unread"])
    }

    // Source: Apple, "AccessibilityChildBehavior.contain": children become children of the
    // new element (read together).
    @Test("contain keeps the children as elements, read together before the next group")
    func contain() {
        func column(_ a: String, _ b: String) -> some View {
            VStack { Text(a).frame(height: 20); Text(b).frame(height: 20) }
        }
        let plain = HStack(alignment: .top) { column("A", "B"); column("C", "D") }
        let grouped = HStack(alignment: .top) {
            column("A", "B").accessibilityElement(children: .contain)
            column("C", "D").accessibilityElement(children: .contain)
        }
        #expect(Self.labels(plain) == ["A", "C", "B", "D"])
        #expect(Self.labels(grouped) == ["A", "B", "C", "D"])
    }

    // Source: Apple, "accessibilityHidden(_:)": hides the view and its children.
    @Test("accessibilityHidden(true) and hidden() take a subtree out")
    func hidden() {
        let view = VStack {
            Text("shown")
            VStack { Text("gone"); Text("too") }.accessibilityHidden(true)
            Text("invisible").hidden()
            Text("back").accessibilityHidden(false)
        }
        #expect(Self.labels(view) == ["shown", "back"])
    }

    // Source: Apple, "accessibilitySortPriority(_:)": "Higher numbers are sorted first. The
    // default sort priority is zero."
    @Test("a higher sort priority is read first")
    func sortPriority() {
        let view = VStack { Text("second"); Text("first").accessibilitySortPriority(1) }
        #expect(Self.labels(view) == ["first", "second"])
    }

    // Source: UIKit's default order of a container's elements, top-left to bottom-right
    // ("UIAccessibilityContainer"); SwiftUI reads by frame the same way.
    @Test("elements are read top to bottom, then leading to trailing")
    func geometricOrder() {
        let view = ZStack(alignment: .topLeading) {
            Text("C").frame(width: 20, height: 20).padding(.top, 60)
            Text("B").frame(width: 20, height: 20).padding(.leading, 100)
            Text("A").frame(width: 20, height: 20)
        }
        #expect(Self.labels(view) == ["A", "B", "C"])
        #expect(Self.labels(HStack { Text("A"); Text("B") }, direction: .rightToLeft) == ["A", "B"])
    }

    // Source: Apple, "accessibilityAddTraits(_:)", "accessibilityRemoveTraits(_:)".
    @Test("traits are added and removed, the view's own too")
    func traits() {
        let header = Self.elements(Text("Title").accessibilityAddTraits(.isHeader))
        #expect(header.first?.traits == [.isStaticText, .isHeader])
        let plain = Self.elements(Button("Go") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink))
        #expect(plain.first?.traits == .isLink)
    }

    // Source: Apple, "accessibilityHeading(_:)".
    @Test("a heading is a header of its level")
    func heading() {
        let element = Self.elements(Text("Account").accessibilityHeading(.h2)).first
        #expect(element?.headingLevel == .h2)
        #expect(element?.traits.contains(.isHeader) == true)
    }

    // Source: Apple, "accessibilityLabel(_:isEnabled:)": "If true the accessibility label is
    // applied; otherwise the accessibility label is unchanged."
    @Test("an isEnabled: false modifier changes nothing")
    func disabledModifiers() {
        let view = Text("Own").accessibilityLabel("Other", isEnabled: false).accessibilityHidden(true, isEnabled: false)
        #expect(Self.labels(view) == ["Own"])
    }

    @Test("chained modifiers all reach the one element")
    func chained() {
        let element = Self.elements(
            Text("5").accessibilityLabel("Volume").accessibilityValue("5 of 10").accessibilityHint("Adjusts the volume")
                .accessibilityIdentifier("volume").accessibilityInputLabels(["Loudness"])
        ).first
        #expect(element?.label == "Volume")
        #expect(element?.value == "5 of 10")
        #expect(element?.hint == "Adjusts the volume")
        #expect(element?.identifier == "volume")
        #expect(element?.inputLabels == ["Loudness"])
    }

    @Test("a modifier on a view that is no element reaches each element inside")
    func passedOn() {
        let view = VStack { Text("a"); Text("b") }.accessibilityIdentifier("row")
        #expect(Self.elements(view).map(\.identifier) == ["row", "row"])
    }

    // Source: Apple, "accessibilityAction(_:_:)", "accessibilityAction(named:_:)",
    // "accessibilityAdjustableAction(_:)".
    @Test("actions are listed by name")
    func actions() {
        let view = Text("Mail").accessibilityAction(.escape) {}.accessibilityAction(named: "Archive") {}
            .accessibilityAdjustableAction { _ in }
        #expect(Self.elements(view).first?.actions == ["escape", "Archive", "increment", "decrement"])
    }

    // Source: Apple, "accessibilityRepresentation(representation:)": "Replaces one or more
    // accessibility elements for this view with new accessibility elements."
    @Test("a representation's elements replace the view's, with its frame")
    func representation() {
        let view = Color.red.frame(width: 80, height: 30).accessibilityRepresentation { Button("Play") {} }
        let elements = Self.elements(view)
        #expect(elements.map(\.label) == ["Play"])
        #expect(elements.first?.traits == .isButton)
        #expect(elements.first?.frame.size == CGSize(width: 80, height: 30))
    }

    @Test("a rotor lists its entries' labels")
    func rotor() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let view = VStack { Text("List") }.accessibilityElement(children: .combine)
            .accessibilityRotor("Items", entries: items, entryLabel: \.name)
        let rotors = Self.elements(view).first?.rotors ?? []
        #expect(rotors.map(\.name) == ["Items"])
        #expect(rotors.map(\.entries) == [["One", "Two"]])
    }

    @Test("a sort priority that is not a number sorts as 0")
    func nanPriority() {
        let view = VStack { Text("a").accessibilitySortPriority(.nan); Text("b").accessibilitySortPriority(1) }
        #expect(Self.labels(view) == ["b", "a"])
    }

    @Test("a deep chain of modified views reads its one element, without recursion")
    func deepChain() {
        var view = AnyView(Text("deep"))
        for level in 0 ..< 3000 { view = AnyView(view.padding(level % 2 == 0 ? 0 : 1).accessibilityHint("h")) }
        let elements = Self.elements(view)
        #expect(elements.map(\.label) == ["deep"])
        #expect(elements.first?.hint == "h")
    }

    @Test("a replaced subtree's elements replace the old ones")
    func replacement() {
        let host = LayoutHost(VStack { Text("old").accessibilityLabel("Old").id("slot"); Text("kept") }, fonts: .testFont)
        _ = host.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(host.replace(id: "slot", with: Text("new").accessibilityLabel("New")))
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 200)).accessibilityElements.map(\.label) == ["New", "kept"])
    }
}
