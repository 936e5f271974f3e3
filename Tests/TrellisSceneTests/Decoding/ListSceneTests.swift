import Foundation
import Testing
import Trellis
import TrellisScene

/// Lists, forms, group boxes and disclosure groups in scene files (docs/scene-format.md,
/// "Lists and forms"), and the errors their malformed forms give.
@Suite("Scene files: lists")
@MainActor
struct ListSceneTests {
    @Test("a List scene lays out its rows and sections as the List view does")
    func listSceneMatchesCode() throws {
        let json = """
            {"proposal": {"width": 320, "height": 400}, "displayScale": 4, "view": {"type": "List", "content": [
              {"type": "StandIn", "fixed": {"width": 40, "height": 24.5}, "modifiers": [{"id": "a"}]},
              {"type": "Section", "header": {"type": "StandIn", "fixed": {"width": 40, "height": 24.5}},
               "content": [{"type": "StandIn", "fixed": {"width": 40, "height": 24.5}, "modifiers": [{"id": "b"}]}]}
            ]}}
            """
        let result = try SceneFile(json: json).layout()
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 50.75, width: 40, height: 24.5))
        // Card 35…91, then 17.5 + 10 to the header, 24.5 + 10 to the next card, 15.75 to the row.
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 91 + 27.5 + 34.5 + 15.75, width: 40, height: 24.5))
    }

    @Test("list modifiers in a scene change the rows as in code")
    func listModifiers() throws {
        let json = """
            {"proposal": {"width": 320, "height": 400}, "view": {"type": "List", "modifiers": [{"listStyle": "plain"}], "content": [
              {"type": "StandIn", "fixed": {"width": 40, "height": 20},
               "modifiers": [{"listRowInsets": {"leading": 30}}, {"listRowSeparator": "hidden"},
                             {"listRowBackground": {"type": "Color", "name": "yellow"}}, {"id": "a"}]}
            ]}}
            """
        let result = try SceneFile(json: json).layout()
        // Plain: no margin, the row 56 tall from the top, its content centred.
        #expect(result.frame(of: "a") == CGRect(x: 30, y: 18, width: 40, height: 20))
    }

    @Test("an unknown list style lists the styles")
    func unknownListStyle() {
        let message = rejected(#"{"view": {"type": "List", "modifiers": [{"listStyle": "fancy"}]}}"#)?.message
        #expect(message?.contains("automatic, plain, grouped, insetGrouped, inset, sidebar") == true)
    }

    @Test("a group box with both a title and a label is an error")
    func titleAndLabel() {
        let error = rejected(#"{"view": {"type": "GroupBox", "title": "A", "label": {"type": "Text", "text": "B"}}}"#)
        #expect(error?.message.contains(#"takes "title" or "label", not both"#) == true)
    }

    @Test("list row insets must be an object of insets")
    func rowInsetsShape() {
        let error = rejected(#"{"view": {"type": "List", "content": [{"type": "Rectangle", "modifiers": [{"listRowInsets": 4}]}]}}"#)
        #expect(error?.path == "view.content[0].modifiers[0].listRowInsets")
    }

    @Test("a disclosure group's isExpanded must be a Boolean")
    func expandedIsBool() {
        let error = rejected(#"{"view": {"type": "DisclosureGroup", "title": "A", "isExpanded": "yes"}}"#)
        #expect(error?.path == "view.isExpanded")
    }
}
