import Foundation
import Observation
import Testing
@testable import Trellis

/// macOS's columns form (docs/semantics.md, "Forms, group boxes, disclosure groups"), re-typed
/// from swiftui-web's fixtures (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/form/<name>/frames.json` and `labeledcontent/form` at 50a2567, macOS 26.2
/// at 2x, each in a window of its recorded size; the views in
/// `Fixtures/Sources/Form/FormFixtures.swift` and
/// `Fixtures/Sources/LabeledContent/LabeledContentFixtures.swift`), with their recorded
/// numbers. Heights and vertical positions follow from SF's recorded line heights and the
/// controls' sizes, whatever font stands in for SF, so they are compared to 0.01; horizontal
/// positions and widths follow from the labels' widths, measured in the stand-in font, so they
/// are compared within 1 point or 2 %, as text frames are.
@Suite("Form columns fixtures (macOS)")
@MainActor
struct FormColumnsFixtureTests {
    /// macOS at a scale fine enough that pixel rounding moves nothing by 0.01: the recordings
    /// hold unrounded positions.
    private let macOS = EnvironmentValues.recording(.macOS, scale: 100)

    /// Compares `id`'s frame: vertically to 0.01, horizontally to 0.01 where `exactX`/`exactWidth`
    /// (font-independent), else within 1 point or 2 %.
    private func expectFrame(
        _ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        exactX: Bool = false, exactWidth: Bool = false
    ) {
        guard let frame = result.frame(of: id) else {
            Issue.record("\(id) has no frame")
            return
        }
        func near(_ a: CGFloat, _ b: CGFloat, exact: Bool) -> Bool {
            abs(a - b) <= (exact ? 0.01 : max(1, abs(b) * 0.02))
        }
        #expect(near(frame.minY, y, exact: true) && near(frame.height, height, exact: true), "\(id): \(frame) ≠ y \(y), height \(height)")
        #expect(near(frame.minX, x, exact: exactX) && near(frame.width, width, exact: exactWidth), "\(id): \(frame) ≠ x \(x), width \(width)")
    }

    @Test("form/basic: labels end 8 before the control column, rows spaced as their controls declare")
    func basic() {
        let form = Form {
            TextField("Name", text: .constant("Hello")).id("field")
            Toggle("Enabled", isOn: .constant(true)).id("toggle")
            Picker("Fruit", selection: .constant(1)) {
                Text("Apple").tag(1)
                Text("Banana").tag(2)
            }
            .id("picker")
            Slider(value: .constant(0.5)) { Text("Volume") }.id("slider")
            Stepper("Count", value: .constant(1)).id("stepper")
            Button("Save") {}.id("button")
            Text("Plain").id("text")
        }
        .id("form")
        let result = form.frame(width: 360, height: 320).layout(in: ProposedViewSize(width: 360, height: 320), environment: macOS)
        expectFrame(result, "form", 0, 63.3569, 360, 193.2861, exactX: true, exactWidth: true)
        expectFrame(result, "field", 9.5, 63.3569, 350.5, 24)
        expectFrame(result, "toggle", 53, 93.3569, 70, 18.5)
        expectFrame(result, "picker", 17, 117.8569, 128.5, 24)
        expectFrame(result, "slider", 0, 150.0078, 360, 23, exactWidth: true)
        expectFrame(result, "stepper", 8.5, 177.75, 64.5, 26)
        expectFrame(result, "button", 53, 211.9009, 53.5, 24)
        expectFrame(result, "text", 53, 240.6431, 29.5, 16)
        // The field and the slider fill to the form's trailing edge.
        #expect(result.frame(of: "field")?.maxX == 360)
        #expect(result.frame(of: "slider")?.maxX == 360)
    }

    @Test("form/basic: the controls start where the widest label ends, 8 after it")
    func controlColumn() {
        let form = Form {
            Toggle("Enabled", isOn: .constant(true)).id("toggle")
            Slider(value: .constant(0.5)) { Text("Volume") }.id("slider")
            Button("Save") {}.id("button")
        }
        let result = form.frame(width: 360, height: 320).layout(in: ProposedViewSize(width: 360, height: 320), environment: macOS)
        let volume = Text("Volume").layout(in: .unspecified, environment: macOS).size.width
        #expect(result.frame(of: "slider")?.minX == 0)
        #expect(result.frame(of: "toggle")?.minX == volume + 8)
        #expect(result.frame(of: "button")?.minX == volume + 8)
    }

