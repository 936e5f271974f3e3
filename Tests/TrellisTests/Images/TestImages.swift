import Foundation

/// Tiny image files made by the tests themselves: just the headers Trellis reads sizes from.
enum TestImages {
    /// The swiftui-web catalog's images the recordings show, as a bundle: the stand-ins of
    /// their recorded sizes in `Fixtures/images/files` (`icon`, `swatch`, …; NOTICE says what
    /// they are).
    static var catalog: Bundle? {
        Bundle(path: FixtureCase.folder.appendingPathComponent("images/files").path)
    }

    /// The start of a PNG file of `width` × `height` pixels: signature and `IHDR` chunk.
    static func png(width: Int, height: Int) -> Data {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + be32(0)
        return Data(bytes)
    }

    /// The start of a JPEG file: SOI, an APP0 segment, then a baseline SOF0 of the size.
    static func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [UInt8](repeating: 0, count: 9)
        return Data(bytes)
    }

    /// A new empty folder for one test's files.
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` to `name` in `folder` (making folders on the way) and returns its URL.
    @discardableResult
    static func write(_ data: Data, _ name: String, in folder: URL) -> URL {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url)
        return url
    }
}
