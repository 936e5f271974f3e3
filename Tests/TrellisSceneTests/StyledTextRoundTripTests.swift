import Foundation
import Testing
import Trellis
import TrellisScene

/// Styled text in scene files: the same layout as the same text written in Swift.
extension SceneRoundTripTests {
    @Test("styled text: Markdown and the styled-text modifiers")
    func styledText() throws {
        try expectSameLayout("""
            {"proposal": {"width": 200, "height": 400}, "view": {"type": "VStack", "content": [
              {"type": "Text", "markdown": "Plain **bold** and `code`", "modifiers": [{"kerning": 1}, {"tracking": 2}, {"id": "md"}]},
              {"type": "Text", "text": "Raised", "modifiers": [{"baselineOffset": 4}, {"fontWidth": "condensed"}, {"fontDesign": "serif"},
                {"monospaced": true}, {"underline": {"pattern": "dash", "color": "red"}}, {"strikethrough": true},
                {"textScale": "secondary"}]},
              {"type": "Text", "text": "A line that must tighten or truncate", "modifiers": [{"lineLimit": 1}]},
              {"type": "Text", "concatenated": [
                {"type": "Text", "text": "Big ", "modifiers": [{"font": {"size": 30}}]},
                {"type": "Text", "text": "small", "modifiers": [{"kerning": 2}]}], "modifiers": [{"font": {"size": 10}}]}
            ], "modifiers": [{"textCase": "uppercase"}, {"allowsTightening": true}, {"kerning": 0.5}, {"fontWidth": 0.1},
              {"underline": false}, {"textScale": {"scale": "default", "isEnabled": false}}]}}
            """,
            VStack {
                Text("Plain **bold** and `code`").kerning(1).tracking(2).id("md")
                Text("Raised").baselineOffset(4).fontWidth(.condensed).fontDesign(.serif).monospaced()
                    .underline(pattern: .dash, color: .red).strikethrough().textScale(.secondary)
                Text("A line that must tighten or truncate").lineLimit(1)
                (Text("Big ").font(.system(size: 30)) + Text("small").kerning(2)).font(.system(size: 10))
            }
            .textCase(.uppercase).allowsTightening(true).kerning(0.5).fontWidth(Font.Width(0.1)).underline(false)
            .textScale(.default, isEnabled: false))
    }

    @Test("text modifiers on a Text call Text's own methods, as Swift's overloads do")
    func textOverloads() throws {
        let json = """
            {"view": {"type": "Text", "text": "Hello", "modifiers": [{"font": "largeTitle"}, {"font": "caption"}]}}
            """
        try expectSameLayout(json, Text("Hello").font(.largeTitle).font(.caption))
        // The View overload would keep the inner font: the two differ.
        let scene = try SceneFile(json: json)
        let viewOverload = AnyView(Text("Hello").font(.largeTitle)).font(.caption)
        #expect(scene.layout(fonts: .testFont).size != viewOverload.layout(in: .unspecified, fonts: .testFont).size)
    }
}