    @Test("form/sections: sections are transparent, headers and footers plain text rows")
    func sections() {
        let form = Form {
            Section("Account") {
                TextField("Name", text: .constant("Hello")).id("field")
                Toggle("Enabled", isOn: .constant(false)).id("toggle")
            }
            Section {
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .pickerStyle(.segmented)
                .id("segmented")
                Text("Plain").id("text")
            } header: {
                Text("Options").id("optionsHeader")
            } footer: {
                Text("Footer").id("optionsFooter")
            }
        }
        .id("form")
        let result = form.frame(width: 360, height: 360).layout(in: ProposedViewSize(width: 360, height: 360), environment: macOS)
        expectFrame(result, "form", 0, 98.2280, 360, 163.5439, exactX: true, exactWidth: true)
        expectFrame(result, "field", 0, 122.3789, 360, 24)
        expectFrame(result, "toggle", 43.5, 152.3789, 70, 18.5)
        expectFrame(result, "optionsHeader", 43.5, 176.8789, 47.5, 16)
        expectFrame(result, "segmented", 7.5, 201.0298, 168, 24)
        expectFrame(result, "text", 43.5, 229.7720, 29.5, 16)
        expectFrame(result, "optionsFooter", 43.5, 245.7720, 39.5, 16)
    }

    @Test("form/styles: a columns form in a fixed frame is centred in it; a lone toggle keeps its width")
    func styles() {
        let view = VStack(spacing: 8) {
            Form {
                TextField("Name", text: .constant("Hello")).id("groupedField")
                Toggle("Enabled", isOn: .constant(true)).id("groupedToggle")
            }
            .formStyle(.grouped)
            .frame(height: 110)
            .id("grouped")
            Form {
                TextField("Name", text: .constant("Hello")).id("columnsField")
                Toggle("Enabled", isOn: .constant(true)).id("columnsToggle")
            }
            .formStyle(.columns)
            .frame(height: 110)
            .id("columns")
            Form {
                Toggle("Enabled", isOn: .constant(true)).id("narrowToggle")
            }
            .frame(width: 200, height: 110)
            .id("narrow")
        }
        .id("stack")
        let result = view.frame(width: 360, height: 360).layout(in: ProposedViewSize(width: 360, height: 360), environment: macOS)
        expectFrame(result, "stack", 0, 7, 360, 346, exactX: true, exactWidth: true)
        expectFrame(result, "columns", 0, 125, 360, 110, exactX: true, exactWidth: true)
        expectFrame(result, "columnsField", 0, 155.75, 360, 24, exactWidth: true)
        expectFrame(result, "columnsToggle", 43.5, 185.75, 70, 18.5)
        expectFrame(result, "narrow", 80, 243, 200, 110, exactX: true, exactWidth: true)
        expectFrame(result, "narrowToggle", 145, 288.75, 70, 18.5)
    }

    @Observable final class FormModel {
        var enabled = false
        var name = ""
    }

    struct StepsForm: View {
        let model: FormModel
        var body: some View {
            Form {
                Toggle("Enabled", isOn: Binding(get: { model.enabled }, set: { model.enabled = $0 })).id("toggle")
                if !model.name.isEmpty { Text(model.name).id("name") }
                TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 })).id("field")
            }
            .id("form")
        }
    }

    @Test("form/steps: a text row inserted between a checkbox and a field re-lays the form out")
    func steps() {
        let model = FormModel()
        let window = ProposedViewSize(width: 360, height: 200)
        let host = LayoutHost(StepsForm(model: model).frame(width: 360, height: 200), environment: macOS)
        var result = host.layout(in: window)
        expectFrame(result, "form", 0, 75.75, 360, 48.5, exactX: true, exactWidth: true)
        expectFrame(result, "toggle", 43.5, 75.75, 70, 18.5)
        expectFrame(result, "field", 0, 100.25, 360, 24)
        model.enabled = true
        result = host.layout(in: window)
        expectFrame(result, "form", 0, 75.75, 360, 48.5, exactX: true, exactWidth: true)
        model.name = "Hello"
        result = host.layout(in: window)
        expectFrame(result, "form", 0, 63.6746, 360, 72.6509, exactX: true, exactWidth: true)
        expectFrame(result, "toggle", 43.5, 63.6746, 70, 18.5)
        expectFrame(result, "name", 43.5, 88.1746, 31, 16)
        expectFrame(result, "field", 0, 112.3254, 360, 24)
    }

    @Test("labeledcontent/form: labeled content puts its label in the label column")
    func labeledContent() {
        let form = Form {
            LabeledContent("Name", value: "Corey").id("value")
            LabeledContent("Count") { Text("3").id("countContent") }.id("count")
            TextField("Email", text: .constant("")).id("field")
        }
        .id("form")
        let result = form.frame(width: 360, height: 200).layout(in: ProposedViewSize(width: 360, height: 200), environment: macOS)
        expectFrame(result, "form", 0, 67.9246, 360, 64.1509, exactX: true, exactWidth: true)
        expectFrame(result, "value", 1, 67.9246, 79.5, 16)
        expectFrame(result, "count", 0, 83.9246, 53, 16)
        expectFrame(result, "countContent", 44.5, 83.9246, 8.5, 16)
        expectFrame(result, "field", 4, 108.0754, 356, 24)
    }
}
