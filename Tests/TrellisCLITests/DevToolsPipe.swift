import Foundation

/// Headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`:
/// messages are JSON, each followed by a NUL byte, written to the browser's descriptor 3 and read
/// from its descriptor 4), so a test can load a page, read its DOM and move the mouse on it
/// with no WebSocket client. `stop()` ends the browser.
final class DevToolsPipe {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let profile: URL
    private var buffer = Data()
    private var lastID = 0
    /// The session of the page `open(_:)` loaded.
    private var session: String?

    /// The path of Chromium on `PATH`, if installed.
    static func chromium() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Starts `browser` headless, with a fresh profile, its window `width` × `height` pixels.
    init(browser: String, width: Int = 1280, height: Int = 900) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-devtools-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell hands our pipes to the browser as descriptors 3 and 4.
        process.arguments = [
            "-c",
            #"exec "$0" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars --user-data-dir="$1" --window-size=$2 --remote-debugging-pipe about:blank 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null"#,
            browser, profile.path, "\(width),\(height)",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Ends the browser and removes its profile.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command and returns its result (to the page's session once `open` ran).
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], toPage: Bool = true) throws -> [String: Any] {
        lastID += 1
        var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
        if toPage, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        input.fileHandleForWriting.write(data)
        while true {
            while !buffer.contains(0) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw Failure("the browser closed its DevTools pipe") }
                buffer.append(chunk)
            }
            let end = buffer.firstIndex(of: 0)!
            let reply = buffer[buffer.startIndex..<end]
            buffer = Data(buffer[(end + 1)...])
            guard let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any],
                  object["id"] as? Int == lastID else { continue }  // an event, or another reply
            if let error = object["error"] { throw Failure("\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` in a new page and attaches to it.
    func open(_ url: URL) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString], toPage: false)
        guard let id = target["targetId"] as? String else { throw Failure("no target for \(url)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], toPage: false)
        session = attached["sessionId"] as? String
    }

    /// The value of a JavaScript expression in the page (JSON-like values only).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure("\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is `true`; returns the seconds it took, or
    /// `nil` after `timeout` seconds.
    func wait(for expression: String, timeout: Double = 10) throws -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if try evaluate(expression) as? Bool == true { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Presses the left button at (`x`, `y`) (CSS pixels in the page's viewport), moves it by
    /// (`dx`, `dy`) in `steps` steps and releases it there, as a hand does.
    func drag(fromX x: Double, y: Double, byX dx: Double, y dy: Double, steps: Int = 5) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try send("Input.dispatchMouseEvent", [
                "type": "mouseMoved", "x": x + dx * fraction, "y": y + dy * fraction, "button": "left", "buttons": 1,
            ])
        }
        try send("Input.dispatchMouseEvent", [
            "type": "mouseReleased", "x": x + dx, "y": y + dy, "button": "left", "buttons": 0, "clickCount": 1,
        ])
    }
}
