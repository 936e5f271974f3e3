import Foundation
import TestSupport
import Testing
import Trellis
@testable import TrellisRender

/// The animated SVG and the explainer's time slider in headless Chromium (``DevToolsPipe``):
/// the browser plays the keyframes, and the slider scrubs through them. Enabled by
/// `TRELLIS_BROWSER_TESTS=1`, as the other browser tests.
@Suite("Animation in a browser", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
@MainActor
struct AnimationBrowserTests {
    /// A square `x` points from the leading edge of a 200-point row.
    static func row(_ x: CGFloat) -> LayoutResult {
        HStack(spacing: 0) { Color.clear.frame(width: x, height: 20); Color.red.frame(width: 20, height: 20).id("a"); Spacer(minLength: 0) }
            .frame(width: 200).layout(in: .unspecified, fonts: .testFont)
    }

    /// Opens `html` in a browser; the folder to delete afterwards.
    static func open(_ html: String, name: String) throws -> (DevToolsPipe, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-animation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(html.utf8).write(to: file)
        let browser = try DevToolsPipe(width: 1200, height: 900)
        try browser.open(file)
        return (browser, folder)
    }

    /// The left edge of the element `selector`'s bounds, in CSS pixels from the SVG's.
    static func left(_ selector: String, in browser: DevToolsPipe, svg: String = "svg") throws -> Double? {
        try browser.evaluate("""
            (function () { const e = document.querySelector('\(selector) .trellis-bounds'), s = document.querySelector('\(svg)');
              return e.getBoundingClientRect().left - s.getBoundingClientRect().left; })()
            """) as? Double
    }

    @Test("Chromium plays the keyframes: half way through, a moving view is between its start and its end")
    func playsKeyframes() throws {
        let svg = AnimatedSVGRenderer().render([(0, Self.row(0)), (1, Self.row(100))])
        let (browser, folder) = try Self.open(svg, name: "moving.svg")
        defer { try? FileManager.default.removeItem(at: folder) }
        func at(_ milliseconds: Int) throws -> Double? {
            _ = try browser.evaluate("document.getAnimations().forEach(function (a) { a.pause(); a.currentTime = \(milliseconds); })")
            return try Self.left("#a", in: browser)
        }
        #expect(try browser.evaluate("document.getAnimations().length") as? Double ?? 0 >= 1)
        let start = try #require(try at(0)), middle = try #require(try at(500)), end = try #require(try at(1000))
        #expect(abs(start - 0) < 0.5 && abs(end - 100) < 0.5, "\(start) \(end)")
        #expect(abs(middle - 50) < 0.5, "half way: \(middle)")
    }

    @Test("the explainer's slider scrubs through the change: at 0 the first state, at its end the second")
    func sliderScrubs() throws {
        let (start, end) = ExplainerStatesTests.traces()
        let animation = AnimatedSVGTests.growing()
        let page = ExplainerPage().render(start, then: end, animation: animation)
        let (browser, folder) = try Self.open(page, name: "page.html")
        defer { try? FileManager.default.removeItem(at: folder) }
        func width(at milliseconds: Int) throws -> Double? {
            _ = try browser.evaluate("""
                (function () { const s = document.getElementById('state-slider'); s.value = \(milliseconds);
                  s.dispatchEvent(new Event('input')); })()
                """)
            return try browser.evaluate("document.querySelector('#change-a .trellis-bounds').getBoundingClientRect().width") as? Double
        }
        let total = Int(animation.duration * 1000)
        #expect(try width(at: 0) == Double(try #require(animation.start.frame(of: "a")).width))
        #expect(try browser.evaluate("document.getElementById('state-time').textContent") as? String == "0 s")
        #expect(try width(at: total) == Double(try #require(animation.end.frame(of: "a")).width))
        #expect(try browser.evaluate("document.getElementById('state-time').textContent") as? String == "\(Format.number(CGFloat(animation.duration))) s")
    }

    @Test("the explainer's buttons switch between explaining the state after the change and the state before it")
    func explainBothStates() throws {
        let (start, end) = ExplainerStatesTests.traces()
        let page = ExplainerPage().render(start, then: end)
        let (browser, folder) = try Self.open(page, name: "page.html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = "(function () { const m = document.querySelector('main'), f = document.getElementById('explain-before-page');"
            + " return [m.getBoundingClientRect().height > 0, f.getBoundingClientRect().height > 0]; })()"
        #expect(try browser.evaluate(shown) as? [Bool] == [true, false])
        _ = try browser.evaluate("document.getElementById('explain-before').click()")
        #expect(try browser.evaluate(shown) as? [Bool] == [false, true])
        // The frame explains the first state: its tree has a row per traced view, and its
        // picture the first state's bar.
        let rows = try browser.evaluate("document.getElementById('explain-before-page').contentDocument.querySelectorAll('#tree > div').length") as? Double
        #expect(rows.map { Int($0) } == start.entries.count)
        let width = try browser.evaluate(
            "document.getElementById('explain-before-page').contentDocument.querySelector('#picture #a .trellis-bounds').getBoundingClientRect().width") as? Double
        #expect(width == Double(try #require(start.result.frame(of: "a")).width))
        _ = try browser.evaluate("document.getElementById('explain-after').click()")
        #expect(try browser.evaluate(shown) as? [Bool] == [true, false])
    }
}
