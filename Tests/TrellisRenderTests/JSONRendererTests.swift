import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// JSON output: every element with its fields, valid JSON whatever the input.
@Suite("JSON")
@MainActor
struct JSONRendererTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("every element is listed with name, id, depth, parent, frames and proposal")
    func elements() throws {
        let result = HStack(spacing: 0) { Color.red.frame(width: 10).id("r"); Color.blue.id(7) }
            .layout(in: ProposedViewSize(width: 40, height: 10))
        let json = try parse(JSONRenderer().render(result))
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.count == result.elements.count)
        let red = try #require(elements.first { $0["id"] as? String == "r" })
        #expect(red["name"] as? String == "frame(width: 10)")
        #expect(red["depth"] as? Int == 1)
        #expect(red["parent"] as? Int == 0)
        #expect(red["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 10, "height": 10])
        #expect(red["exactFrame"] as? [String: Double] == ["x": 0, "y": 0, "width": 10, "height": 10])
        #expect(red["proposal"] as? [String: Double] == ["width": 20, "height": 10])
        #expect(elements.contains { $0["id"] as? Int == 7 })
        #expect(elements[0]["parent"] is NSNull)
    }

    @Test("a view in depth carries its z position and depth; a flat view neither")
    func depth() throws {
        let result = ZStack {
            Color.red.frame(depth: 10).id("back")
            Color.blue.frame(depth: 4).offset(z: 2).id("front")
            Color.green.id("flat")
        }.layout(in: ProposedViewSize(width: 40, height: 10))
        let elements = try #require(try parse(JSONRenderer().render(result))["elements"] as? [[String: Any]])
        let front = try #require(elements.first { $0["id"] as? String == "front" })
        #expect(front["zPosition"] as? Double == 12)
        #expect(front["depthExtent"] as? Double == 4)
        let flat = try #require(elements.first { $0["id"] as? String == "flat" })
        #expect(flat["zPosition"] as? Double == 14)   // the offset moves no other view
        #expect(flat["depthExtent"] as? Double == 0)
        let plain = try #require(try parse(JSONRenderer().render(Color.red.id("c").layout(in: .unspecified)))["elements"] as? [[String: Any]])
        #expect(plain[0]["zPosition"] == nil)
    }

    @Test("an unspecified dimension is null and an infinite one the string infinity")
    func specialNumbers() throws {
        let result = Color.red.layout(in: ProposedViewSize(width: nil, height: .infinity))
        let json = try parse(JSONRenderer(prettyPrinted: false).render(result))
        let proposal = try #require(json["proposal"] as? [String: Any])
        #expect(proposal["width"] is NSNull)
        #expect(proposal["height"] as? String == "infinity")
        #expect((json["diagnostics"] as? [Any])?.isEmpty == false)
    }

    @Test("names, marks and text with quotes, backslashes and control characters stay valid JSON")
    func escaping() throws {
        let text = "say \"hi\"\\\n\t\u{1}</script>"
        let result = Text(text).id(text).layout(in: .unspecified, fonts: .testFont)
        let out = JSONRenderer().render(result)
        let json = try parse(out)
        let element = try #require((json["elements"] as? [[String: Any]])?.first)
        #expect(element["id"] as? String == text)
        let drawing = try #require(element["drawing"] as? [String: Any])
        #expect(drawing["kind"] as? String == "text")
        #expect(JSONValue.string("</script>").serialized(htmlSafe: true) == "\"\\u003c/script\\u003e\"")
    }

    @Test("shapes and fills say what they draw and in which colour")
    func drawings() throws {
        let result = HStack { Circle().fill(.red); Color.blue.opacity(0.5) }.layout(in: ProposedViewSize(width: 40, height: 10))
        let elements = try #require(try parse(JSONRenderer().render(result))["elements"] as? [[String: Any]])
        let circle = try #require(elements[1]["drawing"] as? [String: Any])
        #expect(circle["shape"] as? String == "circle")
        #expect((circle["paint"] as? [String: Any])?["color"] as? String == "#ff3b30")
        let fill = try #require(elements[2]["drawing"] as? [String: Any])
        #expect(fill["kind"] as? String == "fill")
        #expect((fill["paint"] as? [String: Any])?["opacity"] as? Double == 0.5)
        #expect(elements[0]["drawing"] is NSNull)
    }
}
