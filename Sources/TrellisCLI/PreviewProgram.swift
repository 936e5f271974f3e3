import Foundation
import TrellisPreview

/// A running preview program (the executable `PreviewPackage` builds): `PreviewRequest`s go to
/// its standard input, `PreviewAnswer`s come back on its standard output, one at a time.
///
/// A request that takes longer than `timeout` (a view whose layout never ends) stops the
/// program; so does an answer that breaks the protocol. Either way the request fails with the
/// reason and the end of what the program wrote to standard error (a crash's message), and
/// `isRunning` turns false, so the session starts another one.
final class PreviewProgram: @unchecked Sendable {
    /// Why a request got no answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How long one request may take.
    static let timeout: TimeInterval = 20
    /// The largest answer read, in bytes (a PNG's pixels are bounded by `PNGRenderer` well below).
    static let largestAnswer = 512 * 1024 * 1024

    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    /// Requests, one at a time.
    private let queue = DispatchQueue(label: "trellis-preview-program")
    /// Guards `errorTail`, which the standard-error reader fills on a thread of its own.
    private let lock = NSLock()
    private var errorTail = Data()
    /// Whether standard error reached its end (the program ended).
    private var errorEnded = false
    /// Output read but not yet used (on `queue` only).
    private var buffer = Data()
    /// Whether the input was closed (read and written on `queue` only).
    private var closed = false

    /// Starts `executable`.
    init(executable: URL) throws {
        process.executableURL = executable
        // A crash prints its message, not the runtime's backtrace (registers, images).
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let inputPipe = Pipe(), outputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        try process.run()
        // Standard error, read on a thread of its own until the program ends.
        let errors = errorPipe.fileHandleForReading
        let reader = Thread { [self] in
            while true {
                let chunk = errors.availableData
                lock.lock()
                if chunk.isEmpty {
                    errorEnded = true
                    lock.unlock()
                    return
                }
                errorTail.append(chunk)
                if errorTail.count > 65_536 { errorTail = errorTail.suffix(65_536) }
                lock.unlock()
            }
        }
        reader.name = "trellis-preview-stderr"
        reader.start()
    }

    /// Whether the program runs and has not failed a request (a program that failed one is
    /// stopped: the system may not have reported its end yet).
    var isRunning: Bool { process.isRunning && !broken.isSet }
    private let broken = Flag()

    /// What the program wrote to standard error that says why it stopped: the runtime's
    /// lines that report a crash ("Fatal error: …", a failed precondition), else the last lines.
    var errorText: String {
        let lines = lock.withLock { String(decoding: errorTail, as: UTF8.self) }.split(separator: "\n")
        let reasons = lines.filter { line in
            ["Fatal error", "Precondition failed", "Assertion failed", "Program crashed", "Illegal instruction", "Segmentation fault"]
                .contains { line.contains($0) }
        }
        return (reasons.isEmpty ? lines.suffix(12) : reasons.prefix(5)).joined(separator: "\n")
    }

    /// Stops the program: it is sent SIGTERM, and its input ends once the requests sent before
    /// are answered (it exits when it reads to the end).
    func stop() {
        if process.isRunning { process.terminate() }
        queue.async { [self] in
            closed = true
            try? input.close()
        }
    }

    /// Stops the program and waits up to `seconds` for it to end (so that a command about to
    /// exit collects it rather than leave it to the system).
    func stop(waiting seconds: TimeInterval) {
        stop()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    /// Sends `request` and waits for its answer.
    func ask(_ request: PreviewRequest) async -> Result<(PreviewAnswer, Data), Failure> {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.askNow(request)) }
        }
    }

    private func askNow(_ request: PreviewRequest) -> Result<(PreviewAnswer, Data), Failure> {
        guard process.isRunning, !closed else { return .failure(stopped("the preview program is not running")) }
        var line = (try? JSONEncoder().encode(request)) ?? Data()
        line.append(UInt8(ascii: "\n"))
        // A request that outlives the timeout stops the program, which ends the reads below.
        let timedOut = Flag()
        let overdue = DispatchWorkItem { [process] in
            timedOut.set()
            if process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeout, execute: overdue)
        defer { overdue.cancel() }
        do {
            try input.write(contentsOf: line)
        } catch {
            return .failure(stopped("the preview program stopped"))
        }
        guard let headLine = readLine(), let head = try? JSONDecoder().decode(PreviewAnswer.self, from: headLine),
              (0...Self.largestAnswer).contains(head.length) else {
            if process.isRunning { process.terminate() }
            return .failure(stopped(timedOut.isSet
                ? "the preview took longer than \(Int(Self.timeout)) s to lay out and draw, so its program was stopped"
                : "the preview program stopped"))
        }
        guard let body = read(count: head.length) else {
            if process.isRunning { process.terminate() }
            return .failure(stopped("the preview program stopped before its answer was complete"))
        }
        return .success((head, body))
    }

    /// A flag set once, from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    private func stopped(_ why: String) -> Failure {
        broken.set()
        // The program's last words: what it wrote before its standard error ended (a second at most).
        let deadline = Date().addingTimeInterval(1)
        while !lock.withLock({ errorEnded }), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let tail = errorText
        return Failure(description: tail.isEmpty ? why : "\(why):\n\(tail)")
    }

    /// The next line of output, without its newline; `nil` at the end or past 64 KB.
    private func readLine() -> Data? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[buffer.index(after: end)...])
                return Data(line)
            }
            guard buffer.count < 65_536 else { return nil }
            let chunk = output.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    /// The next `count` bytes of output; `nil` if it ends first.
    private func read(count: Int) -> Data? {
        while buffer.count < count {
            let chunk = output.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        let body = buffer.prefix(count)
        buffer = Data(buffer.dropFirst(count))
        return Data(body)
    }
}
