import Foundation
import Observation
import Testing
@testable import Trellis

/// What swiftui-web's accessibility recording's model holds: the slider's and the stepper's
/// values.
@Observable
@MainActor
private final class AccessibilityModel {
    var volume = 0.25
    var count = 2
}

/// swiftui-web's `accessibility/basic` (github.com/iamcgn/swiftui-web at 37d0f2c: the recording
/// `Fixtures/Goldens/accessibility/basic/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Accessibility/AccessibilityFixtures.swift`, re-typed here): a heading
/// trait, a labelled image, a hidden text, a combined element, a button with a hint and an
/// identifier, a switch, a labelled slider and a stepper, leading-aligned. Accessibility
/// modifiers change no frame, a hidden view included. The image is the fixture catalog's `icon`
/// (a binary asset this port cannot read): a stand-in of its recorded 24 × 24. Frames that
/// follow text within 1 pt or 2 %; the slider's width exact.
@Suite("Accessibility recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the stack is mostly text"))
@MainActor
struct AccessibilityBasicFixtureTests {
    @Test("accessibility/basic: traits, labels, hints and hidden views change no frame")
    func basic() throws {
        let model = AccessibilityModel()
        let stack = VStack(alignment: .leading, spacing: 10) {
            Text("Heading").accessibilityAddTraits(.isHeader).id("heading")
            Text("Plain").id("plain")
            StandIn.fixed(width: 24, height: 24).accessibilityLabel("Icon image").id("image")
            Text("Secret").accessibilityHidden(true).id("hidden")
            HStack(spacing: 8) {
                Text("Card")
                Text("Detail")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Card with detail")
            .id("card")
            Button("Save") {}.accessibilityHint("Saves the document").accessibilityIdentifier("save").id("button")
            Toggle("Flag", isOn: .constant(true)).toggleStyle(.switch).id("switch")
            Slider(value: Binding(get: { model.volume }, set: { model.volume = $0 })).accessibilityLabel("Volume").id("slider")
            Stepper("Count", value: Binding(get: { model.count }, set: { model.count = $0 })).id("stepper")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 300))
        let result = frames.result
        frames.text("stack", 0, 21, 320, 258)
        frames.text("heading", 0, 21, 50.5, 16)
        frames.text("plain", 0, 47, 29.5, 16)
        frames.text("image", 0, 73, 24, 24)
        frames.text("hidden", 0, 107, 39.5, 16)
        frames.text("card", 0, 133, 72, 16)
        frames.text("button", 0, 159, 53.5, 24)
        frames.text("switch", 0, 193, 88, 24)
        frames.text("slider", 0, 227, 320, 16)
        frames.text("stepper", 0, 253, 64.5, 26)
        let slider = try #require(result.element(id: "slider")?.exactFrame)
        #expect(slider.minX == 0 && slider.width == 320)
    }
}
