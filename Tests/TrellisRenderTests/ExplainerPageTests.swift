import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The HTML explainer: a self-contained page with the picture, the trace data and a script.
@Suite("Explainer page")
@MainActor
struct ExplainerPageTests {
    var trace: LayoutTrace {
        LayoutTrace(HStack { VStack { Color.red.id("a"); Text("x") }; Color.blue }, in: ProposedViewSize(width: 100, height: 50), fonts: .testFont)
    }

    /// The JSON the page's script reads.
    func data(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script id=\"trace-data\" type=\"application/json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test("the page holds the picture with one hover area per view")
    func hoverAreas() {
        let page = ExplainerPage().render(trace)
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(page.components(separatedBy: "class=\"trellis-hit\"").count - 1 == trace.result.elements.count)
    }

    @Test("the picture is drawn on the page's background, white unless told")
    func pictureBackground() {
        let light = ExplainerPage().render(trace)
        let dark = ExplainerPage(background: "#000000").render(trace)
        #expect(light.contains("class=\"trellis-canvas\" x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"#ffffff\"/>"))
        #expect(dark.contains("class=\"trellis-canvas\" x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"#000000\"/>"))
    }

    @Test("every view's questions, answers, askers and frame are in the page's data")
    func traceData() throws {
        let trace = self.trace
        let entries = try #require(try data(ExplainerPage().render(trace))["entries"] as? [[String: Any]])
        #expect(entries.count == trace.entries.count)
        let a = try #require(entries.first { $0["id"] as? String == "a" })
        let questions = try #require(a["questions"] as? [[String: Any]])
        #expect(questions.count == trace.entry(id: "a")?.questions.count)
        #expect(questions.first?["asker"] as? String == "VStack.sizeThatFits for (0, 50)")
        #expect(questions.first?["proposal"] as? String == "(0, 0)")
        #expect(a["frame"] as? String != nil)
        #expect(a["placedWith"] as? String != nil)
    }

    @Test("text cannot close the page's script or inject markup")
    func escaping() throws {
        let hostile = "</script><script>alert(1)</script>"
        let trace = LayoutTrace(Text(hostile).id(hostile), in: .unspecified, fonts: .testFont)
        let page = ExplainerPage(title: "<b>title</b>").render(trace)
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<b>title"))
        #expect(page.components(separatedBy: "</script>").count == 3)
        let entries = try #require(try data(page)["entries"] as? [[String: Any]])
        #expect(entries.first?["id"] as? String == hostile)
    }

    @Test("the page needs nothing from outside: no external scripts, styles or images")
    func selfContained() {
        let page = ExplainerPage().render(trace)
        #expect(!page.contains("src="))
        #expect(!page.contains("<link"))
        #expect(page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil)
    }
}
