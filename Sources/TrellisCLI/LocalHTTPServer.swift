import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A request's head as `LocalHTTPServer` read it: the method, the path (without its query), the
/// query's parameters and the headers (names lowercased).
struct HTTPHead: Sendable {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]
}

/// An answer: status, content type and body; sent with `Connection: close`.
struct HTTPAnswer: Sendable {
    let status: Int
    let type: String
    let body: Data

    /// The status line's reason phrase.
    var reason: String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// The HTTP/1.1 server of `trellis serve`: GET requests on 127.0.0.1, one per connection.
///
/// Small on purpose, and built to hold against a hostile page or process on the same machine:
/// - The head (request line and headers) is read with limits: a line over `largestLine` bytes
///   or a head over `largestHead` is answered `431` and closed, and line ends are found by
///   scanning each received byte once (linear time, however the bytes arrive).
/// - A connection that has not sent its whole head within `headTimeout` is closed; so is the
///   oldest such one when the open connections reach `capacity` (from the process's limit on
///   file descriptors), so idle connections cannot starve real requests.
/// - Running out of file descriptors pauses accepting for `pause` and says so once on standard
///   error; the server keeps serving.
///
/// Each connection is served on a thread of its own; the handler runs as a task.
final class LocalHTTPServer: @unchecked Sendable {
    /// The longest request line or header line, in bytes.
    static let largestLine = 8 * 1024
    /// The largest head (request line and headers), in bytes.
    static let largestHead = 32 * 1024
    /// How long a connection may take to send its head, in seconds.
    static let headTimeout: TimeInterval = 10
    /// How long accepting pauses when the process is out of file descriptors, in seconds.
    static let pause: TimeInterval = 0.1

