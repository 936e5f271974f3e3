import Foundation

/// An image as pixels: 8-bit RGBA, not premultiplied, rows top to bottom.
///
/// ``PNGRenderer/pixels(of:)`` draws a layout result into one, ``png(pixelsPerMeter:)``
/// encodes it, and ``difference(from:)`` compares two, as a snapshot test does: the fraction
/// of pixels that differ, the largest difference in one channel, and an image of where.
///
/// ```swift
/// let result = Text("Hello").padding().layout(in: ProposedViewSize(width: 200, height: 100))
/// let pixels = PNGRenderer(scale: 2).pixels(of: result)
/// let difference = pixels.difference(from: pixels)
/// assert(difference.differingFraction == 0 && difference.maximumChannelDelta == 0)
/// ```
public struct PixelBuffer: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes per pixel (red, green, blue, alpha; not premultiplied), `width × height × 4`
    /// in all, rows top to bottom.
    public var rgba: [UInt8]

    /// Pixels of `width × height`, from `rgba` (four bytes per pixel, not premultiplied), or
    /// `nil` when the sizes are negative or `rgba` holds another count of bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Transparent pixels of `width × height` (negative sizes taken as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        rgba = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// The red, green, blue and alpha bytes of the pixel at column `x`, row `y`.
    public subscript(x x: Int, y y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "the pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        let o = (y * width + x) * 4
        return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
    }

    /// The pixels as a PNG file; `pixelsPerMeter`, when given, is written as its resolution.
    /// An image with no pixels is written as one transparent pixel.
    public func png(pixelsPerMeter: Int? = nil) -> Data {
        guard width > 0, height > 0 else { return Data(PNGEncoder.encode(width: 1, height: 1, rgba: [0, 0, 0, 0])) }
        return Data(PNGEncoder.encode(width: width, height: height, rgba: rgba, pixelsPerMeter: pixelsPerMeter))
    }

    /// How two images differ.
    public struct Difference: Sendable, Hashable {
        /// The fraction of pixels (0...1) in which any channel differs; 1 when the sizes differ.
        public let differingFraction: Double
        /// The largest difference of one channel of one pixel (0...255); 255 when the sizes differ.
        public let maximumChannelDelta: Int
        /// The pixels that differ in red, scaled by their largest channel difference (at least
        /// half opaque), over a faded grey copy of the image compared against; the size of the
        /// larger image.
        public let image: PixelBuffer

        /// Whether no pixel differs.
        public var isEmpty: Bool { differingFraction == 0 }
    }

    /// How `other` differs from these pixels, channel by channel. Images of different sizes
    /// differ everywhere.
    public func difference(from other: PixelBuffer) -> Difference {
        let w = max(width, other.width), h = max(height, other.height)
        var image = PixelBuffer(width: w, height: h)
        guard w > 0, h > 0 else { return Difference(differingFraction: 0, maximumChannelDelta: 0, image: image) }
        let sameSize = width == other.width && height == other.height
        var differing = 0, maximum = 0
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                var delta = 255
                var grey = 255
                if x < width, y < height {
                    let p = self[x: x, y: y]
                    grey = 255 - (255 - (Int(p.red) + Int(p.green) + Int(p.blue)) / 3) * Int(p.alpha) / 255 / 4
                }
                if sameSize {
                    let i = (y * width + x) * 4
                    delta = 0
                    for k in 0..<4 { delta = max(delta, abs(Int(rgba[i + k]) - Int(other.rgba[i + k]))) }
                }
                if delta > 0 {
                    differing += 1
                    maximum = max(maximum, delta)
                    image.rgba[o] = 255
                    image.rgba[o + 1] = 0
                    image.rgba[o + 2] = 0
                    image.rgba[o + 3] = UInt8(128 + delta / 2)
                } else {
                    image.rgba[o] = UInt8(grey)
                    image.rgba[o + 1] = UInt8(grey)
                    image.rgba[o + 2] = UInt8(grey)
                    image.rgba[o + 3] = 255
                }
            }
        }
        if !sameSize { return Difference(differingFraction: 1, maximumChannelDelta: 255, image: image) }
        return Difference(differingFraction: Double(differing) / Double(w * h), maximumChannelDelta: maximum, image: image)
    }
}
