import Foundation
import TestSupport
import Testing

/// `trellis preview` of a package (`PreviewFixture`) in headless Chromium and over HTTP. The
/// command builds the package's previews into a program, which takes minutes the first time
/// (Trellis is compiled for it) and seconds afterwards, so these tests run with the browser
/// tests: enabled by `TRELLIS_BROWSER_TESTS=1` (`.ci/run` sets it and installs Chromium).
@Suite(
    "trellis preview in a browser", .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1",
        "builds a package with Trellis in it (minutes the first time) and drives Chromium: set TRELLIS_BROWSER_TESTS=1"),
    .timeLimit(.minutes(30)))
struct PreviewBrowserTests {
    static let picture = ServeBrowserTests.pictureText
    static let preview = "ProfileCard_Previews"
    /// The fixture's `#Preview`, named and sized to fit.
    static let macroPreview = "Compact card"

    /// `trellis preview` of the fixture, once its build has ended; the session's state then.
    func start() async throws -> (ServeProcess, [String: Any]) {
        let server = try ServeProcess(previewing: try PreviewFixture.prepare())
        do {
            // The first build compiles Trellis: on a loaded two-core machine, many minutes.
            let deadline = Date().addingTimeInterval(25 * 60)
            var status = try await server.getJSON("/events")
            while !(status["note"] is NSNull), Date() < deadline {
                status = try await server.getJSON("/events?since=\(status["version"] as? Int ?? 0)")
            }
            return (server, status)
        } catch {
            server.stop()
            throw error
        }
    }

    /// The page open in the browser, showing the preview.
    func open(_ server: ServeProcess) throws -> DevToolsPipe {
        let page = try DevToolsPipe()
        do {
            try page.open(server.base)
            #expect(try page.wait(for: "\(Self.picture).indexOf('Ada Lovelace') >= 0", timeout: 60) != nil, "the page never showed the preview")
            return page
        } catch {
            page.quit()
            throw error
        }
    }

