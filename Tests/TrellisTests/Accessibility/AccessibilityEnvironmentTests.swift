import Foundation
import Testing
import Trellis

/// The environment's accessibility settings: a device with none turned on, and a test that
/// turns one on.
@Suite("Accessibility environment")
@MainActor
struct AccessibilityEnvironmentTests {
    // Source: Apple, "EnvironmentValues" (accessibilityReduceMotion…: the system settings,
    // off unless the user turns them on; colorSchemeContrast standard; legibilityWeight nil
    // when the system says nothing).
    @Test("every setting has a device's default")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion)
        #expect(!environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityDifferentiateWithoutColor)
        #expect(!environment.accessibilityInvertColors)
        #expect(!environment.accessibilityEnabled)
        #expect(!environment.accessibilityVoiceOverEnabled)
        #expect(environment.accessibilityPlayAnimatedImages)
        #expect(environment.colorSchemeContrast == .standard)
        #expect(environment.legibilityWeight == nil)
    }

    struct Reads: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.colorSchemeContrast) var contrast
        var body: some View {
            Color.clear.frame(width: reduceMotion ? 10 : 20, height: contrast == .increased ? 10 : 20).id("box")
        }
    }

    @Test("a view reads the settings .environment sets")
    func setting() {
        let plain = Reads().layout(in: .unspecified)
        let set = Reads().environment(\._accessibilityReduceMotion, true).environment(\._colorSchemeContrast, .increased)
            .environment(\.accessibilityEnabled, true).environment(\.legibilityWeight, .bold)
            .layout(in: .unspecified)
        #expect(plain.frame(of: "box")?.size == CGSize(width: 20, height: 20))
        #expect(set.frame(of: "box")?.size == CGSize(width: 10, height: 10))
    }
}
