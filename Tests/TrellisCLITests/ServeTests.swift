import Foundation
import Testing

/// `trellis serve`'s routes, fetched over HTTP from the running command (one server at a time:
/// each lays its scene out before it listens, which takes a second of a debug build's time).
@Suite("trellis serve", .serialized)
struct ServeTests {
    /// A scene whose root, a VStack, takes the width offered: its SVG is as wide as the proposal.
    static func scene(text: String = "Hello") -> String {
        #"{"proposal": {"width": 200, "height": 100}, "view": {"type": "VStack", "content": [{"type": "Text", "text": "\#(text)"}, {"type": "Rectangle"}]}}"#
    }

    @Test("serve prints its address, on 127.0.0.1, with the port the system picked for --port 0")
    func printsAddress() throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        #expect(server.base.host == "127.0.0.1")
        #expect((server.base.port ?? 0) > 0)
        #expect(server.banner.hasPrefix("Serving scene at http://127.0.0.1:"))
    }

    @Test("the page is the explainer page of the scene with the live script")
    func page() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let page = try await server.get("/")
        #expect(page.status == 200)
        #expect(page.type.hasPrefix("text/html"))
        #expect(page.body.contains(#"<script id="trace-data" type="application/json">"#))
        #expect(page.body.contains(#"<script id="live-script">"#))
        #expect(page.body.contains(">Hello</text>"))
    }

    @Test("layout.svg lays the scene out at the width asked for")
    func svgAtWidth() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let svg = try await server.get("/layout.svg?width=150")
        #expect(svg.status == 200)
        #expect(svg.type.hasPrefix("image/svg+xml"))
        #expect(svg.body.contains(#"viewBox="0 0 150 100""#))
        let whole = try await server.get("/layout.svg")
        #expect(whole.body.contains(#"viewBox="0 0 200 100""#))
    }

    @Test("layout.json lays the scene out at the width and height asked for")
    func jsonAtSize() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let json = try await server.getJSON("/layout.json?width=120&height=60")
        let size = try #require(json["size"] as? [String: Any])
        #expect(size["width"] as? Double == 120)
        #expect(size["height"] as? Double == 60)
    }

    @Test("explain at an unspecified width lays the scene out at its ideal width")
    func unspecifiedWidth() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let json = try await server.getJSON("/layout.json?width=unspecified")
        let size = try #require(json["size"] as? [String: Any])
        let width = try #require(size["width"] as? Double)
        #expect(width < 200)
        #expect(width > 0)
        let page = try await server.get("/explain?width=unspecified")
        #expect(page.status == 200)
        #expect(!page.body.contains("live-script"))
    }

    @Test("a negative, infinite or unreadable width is 400 with the reason")
    func badWidth() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        for value in ["-3", "inf", "nan", "wide", "1e9"] {
            let response = try await server.get("/layout.svg?width=\(value)")
            #expect(response.status == 400, "width=\(value)")
            #expect(response.body.contains("width must be a number of points"), "width=\(value)")
        }
    }

    // Not timed: a long poll that ran out (`PlaygroundRoutes.longPoll`) would answer with the
    // old version, so the new version shows that the change itself ended the wait.
    @Test("events answers at once without since, and with the new version when the file changes")
    func eventsOnChange() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let first = try await server.getJSON("/events")
        let version = try #require(first["version"] as? Int)
        #expect(first["error"] is NSNull)
        #expect(first["watching"] as? Bool == true)
        #expect(first["width"] as? Double == 200)
        #expect(first["height"] as? Double == 100)
        async let changed = server.getJSON("/events?since=\(version)")
        try await Task.sleep(for: .milliseconds(300))
        try server.save(Self.scene(text: "Goodbye"))
        let status = try await changed
        #expect(status["version"] as? Int == version + 1)
        let svg = try await server.get("/layout.svg")
        #expect(svg.body.contains(">Goodbye</text>"))
    }

    @Test("a broken save reports its error and keeps the last good scene")
    func brokenSave() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        try server.save(#"{"view": {"type": "Text""#)
        let status = try await server.getJSON("/events?since=1")
        let error = try #require(status["error"] as? String)
        #expect(error.hasPrefix("scene.json:1:"))
        let svg = try await server.get("/layout.svg")
        #expect(svg.status == 200)
        #expect(svg.body.contains(">Hello</text>"))
        try server.save(Self.scene(text: "Fixed"))
        let fixed = try await server.getJSON("/events?since=\(try #require(status["version"] as? Int))")
        #expect(fixed["error"] is NSNull)
        #expect(try await server.get("/layout.svg").body.contains(">Fixed</text>"))
    }

    @Test("an image path is relative to the scene file's folder, wherever the server runs")
    func imagePathRelativeToScene() async throws {
        let scene = #"{"proposal": {"width": null, "height": null}, "view": {"type": "Image", "path": "img/a@2x.png"}}"#
        let server = try ServeProcess(sceneText: scene)
        defer { server.stop() }
        try FileManager.default.createDirectory(at: server.folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        // A PNG's signature and IHDR chunk: 60 × 40 pixels, at 2× (its @2x suffix).
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 60, 0, 0, 0, 40, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: server.folder.appendingPathComponent("img/a@2x.png"))
        try server.save(scene + "\n")
        let status = try await server.getJSON("/events?since=1")
        #expect(status["width"] is NSNull)
        let size = try #require(try await server.getJSON("/layout.json")["size"] as? [String: Any])
        #expect(size["width"] as? Double == 30)
        #expect(size["height"] as? Double == 20)
    }

    @Test("a file that is never valid serves its error, and the drawings answer 503")
    func neverValid() async throws {
        let server = try ServeProcess(sceneText: "{")
        defer { server.stop() }
        let status = try await server.getJSON("/events")
        #expect((status["error"] as? String)?.hasPrefix("scene.json:") == true)
        let svg = try await server.get("/layout.svg")
        #expect(svg.status == 503)
        #expect(try await server.get("/").status == 200)
    }

    @Test("NAME.png is the picture as PNG, the scene's size at the width asked for times --scale")
    func pngRoute() async throws {
        let server = try ServeProcess(sceneText: Self.scene(), arguments: ["--scale", "2"])
        defer { server.stop() }
        let png = try await server.getData("/scene.png?width=150")
        #expect(png.status == 200 && png.type == "image/png")
        let size = try #require(await PNGCommandTests.size(ofPNG: png.body))
        #expect(size == (300, 200))
    }

    @Test("NAME.svg is the picture as layout.svg draws it; another name is 404 naming the routes")
    func svgRoute() async throws {
        let server = try ServeProcess(sceneText: Self.scene())
        defer { server.stop() }
        let named = try await server.get("/scene.svg?width=120")
        #expect(named.status == 200 && named.type.hasPrefix("image/svg+xml"))
        #expect(named.body == (try await server.get("/layout.svg?width=120")).body)
        let other = try await server.get("/other.png")
        #expect(other.status == 404 && other.body.contains("/scene.png"))
    }

    @Test("a built-in scene's image routes carry its name as typed")
    func builtInImageRoute() async throws {
        let server = try ServeProcess(builtIn: "tags")
        defer { server.stop() }
        #expect(try await server.getData("/tags.png").type == "image/png")
    }

    @Test("a built-in scene is served, and not watched")
    func builtInScene() async throws {
        let server = try ServeProcess(builtIn: "tags")
        defer { server.stop() }
        let status = try await server.getJSON("/events")
        #expect(status["watching"] as? Bool == false)
        #expect(try await server.get("/layout.json").body.contains("\"tags.flow\""))
    }

    /// Runs `trellis serve` with `arguments`, expecting it to fail; returns its status and error.
    func failingServe(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve"] + arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let text = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    @Test("a port outside 0...65535, a directory or a missing file is a one-line error")
    func badArguments() throws {
        let port = try failingServe(["tags", "--port", "70000"])
        #expect(port.status != 0)
        #expect(port.error.contains("--port must be in 0...65535 (got 70000)"))
        let folder = FileManager.default.temporaryDirectory.path
        let directory = try failingServe([folder])
        #expect(directory.status != 0)
        #expect(directory.error == "trellis: error: \(folder): is a directory, not a scene file\n")
        let missing = try failingServe(["/nowhere/scene.json"])
        #expect(missing.status != 0)
        #expect(missing.error.hasPrefix("trellis: error: /nowhere/scene.json: no such scene file"))
    }

    @Test("a port in use is an error naming it")
    func portInUse() async throws {
        let server = try ServeProcess(builtIn: "tags")
        defer { server.stop() }
        let port = try #require(server.base.port)
        let second = try failingServe(["tags", "--port", String(port)])
        #expect(second.status != 0)
        #expect(second.error.hasPrefix("trellis: error: cannot serve on 127.0.0.1:\(port): "))
    }
}
