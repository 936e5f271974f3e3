import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
@testable import TrellisRender

/// Each gallery scene's SVG, drawn by a real browser (headless Chromium), shows every marked
/// view where the layout result says it is. Enabled by `TRELLIS_BROWSER_TESTS=1` (`.ci/run`
/// sets it and installs Debian's `chromium`); when enabled, a missing browser is a failure.
@Suite("SVG in a browser", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
@MainActor
struct BrowserTests {
    /// A box the browser measured, in SVG units (points) from the picture's top-left corner.
    struct Box: CustomStringConvertible {
        let x: Double, y: Double, width: Double, height: Double
        init?(_ value: Any?) {
            guard let object = value as? [String: Any], let x = object["x"] as? Double, let y = object["y"] as? Double,
                  let width = object["width"] as? Double, let height = object["height"] as? Double else { return nil }
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
        var description: String { "(\(x), \(y), \(width), \(height))" }
    }

    /// The page: the scene's SVG inline, and a script that writes, for every marked view, the
    /// box of its frame rectangle on screen (relative to the picture) and the box of what it
    /// draws (its SVG bounding box), into a `<pre id="boxes">` as JSON.
    static func page(svg: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><style>body { margin: 0 } svg { display: block }</style></head>
        <body>
        \(svg)
        <pre id="boxes"></pre>
        <script>
        const svg = document.querySelector('svg');
        const origin = svg.getBoundingClientRect();
        const boxes = {};
        function plain(b) { return { x: b.x, y: b.y, width: b.width, height: b.height }; }
        document.querySelectorAll('g.trellis-view').forEach(function (group) {
          const bounds = group.querySelector('.trellis-bounds').getBoundingClientRect();
          const drawing = group.querySelector('.trellis-drawing');
          boxes[group.getAttribute('data-id')] = {
            frame: { x: bounds.left - origin.left, y: bounds.top - origin.top, width: bounds.width, height: bounds.height },
            group: plain(group.getBBox()),
            drawing: drawing ? plain(drawing.getBBox()) : null
          };
        });
        document.getElementById('boxes').textContent = JSON.stringify(boxes);
        </script>
        </body></html>
        """
    }

    /// Loads `html` in headless Chromium and returns the DOM after its scripts ran; with
    /// `environment`, the browser runs with those variables added (a `FONTCONFIG_FILE`).
    static func dumpDOM(_ html: String, browser: String, environment: [String: String] = [:]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--window-size=1200,1600", "--dump-dom", file.absoluteString,
        ]
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("each marked view of a gallery scene is drawn by Chromium at its frame, within a pixel", arguments: GalleryScene.all.map(\.name))
    func markedViewsAtTheirFrames(sceneName: String) throws {
        guard let browser = DevToolsPipe.chromium() else {
            Issue.record("TRELLIS_BROWSER_TESTS=1 but no chromium on PATH: install Debian's chromium package (.ci/run does)")
            return
        }
        let scene = try #require(GalleryScene.named(sceneName))
        let result = scene.view.layout(in: scene.proposal)
        let svg = SVGRenderer().document(result, hitAreas: false)
        let dom = try Self.dumpDOM(Self.page(svg: svg), browser: browser)
        guard let start = dom.range(of: "<pre id=\"boxes\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium returned no measurements for \(sceneName); its output began: \(dom.prefix(300))")
            return
        }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let measured = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        let marked = result.elements.filter { $0.id != nil }
        #expect(marked.count >= 3, "the scene should mark several views")
        #expect(measured.count == Set(marked.compactMap { $0.id.map { String(describing: $0.base) } }).count)
        for element in marked {
            let id = String(describing: element.id!.base)
            guard let boxes = measured[id] as? [String: Any], let frame = Box(boxes["frame"]), let group = Box(boxes["group"]) else {
                Issue.record("\(sceneName): the browser found no view marked \(id)")
                continue
            }
            // A view drawn with a transform (its own or an ancestor's effects) is on screen at
            // its frame's transformed bounding box.
            let expected = element.frame.applying(Self.drawingTransform(of: element, in: result))
            func near(_ a: Double, _ b: CGFloat) -> Bool { abs(a - Double(b)) <= 1 }
            // Where the browser put the view's frame on screen.
            #expect(near(frame.x, expected.minX) && near(frame.y, expected.minY)
                && near(frame.width, expected.width) && near(frame.height, expected.height),
                "\(sceneName) \(id): on screen at \(frame), frame tree says \(expected)")
            // Its drawing lies inside that frame: the group's box (in its own coordinates, before
            // any transform) is the frame, no larger.
            let local = element.frame
            #expect(near(group.x, local.minX) && near(group.y, local.minY)
                && near(group.width, local.width) && near(group.height, local.height),
                "\(sceneName) \(id): drawn over \(group), frame tree says \(local)")
        }
    }

    // Text in other scripts: the SVG names the fallback fonts the text was measured with, so
    // Chromium draws each character in the same font, and the drawn width is the measured one
    // (within the pixel the gallery test allows).
    @Test("Japanese, Arabic and emoji text is drawn by Chromium at its measured width, within a pixel")
    func scriptsDrawAtMeasuredWidths() throws {
        guard let browser = DevToolsPipe.chromium() else {
            Issue.record("TRELLIS_BROWSER_TESTS=1 but no chromium on PATH: install Debian's chromium package (.ci/run does)")
            return
        }
        let texts = ["japanese": "こんにちは、世界。", "arabic": "مرحبا بالعالم", "emoji": "👋🇯🇵👨‍👩‍👧 hi"]
        let view = VStack(alignment: .leading) {
            ForEach(texts.keys.sorted(), id: \.self) { key in
                Text(texts[key]!).font(.system(size: 24)).id(key)
            }
        }
        let result = view.layout(in: ProposedViewSize(width: 600, height: 400))
        #expect(!result.diagnostics.contains { $0.kind == .missingGlyph }, "\(result.diagnostics)")
        let dom = try Self.dumpDOM(Self.page(svg: SVGRenderer().document(result, hitAreas: false)), browser: browser)
        guard let start = dom.range(of: "<pre id=\"boxes\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium returned no measurements; its output began: \(dom.prefix(300))")
            return
        }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        let measured = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for key in texts.keys.sorted() {
            let element = try #require(result.elements.first { $0.id.map { String(describing: $0.base) } == key })
            guard case let .text(text)? = element.drawing else {
                Issue.record("\(key): no text drawn")
                continue
            }
            let boxes = try #require(measured[key] as? [String: Any])
            let drawn = try #require(Box(boxes["drawing"]))
            let width = try #require(text.lines.first?.width)
            #expect(abs(drawn.width - Double(width)) <= 1, "\(key): Chromium drew \(drawn.width) wide, measured \(width) (\(text.fallbackFamilies))")
        }
    }

    /// The transform `element` is drawn with: its own effects' first, then each ancestor's.
    static func drawingTransform(of element: LayoutResult.Element, in result: LayoutResult) -> CGAffineTransform {
        var transform = element.effects.transform
        var parent = element.parent
        while let index = parent {
            transform = transform.concatenating(result.elements[index].effects.transform)
            parent = result.elements[index].parent
        }
        return transform
    }
}
