import Foundation
import TestSupport
import Testing

/// `trellis serve`'s page in a real browser (headless Chromium, driven through `DevToolsPipe`):
/// it redraws when the scene file is saved, shows a broken save's error over the last good
/// picture, and lays the scene out again when the picture's edge is dragged. Enabled by
/// `TRELLIS_BROWSER_TESTS=1` (`.ci/run` sets it and installs Debian's `chromium`); when
/// enabled, a missing browser is a failure.
@Suite("trellis serve in a browser", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
struct ServeBrowserTests {
    /// The text of the picture (the SVG's text elements), as a JavaScript expression.
    static let pictureText = "Array.from(document.querySelectorAll('#picture svg text')).map(function (t) { return t.textContent; }).join(' ')"

    /// A served scene open in the browser, once the page's live script has run.
    func open(_ scene: String) throws -> (ServeProcess, DevToolsPipe) {
        let server = try ServeProcess(sceneText: scene)
        let page: DevToolsPipe
        do {
            page = try DevToolsPipe()
        } catch {
            server.stop()
            throw error
        }
        do {
            try page.open(server.base)
            let ready = try page.wait(for: "document.getElementById('live-state') !== null && document.getElementById('live-state').className === 'live'", timeout: 30)
            try #require(ready != nil, "the page never showed its live state")
        } catch {
            page.quit()
            server.stop()
            throw error
        }
        return (server, page)
    }

    @Test("the page redraws within a second of the scene file being saved, keeping the selection")
    func redrawsOnSave() throws {
        let (server, page) = try open(ServeTests.scene(text: "Hello"))
        defer { page.quit(); server.stop() }
        #expect(try page.evaluate(Self.pictureText) as? String == "Hello")
        _ = try page.evaluate("document.querySelector('#tree > div').click()")
        try server.save(ServeTests.scene(text: "Goodbye"))
        let seconds = try page.wait(for: "\(Self.pictureText) === 'Goodbye'")
        let took = try #require(seconds, "the page never showed the saved scene")
        #expect(took < 1, "took \(took) s")
        // The explainer's script ran again on the new data: one tree row per traced view.
        let rows = try page.evaluate("document.querySelectorAll('#tree > div').length") as? Int
        let entries = try page.evaluate("JSON.parse(document.getElementById('trace-data').textContent).entries.length") as? Int
        #expect(rows != nil && rows == entries)
        // The row selected before the save (the root's) is selected again.
        #expect(try page.evaluate("Array.from(document.querySelectorAll('#tree > div.selected')).map(function (r) { return r.textContent; }).join()") as? String == "VStack")
        #expect(try page.evaluate("document.title") as? String == "scene · 200×100")
    }

    @Test("until the edge is dragged, the page follows the proposal the file names")
    func followsFileProposal() throws {
        let (server, page) = try open(ServeTests.scene(text: "Hello"))
        defer { page.quit(); server.stop() }
        try server.save(ServeTests.scene(text: "Hello").replacingOccurrences(of: #""width": 200"#, with: #""width": 260"#))
        #expect(try page.wait(for: "document.querySelector('#picture svg').getAttribute('width') === '260'") != nil)
        #expect(try page.evaluate("location.search") as? String == "")
    }

    @Test("a broken save shows its error on the page and keeps the last good picture")
    func brokenSave() throws {
        let (server, page) = try open(ServeTests.scene(text: "Hello"))
        defer { page.quit(); server.stop() }
        try server.save(#"{"view": {"type": "Text""#)
        let shown = try page.wait(for: "!document.getElementById('live-error').hidden")
        #expect(shown != nil, "the page never showed the error")
        let error = try page.evaluate("document.getElementById('live-error').textContent") as? String
        #expect(error?.hasPrefix("scene.json:1:") == true, "\(error ?? "nil")")
        #expect(try page.evaluate(Self.pictureText) as? String == "Hello")
        #expect((try page.evaluate("document.title") as? String)?.hasPrefix("⚠ scene") == true)
        try server.save(ServeTests.scene(text: "Fixed"))
        #expect(try page.wait(for: "\(Self.pictureText) === 'Fixed' && document.getElementById('live-error').hidden") != nil)
    }

    /// The centre of an element of the page, in viewport pixels.
    func centre(of id: String, in page: DevToolsPipe) throws -> (x: Double, y: Double) {
        let json = try #require(try page.evaluate("JSON.stringify(document.getElementById('\(id)').getBoundingClientRect())") as? String)
        let box = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Double])
        let x = try #require(box["x"]), y = try #require(box["y"]), width = try #require(box["width"]), height = try #require(box["height"])
        return (x + width / 2, y + height / 2)
    }

    @Test("dragging the picture's edge lays the scene out at the new size")
    func dragEdge() throws {
        let (server, page) = try open(ServeTests.scene(text: "Hello"))
        defer { page.quit(); server.stop() }
        let svgWidth = "document.querySelector('#picture svg').getAttribute('width')"
        let svgHeight = "document.querySelector('#picture svg').getAttribute('height')"
        #expect(try page.evaluate(svgWidth) as? String == "200")
        let right = try centre(of: "live-handle-right", in: page)
        try page.drag(from: right.x, right.y, by: -60, 0)
        #expect(try page.wait(for: "\(svgWidth) === '140'") != nil, "the picture never became 140 wide")
        #expect(try page.evaluate("location.search") as? String == "?width=140&height=100")
        let corner = try centre(of: "live-handle-corner", in: page)
        try page.drag(from: corner.x, corner.y, by: 40, 30)
        #expect(try page.wait(for: "\(svgWidth) === '180' && \(svgHeight) === '130'") != nil, "the picture never became 180 × 130")
        #expect(try page.evaluate(Self.pictureText) as? String == "Hello")
    }
}
