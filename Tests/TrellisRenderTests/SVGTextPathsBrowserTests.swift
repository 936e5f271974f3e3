import Foundation
import TestSupport
import Testing
import Trellis
@testable import TrellisRender

/// Text drawn as glyph outlines looks the same on a machine without the fonts it was measured
/// with: headless Chromium, shown no font at all (a fontconfig with one empty folder), draws
/// each line's glyphs over the frame the layout measured. Enabled by `TRELLIS_BROWSER_TESTS=1`,
/// as the other browser tests.
@Suite("SVG text as outlines in a browser without fonts", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
@MainActor
struct SVGTextPathsBrowserTests {
    /// The page: the SVG inline, and a script that writes, for each line's invisible copy, the
    /// horizontal extent of the glyphs drawn before it in its group (relative to the picture)
    /// into a `<pre id="extents">` as JSON.
    static func page(svg: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><style>body { margin: 0 } svg { display: block }</style></head>
        <body>
        \(svg)
        <pre id="extents"></pre>
        <script>
        const origin = document.querySelector('svg').getBoundingClientRect();
        const extents = [];
        document.querySelectorAll('text.trellis-text-copy').forEach(function (copy) {
          let left = Infinity, right = -Infinity;
          for (let node = copy.previousElementSibling; node && node.tagName !== 'text'; node = node.previousElementSibling) {
            const box = node.getBoundingClientRect();
            if (box.width > 0) { left = Math.min(left, box.left - origin.left); right = Math.max(right, box.right - origin.left); }
          }
          extents.push({ text: copy.textContent, left: left, right: right });
        });
        document.getElementById('extents').textContent = JSON.stringify(extents);
        </script>
        </body></html>
        """
    }

    @Test("with no fonts installed, Chromium draws each line's glyphs across its measured width, within a tenth of the size at each end")
    func glyphsCoverMeasuredLines() throws {
        guard let browser = DevToolsPipe.chromium() else {
            Issue.record("TRELLIS_BROWSER_TESTS=1 but no chromium on PATH: install Debian's chromium package (.ci/run does)")
            return
        }
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Settings").font(.largeTitle).bold()
            Text("Changes apply to every window. Some apps need to be restarted before they show it.").font(.footnote)
            Text("Appearance").font(.body)
        }
        .frame(width: 300)
        let result = view.layout(in: ProposedViewSize(width: 300, height: nil))
        let lines = result.elements.compactMap { element -> [(line: LayoutResult.TextDrawing.Line, size: CGFloat)]? in
            guard case let .text(text)? = element.drawing else { return nil }
            return text.lines.map { ($0, text.pointSize) }
        }.flatMap { $0 }
        #expect(lines.count >= 4, "the footnote should wrap")

        // A font configuration with one empty folder: the browser has no font of its own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(folder.appendingPathComponent("fonts").path)</dir><cachedir>\(folder.appendingPathComponent("cache").path)</cachedir></fontconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)

        let svg = SVGRenderer().document(result, hitAreas: false)
        let dom = try BrowserTests.dumpDOM(Self.page(svg: svg), browser: browser, environment: ["FONTCONFIG_FILE": configuration.path])
        guard let start = dom.range(of: "<pre id=\"extents\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium returned no measurements; its output began: \(dom.prefix(300))")
            return
        }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        let drawn = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(drawn.count == lines.count)
        for ((line, size), extent) in zip(lines, drawn) {
            let left = try #require(extent["left"] as? Double), right = try #require(extent["right"] as? Double)
            // The ink starts and ends within a glyph's side bearing (and the tracking after the
            // last letter) of the measured line: under a tenth of an em.
            let tolerance = Double(size) / 10
            #expect(abs(left - Double(line.origin.x)) <= tolerance, "\(line.text): drawn from \(left), measured from \(line.origin.x)")
            #expect(abs(right - Double(line.origin.x + line.width)) <= tolerance,
                    "\(line.text): drawn to \(right), measured to \(line.origin.x + line.width)")
        }
    }
}
