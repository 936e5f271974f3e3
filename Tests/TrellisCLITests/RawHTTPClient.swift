import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 made with the socket calls themselves, for requests no HTTP
/// client library sends: a foreign `Host` header, a header that never ends, a connection left idle.
final class RawHTTPClient {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`; `nil` if the connection is refused.
    init?(port: Int) {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); return nil }
        socket = fd
    }

    deinit { close(socket) }

    /// Sends `text`; whether all of it was sent.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads until the server closes the connection (or 20 seconds pass without a byte).
    func receiveAll() -> String {
        var out = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            out += buffer[0..<count]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The status code of a `GET path` request with `host` as its Host header (the connection closes after it).
    static func status(port: Int, path: String = "/layout.json", host: String) -> Int? {
        guard let client = RawHTTPClient(port: port) else { return nil }
        client.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        let answer = client.receiveAll()
        let parts = answer.prefix { $0 != "\r" }.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
