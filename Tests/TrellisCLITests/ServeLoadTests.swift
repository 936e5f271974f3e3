import Foundation
import Testing

/// `trellis serve` under load from hostile clients (issue 36): idle connections past the
/// descriptor limit, and header lines of half a megabyte.
@Suite("trellis serve under load", .serialized)
struct ServeLoadTests {
    static let scene = #"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Rectangle"}}"#
    static let routes = ["/", "/explain", "/layout.svg", "/layout.json", "/events"]

    @Test("the server keeps answering with 300 idle connections open under ulimit -n 256")
    func idleConnections() async throws {
        let server = try ServeProcess(sceneText: Self.scene, descriptorLimit: 256)
        defer { server.stop() }
        let port = try #require(server.base.port)
        var idle: [RawHTTPClient] = []
        for _ in 0..<300 {
            guard let client = RawHTTPClient(port: port) else { break }
            idle.append(client)
        }
        #expect(idle.count == 300)
        for path in Self.routes {
            #expect(try await server.get(path).status == 200)
        }
        #expect(server.process.isRunning)
        idle.removeAll()
        #expect(try await server.get("/layout.json").status == 200)
    }

    @Test("a header line over the limit is answered 431 without being read to its end")
    func longHeaderLine() throws {
        let server = try ServeProcess(sceneText: Self.scene)
        defer { server.stop() }
        let port = try #require(server.base.port)
        let client = try #require(RawHTTPClient(port: port))
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 64 * 1024))
        #expect(client.receiveAll().hasPrefix("HTTP/1.1 431 "))
    }

    @Test("every route answers while two clients send 512 KB header lines")
    func routesAnswerDuringHeaderFlood() async throws {
        let server = try ServeProcess(sceneText: Self.scene)
        defer { server.stop() }
        let port = try #require(server.base.port)
        let stop = StopFlag()
        // Two clients sending a 512 KB header line, again and again, for at most 60 seconds.
        let flooders = (0..<2).map { _ in
            Thread {
                let line = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 512 * 1024) + "\r\n\r\n"
                let deadline = Date().addingTimeInterval(60)
                for _ in 0..<200 where !stop.isSet && Date() < deadline {
                    guard let client = RawHTTPClient(port: port) else { break }
                    client.send(line)
                    _ = client.receiveAll()
                }
            }
        }
        flooders.forEach { $0.start() }
        defer { stop.set() }
        for path in Self.routes {
            let started = Date()
            #expect(try await server.get(path).status == 200)
            // Generous for a loaded machine; the quadratic reader this replaced took 30 s and more.
            #expect(Date().timeIntervalSince(started) < 5, "\(path)")
        }
    }
}

/// A flag one thread sets and others read.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
