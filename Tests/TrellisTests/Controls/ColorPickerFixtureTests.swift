import Foundation
import Observation
import Testing
@testable import Trellis

/// swiftui-web's `colorpicker/basic`, `colorpicker/labels`, `colorpicker/sized`,
/// `colorpicker/form` and `colorpicker/steps` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/colorpicker/<name>/frames.json` at fa7ccda: macOS 26.2, scale 2; the views
/// in `Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift` at fa7ccda), re-typed and laid
/// out with the system fonts in the recordings' windows. A picker's width and its place across
/// follow its label's text (within 1 pt or 2 %); its height and its place down do not, and
/// are exact.
@Suite("Colour picker recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct ColorPickerFixtureTests {
    /// Expects the view `id` at the recorded frame: its place across and its width within the
    /// text tolerance, its place down and its height exact (to 0.01 pt: the recorded form rows
    /// are spaced 8.15087890625, Trellis's 8.1509).
    private func expectRow(
        _ frames: RecordedFrames, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = frames.result.element(id: id)?.exactFrame else {
            Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
            return
        }
        let recorded = CGRect(x: x, y: y, width: width, height: height)
        #expect(FixtureTests.textTolerance(frame.minX, x) && FixtureTests.textTolerance(frame.width, width),
                "\(id): recorded \(recorded), laid out \(frame)", sourceLocation: sourceLocation)
        #expect(abs(frame.minY - y) < 0.01 && abs(frame.height - height) < 0.01, "\(id): recorded \(recorded), laid out \(frame)",
                sourceLocation: sourceLocation)
    }

    @Test("colorpicker/basic: a macOS colour picker is its label, 8 and a 48 × 24 well; hidden, the well")
    func basic() {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).id("red")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).id("opaque")
                ColorPicker("Accent", selection: .constant(Color(red: 0.2, green: 0.6, blue: 0.4, opacity: 0.5))).id("translucent")
                ColorPicker("Accent", selection: .constant(.red)).labelsHidden().id("hidden")
                ColorPicker("Accent", selection: .constant(.red)).disabled(true).id("disabled")
            }
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 220))
        expectRow(frames, "stack", 110.75, 26, 98.5, 168)
        expectRow(frames, "red", 110.75, 26, 98.5, 24)
        expectRow(frames, "opaque", 110.75, 62, 79.5, 24)
        expectRow(frames, "translucent", 110.75, 98, 98.5, 24)
        frames.text("hidden", 110.75, 134, 48, 24)
        #expect(frames.result.element(id: "hidden")?.exactFrame.size == CGSize(width: 48, height: 24))
        expectRow(frames, "disabled", 110.75, 170, 98.5, 24)
    }

    @Test("colorpicker/labels: a custom label, and the label's text lines the picker up with its neighbours")
    func labels() {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker(selection: .constant(.green)) { Text("Tint").foregroundColor(.secondary).id("customText") }.id("custom")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    ColorPicker("Hg", selection: .constant(.orange)).id("baselinePicker")
                    Text("Hg").id("baselineText")
                }
                .id("baselineRow")
                HStack(spacing: 8) {
                    Text("Above").id("rowText")
                    ColorPicker("Accent", selection: .constant(.purple)).id("rowPicker")
                }
                .id("row")
            }
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 160))
        expectRow(frames, "stack", 87.5, 32, 145, 96)
        expectRow(frames, "custom", 87.5, 32, 79.5, 24)
        // The custom label's text is its 18.5-point line, 2.75 below the picker's top.
        frames.text("customText", 87.5, 34.75, 23.5, 18.5)
        #expect(frames.result.element(id: "customText").map { $0.exactFrame.minY == 34.75 && $0.exactFrame.height == 18.5 } == true)
        expectRow(frames, "baselineRow", 87.5, 68, 99, 24)
        expectRow(frames, "baselinePicker", 87.5, 68, 73.5, 24)
        frames.text("baselineText", 169, 71.75, 17.5, 16)
        #expect(frames.result.element(id: "baselineText")?.exactFrame.minY == 71.75)
        expectRow(frames, "row", 87.5, 104, 145, 24)
        frames.text("rowText", 87.5, 108, 38.5, 16)
        expectRow(frames, "rowPicker", 134, 104, 98.5, 24)
    }

    @Test("colorpicker/sized: a picker keeps its own width next to a spacer and fills a frame it is given")
    func sized() {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).frame(width: 240).id("wide")
                HStack(spacing: 0) {
                    ColorPicker("Accent", selection: .constant(.red)).id("leading")
                    Spacer()
                }
                .id("spaced")
            }
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.exact("stack", 0, 70, 320, 60)
        frames.exact("wide", 0, 70, 240, 24)
        frames.exact("spaced", 0, 106, 320, 24)
        expectRow(frames, "leading", 0, 106, 98.5, 24)
    }

    @Test("colorpicker/form: in a columns form the labels end flush, the wells and the checkbox start together")
    func form() {
        let frames = RecordedFrames(
            Form {
                ColorPicker("Accent", selection: .constant(.red)).id("accent")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).id("tint")
                Toggle("Enabled", isOn: .constant(true)).id("toggle")
            }
            .id("form"),
            platform: .macOS, window: CGSize(width: 320, height: 200))
        // The columns line up: the wells and the checkbox start at 150.25 ± 0.25, the labels
        // end flush. A picker's row is 27 tall (its label on the well's baseline), two pickers
        // 8.15 apart and the checkbox 6 below; the form is centred in the window.
        expectRow(frames, "form", 99.75, 56.674560546875, 120.5, 86.65087890625)
        expectRow(frames, "accent", 99.75, 56.674560546875, 98.5, 27)
        expectRow(frames, "tint", 118.75, 91.825439453125, 79.5, 27)
        expectRow(frames, "toggle", 150.25, 124.825439453125, 70, 18.5)
    }

    /// `colorpicker/steps` (Fixtures/Goldens/colorpicker/steps/frames.json and the fixture
    /// `ColorPickerFixtures.steps` in Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift,
    /// both at fa7ccda): a picker bound to the model's colour, replayed on one live host.
    @Test("colorpicker/steps: a new colour, blue and then clear, keeps the picker's frame")
    func steps() {
        let recorded = RecordedSteps.frames(
            ColorPickerStepsModel(), { model in
                ColorPicker("Accent", selection: Binding(get: { model.color }, set: { model.color = $0 })).id("picker")
            },
            window: CGSize(width: 240, height: 100),
            steps: [{ $0.color = .blue }, { $0.color = .clear }])
        #expect(recorded.count == 3)
        for frames in recorded {
            expectRow(frames, "picker", 70.75, 38, 98.5, 24)
        }
    }
}

/// `colorpicker/steps`' model: the colour its steps change.
@Observable @MainActor
private final class ColorPickerStepsModel {
    var color: Color = .red
}
