import Foundation
import Observation
import Testing
@testable import Trellis

// swiftui-web golden `scroll/scroll-to` (macOS 26.2 at 2×, at e5c5abc; iamcgn/swiftui-web
// Fixtures/Goldens/scroll/scroll-to/frames.json, its fixture `ScrollViewFixtures.scrollTo`):
// 20 rows of 120 × 20 in a scroll view filling a 300 × 200 window; each step sets the model's
// anchor and target, and an `onChange` asks the reader to scroll there. The steps run one
// after another on one host, as recorded: the last ("row0", no anchor: the least scroll that
// shows the row) starts from the offset the step before left. (The scene-format cases in
// `swiftui-web/scroll.json` write each earlier step as a state of its own.)

@Observable @MainActor
private final class ScrollTargetModel {
    var target: Int?
    var anchor: UnitPoint?
}

private struct ScrollToRows: View {
    let model: ScrollTargetModel

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0 ..< 20, id: \.self) { index in
                        (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 120, height: 20).id(index)
                    }
                }
                .id("content")
            }
            .id("scroll")
            .onChange(of: model.target) { _, target in
                if let target { proxy.scrollTo(target, anchor: model.anchor) }
            }
        }
    }
}

@Suite("Scroll views: the scroll-to golden, through events")
@MainActor
struct ScrollToGoldenTests {
    @Test("scroll/scroll-to: each step's reader scroll, from where the one before left the content")
    func steps() {
        let model = ScrollTargetModel()
        let recording = RecordingHost(ScrollToRows(model: model), platform: .macOS, window: CGSize(width: 300, height: 200))
        _ = recording.frames()
        // (step, anchor, target, the content's recorded top)
        let steps: [(String, UnitPoint?, Int, CGFloat)] = [
            ("row15", nil, 15, -120), ("row3-top", .top, 3, -60), ("row10-center", .center, 10, -110), ("row0", nil, 0, 0),
        ]
        for (step, anchor, target, top) in steps {
            model.anchor = anchor
            model.target = target
            let frames = recording.frames()
            frames.exact("scroll", 90, 0, 120, 200)
            frames.exact("content", 90, top, 120, 400)
            for row in 0 ..< 20 {
                #expect(frames.result.element(id: row)?.exactFrame == CGRect(x: 90, y: top + CGFloat(row) * 20, width: 120, height: 20),
                        "\(step): row \(row)")
            }
        }
    }
}
