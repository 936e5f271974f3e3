import Foundation
import Testing
import Trellis

/// A sign-in screen as a UI test sees it: views found by `accessibilityIdentifier`, and its
/// accessibility tree read in order.
@Suite("Accessibility of a screen")
@MainActor
struct AccessibilityScreenTests {
    struct SignIn: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Sign in").font(.title).accessibilityAddTraits(.isHeader)
                HStack {
                    Image(systemName: "person")
                    Text("Signed out")
                }
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("status")
                Toggle("Remember me", isOn: .constant(true)).accessibilityIdentifier("remember")
                Image(decorative: "divider")
                Text("Build 1234").accessibilityHidden(true)
                Button("Continue") {}
                    .accessibilityHint("Signs you in")
                    .accessibilityIdentifier("continue")
            }
            .padding()
        }
    }

    static func result() -> LayoutResult {
        SignIn().layout(in: ProposedViewSize(width: 390, height: 844), fonts: .testFont)
    }

    // Source: Apple, "accessibilityIdentifier(_:)": "Uses the string you specify to identify
    // the view" (the identifier XCUIElementQuery matches).
    @Test("an accessibility identifier finds the view's frame as an id does")
    func identifiersFindFrames() throws {
        let result = Self.result()
        let button = try #require(result.accessibilityElements.first { $0.identifier == "continue" })
        #expect(result.frame(of: "continue") == button.frame)
        #expect(result.frame(of: "remember") != nil)
        #expect(result.frame(of: "nothing") == nil)
    }

    @Test("the screen reads in order: header, combined status, toggle, button")
    func readingOrder() {
        let elements = Self.result().accessibilityElements
        #expect(elements.map(\.label) == ["Sign in", "person, Signed out", "Remember me", "Continue"])
        #expect(elements.map(\.traits) == [[.isStaticText, .isHeader], [.isImage, .isStaticText], [.isButton, .isToggle], .isButton])
        #expect(elements[3].hint == "Signs you in")
        #expect(zip(elements, elements.dropFirst()).allSatisfy { $0.frame.minY < $1.frame.minY })
    }

    @Test("the text dump has one line per element as VoiceOver reads it")
    func textDump() {
        let lines = Self.result().accessibilityDescription.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[3].hasPrefix("\"Continue\", button, hint \"Signs you in\", actions: default, #continue, ("))
    }

    @Test("the elements round-trip through JSON, traits by name")
    func json() throws {
        let elements = Self.result().accessibilityElements
        let data = try JSONEncoder().encode(elements)
        #expect(try JSONDecoder().decode([LayoutResult.AccessibilityElement].self, from: data) == elements)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects[2]["traits"] as? [String] == ["isButton", "isToggle"])
        #expect(objects[2]["value"] as? String == "1")
        let frame = try #require(objects[3]["frame"] as? [String: Double])
        #expect(frame["width"].map { CGFloat($0) } == elements[3].frame.width)
    }

    @Test("an element of infinite extent is written with finite numbers")
    func infiniteFrame() throws {
        let result = Text("wide").frame(maxWidth: .infinity).accessibilityElement(children: .combine)
            .layout(in: ProposedViewSize(width: .infinity, height: 100), fonts: .testFont)
        let data = try JSONEncoder().encode(result.accessibilityElements)
        #expect(try JSONDecoder().decode([LayoutResult.AccessibilityElement].self, from: data).map(\.label) == ["wide"])
    }
}
