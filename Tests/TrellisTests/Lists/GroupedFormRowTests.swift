import Foundation
import Testing
@testable import Trellis

/// macOS's grouped form (`.formStyle(.grouped)`; docs/semantics.md, "Forms, group boxes,
/// disclosure groups"), from swiftui-web `form/grouped` and `form/grouped-background` at
/// 49c51a9 and `form/styles` at f9f1f0b (macOS 26.2, 2x; the whole recordings are cases of
/// `Fixtures/swiftui-web/form.json`). These pin one rule each with the square test font, so
/// nothing here depends on SF's widths.
@Suite("Grouped form rows (macOS)")
@MainActor
struct GroupedFormRowTests {
    private var macOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        return environment
    }

    private func layout<V: View>(_ form: V) -> LayoutResult {
        form.formStyle(.grouped).frame(width: 360, height: 300)
            .layout(in: ProposedViewSize(width: 360, height: 300), environment: macOS)
    }

    // form/grouped-background: `toggle` (30, 30, 300, 18.5) in a 360-wide form.
    @Test("a toggle is a row the card's width and 18.5 tall, 20 + 10 from the form's corner")
    func toggleRow() {
        let result = layout(Form { Toggle("Enabled", isOn: .constant(true)).id("toggle") })
        #expect(result.frame(of: "toggle") == CGRect(x: 30, y: 30, width: 300, height: GroupedFormRow<Text, Text>.lineHeight))
    }

    // form/grouped: `field`, `picker`, `stepper` 300 × 18.5 at x = 30.
    @Test("a text field, a picker and a stepper are rows of the card's width on an 18.5 line")
    func controlRows() {
        let result = layout(Form {
            TextField("Name", text: .constant("Hello")).id("field")
            Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1) }.id("picker")
            Stepper("Count", value: .constant(1)).id("stepper")
        })
        for id in ["field", "picker", "stepper"] {
            #expect(result.frame(of: id)?.size == CGSize(width: 300, height: 18.5), "\(id)")
            #expect(result.frame(of: id)?.minX == 30, "\(id)")
        }
    }

    // form/grouped: rows' contents 21 apart (58.5 + 18.5 → 98).
    @Test("rows are 10 in from the card and 1 apart: 21 between two rows' contents")
    func rowPitch() {
        let result = layout(Form {
            Toggle("One", isOn: .constant(true)).id("one")
            Toggle("Two", isOn: .constant(true)).id("two")
        })
        let one = result.frame(of: "one"), two = result.frame(of: "two")
        #expect(two.map(\.minY) == one.map { $0.maxY + 21 })
    }

    // form/grouped: `text` 55 × 16, its row 21 + 16 tall, not 18.5.
    @Test("a plain text row keeps its text's height")
    func textRow() {
        let result = layout(Form { Text("Plain row").id("text") })
        let alone = Text("Plain row").layout(in: .unspecified, environment: macOS).size
        #expect(result.frame(of: "text")?.size == alone)
    }

    // form/grouped: `footer` (255, 176, 75, 16), ending at 330, the rows' trailing inset.
    @Test("a section's footer sits at the rows' trailing inset, 10 below its card")
    func trailingFooter() {
        let result = layout(Form {
            Section {
                Toggle("Enabled", isOn: .constant(true)).id("toggle")
            } footer: {
                Text("Your details.").id("footer")
            }
        })
        let toggle = result.frame(of: "toggle"), footer = result.frame(of: "footer")
        #expect(footer?.maxX == 330)
        #expect(footer.map(\.minY) == toggle.map { $0.maxY + 10 + 10 })
    }

    // form/grouped: `box` 37.5 × 35 with its content `boxed` 19 down, as wide as the box.
    @Test("a group box in a row has no box: its label 3 above its content")
    func groupBoxRow() {
        let result = layout(Form {
            GroupBox("Box") { Text("Boxed").id("boxed") }.id("box")
        })
        let title = Text("Box").font(.subheadline).layout(in: .unspecified, environment: macOS).size
        let box = result.frame(of: "box"), boxed = result.frame(of: "boxed")
        #expect(boxed.map(\.minY) == box.map { $0.minY + title.height + 3 })
        #expect(box.map(\.height) == boxed.map { title.height + 3 + $0.height })
        #expect(box.map(\.minX) == boxed.map(\.minX))
    }

    // form/grouped: `nested` (a columns form in a row) keeps its checkbox toggle.
    @Test("a columns form in a row lays its own rows out as columns")
    func nestedColumnsForm() {
        let result = layout(Form {
            Form { Toggle("Nested", isOn: .constant(false)).id("nested") }.formStyle(.columns)
        })
        let alone = Toggle("Nested", isOn: .constant(false)).layout(in: .unspecified, environment: macOS).size
        #expect(result.frame(of: "nested")?.size == alone)
    }
}
