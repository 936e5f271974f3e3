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
    /// Output read but not yet used (on `queue` only).
    private var buffer = Data()
    /// Whether the input was closed (read and written on `queue` only).
    private var closed = false

    /// Starts `executable`.
    init(executable: URL) throws {
        process.executableURL = executable
        let inputPipe = Pipe(), outputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        errorPipe.fileHandleForReading.readabilityHandler = { [lock] handle in
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            lock.lock()
            self.errorTail.append(chunk)
            if self.errorTail.count > 4096 { self.errorTail = self.errorTail.suffix(4096) }
            lock.unlock()
        }
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    /// The last lines the program wrote to standard error.
    var errorText: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorTail, as: UTF8.self).split(separator: "\n").suffix(12).joined(separator: "\n")
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
        // Give the program a moment to finish writing its last words.
        Thread.sleep(forTimeInterval: 0.1)
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
