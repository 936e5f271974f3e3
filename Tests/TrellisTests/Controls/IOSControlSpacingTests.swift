import Foundation
import Testing
@testable import Trellis

/// The spacing preferences of iOS controls in a stack with the default spacing, from swiftui-web
/// `ios/layout/controls` at 33be500 (iOS 26; the whole recording is a case of
/// `Fixtures/swiftui-web/layout.json`): a bordered button and a stepper state none, so a text is
/// the default 8 from them where it is its own distance from a shape.
@Suite("iOS control spacing")
@MainActor
struct IOSControlSpacingTests {
    private var iOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = .iOS
        environment.displayScale = 2
        return environment
    }

    /// The distance from `upper`'s bottom to `lower`'s top.
    private func gap(_ result: LayoutResult, _ upper: String, _ lower: String) -> CGFloat? {
        guard let a = result.frame(of: upper), let b = result.frame(of: lower) else { return nil }
        return b.minY - a.maxY
    }

    // ios/layout/controls: the plain button "OK" (a text) 8 above the bordered button.
    @Test("a text is the default 8 above an iOS bordered button")
    func textAboveBorderedButton() {
        let result = VStack {
            Text("OK").id("text")
            Button("Bordered") {}.buttonStyle(.bordered).id("button")
        }.layout(in: .unspecified, environment: iOS)
        #expect(gap(result, "text", "button") == ViewSpacing.systemDefault)
    }

    // ios/layout/controls: the stepper 8 above the segmented picker (its label's text would
    // ask 14.81 of a shape).
    @Test("an iOS stepper is the default 8 from a shape below it")
    func stepperAboveShape() {
        let result = VStack {
            Stepper("Quantity", value: .constant(3)).id("stepper")
            Color.red.frame(height: 10).id("shape")
        }.layout(in: ProposedViewSize(width: 320, height: nil), environment: iOS)
        #expect(gap(result, "stepper", "shape") == ViewSpacing.systemDefault)
    }
}
