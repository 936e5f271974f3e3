import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the Chrome DevTools Protocol, as a person drives a page: open
/// a page, move, click and drag the pointer at screen positions (`Input.dispatchMouseEvent`,
/// so the browser hit-tests each point itself), and run scripts that read what the page shows.
///
/// It talks over `--remote-debugging-pipe` (the browser reads commands from its file
/// descriptor 3 and writes answers to 4, each message JSON ended by a NUL byte), so it needs no
/// websocket client, no npm and no download: only Debian's `chromium`, as the other browser
/// tests. (Playwright would need its own browser build; Python's standard library has no
/// websocket.) The explainer's pointer tests and `trellis serve`'s browser tests share it.
///
/// Every wait has a limit: an answer 30 s, a page's loading 10 s, `wait(for:timeout:)` its
/// `timeout`; and a browser that has not quit 5 s after being asked to is killed, so that no
/// test hangs on it.
public final class DevToolsPipe {
    /// Why the browser could not be driven.
    public enum Failure: Error, CustomStringConvertible {
        /// No browser was given and none was found on `PATH`.
        case noBrowser
        /// `posix_spawn` (or `pipe`) failed with this error number.
        case launch(Int32)
        /// The browser closed its end of the pipe (it quit or crashed).
        case closed
        /// What the browser did not do in time.
        case timedOut(String)
        /// The browser answered a command with an error, or a script threw.
        case protocolError(String)

        /// The failure, as a test reports it.
        public var description: String {
            switch self {
            case .noBrowser: "TRELLIS_BROWSER_TESTS=1 but no chromium on PATH: install Debian's chromium package (.ci/run does)"
            case let .launch(code): "cannot start the browser (posix_spawn: \(code))"
            case .closed: "the browser closed its DevTools pipe"
            case let .timedOut(what): "the browser timed out \(what)"
            case let .protocolError(message): "DevTools: \(message)"
            }
        }
    }

    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let pid: pid_t
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    /// The page's session, which commands go to once attached.
    private var session: String?
    /// Whether `quit()` ran.
    private var closed = false

    /// The path of Chromium on `PATH` (`chromium`, `chromium-browser` or `google-chrome`), if
    /// installed.
    public static func chromium() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Starts `browser` (by default the Chromium on `PATH`) headless with a fresh profile, its
    /// window `width` × `height` CSS pixels, on a blank page, and attaches to that page; load a
    /// page with `open(_:)`. Throws ``Failure/noBrowser`` when there is no browser.
    public init(browser: String? = DevToolsPipe.chromium(), width: Int = 1280, height: Int = 900) throws {
        guard let browser else { throw Failure.noBrowser }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-devtools-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0 else { throw Failure.launch(errno) }
        guard pipe(&answers) == 0 else {
            close(commands[0])
            close(commands[1])
            throw Failure.launch(errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "about:blank",
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
        toBrowser = commands[1]
        fromBrowser = answers[0]
        let targets = try send("Target.getTargets")
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw Failure.protocolError("no page among the browser's targets")
        }
        session = try send("Target.attachToTarget", ["targetId": page, "flatten": true])["sessionId"] as? String
    }

    deinit {
        quit()
    }

    /// Asks the browser to quit, kills it if it has not after 5 s, and removes its profile.
    /// Called again, or when the driver goes away after it, it does nothing.
    public func quit() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close")
        close(toBrowser)
        close(fromBrowser)
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
        try? FileManager.default.removeItem(at: profile)
    }

    /// Loads `url` in the page and returns once it has loaded and been drawn twice, so that its
    /// scripts have run and it is laid out and hit-testable. Throws ``Failure/timedOut(_:)``
    /// when it has not loaded after 10 s.
    public func open(_ url: URL) throws {
        try send("Page.navigate", ["url": url.absoluteString])
        // Until the new document is there, the blank page answers (or its script context is
        // going away: retry).
        let loaded = "location.href !== 'about:blank' && document.readyState === 'complete'"
        for attempt in 0..<1000 {
            if (try? evaluate(loaded)) as? Bool == true { break }
            guard attempt < 999 else { throw Failure.timedOut("loading \(url.absoluteString) (10 s)") }
            usleep(10_000)
        }
        _ = try evaluate("new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); })")
    }

    /// Sends one command (to the page, once attached) and returns its result; throws
    /// ``Failure/timedOut(_:)`` when no answer comes in 30 s.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        guard !closed || method == "Browser.close" else { throw Failure.closed }
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

    /// Runs `expression` in the page (awaiting it if it is a promise) and returns its value
    /// (JSON-like values only: numbers come back as `Int` or `Double`).
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure.protocolError("\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is `true`; returns the seconds that took, or
    /// `nil` when it is not `true` after `timeout` seconds.
    public func wait(for expression: String, timeout: Double = 10) throws -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if try evaluate(expression) as? Bool == true { return Date().timeIntervalSince(start) }
            usleep(50_000)
        }
        return nil
    }

    /// Moves the pointer to (`x`, `y`) in CSS pixels from the viewport's top-left corner, as a
    /// mouse does: the browser hit-tests the point and sends the page its events.
    public func movePointer(to x: Double, _ y: Double) throws {
        try mouse("mouseMoved", x, y, buttons: 0)
    }

    /// Clicks at (`x`, `y`): the pointer moves there, presses and releases the left button.
    public func click(at x: Double, _ y: Double) throws {
        try movePointer(to: x, y)
        try mouse("mousePressed", x, y, buttons: 1)
        try mouse("mouseReleased", x, y, buttons: 0)
    }

    /// Presses the left button at (`x`, `y`), moves the pointer by (`dx`, `dy`) in `steps`
    /// steps with the button held, and releases it there, as a hand does.
    public func drag(from x: Double, _ y: Double, by dx: Double, _ dy: Double, steps: Int = 5) throws {
        try movePointer(to: x, y)
        try mouse("mousePressed", x, y, buttons: 1)
        for step in 1...max(steps, 1) {
            let fraction = Double(step) / Double(max(steps, 1))
            try mouse("mouseMoved", x + dx * fraction, y + dy * fraction, buttons: 1)
        }
        try mouse("mouseReleased", x + dx, y + dy, buttons: 0)
    }

    /// One mouse event at (`x`, `y`): the left button is the one pressed or released, and
    /// `buttons` is 1 while it is held.
    private func mouse(_ type: String, _ x: Double, _ y: Double, buttons: Int) throws {
        var parameters: [String: Any] = ["type": type, "x": x, "y": y, "buttons": buttons]
        if type != "mouseMoved" {
            parameters["button"] = "left"
            parameters["clickCount"] = 1
        } else if buttons != 0 {
            parameters["button"] = "left"
        }
        try send("Input.dispatchMouseEvent", parameters)
    }

    private func readMessage(for method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]) ?? [:]
            }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 30_000) > 0 else { throw Failure.timedOut("answering \(method) (30 s)") }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.closed }
            buffer += chunk[..<count]
        }
    }
}
