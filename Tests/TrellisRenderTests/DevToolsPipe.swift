import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the Chrome DevTools Protocol, as a person drives a page:
/// pointer events at screen positions (`Input.dispatchMouseEvent`), then scripts that read
/// what the page shows.
///
/// It talks over `--remote-debugging-pipe` (the browser reads commands from its file
/// descriptor 3 and writes answers to 4, each message JSON ended by a NUL byte), so it needs no
/// websocket client, no npm and no download: only Debian's `chromium`, as the other browser
/// tests. (Playwright would need its own browser build; Python's standard library has no
/// websocket.)
final class DevToolsPipe {
    enum Failure: Error, CustomStringConvertible {
        case launch(Int32), closed, timedOut(String), protocolError(String)
        var description: String {
            switch self {
            case let .launch(code): "cannot start the browser (posix_spawn: \(code))"
            case .closed: "the browser closed its DevTools pipe"
            case let .timedOut(method): "the browser did not answer \(method) within 30 s"
            case let .protocolError(message): "DevTools: \(message)"
            }
        }
    }

    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let pid: pid_t
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?

    /// Starts `browser` headless on the page at `url`, `width` × `height` CSS pixels, and attaches
    /// to the page once its scripts ran and it was drawn.
    init(browser: String, url: URL, folder: URL, width: Int = 1200, height: Int = 1600) throws {
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure.launch(errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--remote-debugging-pipe", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--window-size=\(width),\(height)", url.absoluteString,
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, browser, &actions, nil, &argv, environ)
        close(commands[0])
        close(answers[1])
        guard status == 0 else {
            close(commands[1])
            close(answers[0])
            throw Failure.launch(status)
        }
        self.pid = pid
        self.toBrowser = commands[1]
        self.fromBrowser = answers[0]
        let targets = try send("Target.getTargets")
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw Failure.protocolError("no page among the browser's targets")
        }
        session = try send("Target.attachToTarget", ["targetId": page, "flatten": true])["sessionId"] as? String
        // Wait until the page is loaded (the browser may still be coming from about:blank, whose
        // script context goes away: retry), then for two frames, so that it is laid out and
        // hit-testable.
        let loaded = url.absoluteString + " complete"
        for attempt in 0..<1000 {
            if let state = try? evaluate("location.href + ' ' + document.readyState") as? String, state == loaded { break }
            guard attempt < 999 else { throw Failure.timedOut("loading \(url.lastPathComponent)") }
            usleep(10_000)
        }
        _ = try evaluate("new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); })")
    }

    deinit {
        _ = try? send("Browser.close")
        close(toBrowser)
        close(fromBrowser)
        // (A browser that has not quit after 5 s is ended, so that no test waits on it.)
        var status: Int32 = 0
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard waited < 500 else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
            waited += 1
        }
    }

    /// Sends one command (to the page, once attached) and returns its result.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.closed }
            written += count
        }
        while true {
            let answer = try readMessage(for: method)
            guard answer["id"] as? Int == nextID else { continue }  // (events, and answers to others)
            if let error = answer["error"] as? [String: Any] {
                throw Failure.protocolError("\(method): \(error["message"] ?? error)")
            }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    /// Runs `expression` in the page (awaiting it if it is a promise) and returns its value.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure.protocolError("\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Moves the pointer to (`x`, `y`) in CSS pixels from the viewport's top-left corner, as a
    /// mouse does: the browser hit-tests the point and sends the page its events.
    func movePointer(to x: Double, _ y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// Clicks at (`x`, `y`): the pointer moves there, presses and releases the left button.
    func click(at x: Double, _ y: Double) throws {
        try movePointer(to: x, y)
        for type in ["mousePressed", "mouseReleased"] {
            try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    private func readMessage(for method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]) ?? [:]
            }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 30_000) > 0 else { throw Failure.timedOut(method) }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.closed }
            buffer += chunk[..<count]
        }
    }
}
