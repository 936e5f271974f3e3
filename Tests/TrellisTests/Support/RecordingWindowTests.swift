import Foundation
import Testing
@testable import Trellis

/// The recordings' window (``RecordingWindow``): a fixture's root centred in the window, as a
/// hosting window centres its root (docs/semantics.md, "The root": swiftui-web
/// `layout/root-centering`, a 50 × 30 view at (75, 35) in 200 × 100; `texteditor/styles`, a
/// 328-point stack at y −4 in a 320-point window).
@Suite("Recording window")
@MainActor
struct RecordingWindowTests {
    private func frame(of size: CGSize, inWindow window: CGSize) -> CGRect? {
        Color.red.frame(width: size.width, height: size.height).id("root").inRecordingWindow()
            .layout(in: ProposedViewSize(window), environment: .recording(.macOS))
            .element(id: "root")?.exactFrame
    }

    @Test("a root smaller than the window is centred in it")
    func smallerRootIsCentred() {
        #expect(frame(of: CGSize(width: 50, height: 30), inWindow: CGSize(width: 200, height: 100))
            == CGRect(x: 75, y: 35, width: 50, height: 30))
    }

    @Test("a root larger than the window is centred on it, starting before its edges")
    func largerRootOverflowsEvenly() {
        #expect(frame(of: CGSize(width: 300, height: 328), inWindow: CGSize(width: 200, height: 320))
            == CGRect(x: -50, y: -4, width: 300, height: 328))
    }
}
