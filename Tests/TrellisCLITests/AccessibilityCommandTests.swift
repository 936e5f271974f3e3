import Foundation
import Testing

/// `trellis render --format accessibility` and `accessibility-json`: a scene's accessibility
/// elements, in reading order.
@Suite("trellis render --format accessibility")
@MainActor
struct AccessibilityCommandTests {
    static let scene = #"""
    {"proposal": {"width": 200, "height": 200}, "view": {"type": "VStack", "content": [
      {"type": "Text", "text": "Title", "modifiers": [{"accessibilitySortPriority": -1}]},
      {"type": "HStack", "content": [{"type": "Text", "text": "A"}, {"type": "Text", "text": "B"}],
       "modifiers": [{"accessibilityElement": "combine"}, {"accessibilityIdentifier": "pair"}]},
      {"type": "Text", "text": "secret", "modifiers": [{"accessibilityHidden": true}]},
      {"type": "Text", "text": "x", "modifiers": [{"accessibilityLabel": "Close"}, {"accessibilityHint": "Closes"}]}
    ]}}
    """#

    func render(_ format: String) throws -> TrellisRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        return try runTrellis(["render", "scene.json", "--format", format], in: folder)
    }

    @Test("the text format prints one element a line, in reading order")
    func text() throws {
        let run = try render("accessibility")
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(zip(lines, ["\"A, B\", ", "\"Close\", ", "\"Title\", "]).allSatisfy { $0.hasPrefix($1) })
        #expect(lines[0].contains("#pair"))
        #expect(lines[1].contains("hint \"Closes\""))
    }

    @Test("the JSON format is the elements as an array")
    func json() throws {
        let run = try render("accessibility-json")
        #expect(run.status == 0, "\(run.error)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["label"] as? String } == ["A, B", "Close", "Title"])
        #expect(objects.first?["identifier"] as? String == "pair")
    }
}
