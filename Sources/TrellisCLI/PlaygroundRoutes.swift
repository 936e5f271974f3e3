import Foundation
import Trellis

/// The routes of `trellis serve`'s server, each answered from the `Playground`.
///
/// - `GET /`: the live page (`PlaygroundPage`).
/// - `GET /explain`: the explainer page of the scene at the proposal.
/// - `GET /layout.svg`, `GET /layout.json`: the scene as `trellis render` writes it.
/// - `GET /NAME.png`, `GET /NAME.svg` (NAME: `Playground.name`, the scene file's name without
///   its extension or the built-in scene's): the picture, as `trellis render --format png` and
///   `--format svg` draw it; the same image routes `trellis preview` has for each preview.
/// - `GET /events?since=VERSION`: the scene's state (`Playground.status`), as soon as its version
///   differs from VERSION, else after `longPoll`; without `since`, at once.
///
/// The first four take `width` and `height` (see `Playground.proposal(width:height:)`); a bad
/// one is `400 Bad Request` with the reason. While the scene file has never been valid, the SVG
/// and JSON routes answer `503 Service Unavailable` with its error, and the pages show it. A
/// request whose `Host` header does not name this server is `403 Forbidden` (`isLocal`).
enum PlaygroundRoutes {
    /// How long `/events` waits for a change before answering with the unchanged state.
    static let longPoll: Duration = .seconds(10)

    /// The answer to `request`, made on a server listening on `port`.
    static func answer(_ request: HTTPHead, playground: Playground, port: UInt16) async -> HTTPAnswer {
        guard isLocal(host: request.headers["host"], port: port) else {
            return response(403, "the Host header must name this server (127.0.0.1 or localhost)\n", type: "text/plain")
        }
        guard request.method == "GET" else { return response(405, "only GET is answered\n", type: "text/plain") }
        let path = request.path.removingPercentEncoding ?? request.path
        let name = playground.name
        switch path {
        case "/":
            return await page(request, playground) { playground, proposal in
                PlaygroundPage.render(
                    explainer: playground.explainerPage(in: proposal), playground: playground, proposal: proposal,
                    chosen: request.query["width"] != nil || request.query["height"] != nil)
            }
        case "/explain":
            return await page(request, playground) { playground, proposal in playground.explainerPage(in: proposal) }
        case "/\(name).png":
            return await drawing(request, playground) { playground, proposal in playground.png(in: proposal).map { ("image/png", $0) } }
        case "/layout.svg", "/\(name).svg":
            return await drawing(request, playground) { playground, proposal in
                playground.svg(in: proposal).map { ("image/svg+xml", Data($0.utf8)) }
            }
        case "/layout.json":
            return await drawing(request, playground) { playground, proposal in
                playground.json(in: proposal).map { ("application/json", Data($0.utf8)) }
            }
        case "/events":
            return await events(request, playground)
        default:
            return response(
                404, "no such page: the routes are /, /explain, /layout.svg, /layout.json, /\(name).png, /\(name).svg and /events\n",
                type: "text/plain")
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

    static func response(_ status: Int, _ text: String, type: String) -> HTTPAnswer {
        HTTPAnswer(status: status, type: type, body: Data(text.utf8))
    }

    static func page(
        _ request: HTTPHead, _ playground: Playground,
        _ make: @MainActor (Playground, ProposedViewSize) -> String
    ) async -> HTTPAnswer {
        await MainActor.run {
            do {
                let proposal = try playground.proposal(width: request.query["width"], height: request.query["height"])
                return response(200, make(playground, proposal), type: "text/html")
            } catch {
                return response(400, "\(error)\n", type: "text/plain")
            }
        }
    }

    static func drawing(
        _ request: HTTPHead, _ playground: Playground,
        _ make: @MainActor (Playground, ProposedViewSize) -> (type: String, body: Data)?
    ) async -> HTTPAnswer {
        await MainActor.run {
            do {
                let proposal = try playground.proposal(width: request.query["width"], height: request.query["height"])
                guard let drawn = make(playground, proposal) else {
                    return response(503, (playground.error ?? "no scene") + "\n", type: "text/plain")
                }
                return HTTPAnswer(status: 200, type: drawn.type, body: drawn.body)
            } catch {
                return response(400, "\(error)\n", type: "text/plain")
            }
        }
    }

    static func events(_ request: HTTPHead, _ playground: Playground) async -> HTTPAnswer {
        if let since = request.query["since"] {
            guard let known = Int(since) else {
                return response(400, "since must be a version number (got \(since))\n", type: "text/plain")
            }
            let deadline = ContinuousClock.now + longPoll
            while await playground.version == known, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        return response(200, await playground.status, type: "application/json")
    }
}
