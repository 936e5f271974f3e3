import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `accessibility/actions` (github.com/iamcgn/swiftui-web at a696319: the
/// recording `Fixtures/Goldens/accessibility/actions/frames.json`, macOS 26 at 2×; the view
/// `AccessibilityActionsDemo` in `Fixtures/Sources/Accessibility/AccessibilityFixtures.swift`,
/// re-typed here): actions, an adjustable action, a heading level, a sort priority, a trait,
/// help and a rotor on text alone. None of them changes layout: the texts stack as plain texts
/// would. Every frame is text: within 1 pt or 2 %.
@Suite("Accessibility action recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the views are text"))
@MainActor
struct AccessibilityActionsFixtureTests {
    /// The fixture's view, with its state.
    private struct ActionsDemo: View {
        @Namespace private var fruit
        @State private var archived = 0
        @State private var level = 3

        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("Overview").accessibilityHeading(.h1).id("title")
                Text("Archived: \(archived)")
                    .accessibilityAction(named: "Archive") { archived += 1 }
                    .accessibilityAction { archived += 10 }
                    .id("card")
                Text("Level: \(level)")
                    .accessibilityAdjustableAction { level += $0 == .increment ? 1 : -1 }
                    .id("level")
                Text("Third").accessibilitySortPriority(-1).id("third")
                Text("Second").id("second")
                Text("Ticker").accessibilityAddTraits(.updatesFrequently).help("Updates every second").id("ticker")
                VStack(alignment: .leading, spacing: 10) {
                    Text("Apple").accessibilityRotorEntry(id: "apple", in: fruit).id("apple")
                    Text("Banana").accessibilityRotorEntry(id: "banana", in: fruit).id("banana")
                }
                .accessibilityRotor("Fruit") {
                    AccessibilityRotorEntry("Apple", id: "apple", in: fruit)
                    AccessibilityRotorEntry("Banana", id: "banana", in: fruit)
                }
            }
            .id("stack")
        }
    }

    @Test("accessibility/actions: accessibility actions, levels, order and rotors change no frame")
    func actions() {
        let frames = RecordedFrames(ActionsDemo(), platform: .macOS, window: CGSize(width: 320, height: 220))
        frames.text("stack", 125.5, 11, 69, 198)
        frames.text("title", 125.5, 11, 56.5, 16)
        frames.text("card", 125.5, 37, 69, 16)
        frames.text("level", 125.5, 63, 47, 16)
        frames.text("third", 125.5, 89, 31.5, 16)
        frames.text("second", 125.5, 115, 46, 16)
        frames.text("ticker", 125.5, 141, 37.5, 16)
        frames.text("apple", 125.5, 167, 35, 16)
        frames.text("banana", 125.5, 193, 45, 16)
    }
}
