import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `scroll/flash` (github.com/iamcgn/swiftui-web at 72fe0c9: the recording
/// `Fixtures/Goldens/scroll/flash/frames.json`, macOS 26.6 at 2×; the view in
/// `Fixtures/Sources/ScrollView/ScrollAPIFixtures.swift`, re-typed here): twenty 120 × 20 rows
/// in a vertical scroll view that flashes its indicators when it appears. The flash is drawn,
/// never laid out: the scroll view takes its content's width and the window's height, and
/// every row of its plain stack is laid out, those past the viewport too. Every frame exact.
@Suite("Scroll indicator flash recordings")
@MainActor
struct ScrollFlashFixtureTests {
    @Test("scroll/flash: flashing the indicators on appear changes no frame")
    func flash() {
        let scroll = ScrollView {
            VStack(spacing: 0) {
                ForEach(0 ..< 20, id: \.self) { index in
                    (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                        .frame(width: 120, height: 20)
                        .id("row\(index)")
                }
            }
        }
        .scrollIndicatorsFlash(onAppear: true)
        .id("scroll")
        let frames = RecordedFrames(scroll, platform: .macOS, window: CGSize(width: 300, height: 200))
        frames.exact("scroll", 90, 0, 120, 200)
        for index in 0 ..< 20 {
            frames.exact("row\(index)", 90, CGFloat(20 * index), 120, 20)
        }
    }
}
