import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `colorpicker/basic`, `colorpicker/labels`, `colorpicker/sized` and
/// `colorpicker/form` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/colorpicker/<name>/frames.json` at fa7ccda: macOS 26.2, scale 2; the views
/// in `Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift` at fa7ccda), re-typed and laid
/// out with the system fonts in the recordings' windows. A picker's width and its place across
/// follow its label's text (within 1 pt or 2 %); its height and its place down do not, and
/// are exact.
@Suite("Colour picker recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct ColorPickerFixtureTests {
    private func layout(_ view: some View, width: CGFloat, height: CGFloat) -> LayoutResult {
        view.inRecordingWindow().layout(in: ProposedViewSize(width: width, height: height), environment: .recording(.macOS))
    }

    /// Expects the view `id` at the recorded frame: its place across and its width within the
    /// text tolerance, its place down and its height exact.
    private func expectRow(
        _ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = result.element(id: id)?.exactFrame else {
            Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
            return
        }
        let recorded = CGRect(x: x, y: y, width: width, height: height)
        #expect(FixtureTests.textTolerance(frame.minX, x) && FixtureTests.textTolerance(frame.width, width),
                "\(id): recorded \(recorded), laid out \(frame)", sourceLocation: sourceLocation)
        #expect(frame.minY == y && frame.height == height, "\(id): recorded \(recorded), laid out \(frame)",
                sourceLocation: sourceLocation)
    }

    @Test("colorpicker/basic: a macOS colour picker is its label, 8 and a 48 × 24 well; hidden, the well")
    func basic() {
        let result = layout(
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).id("red")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).id("opaque")
                ColorPicker("Accent", selection: .constant(Color(red: 0.2, green: 0.6, blue: 0.4, opacity: 0.5))).id("translucent")
                ColorPicker("Accent", selection: .constant(.red)).labelsHidden().id("hidden")
                ColorPicker("Accent", selection: .constant(.red)).disabled(true).id("disabled")
            }
            .id("stack"),
            width: 320, height: 220)
        expectRow(result, "stack", 110.75, 26, 98.5, 168)
        expectRow(result, "red", 110.75, 26, 98.5, 24)
        expectRow(result, "opaque", 110.75, 62, 79.5, 24)
        expectRow(result, "translucent", 110.75, 98, 98.5, 24)
        RecordedFrames(result: result).text("hidden", 110.75, 134, 48, 24)
        #expect(result.element(id: "hidden")?.exactFrame.size == CGSize(width: 48, height: 24))
        expectRow(result, "disabled", 110.75, 170, 98.5, 24)
    }

    @Test("colorpicker/labels: a custom label, and the label's text lines the picker up with its neighbours")
    func labels() {
        let result = layout(
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
            width: 320, height: 160)
        let frames = RecordedFrames(result: result)
        expectRow(result, "stack", 87.5, 32, 145, 96)
        expectRow(result, "custom", 87.5, 32, 79.5, 24)
        // The recorded custom label's text is 18.5 tall (its line's height), 2.75 below the
        // picker's top; Trellis's text is its own 16, on the line 1 below the line's top (35.75).
        withKnownIssue("a macOS colour picker's label text is recorded 18.5 tall; Trellis's is 16, at y 35.75") {
            frames.text("customText", 87.5, 34.75, 23.5, 18.5)
        }
        expectRow(result, "baselineRow", 87.5, 68, 99, 24)
        expectRow(result, "baselinePicker", 87.5, 68, 73.5, 24)
        frames.text("baselineText", 169, 71.75, 17.5, 16)
        #expect(result.element(id: "baselineText")?.exactFrame.minY == 71.75)
        expectRow(result, "row", 87.5, 104, 145, 24)
        frames.text("rowText", 87.5, 108, 38.5, 16)
        expectRow(result, "rowPicker", 134, 104, 98.5, 24)
    }

    @Test("colorpicker/sized: a picker keeps its own width next to a spacer and fills a frame it is given")
    func sized() {
        let result = layout(
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).frame(width: 240).id("wide")
                HStack(spacing: 0) {
                    ColorPicker("Accent", selection: .constant(.red)).id("leading")
                    Spacer()
                }
                .id("spaced")
            }
            .id("stack"),
            width: 320, height: 200)
        let frames = RecordedFrames(result: result)
        frames.exact("stack", 0, 70, 320, 60)
        frames.exact("wide", 0, 70, 240, 24)
        frames.exact("spaced", 0, 106, 320, 24)
        expectRow(result, "leading", 0, 106, 98.5, 24)
    }

    @Test("colorpicker/form: in a columns form the labels end flush, the wells and the checkbox start together")
    func form() {
        let result = layout(
            Form {
                ColorPicker("Accent", selection: .constant(.red)).id("accent")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).id("tint")
                Toggle("Enabled", isOn: .constant(true)).id("toggle")
            }
            .id("form"),
            width: 320, height: 200)
        // The columns line up (the wells and the checkbox start at 150.25 ± 0.25, the labels end
        // flush); the rows' heights do not: a picker in a form is recorded 27 tall, 8.15 above
        // the next picker and 6 above the checkbox, where Trellis's rows are 24 tall, 8.15 and
        // 8.15 apart (form 82.8 tall at y 58.6, recorded 86.65 at 56.67).
        for (id, x, width) in [("form", 99.75, 120.5), ("accent", 99.75, 98.5), ("tint", 118.75, 79.5), ("toggle", 150.25, 70)] {
            let frame = result.element(id: id)?.exactFrame
            #expect(frame.map { FixtureTests.textTolerance($0.minX, x) && FixtureTests.textTolerance($0.width, width) } == true, "\(id)")
        }
        withKnownIssue("a macOS colour picker row in a columns form is recorded 27 tall; Trellis's is 24") {
            expectRow(result, "form", 99.75, 56.674560546875, 120.5, 86.65087890625)
            expectRow(result, "accent", 99.75, 56.674560546875, 98.5, 27)
            expectRow(result, "tint", 118.75, 91.825439453125, 79.5, 27)
            expectRow(result, "toggle", 150.25, 124.825439453125, 70, 18.5)
        }
    }
}
