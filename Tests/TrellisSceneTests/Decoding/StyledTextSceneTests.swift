import Foundation
import Testing
import Trellis
import TrellisScene

/// Scene forms of styled text that are refused, with what they name.
@Suite("Scene files: styled text")
struct StyledTextSceneTests {
    @Test("a concatenated Text refuses a view that is not a text")
    func concatenatedNeedsTexts() {
        let json = """
            {"view": {"type": "Text", "concatenated": [{"type": "Text", "text": "a"}, {"type": "Circle"}]}}
            """
        #expect(rejected(json)?.description.contains("a concatenated Text joins texts") == true)
    }

    @Test("a concatenated Text refuses a text wrapped by a view modifier")
    func concatenatedRefusesViewModifiers() {
        let json = """
            {"view": {"type": "Text", "concatenated": [{"type": "Text", "text": "a", "modifiers": [{"padding": 4}]}]}}
            """
        #expect(rejected(json)?.description.contains("only Text's own modifiers") == true)
    }

    @Test("an unknown line pattern names the patterns there are")
    func unknownPattern() {
        let json = """
            {"view": {"type": "Text", "text": "a", "modifiers": [{"underline": {"pattern": "wavy"}}]}}
            """
        #expect(rejected(json)?.description.contains("dashDotDot") == true)
    }
}
