import Foundation
import Trellis
import TrellisPreview
import TrellisRender

/// The routes of `trellis preview`'s server, each answered by the `PreviewSession`'s program.
///
/// - `GET /`: the live page: the explainer of a preview, with pickers for the preview, the
///   device and the colour scheme.
/// - `GET /explain`: the explainer page of a preview.
/// - `GET /NAME.png`, `GET /NAME.svg`, `GET /NAME.json`: the preview named NAME drawn as PNG (at
///   the device's scale), SVG, or its frames as JSON.
/// - `GET /events?since=VERSION`: the session's state (`PreviewSession.status`), as soon as its
///   version differs from VERSION, else after `PlaygroundRoutes.longPoll`.
///
/// The pages and pictures take `preview` (the pages; the first preview by default), `device`
/// (an id of `PreviewDevice.all`; `iphone-16` by default), `scheme` (`light` or `dark`) and
/// `width` and `height` (points or `unspecified`; the device's screen by default). A bad one
/// is `400`; before the first good build the pictures are `503` with the reason. The `Host`
/// check is `trellis serve`'s (`PlaygroundRoutes.isLocal`).
enum PreviewRoutes {
    /// What a request's parameters ask for.
    struct Choice {
        var preview: String?
        var device: PreviewDevice
        var dark: Bool
        var width: Double?
        var height: Double?

        func request(_ format: PreviewRequest.Format, preview name: String?) -> PreviewRequest {
            PreviewRequest(
                format: format, preview: name, width: width, height: height, dark: dark, scale: device.scale,
                safeArea: device.safeArea)
        }
    }

    /// The largest width or height a request may ask for, in points (as `trellis serve`'s).
    static let largestDimension = 100_000.0

    static func answer(_ request: HTTPHead, session: PreviewSession, port: UInt16) async -> HTTPAnswer {
        guard PlaygroundRoutes.isLocal(host: request.headers["host"], port: port) else {
            return PlaygroundRoutes.response(403, "the Host header must name this server (127.0.0.1 or localhost)\n", type: "text/plain")
        }
        guard request.method == "GET" else { return PlaygroundRoutes.response(405, "only GET is answered\n", type: "text/plain") }
        let path = request.path.removingPercentEncoding ?? request.path
        if path == "/events" {
            return await events(request, session)
        }
        let choice: Choice
        do {
            choice = try self.choice(request.query)
        } catch {
            return PlaygroundRoutes.response(400, "\(error)\n", type: "text/plain")
        }
        switch path {
        case "/":
            return await page(request, choice, session)
        case "/explain":
            return await explain(choice, session)
        default:
            for (suffix, format) in [(".png", PreviewRequest.Format.png), (".svg", .svg), (".json", .json)] where path.hasSuffix(suffix) {
                let name = String(path.dropFirst().dropLast(suffix.count))
                return await drawing(choice.request(format, preview: name), session)
            }
            return PlaygroundRoutes.response(
                404, "no such page: the routes are /, /explain, /events and /NAME.png, /NAME.svg, /NAME.json for each preview\n",
                type: "text/plain")
        }
    }

    /// The choice a request's parameters make; a bad value is an error that says what is accepted.
    static func choice(_ query: [String: String]) throws(CommandError) -> Choice {
        var device = PreviewDevice.standard
        if let id = query["device"], !id.isEmpty {
            guard let named = PreviewDevice.named(id) else {
                throw CommandError("device must be one of \(PreviewDevice.all.map(\.id).joined(separator: ", ")) (got \(id))")
            }
            device = named
        }
        let scheme = query["scheme"] ?? "light"
        guard scheme == "light" || scheme == "dark" || scheme.isEmpty else {
            throw CommandError("scheme must be light or dark (got \(scheme))")
        }
        func dimension(_ name: String, _ fallback: Double?) throws(CommandError) -> Double? {
            guard let text = query[name], !text.isEmpty else { return fallback }
            if text == "unspecified" || text == "nil" { return nil }
            guard let value = Double(text), value.isFinite, value >= 0, value <= largestDimension else {
                throw CommandError("\(name) must be a number of points in 0...100000 or \"unspecified\" (got \(text))")
            }
            return value
        }
        return Choice(
            preview: query["preview"].flatMap { $0.isEmpty ? nil : $0 }, device: device, dark: scheme == "dark",
            width: try dimension("width", device.width), height: try dimension("height", device.height))
    }

