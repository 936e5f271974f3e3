import Foundation
import Observation
import Testing
@testable import Trellis

// The swiftui-web control step recordings (iamcgn/swiftui-web, macOS 26.2 at 2×), each
// replayed as recorded: the fixture's view over its model on one live host, every step applied
// in order and every recorded frame of every step compared. Text frames, and the frames that
// follow text, within 1 pt or 2 % (`RecordedFrames.text`); the rest exactly.

/// The step recordings' models: one value each fixture's steps change.
@Observable @MainActor
private final class ControlModel {
    var isOn = false
    var count = 0
    var value = 0.25
    var selection = 1
    var text = ""
    var date = ControlStepsGoldenTests.fixed
}

@Suite("Controls: the step recordings, through a live host",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the controls' labels are text"))
@MainActor
struct ControlStepsGoldenTests {
    /// `datepicker/steps`' date: 15 March 2025, 15:09 UTC.
    nonisolated static let fixed = Date(timeIntervalSinceReferenceDate: 763_744_140)

    /// The frames at rest and after each step.
    private func frames<Content: View>(
        _ model: ControlModel, window: CGSize, steps: [(ControlModel) -> Void], _ view: @escaping (ControlModel) -> Content
    ) -> [RecordedFrames] {
        RecordedSteps.frames(model, view, window: window, steps: steps)
    }

    /// `toggle/steps` (Fixtures/Goldens/toggle/steps/frames.json at 6c62796; the fixture
    /// `ToggleFixtures.steps` in Fixtures/Sources/Toggle/ToggleFixtures.swift at 4f6b3b7): a
    /// checkbox bound to the model and a text that says its state.
    @Test("toggle/steps: the checkbox and its echo follow the model, on and off")
    func toggleSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 240, height: 120),
                              steps: [{ $0.isOn = true }, { $0.isOn = false }]) { model in
            HStack(spacing: 12) {
                Toggle("Enabled", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 })).id("toggle")
                Text(model.isOn ? "On" : "Off").id("state")
            }
            .id("row")
        }
        // (at rest and "off")
        for off in [recorded[0], recorded[2]] {
            off.text("row", 69.25, 50.75, 101.5, 18.5)
            off.text("toggle", 69.25, 50.75, 70, 18.5)
            off.text("state", 151.25, 52, 19.5, 16)
        }
        let on = recorded[1]
        on.text("row", 70.25, 50.75, 99.5, 18.5)
        on.text("toggle", 70.25, 50.75, 70, 18.5)
        on.text("state", 152.25, 52, 17.5, 16)
    }

    /// `stepper/steps` (Fixtures/Goldens/stepper/steps/frames.json and the fixture
    /// `StepperFixtures.steps` in Fixtures/Sources/Controls/StepperFixtures.swift, both at
    /// ee5b2fd): a stepper bound to the model and a text of its count.
    @Test("stepper/steps: the stepper keeps its size while its echo follows the count")
    func stepperSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 320, height: 80),
                              steps: [{ $0.count = 1 }, { $0.count = 2 }, { $0.count = 0 }]) { model in
            HStack(spacing: 12) {
                Stepper("Count", value: Binding(get: { model.count }, set: { model.count = $0 })).id("stepper")
                Text("\(model.count)").id("echo")
            }
            .id("row")
        }
        // (at rest and "reset": 0)
        for zero in [recorded[0], recorded[3]] {
            zero.text("row", 117.5, 27, 85, 26)
            zero.text("stepper", 117.5, 27, 64.5, 26)
            zero.text("echo", 194, 32, 8.5, 16)
        }
        recorded[1].text("row", 118.75, 27, 82.5, 26)
        recorded[1].text("stepper", 118.75, 27, 64.5, 26)
        recorded[1].text("echo", 195.25, 32, 6, 16)
        recorded[2].text("row", 117.75, 27, 84.5, 26)
        recorded[2].text("stepper", 117.75, 27, 64.5, 26)
        recorded[2].text("echo", 194.25, 32, 8, 16)
    }

    /// `slider/steps` (Fixtures/Goldens/slider/steps/frames.json and the fixture
    /// `SliderFixtures.steps` in Fixtures/Sources/Controls/SliderFixtures.swift, both at
    /// ee5b2fd): a slider bound to the model and a text of its value in percent.
    @Test("slider/steps: the slider takes what its echo leaves of the row, step by step")
    func sliderSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 320, height: 100),
                              steps: [{ $0.value = 0.5 }, { $0.value = 1 }, { $0.value = 0 }]) { model in
            HStack(spacing: 12) {
                Slider(value: Binding(get: { model.value }, set: { model.value = $0 })).id("slider")
                Text("\(Int((model.value * 100).rounded()))").id("echo")
            }
            .id("row")
        }
        // (echo "25", "50", "100", "0")
        let expected: [(slider: CGFloat, echoX: CGFloat, echoWidth: CGFloat)] = [
            (292, 304, 16), (291.5, 303.5, 16.5), (285.5, 297.5, 22.5), (299.5, 311.5, 8.5),
        ]
        for (frames, step) in zip(recorded, expected) {
            frames.text("row", 0, 42, 320, 16)
            frames.text("slider", 0, 42, step.slider, 16)
            frames.text("echo", step.echoX, 42, step.echoWidth, 16)
        }
    }

    /// `picker/steps` (Fixtures/Goldens/picker/steps/frames.json at ee5b2fd; the fixture
    /// `PickerFixtures.steps` in Fixtures/Sources/Controls/PickerFixtures.swift at 4f6b3b7): a
    /// pop-up, a segmented and a radio-group picker over one selection. The radio group
    /// (`RadioGroupPickerStyle`, macOS only) is not in the iOS SDK whose API Trellis matches:
    /// a stand-in of its recorded size takes its place, so the stack's frame is still checked.
    @Test("picker/steps: changing the selection changes no picker's frame")
    func pickerSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 320, height: 160),
                              steps: [{ $0.selection = 2 }, { $0.selection = 3 }]) { model in
            let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
            return VStack(alignment: .leading, spacing: 12) {
                Picker("Fruit", selection: selection) { Text("Apple").tag(1); Text("Banana").tag(2); Text("Cherry").tag(3) }.id("menu")
                Picker("Fruit", selection: selection) { Text("Apple").tag(1); Text("Banana").tag(2); Text("Cherry").tag(3) }
                    .pickerStyle(.segmented).id("segmented")
                StandIn.fixed(width: 102, height: 67.5).id("radio")
            }
            .id("stack")
        }
        for frames in recorded {
            frames.text("stack", 43, 10.25, 234, 139.5)
            frames.text("menu", 43, 10.25, 128.5, 24)
            frames.text("segmented", 43, 46.25, 234, 24)
            frames.text("radio", 43, 82.25, 102, 67.5)
        }
    }

    /// `textfield/steps` (Fixtures/Goldens/textfield/steps/frames.json and the fixture
    /// `TextFieldFixtures.steps` in Fixtures/Sources/TextField/TextFieldFixtures.swift, both at
    /// 0397845): a 160-point field bound to the model and a text saying whether it is empty.
    @Test("textfield/steps: a fixed-width field keeps its frame as its text comes and goes")
    func textFieldSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 320, height: 120),
                              steps: [{ $0.text = "Hello" }, { $0.text = "" }]) { model in
            HStack(spacing: 12) {
                TextField("Placeholder", text: Binding(get: { model.text }, set: { model.text = $0 })).frame(width: 160).id("field")
                Text(model.text.isEmpty ? "Off" : "On").id("echo")
            }
            .id("row")
        }
        for empty in [recorded[0], recorded[2]] {
            empty.text("row", 64.25, 48, 191.5, 24)
            empty.text("field", 64.25, 48, 160, 24)
            empty.text("echo", 236.25, 52, 19.5, 16)
        }
        recorded[1].text("row", 65.25, 48, 189.5, 24)
        recorded[1].text("field", 65.25, 48, 160, 24)
        recorded[1].text("echo", 237.25, 52, 17.5, 16)
    }

    /// `texteditor/steps` (Fixtures/Goldens/texteditor/steps/frames.json and the fixture
    /// `TextEditorFixtures.steps` in Fixtures/Sources/TextEditor/TextEditorFixtures.swift, both
    /// at f9dd830): a 60-point editor bound to the model over a text saying whether it is empty.
    @Test("texteditor/steps: the editor keeps its frame as its text grows to two lines and empties")
    func textEditorSteps() {
        let model = ControlModel()
        model.text = "Hello"
        let recorded = frames(model, window: CGSize(width: 320, height: 160),
                              steps: [{ $0.text = "Hello\nWorld" }, { $0.text = "" }]) { model in
            VStack(spacing: 12) {
                TextEditor(text: Binding(get: { model.text }, set: { model.text = $0 })).frame(height: 60).id("editor")
                Text(model.text.isEmpty ? "Empty" : "Filled").id("echo")
            }
            .padding(20)
            .id("stack")
        }
        for frames in recorded {
            frames.text("stack", 0, 16, 320, 128)
            frames.text("editor", 20, 36, 280, 60)
        }
        recorded[0].text("echo", 143.75, 108, 32.5, 16)
        recorded[1].text("echo", 143.75, 108, 32.5, 16)
        recorded[2].text("echo", 140.75, 108, 38.5, 16)
    }

    /// `datepicker/steps` (Fixtures/Goldens/datepicker/steps/frames.json at da746b5; the fixture
    /// `DatePickerFixtures.steps` in Fixtures/Sources/DatePicker/DatePickerFixtures.swift at
    /// 3cc87da): a date and time field in UTC over a text; the steps set the next day and noon
    /// on 1 January 2026.
    @Test("datepicker/steps: a new date of the same format keeps the field's frame")
    func datePickerSteps() {
        let recorded = frames(ControlModel(), window: CGSize(width: 360, height: 120),
                              steps: [{ $0.date = Self.fixed.addingTimeInterval(86400) },
                                      { $0.date = Date(timeIntervalSinceReferenceDate: 788_918_400 + 12 * 3600) }]) { model in
            VStack(alignment: .leading, spacing: 12) {
                DatePicker("Date", selection: Binding(get: { model.date }, set: { model.date = $0 })).id("picker")
                Text("Echo").id("echo")
            }
            .padding(20)
            .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
            .id("stack")
        }
        // The field's frame does not change with the date, as recorded; but the field's text
        // ("3/15/2025, 3:09 PM") is narrower in the system-font stand-in than in SF: the picker
        // is 192.5 wide at x 83.75 and the stack 232.5 wide at x 63.75 at rest and after
        // "nextDay", recorded 196.5 and 236.5 (4 points: more than 2 % of 196.5, 3.93).
        withKnownIssue("the date field's text is 4 points narrower in the stand-in font: 192.5, recorded 196.5") {
            for frames in recorded {
                frames.text("stack", 61.75, 15, 236.5, 90)
                frames.text("picker", 81.75, 35, 196.5, 22)
                frames.text("echo", 81.75, 69, 30.5, 16)
            }
        }
        // (What the font does not set holds in every step: the field 22 tall, the echo at the
        // same y.)
        for frames in recorded[1...] {
            #expect(frames.result.frame(of: "picker")?.height == 22)
            #expect(frames.result.frame(of: "echo")?.minY == recorded[0].result.frame(of: "echo")?.minY)
        }
    }
}
