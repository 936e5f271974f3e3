import FlyingFox
import Foundation
import Trellis

/// The routes of `trellis serve`'s server, each answered from the `Playground`.
///
/// - `GET /`: the live page (`PlaygroundPage`).
/// - `GET /explain`: the explainer page of the scene at the proposal.
/// - `GET /layout.svg`, `GET /layout.json`: the scene as `trellis render` writes it.
/// - `GET /events?since=VERSION`: the scene's state (`Playground.status`), as soon as its version
///   differs from VERSION, else after `longPoll`; without `since`, at once.
///
/// The first four take `width` and `height` (see `Playground.proposal(width:height:)`); a bad
/// one is `400 Bad Request` with the reason. While the scene file has never been valid, the SVG
/// and JSON routes answer `503 Service Unavailable` with its error, and the pages show it.
enum PlaygroundRoutes {
    /// How long `/events` waits for a change before answering with the unchanged state.
    static let longPoll: Duration = .seconds(10)

    static func install(on server: HTTPServer, playground: Playground) async {
        await server.appendRoute("GET /", handler: local(server) { request in
            await page(request, playground) { playground, proposal in
                PlaygroundPage.render(
                    explainer: playground.explainerPage(in: proposal), playground: playground, proposal: proposal,
                    chosen: request.query["width"] != nil || request.query["height"] != nil)
            }
        })
        await server.appendRoute("GET /explain", handler: local(server) { request in
            await page(request, playground) { playground, proposal in playground.explainerPage(in: proposal) }
        })
        await server.appendRoute("GET /layout.svg", handler: local(server) { request in
            await drawing(request, playground, type: "image/svg+xml") { playground, proposal in playground.svg(in: proposal) }
        })
        await server.appendRoute("GET /layout.json", handler: local(server) { request in
            await drawing(request, playground, type: "application/json") { playground, proposal in playground.json(in: proposal) }
        })
        await server.appendRoute("GET /events", handler: local(server) { request in
            try await events(request, playground)
        })
    }

    /// `handler`, answering only requests whose `Host` header names this server (`isLocal`);
    /// others get `403 Forbidden`.
    static func local(
        _ server: HTTPServer, _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) -> @Sendable (HTTPRequest) async throws -> HTTPResponse {
        { request in
            let port: UInt16? = if case let .ip4(_, port)? = await server.listeningAddress { port } else { nil }
            guard isLocal(host: request.headers[.host], port: port) else {
                return response(.forbidden, "the Host header must name this server (127.0.0.1 or localhost)\n", type: "text/plain")
            }
            return try await handler(request)
        }
    }

    /// Whether a request's `Host` header names this server: a loopback name (`localhost`,
    /// `127.x.x.x`, `[::1]`), with no port or the port it listens on. A page served from
    /// another name (a DNS-rebinding attack points its own name at 127.0.0.1) is refused, so it
    /// cannot read the scene, the pictures or the files they embed.
    static func isLocal(host: String?, port: UInt16?) -> Bool {
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        var name = Substring(host), given: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return false }
                given = rest.dropFirst()
            }
            name = name[...close]
        } else if let colon = name.firstIndex(of: ":") {
            given = name[name.index(after: colon)...]
            name = name[..<colon]
        }
        if let given {
            guard let number = UInt16(given), port == nil || number == port else { return false }
        }
        if name == "localhost" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil
        }
    }

    static func response(_ status: HTTPStatusCode, _ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: [.contentType: "\(type); charset=utf-8", .cacheControl: "no-store"],
            body: Data(text.utf8))
    }

    static func page(
        _ request: HTTPRequest, _ playground: Playground,
        _ make: @MainActor (Playground, ProposedViewSize) -> String
    ) async -> HTTPResponse {
        await MainActor.run {
            do {
                let proposal = try playground.proposal(width: request.query["width"], height: request.query["height"])
                return response(.ok, make(playground, proposal), type: "text/html")
            } catch {
                return response(.badRequest, "\(error)\n", type: "text/plain")
            }
        }
    }

    static func drawing(
        _ request: HTTPRequest, _ playground: Playground, type: String,
        _ make: @MainActor (Playground, ProposedViewSize) -> String?
    ) async -> HTTPResponse {
        await MainActor.run {
            do {
                let proposal = try playground.proposal(width: request.query["width"], height: request.query["height"])
                guard let text = make(playground, proposal) else {
                    return response(.serviceUnavailable, (playground.error ?? "no scene") + "\n", type: "text/plain")
                }
                return response(.ok, text, type: type)
            } catch {
                return response(.badRequest, "\(error)\n", type: "text/plain")
            }
        }
    }

    static func events(_ request: HTTPRequest, _ playground: Playground) async throws -> HTTPResponse {
        if let since = request.query["since"] {
            guard let known = Int(since) else {
                return response(.badRequest, "since must be a version number (got \(since))\n", type: "text/plain")
            }
            let deadline = ContinuousClock.now + longPoll
            while await playground.version == known, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        return response(.ok, await playground.status, type: "application/json")
    }
}
