import Foundation
import SnapshotTesting
import SwiftUI
import Testing

/// The strategies no Apple tool has: a view's frame tree as text, and its SVG.
@Suite("Text snapshots of views")
struct TextStrategiesTests {
    /// The file `strategy` records for `MyView`, in a new folder. The timeout is generous: the
    /// library's default (5 seconds) is too short for a busy machine running every suite at
    /// once, where the snapshot then times out and writes nothing.
    static func recorded(_ strategy: Snapshotting<MyView, String>, _ file: String) throws -> String {
        let folder = NSTemporaryDirectory() + "TrellisTextTests-" + UUID().uuidString
        _ = verifySnapshot(of: MyView(), as: strategy, named: "card", snapshotDirectory: folder, timeout: 120, testName: "view")
        return try String(contentsOfFile: folder + "/view.card." + file, encoding: .utf8)
    }

    @Test("frames records the layout's frame tree as text")
    @MainActor
    func framesAreTheFrameTree() throws {
        let text = try Self.recorded(.frames, "txt")
        #expect(text == MyView().layout(in: .unspecified).description + "\n")
    }

    @Test("svg records the view as an SVG file")
    func svgIsAnSVGFile() throws {
        let text = try Self.recorded(.svg, "svg")
        #expect(text.hasPrefix("<?xml") && text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"152\""))
    }

    @Test("a moved view fails the frames snapshot, showing the lines that changed")
    func movedViewFailsFrames() throws {
        let folder = NSTemporaryDirectory() + "TrellisTextTests-" + UUID().uuidString
        _ = verifySnapshot(of: MyView(), as: .frames, named: "card", snapshotDirectory: folder, timeout: 120)
        let message = try #require(verifySnapshot(of: MyView(offset: 1), as: .frames, named: "card", snapshotDirectory: folder, timeout: 120))
        #expect(message.contains("@@") && message.contains("at (0, 1)"))
    }
}