    /// The port it listens on (the one the system picked, for port 0).
    let port: UInt16
    private let listener: Int32
    /// Answers a request; given the port, which the `Host` header should name.
    private let handler: @Sendable (HTTPHead, UInt16) async -> HTTPAnswer
    /// The most connections open at once: the descriptor limit, less a reserve for files.
    let capacity: Int
    /// Guards `reading` and `open`.
    private let lock = NSLock()
    /// The connections still reading their head, with when they were accepted.
    private var reading: [Int32: Date] = [:]
    private var open = 0
    private var reportedExhaustion = false

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port).
    init(port: UInt16, handler: @escaping @Sendable (HTTPHead, UInt16) async -> HTTPAnswer) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let why = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: why)
        }
        var name = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &name) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = UInt16(bigEndian: name.sin_port)
        listener = fd
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        // (RLIM_INFINITY is the largest value, so the minimum covers it too.)
        let descriptors = Int(min(limit.rlim_cur, 4096))
        capacity = max(4, descriptors - 32)
    }

    /// Accepts connections on a thread of its own, forever.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "trellis-serve-accept"
        thread.start()
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else {
                let code = errno
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    exhausted()
                } else if code != EINTR {
                    usleep(10_000)
                }
                continue
            }
            lock.lock()
            reading[fd] = Date()
            open += 1
            let full = open > capacity
            lock.unlock()
            if full { closeOldestReading() }
            let thread = Thread { [self] in serve(fd) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    /// Out of file descriptors: make room by closing the oldest idle connection, say so once,
    /// and pause accepting briefly.
    private func exhausted() {
        lock.lock()
        let first = !reportedExhaustion
        reportedExhaustion = true
        let count = open
        lock.unlock()
        if first {
            FileHandle.standardError.write(Data(
                "trellis: out of file descriptors with \(count) connections open: closing idle ones and pausing new ones\n".utf8))
        }
        closeOldestReading()
        usleep(useconds_t(Self.pause * 1_000_000))
    }

    /// Ends the connection that has waited longest for its head (its thread then closes it).
    private func closeOldestReading() {
        // (Under the lock, as the owner closes its descriptor: the number cannot have been
        // reused by a newer connection.)
        lock.lock()
        if let oldest = reading.min(by: { $0.value < $1.value })?.key {
            reading[oldest] = nil
            shutdown(oldest, Int32(SHUT_RDWR))
        }
        lock.unlock()
    }

    private func serve(_ fd: Int32) {
        defer {
            lock.lock()
            reading[fd] = nil
            open -= 1
            close(fd)
            lock.unlock()
        }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sendTimeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        let head: HTTPHead
        switch readHead(fd) {
        case let .head(read): head = read
        case let .refused(answer):
            send(answer, to: fd)
            return
        case .ended: return
        }
        lock.lock()
        let stillOpen = reading.removeValue(forKey: fd) != nil
        lock.unlock()
        guard stillOpen else { return }
        send(Self.wait { [handler, port] in await handler(head, port) }, to: fd)
    }

    /// Runs `work` as a task and waits for its result on this (connection) thread.
    private static func wait(_ work: @escaping @Sendable () async -> HTTPAnswer) -> HTTPAnswer {
        final class Box: @unchecked Sendable { var answer: HTTPAnswer? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Task {
            box.answer = await work()
            done.signal()
        }
        done.wait()
        return box.answer ?? HTTPAnswer(status: 503, type: "text/plain", body: Data())
    }

    /// What reading a head gave: the head, an answer refusing it, or a connection that ended.
    enum HeadRead {
        case head(HTTPHead)
        case refused(HTTPAnswer)
        case ended
    }

    /// Reads the head of a request from `fd`.
    private func readHead(_ fd: Int32) -> HeadRead {
        let started = Date()
        var bytes: [UInt8] = []
        var lines: [String] = []
        var lineStart = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return .ended }
            if count < 0 {
                guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return .ended }
                if Date().timeIntervalSince(started) > Self.headTimeout { return .refused(Self.text(408, "the request took too long\n")) }
                lock.lock()
                let shed = reading[fd] == nil
                lock.unlock()
                if shed { return .ended }
                continue
            }
            // Each new byte is looked at once: line ends in linear time.
            var index = bytes.count
            bytes += buffer[0..<count]
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    var end = index
                    if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    let line = String(decoding: bytes[lineStart..<end], as: UTF8.self)
                    lineStart = index + 1
                    if line.isEmpty {
                        if lines.isEmpty { index += 1; continue }  // (a blank line before the request line)
                        return Self.parse(lines)
                    }
                    lines.append(line)
                } else if index - lineStart >= Self.largestLine {
                    return .refused(Self.text(431, "a request line or header is longer than \(Self.largestLine) bytes\n"))
                }
                index += 1
            }
            if bytes.count > Self.largestHead {
                return .refused(Self.text(431, "the request's headers are larger than \(Self.largestHead) bytes\n"))
            }
            if Date().timeIntervalSince(started) > Self.headTimeout { return .refused(Self.text(408, "the request took too long\n")) }
        }
    }

    private static func text(_ status: Int, _ message: String) -> HTTPAnswer {
        HTTPAnswer(status: status, type: "text/plain", body: Data(message.utf8))
    }

    /// The head of the request line and header lines.
    private static func parse(_ lines: [String]) -> HeadRead {
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
            return .refused(text(400, "not an HTTP/1.1 request line\n"))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .refused(text(400, "a header line without a colon\n")) }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // (A repeated Host header is refused: which one names the server would be ambiguous.)
            if name == "host", headers[name] != nil { return .refused(text(400, "more than one Host header\n")) }
            headers[name] = value
        }
        let target = parts[1]
        let path = String(target.prefix { $0 != "?" })
        var query: [String: String] = [:]
        if let mark = target.firstIndex(of: "?") {
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                func decoded(_ text: Substring) -> String {
                    let spaced = text.replacingOccurrences(of: "+", with: " ")
                    return spaced.removingPercentEncoding ?? spaced
                }
                query[decoded(halves[0])] = halves.count > 1 ? decoded(halves[1]) : ""
            }
        }
        return .head(HTTPHead(method: String(parts[0]), path: path, query: query, headers: headers))
    }

    private func send(_ answer: HTTPAnswer, to fd: Int32) {
        // Text is UTF-8; a PNG has no charset.
        let charset = answer.type.hasPrefix("image/png") ? "" : "; charset=utf-8"
        let head = "HTTP/1.1 \(answer.status) \(answer.reason)\r\nContent-Type: \(answer.type)\(charset)\r\n"
            + "Content-Length: \(answer.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        bytes += answer.body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
        shutdown(fd, Int32(SHUT_WR))
    }
}
