import Foundation
import Testing
import Trellis
import TrellisScene

/// The accessibility modifiers of the scene format (docs/scene-format.md).
@Suite("Scene accessibility modifiers")
@MainActor
struct SceneAccessibilityTests {
    @Test("a scene's accessibility modifiers reach its accessibility tree")
    func modifiers() throws {
        let json = #"""
        {"proposal": {"width": 200, "height": 200}, "view": {"type": "VStack", "content": [
          {"type": "Text", "text": "a", "modifiers": [{"accessibilityLabel": "Alpha"}, {"accessibilityValue": "1"},
                                                    {"accessibilityHint": "First"}, {"accessibilityIdentifier": "first"}]},
          {"type": "Text", "text": "gone", "modifiers": [{"accessibilityHidden": true}]},
          {"type": "HStack", "content": [{"type": "Text", "text": "b"}, {"type": "Text", "text": "c"}],
           "modifiers": [{"accessibilityElement": "combine"}, {"accessibilitySortPriority": 2}]}
        ]}}
        """#
        let scene = try SceneFile(json: json)
        let result = scene.layout(fonts: .testFont)
        let elements = result.accessibilityElements
        #expect(elements.map(\.label) == ["b, c", "Alpha"])
        #expect(elements[1].value == "1")
        #expect(elements[1].hint == "First")
        #expect(result.frame(of: "first") == elements[1].frame)
    }

    @Test("an unknown child behaviour is an error naming the accepted ones")
    func unknownBehaviour() {
        let json = #"{"view": {"type": "Text", "text": "a", "modifiers": [{"accessibilityElement": "merge"}]}}"#
        #expect {
            _ = try SceneFile(json: json)
        } throws: { error in
            "\(error)".hasSuffix(#"accessibilityElement: unknown child behavior "merge"; expected one of: ignore, contain, combine"#)
        }
    }
}