    static func drawing(_ request: PreviewRequest, _ session: PreviewSession) async -> HTTPAnswer {
        switch await session.ask(request) {
        case let .success((head, body)):
            return HTTPAnswer(status: head.status, type: head.type, body: body)
        case let .failure(failure):
            return PlaygroundRoutes.response(503, failure.description + "\n", type: "text/plain")
        }
    }

    /// The explainer page of the chosen preview; before the first good build (or when the
    /// program fails), an empty picture, the page's bar saying why.
    static func explainerPage(_ choice: Choice, _ session: PreviewSession) async -> (Int, String) {
        let name = await MainActor.run { choice.preview ?? session.previews.first }
        if let name, case let .success((head, body)) = await session.ask(choice.request(.explain, preview: name)) {
            return (head.status, String(decoding: body, as: UTF8.self))
        }
        return await MainActor.run {
            let proposal = ProposedViewSize(width: choice.width.map { CGFloat($0) }, height: choice.height.map { CGFloat($0) })
            return (200, ExplainerPage(title: session.targetName, background: choice.dark ? "#000000" : "#ffffff")
                .render(LayoutHost(EmptyView()).trace(in: proposal)))
        }
    }

    static func explain(_ choice: Choice, _ session: PreviewSession) async -> HTTPAnswer {
        let (status, page) = await explainerPage(choice, session)
        return HTTPAnswer(status: status, type: status == 200 ? "text/html" : "text/plain", body: Data(page.utf8))
    }

    static func page(_ request: HTTPHead, _ choice: Choice, _ session: PreviewSession) async -> HTTPAnswer {
        let (status, explainer) = await explainerPage(choice, session)
        guard status == 200 else { return HTTPAnswer(status: status, type: "text/plain", body: Data(explainer.utf8)) }
        return await MainActor.run {
            let previews = session.previews
            let chosenPreview = choice.preview ?? previews.first ?? ""
            let settings = PlaygroundPage.Settings(
                title: session.targetName, version: session.version, error: session.error, watching: true,
                proposal: ProposedViewSize(width: choice.width.map { CGFloat($0) }, height: choice.height.map { CGFloat($0) }),
                chosen: request.query["width"] != nil || request.query["height"] != nil || request.query["device"] != nil,
                note: session.note,
                pickers: [
                    PlaygroundPage.Picker(
                        name: "preview", label: "Preview",
                        options: previews.map { PlaygroundPage.Picker.Option(value: $0, label: $0) }, value: chosenPreview),
                    PlaygroundPage.Picker(
                        name: "device", label: "Device",
                        options: PreviewDevice.all.map { PlaygroundPage.Picker.Option(value: $0.id, label: $0.name, size: ($0.width, $0.height)) },
                        value: choice.device.id),
                    PlaygroundPage.Picker(
                        name: "scheme", label: "Scheme",
                        options: [.init(value: "light", label: "Light"), .init(value: "dark", label: "Dark")],
                        value: choice.dark ? "dark" : "light"),
                ],
                imageLinks: true)
            return HTTPAnswer(status: 200, type: "text/html", body: Data(PlaygroundPage.render(explainer: explainer, settings: settings).utf8))
        }
    }

    static func events(_ request: HTTPHead, _ session: PreviewSession) async -> HTTPAnswer {
        if let since = request.query["since"] {
            guard let known = Int(since) else {
                return PlaygroundRoutes.response(400, "since must be a version number (got \(since))\n", type: "text/plain")
            }
            let deadline = ContinuousClock.now + PlaygroundRoutes.longPoll
            while await session.version == known, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        return PlaygroundRoutes.response(200, await session.status, type: "application/json")
    }
}
