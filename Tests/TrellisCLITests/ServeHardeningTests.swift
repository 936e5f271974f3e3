import Foundation
import Testing

/// `trellis serve` against hostile clients and pages (issue 36): requests that name another
/// site, text that would break the live page's script.
@Suite("trellis serve hardening", .serialized)
struct ServeHardeningTests {
    static let scene = #"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Rectangle"}}"#

    @Test("a request whose Host header names another site is 403; the server's own names are answered")
    func foreignHost() throws {
        let server = try ServeProcess(sceneText: Self.scene)
        defer { server.stop() }
        let port = try #require(server.base.port)
        #expect(RawHTTPClient.status(port: port, host: "rebind.attacker.example:\(port)") == 403)
        #expect(RawHTTPClient.status(port: port, path: "/", host: "evil.example") == 403)
        #expect(RawHTTPClient.status(port: port, host: "127.0.0.1.evil.example") == 403)
        #expect(RawHTTPClient.status(port: port, host: "127.0.0.1:\(port)") == 200)
        #expect(RawHTTPClient.status(port: port, host: "localhost:\(port)") == 200)
        #expect(RawHTTPClient.status(port: port, host: "[::1]:\(port)") == 200)
    }

    @Test("a file name holding <!--<script> cannot break the live page's script")
    func escapedPage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a<!--<script>b.json")
        try Data(Self.scene.utf8).write(to: file)
        let server = try ServeProcess(builtIn: file.path)
        defer { server.stop() }
        let page = try await server.get("/").body
        let config = try #require(page.range(of: #"<script id="live-config" type="application/json">"#))
        let json = page[config.upperBound...].prefix { $0 != "<" }
        // The configuration holds no "<" (so no "<!--" or "</script"), and still reads back the name.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "a<!--<script>b")
        #expect(page.contains(#"<script id="live-script">"#))
    }
}
