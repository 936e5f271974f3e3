import Foundation
import Testing
@testable import Trellis

/// iOS controls in rows, re-typed from swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/ios/<area>/basic/frames.json` at 33be500, iOS 26 simulator at 2x; the
/// views in `Fixtures/Sources/iOS/IOSFixtures.swift`), with their recorded numbers: a switch
/// or stepper next to a text on the first text baseline hangs from the text's baseline, and a
/// picker in a form row shows its label leading and its value trailing. Sizes of controls
/// are compared to 0.01; text widths, and positions that hang from a text's baseline (the
/// stand-in font's), within 1 point or 2 %.
@Suite("iOS control row fixtures")
@MainActor
struct IOSControlRowFixtureTests {
    private var iOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        return environment
    }

    private func expectFrame(
        _ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        textWidth: Bool = false, followsBaseline: Bool = false
    ) {
        guard let frame = result.frame(of: id) else {
            Issue.record("\(id) has no frame")
            return
        }
        let slack = textWidth ? max(1, width * 0.02) : 0.01
        // Where a frame hangs from a text's first baseline, the baseline is the stand-in font's
        // (within a pixel of SF's at 2x), so it is held to the text tolerance of a point.
        let vertical: CGFloat = followsBaseline ? 1 : 0.01
        #expect(abs(frame.minY - y) <= vertical && abs(frame.height - height) <= vertical, "\(id): \(frame) ≠ y \(y), height \(height)")
        #expect(abs(frame.minX - x) <= slack && abs(frame.width - width) <= slack, "\(id): \(frame) ≠ x \(x), width \(width)")
    }

    @Test("ios/toggle/basic: a switch on the first text baseline hangs from the text's baseline")
    func toggleOnFirstBaseline() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Toggle("Enabled", isOn: .constant(true)).id("on")
            Toggle("Enabled", isOn: .constant(false)).id("off")
            Toggle(isOn: .constant(true)) { Text("Hg").id("customText") }.id("custom")
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Toggle("Hg", isOn: .constant(true)).id("baselineToggle")
                Text("Hg").id("baselineText")
            }
            .id("baselineRow")
            Toggle("Enabled", isOn: .constant(true)).labelsHidden().id("hidden")
            Toggle("Enabled", isOn: .constant(true)).disabled(true).id("disabled")
        }
        .id("stack")
        // The window centres the stack 20.75 down, a quarter point Trellis's 2x grid rounds:
        // frames are compared relative to the stack.
        let top: CGFloat = 20.75
        let result = view.layout(in: ProposedViewSize(width: 320, height: 300), environment: iOS)
        expectFrame(result, "stack", 0, 20.75 - top, 320, 258.5, followsBaseline: true)
        expectFrame(result, "on", 0, 20.75 - top, 320, 30)
        expectFrame(result, "custom", 0, 104.75 - top, 320, 30)
        expectFrame(result, "baselineRow", 0, 146.75 - top, 320, 48.5, followsBaseline: true)
        expectFrame(result, "baselineText", 297.5, 146.75 - top, 22.5, 24.5, textWidth: true)
        expectFrame(result, "baselineToggle", 0, 165.25 - top, 289.5, 30, textWidth: true, followsBaseline: true)
        expectFrame(result, "hidden", 0, 207.25 - top, 66, 30, followsBaseline: true)
        expectFrame(result, "disabled", 0, 249.25 - top, 320, 30, followsBaseline: true)
    }

    @Test("ios/stepper/basic: a stepper on the first text baseline hangs from the text's baseline")
    func stepperOnFirstBaseline() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Stepper("Quantity: 3", value: .constant(3)).id("labelled")
            Stepper("Quantity: 3", value: .constant(3)).labelsHidden().id("hidden")
            Stepper("Quantity: 3", value: .constant(3)).disabled(true).id("disabled")
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("Hg").id("rowText")
                Stepper("Hg", value: .constant(3)).id("rowStepper")
            }
            .id("row")
        }
        .id("stack")
        // Centred 8.75 down in the window: compared relative to the stack, as above.
        let top: CGFloat = 8.75
        let result = view.layout(in: ProposedViewSize(width: 320, height: 200), environment: iOS)
        expectFrame(result, "stack", 0, 8.75 - top, 320, 182.5, followsBaseline: true)
        expectFrame(result, "labelled", 0, 8.75 - top, 320, 32)
        expectFrame(result, "hidden", 0, 52.75 - top, 94, 32)
        expectFrame(result, "disabled", 0, 96.75 - top, 320, 32)
        expectFrame(result, "row", 0, 140.75 - top, 320, 50.5, followsBaseline: true)
        expectFrame(result, "rowText", 0, 140.75 - top, 22.5, 24.5, textWidth: true)
        expectFrame(result, "rowStepper", 30.5, 159.25 - top, 289.5, 32, textWidth: true, followsBaseline: true)
    }

    @Test("an iOS picker in a form row shows its label before its value")
    func pickerRowShowsLabel() {
        let form = Form {
            Picker(selection: .constant(1)) {
                Text("Vanilla").tag(1)
            } label: {
                StandIn.fixed(width: 50, height: 20).id("label")
            }
            .id("picker")
        }
        let result = form.layout(in: ProposedViewSize(width: 320, height: 520), environment: iOS)
        let picker = result.frame(of: "picker"), label = result.frame(of: "label")
        #expect(label?.minX == picker?.minX)
        #expect(picker?.width == 256)
    }
}
