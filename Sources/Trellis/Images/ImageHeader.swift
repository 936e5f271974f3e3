import Foundation

/// An image file's format and pixel size, read from its header without decoding a pixel.
///
/// - PNG: the `IHDR` chunk, which the format requires first (width and height, big-endian).
/// - JPEG: the first start-of-frame marker (`SOF0`…`SOF15` except `DHT`, `JPG` and `DAC`),
///   reached by walking the marker segments from the start.
/// - SVG: the root element's `width` and `height` (in px, pt or unitless numbers), else its
///   `viewBox` size; an SVG's size is in points already.
struct ImageHeader: Equatable, Sendable {
    /// The file formats Trellis reads sizes from.
    enum Format: String, Sendable {
        case png, jpeg, svg

        /// The MIME type, for a data URI.
        var mimeType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            case .svg: "image/svg+xml"
            }
        }
    }

    let format: Format
    /// The size in pixels (for SVG, in its own user units).
    let pixelSize: CGSize

    /// Why a file's size could not be read.
    enum Problem: Error, CustomStringConvertible {
        case unknownFormat
        case truncated(Format)
        case noSize(Format)

        var description: String {
            switch self {
            case .unknownFormat: "is not a PNG, JPEG or SVG file"
            case let .truncated(format): "is a \(format.rawValue.uppercased()) file cut short before its size"
            case let .noSize(format): "is a \(format.rawValue.uppercased()) file whose size is not a positive number"
            }
        }
    }

    /// Reads the header of `data`.
    static func read(_ data: Data) -> Result<ImageHeader, Problem> {
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg([UInt8](data)) }
        // (The prefix may end inside a character, or hold a stray byte: decoded leniently, since
        // only the root element's markup is read.)
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        if text.contains("<svg") { return svg(text) }
        return .failure(.unknownFormat)
    }

    /// A checked size: both sides finite and positive.
    private static func sized(_ format: Format, _ width: Double, _ height: Double) -> Result<ImageHeader, Problem> {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return .failure(.noSize(format)) }
        return .success(ImageHeader(format: format, pixelSize: CGSize(width: width, height: height)))
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func png(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return .failure(.truncated(.png)) }
        return sized(.png, Double(bigEndian(bytes, 16, count: 4)), Double(bigEndian(bytes, 20, count: 4)))
    }

    private static func jpeg(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .failure(.truncated(.jpeg)) }
            let marker = bytes[offset + 1]
            // Fill bytes, and markers without a length (RSTn, SOI, TEM).
            if marker == 0xFF { offset += 1; continue }
            if (0xD0...0xD8).contains(marker) || marker == 0x01 { offset += 2; continue }
            let length = bigEndian(bytes, offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Length (2), precision (1), height (2), width (2).
                guard offset + 9 <= bytes.count else { return .failure(.truncated(.jpeg)) }
                return sized(.jpeg, Double(bigEndian(bytes, offset + 7, count: 2)), Double(bigEndian(bytes, offset + 5, count: 2)))
            }
            guard length >= 2 else { return .failure(.truncated(.jpeg)) }
            offset += 2 + length
        }
        return .failure(.truncated(.jpeg))
    }

    private static func svg(_ text: String) -> Result<ImageHeader, Problem> {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return .failure(.truncated(.svg))
        }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            // ` name="value"` or `'value'`, preceded by whitespace so `stroke-width` is not `width`.
            for quote in ["\"", "'"] {
                for space in [" ", "\n", "\t", "\r"] {
                    guard let found = tag.range(of: space + name + "=" + quote) else { continue }
                    guard let close = tag[found.upperBound...].range(of: quote) else { continue }
                    return String(tag[found.upperBound..<close.lowerBound])
                }
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
            return Double(value)
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return sized(.svg, width, height)
        }
        if let box = attribute("viewBox") {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4 { return sized(.svg, numbers[2], numbers[3]) }
        }
        return .failure(.noSize(.svg))
    }
}
