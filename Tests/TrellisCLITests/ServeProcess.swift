import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A running `trellis serve` (the built executable beside the test bundle) on a port the system
/// picked, with the scene file it watches in a temporary folder of its own; or a running
/// `trellis preview` of a package's folder.
/// Its stored properties are set once, by `init`; `Process` is safe to ask from any thread.
final class ServeProcess: @unchecked Sendable {
    /// An answer of the server.
    struct Response {
        let status: Int
        let type: String
        let body: String
    }

    let process = Process()
    /// The folder that holds the scene file (removed by `stop()`), or the previewed package.
    let folder: URL
    /// Whether `stop()` removes `folder`.
    private let removesFolder: Bool
    /// The scene file (`scene.json` in `folder`), or `nil` when serving a built-in scene.
    let scene: URL?
    /// The page's address, as the command printed it.
    let base: URL
    /// The first line the command printed.
    let banner: String

    /// Starts `trellis serve` on `sceneText` written to a file, or on the built-in scene `builtIn`.
    /// With `descriptorLimit`, the command runs under `ulimit -n` of that many file descriptors.
    convenience init(sceneText: String? = nil, builtIn: String? = nil, arguments: [String] = [], descriptorLimit: Int? = nil) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var argument = builtIn ?? ""
        var scene: URL?
        if let sceneText {
            let file = folder.appendingPathComponent("scene.json")
            try Data(sceneText.utf8).write(to: file)
            scene = file
            argument = file.path
        }
        try self.init(["serve", argument, "--port", "0"] + arguments, folder: folder, scene: scene, descriptorLimit: descriptorLimit)
    }

    /// Starts `trellis preview` of the package in `package` (which `stop()` leaves in place).
    convenience init(previewing package: URL) throws {
        try self.init(["preview", package.path, "--port", "0"], folder: package, scene: nil, removesFolder: false)
    }

    /// Starts `trellis` with `arguments`, a server's, and reads the address it prints first.
    init(_ arguments: [String], folder: URL, scene: URL?, removesFolder: Bool = true, descriptorLimit: Int? = nil) throws {
        self.folder = folder
        self.scene = scene
        self.removesFolder = removesFolder
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binary = products.appendingPathComponent("trellis")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first: no \(binary.path)")
        process.executableURL = binary
        process.arguments = arguments
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", binary.path] + (process.arguments ?? [])
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // The first line names the address (or the command failed and closed its output).
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        banner = String(decoding: printed, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let start = banner.range(of: "http://"), let url = URL(string: String(banner[start.lowerBound...].prefix { $0 != " " })) else {
            process.terminate()
            throw CommandFailure("trellis \(arguments[0]) printed no address: \(banner)")
        }
        base = url
    }

    struct CommandFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Stops the server and removes the folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if removesFolder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Replaces the scene file's contents, as an editor's save does.
    func save(_ text: String) throws {
        let scene = try #require(scene)
        try Data(text.utf8).write(to: scene)
    }

    /// GETs `path` (with its query) from the server.
    func get(_ path: String) async throws -> Response {
        let (status, type, data) = try await getData(path)
        return Response(status: status, type: type, body: String(decoding: data, as: UTF8.self))
    }

    /// GETs `path` (with its query) from the server: the status, the content type and the body's bytes.
    func getData(_ path: String) async throws -> (status: Int, type: String, body: Data) {
        let url = try #require(URL(string: path, relativeTo: base))
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "", data)
    }

    /// GETs `path` and reads its body as a JSON object.
    func getJSON(_ path: String) async throws -> [String: Any] {
        let response = try await get(path)
        #expect(response.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
    }
}
