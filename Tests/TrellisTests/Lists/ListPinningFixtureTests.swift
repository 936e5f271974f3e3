import Foundation
import Observation
import Testing
@testable import Trellis

/// swiftui-web golden `list/pinning` (macOS 26.2 at 2×, at 8d46be3; iamcgn/swiftui-web
/// `Fixtures/Goldens/list/pinning/frames.json`, its fixture `ListFixtures.pinning`): two
/// sections of six text rows in a 320 × 200 list; the list's `onAppear` keeps its reader, and
/// the step scrolls row "b3" to the top through it — which the content's end stops short of.
/// Laid out with the system fonts: the rows' frames follow their text.
@Suite("Lists: the pinning golden")
@MainActor
struct ListPinningFixtureTests {
    @Observable @MainActor
    final class Model {
        var proxy: ScrollViewProxy?
    }

    private struct Pinning: View {
        let model: Model
        var body: some View {
            ScrollViewReader { proxy in
                List {
                    Section("First") {
                        ForEach(1 ... 6, id: \.self) { index in Text("Row \(index)").id("a\(index)") }
                    }
                    Section("Second") {
                        ForEach(1 ... 6, id: \.self) { index in Text("Item \(index)").id("b\(index)") }
                    }
                }
                .onAppear { model.proxy = proxy }
            }
            .id("list")
        }
    }

    /// The recording's window.
    private let window = CGSize(width: 320, height: 200)

    @Test("at rest: the first section's rows 24 apart under its header")
    func atRest() {
        let frames = RecordingHost(Pinning(model: Model()), platform: .macOS, window: window).frames()
        frames.exact("list", 0, 0, 320, 200)
        for (index, width) in zip(1 ... 6, [35.5, 37, 37.5, 37.5, 37.5, 37.5]) {
            frames.text("a\(index)", 16, 42 + CGFloat(index - 1) * 24, width, 16)
            // The rows' places follow SF's line height, not the stand-in's widths: exact.
            #expect(frames.result.element(id: "a\(index)")?.exactFrame.minY == 42 + CGFloat(index - 1) * 24)
        }
    }

    @Test("step scroll: the reader kept at onAppear scrolls to the end, short of b3 at the top")
    func scrolledThroughKeptReader() throws {
        let model = Model()
        let recording = RecordingHost(Pinning(model: model), platform: .macOS, window: window)
        _ = recording.frames()
        let proxy = try #require(model.proxy)
        proxy.scrollTo("b3", anchor: .top)
        let frames = recording.frames()
        for (index, width) in zip(1 ... 6, [36.5, 38, 38.5, 38.5, 38.5, 38.5]) {
            frames.text("b\(index)", 16, 50 + CGFloat(index - 1) * 24, width, 16)
            #expect(frames.result.element(id: "b\(index)")?.exactFrame.minY == 50 + CGFloat(index - 1) * 24)
        }
    }
}
