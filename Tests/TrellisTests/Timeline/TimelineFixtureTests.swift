import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `timeline/basic` (github.com/iamcgn/swiftui-web at ea9d727: the recording
/// `Fixtures/Goldens/timeline/basic/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Timeline/TimelineFixtures.swift`, re-typed here): the first render of two
/// timelines — a periodic one whose content counts its date's changes (none yet: "Ticks: 0"),
/// and an animation one whose content names its cadence ("Live"). The recording holds no time
/// passing, so the frames do not depend on the date. Every frame is text: within 1 pt or 2 %.
@Suite("Timeline recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the timelines show text"))
@MainActor
struct TimelineFixtureTests {
    /// The fixture's counter: how many times the date it is given has changed.
    private struct TickCounter: View {
        let date: Date
        @State private var ticks = 0

        var body: some View {
            Text("Ticks: \(ticks)")
                .onChange(of: date) { ticks += 1 }
        }
    }

    @Test("timeline/basic: a timeline's first content is laid out as the content alone")
    func basic() {
        let stack = VStack(spacing: 8) {
            TimelineView(.periodic(from: .now, by: 0.5)) { context in
                TickCounter(date: context.date).id("periodic")
            }
            TimelineView(.animation) { context in
                Text(context.cadence == .live ? "Live" : "Slow").id("animation")
            }
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 100))
        frames.text("stack", 136.25, 30, 47.5, 40)
        frames.text("periodic", 136.25, 30, 47.5, 16)
        frames.text("animation", 147.5, 54, 25, 16)
    }
}
