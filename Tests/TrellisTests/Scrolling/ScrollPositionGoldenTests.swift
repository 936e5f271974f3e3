import Foundation
import Observation
import Testing
@testable import Trellis

// swiftui-web goldens `scroll/position`, `scroll/position-center` (macOS 26.2 at 2×) and
// `ios/scroll/position` (iOS 26 simulator), all at 72fe0c9
// (iamcgn/swiftui-web Fixtures/Goldens/<name>/frames.json; their fixture `ScrollAPIFixtures`):
// 30 identified rows in a scroll view positioned by a `scrollPosition(id:anchor:)` binding over
// a model, and a reader that an `onChange` of the model's target scrolls; a 1-pt probe under
// the scroll view is `position + 100` wide. Each step changes the model, and the layout after
// it is read: the events (the `onChange`, the reader's scroll) run before the host returns.
// The recordings list only the rows a lazy stack made; each is checked at its recorded frame.

@Observable @MainActor
private final class PositionModel {
    var position: Int? = 10
    var target: Int?
    var targetAnchor: UnitPoint? = .top
}

private struct PositionedRows: View {
    let model: PositionModel
    var anchor: UnitPoint?
    var rowHeight: CGFloat = 20
    var lazy = true

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
                    } else {
                        VStack(spacing: 0) { rows }.scrollTargetLayout()
                    }
                }
                .scrollPosition(id: Binding(get: { model.position }, set: { model.position = $0 }), anchor: anchor)
                .id("scroll")
                .onChange(of: model.target) { _, target in
                    if let target { proxy.scrollTo(target, anchor: model.targetAnchor) }
                }
            }
            Color.clear.frame(width: max(1, CGFloat(model.position ?? -1) + 100), height: 1).id("position")
        }
    }

    private var rows: some View {
        ForEach(0 ..< 30, id: \.self) { index in
            (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 120, height: rowHeight).id(index)
        }
    }
}

@Suite("Scroll views: the position goldens, through events")
@MainActor
struct ScrollPositionGoldenTests {
    /// The fixture in its window (the recordings centre the root in it) over `model`, laid out
    /// at rest and then after each of `steps` (each changes the model, as the recording's step
    /// does); the frames of the last layout.
    private func frames(
        _ model: PositionModel, _ view: @escaping (PositionModel) -> PositionedRows, platform: TargetPlatform,
        steps: [(PositionModel) -> Void] = []
    ) -> RecordedFrames {
        let window = platform == .iOS ? CGSize(width: 375, height: 667) : CGSize(width: 300, height: 220)
        return RecordedSteps.frames(model, view, window: window, platform: platform, steps: steps).last!
    }

    /// The recordings' steps: setting the binding's row, and asking the reader for a row (with
    /// an anchor, when given).
    private static func position(_ row: Int) -> (PositionModel) -> Void { { $0.position = row } }
    private static func target(_ row: Int, anchor: UnitPoint? = nil) -> (PositionModel) -> Void {
        { model in
            if let anchor { model.targetAnchor = anchor }
            model.target = row
        }
    }

    /// Expects rows `rows` one under another from `firstY`, `height` tall, at `x`, as recorded.
    private func expectRows(
        _ frames: RecordedFrames, _ rows: ClosedRange<Int>, firstY: CGFloat, x: CGFloat, height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for row in rows {
            let frame = frames.result.element(id: row)?.exactFrame
            let recorded = CGRect(x: x, y: firstY + CGFloat(row - rows.lowerBound) * height, width: 120, height: height)
            #expect(frame == recorded, "row \(row)", sourceLocation: sourceLocation)
        }
    }

    @Test("scroll/position at rest: the binding's first value does not scroll")
    func positionAtRest() {
        let frames = frames(PositionModel(), { PositionedRows(model: $0) }, platform: .macOS)
        frames.exact("scroll", 0, 0, 300, 219)
        frames.exact("position", 95, 219, 110, 1)
        expectRows(frames, 0 ... 10, firstY: 0, x: 90, height: 20)
    }

    @Test("scroll/position row20: setting the binding scrolls the least that shows the row")
    func positionSetScrolls() {
        let frames = frames(PositionModel(), { PositionedRows(model: $0) }, platform: .macOS, steps: [Self.position(20)])
        frames.exact("position", 90, 219, 120, 1)
        expectRows(frames, 10 ... 20, firstY: -1, x: 90, height: 20)
    }

    @Test("scroll/position proxy5: the reader's scroll from onChange, the binding left as it was")
    func positionReaderScrolls() {
        let frames = frames(
            PositionModel(), { PositionedRows(model: $0) }, platform: .macOS, steps: [Self.position(20), Self.target(5)])
        frames.exact("position", 90, 219, 120, 1)
        expectRows(frames, 5 ... 15, firstY: 0, x: 90, height: 20)
    }

    @Test("scroll/position proxy-center: the reader's centre anchor puts row 7's centre on the scroll view's")
    func positionReaderCentres() {
        let frames = frames(
            PositionModel(), { PositionedRows(model: $0) }, platform: .macOS,
            steps: [Self.position(20), Self.target(5), Self.target(7, anchor: .center)])
        frames.exact("position", 90, 219, 120, 1)
        expectRows(frames, 2 ... 12, firstY: -0.5, x: 90, height: 20)
    }

    @Test("scroll/position-center at rest: a plain stack's scroll view is as wide as its rows, unscrolled")
    func positionCenterAtRest() {
        let frames = frames(PositionModel(), { PositionedRows(model: $0, anchor: .center, rowHeight: 30, lazy: false) }, platform: .macOS)
        frames.exact("scroll", 90, 0, 120, 219)
        frames.exact("position", 95, 219, 110, 1)
        expectRows(frames, 0 ... 29, firstY: 0, x: 90, height: 30)
    }

    @Test("scroll/position-center proxy7: the reader's top anchor puts row 7 at the top")
    func positionCenterReaderScrolls() {
        let frames = frames(
            PositionModel(), { PositionedRows(model: $0, anchor: .center, rowHeight: 30, lazy: false) }, platform: .macOS,
            steps: [Self.target(7)])
        frames.exact("position", 95, 219, 110, 1)
        expectRows(frames, 0 ... 29, firstY: -210, x: 90, height: 30)
    }

    @Test("ios/scroll/position at rest: 40-point rows from the top of the whole screen")
    func iOSPositionAtRest() {
        let frames = frames(PositionModel(), { PositionedRows(model: $0, rowHeight: 40) }, platform: .iOS)
        frames.exact("scroll", 0, 0, 375, 666)
        frames.exact("position", 132.5, 666, 110, 1)
        expectRows(frames, 0 ... 16, firstY: 0, x: 127.5, height: 40)
    }

    @Test("ios/scroll/position row20: setting the binding scrolls row 20's bottom onto the scroll view's")
    func iOSPositionSetScrolls() {
        let frames = frames(PositionModel(), { PositionedRows(model: $0, rowHeight: 40) }, platform: .iOS, steps: [Self.position(20)])
        frames.exact("position", 127.5, 666, 120, 1)
        expectRows(frames, 4 ... 20, firstY: -14, x: 127.5, height: 40)
    }

    @Test("ios/scroll/position proxy5: the reader's scroll from onChange puts row 5 at the top")
    func iOSPositionReaderScrolls() {
        let frames = frames(
            PositionModel(), { PositionedRows(model: $0, rowHeight: 40) }, platform: .iOS, steps: [Self.position(20), Self.target(5)])
        frames.exact("position", 127.5, 666, 120, 1)
        expectRows(frames, 5 ... 21, firstY: 0, x: 127.5, height: 40)
    }
}