    @Test("the package's PreviewProvider is shown in Chromium, with the preview, device and scheme pickers")
    func showsPreview() async throws {
        let (server, status) = try await start()
        defer { server.stop() }
        #expect(status["error"] is NSNull, "\(status["error"] ?? "")")
        #expect(status["previews"] as? [String] == [Self.preview, Self.macroPreview])
        let page = try open(server)
        defer { page.quit() }
        #expect(try page.evaluate("document.getElementById('live-picker-preview').value") as? String == Self.preview)
        #expect(try page.evaluate("document.getElementById('live-picker-device').value") as? String == "iphone-16")
        #expect(try page.evaluate("document.title") as? String == "Cards · " + (try page.evaluate(
            "(function (s) { return s.getAttribute('width') + '×' + s.getAttribute('height'); })(document.querySelector('#picture svg'))") as? String ?? ""))
        // The dark scheme: the picture is drawn again on the dark canvas, and the address keeps the choice.
        _ = try page.evaluate("(function (s) { s.value = 'dark'; s.dispatchEvent(new Event('change')); })(document.getElementById('live-picker-scheme'))")
        let canvas = "document.querySelector('#picture svg rect.trellis-canvas').getAttribute('fill')"
        #expect(try page.wait(for: "\(canvas) === '#000000'", timeout: 30) != nil, "the picture never turned dark")
        #expect((try page.evaluate("location.search") as? String)?.contains("scheme=dark") == true)
        #expect((try page.evaluate("document.getElementById('live-link-png').getAttribute('href')") as? String)?
            .hasPrefix("\(Self.preview).png?") == true)
    }

    @Test("NAME.png is the preview's picture: its SVG's size times the device's scale")
    func pngRoute() async throws {
        let (server, _) = try await start()
        defer { server.stop() }
        for (device, scale) in [("fits", 2), ("iphone-16", 3)] {
            let png = try await server.getData("/\(Self.preview).png?device=\(device)")
            #expect(png.status == 200 && png.type == "image/png")
            let svg = try await server.get("/\(Self.preview).svg?device=\(device)")
            #expect(svg.status == 200 && svg.body.contains("Ada Lovelace"))
            let width = try #require(Self.attribute("width", of: svg.body)), height = try #require(Self.attribute("height", of: svg.body))
            let size = try #require(await PNGCommandTests.size(ofPNG: png.body))
            #expect(size == (width * scale, height * scale), "\(device)")
        }
        #expect(try await server.get("/Nope.png").status == 404)
        #expect(try await server.get("/\(Self.preview).png?device=toaster").status == 400)
        #expect(try await server.get("/\(Self.preview).png?width=-3").status == 400)
    }

    @Test("a #Preview is served under its name, laid out as its traits say: sizeThatFitsLayout is its ideal size on a phone too")
    func servesMacroPreview() async throws {
        let (server, _) = try await start()
        defer { server.stop() }
        let path = "/" + Self.macroPreview.replacingOccurrences(of: " ", with: "%20")
        let onPhone = try await server.get("\(path).svg?device=iphone-16")
        let fitting = try await server.get("\(path).svg?device=fits")
        #expect(onPhone.status == 200 && onPhone.body.contains("Grace Hopper"), "\(onPhone.body.prefix(300))")
        // The same size on both, but for rounding to @3x on the phone and @2x to fit.
        let size = try ["width", "height"].map { try #require(Self.length($0, of: onPhone.body)) }
        let fits = try ["width", "height"].map { try #require(Self.length($0, of: fitting.body)) }
        #expect(zip(size, fits).allSatisfy { abs($0 - $1) < 1 && $0 > 0 }, "\(size) \(fits)")
        // Its frame has no width limit: offered the phone's screen, it would take all 393 points.
        #expect(size[0] < 393, "\(size)")
    }

    /// A number attribute of an SVG's root element.
    static func length(_ name: String, of svg: String) -> Double? {
        guard let root = svg.range(of: "<svg "), let start = svg.range(of: " \(name)=\"", range: root.upperBound..<svg.endIndex) else { return nil }
        return Double(svg[start.upperBound...].prefix { $0 != "\"" })
    }

    /// An integer attribute of an SVG's root element.
    static func attribute(_ name: String, of svg: String) -> Int? {
        guard let root = svg.range(of: "<svg "), let start = svg.range(of: " \(name)=\"", range: root.upperBound..<svg.endIndex) else { return nil }
        return Int(svg[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("saving a source rebuilds the previews and the page redraws; a save that fails to build shows the errors")
    func redrawsOnSave() async throws {
        let (server, _) = try await start()
        // The source is restored once the server has stopped (else it would build again).
        defer { _ = try? PreviewFixture.prepare() }
        defer { server.stop() }
        let page = try open(server)
        defer { page.quit() }
        try PreviewFixture.edit("Ada Lovelace", "Grace Hopper")
        #expect(try page.wait(for: "\(Self.picture).indexOf('Grace Hopper') >= 0", timeout: 300) != nil, "the page never redrew")
        try PreviewFixture.edit("Text(role)", "Text(rolee)")
        #expect(try page.wait(for: "!document.getElementById('live-error').hidden", timeout: 300) != nil, "the page never showed the error")
        let error = try page.evaluate("document.getElementById('live-error').textContent") as? String ?? ""
        #expect(error.contains("ProfileCard.swift:13:") && error.contains("rolee"), "\(error)")
        #expect(try page.evaluate("\(Self.picture).indexOf('Grace Hopper') >= 0") as? Bool == true)
    }

    @Test("a preview that crashes is a 503 with the crash's message; the program starts again for the others")
    func crashingPreview() async throws {
        let (server, _) = try await start()
        defer { _ = try? PreviewFixture.prepare() }
        defer { server.stop() }
        let crashing = """

        struct Crashing_Previews: PreviewProvider {
            static var previews: some View { Crash() }
        }

        struct Crash: View {
            var items: [String] = []
            var body: some View {
                if items.isEmpty { preconditionFailure("this preview crashes") }
                return Text(items[0])
            }
        }

        """
        try PreviewFixture.append(crashing)
        var status = try await server.getJSON("/events")
        let deadline = Date().addingTimeInterval(300)
        while (status["previews"] as? [String])?.contains("Crashing_Previews") != true, Date() < deadline {
            status = try await server.getJSON("/events?since=\(status["version"] as? Int ?? 0)")
        }
        #expect(status["previews"] as? [String] == [Self.preview, "Crashing_Previews", Self.macroPreview], "\(status)")
        let crash = try await server.get("/Crashing_Previews.png")
        #expect(crash.status == 503 && crash.body.contains("this preview crashes"), "\(crash.body)")
        #expect((try await server.getJSON("/events"))["error"] as? String != nil)
        // The next request starts the program again; its answer clears the error.
        #expect(try await server.getData("/\(Self.preview).png").status == 200)
        #expect((try await server.getJSON("/events"))["error"] is NSNull)
    }
}
