import Foundation

/// An image as pixels: 8-bit RGBA, not premultiplied, rows top to bottom.
///
/// ``PNGRenderer/pixels(of:)`` draws a layout result into one, ``png(pixelsPerMeter:)``
/// encodes it, ``init(png:)`` decodes one, and ``difference(from:tolerance:)`` compares two, as a snapshot test does: the fraction
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

    /// The pixels of a PNG file: a non-interlaced image of bit depth 8 (grey, grey and alpha,
    /// RGB, RGBA or palette), the kind ``png(pixelsPerMeter:)`` writes.
    ///
    /// - Throws: ``DecodingFailure``, saying what is wrong, for a file that is damaged, is not a
    ///   PNG, is of another kind, or has more than 4096 × 4096 pixels. It never crashes.
    public init(png data: Data) throws {
        do {
            let decoded = try DecodedPNG([UInt8](data))
            width = decoded.width
            height = decoded.height
            rgba = decoded.pixels
        } catch let error as DecodingError {
            throw DecodingFailure(reason: error.description)
        }
    }

    /// Why a PNG file could not be read as pixels.
    public struct DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong with the file, as a sentence fragment ("PNG chunk IDAT has a bad CRC").
        public let reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// How two images differ.
    public struct Difference: Sendable, Hashable {
        /// The fraction of pixels (0...1) that differ (by more than the tolerance asked for);
        /// 1 when the sizes differ.
        public let differingFraction: Double
        /// The largest difference of one channel of one pixel (0...255); 255 when the sizes differ.
        public let maximumChannelDelta: Int
        /// The largest colour difference of one pixel, as CIE76 ΔE*ab (0 for the same colour,
        /// about 100 between black and white), both pixels composited over white; 100 when the
        /// sizes differ.
        public let maximumColorDifference: Double
        /// The pixels that differ in red, scaled by their largest channel difference (at least
        /// half opaque), over a faded grey copy of the image compared against; the size of the
        /// larger image.
        public let image: PixelBuffer

        /// Whether no pixel differs.
        public var isEmpty: Bool { differingFraction == 0 }
    }

    /// How `other` differs from these pixels.
    ///
    /// With no tolerance, a pixel differs when any of its channels does. With a tolerance, a
    /// pixel differs when its colour is more than `tolerance` away in CIE76 ΔE*ab (the
    /// Euclidean distance in CIE L*a*b*, both pixels composited over white): about 2.3 is
    /// the smallest difference an eye notices, so a tolerance of 1 or 2 passes antialiasing
    /// noise and fails a changed colour. Images of different sizes differ everywhere.
    ///
    /// - Parameters:
    ///   - other: The image compared with this one.
    ///   - tolerance: The largest ΔE*ab at which two pixels count as the same; 0 (the default),
    ///     a negative value or NaN compares the channels exactly.
    public func difference(from other: PixelBuffer, tolerance: Double = 0) -> Difference {
        let w = max(width, other.width), h = max(height, other.height)
        var image = PixelBuffer(width: w, height: h)
        guard w > 0, h > 0 else { return Difference(differingFraction: 0, maximumChannelDelta: 0, maximumColorDifference: 0, image: image) }
        let sameSize = width == other.width && height == other.height
        let tolerance = tolerance > 0 ? tolerance : 0
        var differing = 0, maximum = 0, maximumColor = 0.0
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                var delta = 255
                var grey = 255
                if x < width, y < height {
                    let p = self[x: x, y: y]
                    grey = 255 - (255 - (Int(p.red) + Int(p.green) + Int(p.blue)) / 3) * Int(p.alpha) / 255 / 4
                }
                var differs = true
                if sameSize {
                    let i = (y * width + x) * 4
                    delta = 0
                    for k in 0..<4 { delta = max(delta, abs(Int(rgba[i + k]) - Int(other.rgba[i + k]))) }
                    if delta > 0 {
                        let colorDifference = LabColor(rgba, at: i).distance(to: LabColor(other.rgba, at: i))
                        maximumColor = max(maximumColor, colorDifference)
                        differs = colorDifference > tolerance || tolerance == 0
                    } else {
                        differs = false
                    }
                }
                if differs {
                    differing += 1
                    maximum = max(maximum, delta)
                    image.rgba[o] = 255
                    image.rgba[o + 1] = 0
                    image.rgba[o + 2] = 0
                    image.rgba[o + 3] = UInt8(128 + delta / 2)
                } else {
                    maximum = max(maximum, delta)
                    image.rgba[o] = UInt8(grey)
                    image.rgba[o + 1] = UInt8(grey)
                    image.rgba[o + 2] = UInt8(grey)
                    image.rgba[o + 3] = 255
                }
            }
        }
        if !sameSize { return Difference(differingFraction: 1, maximumChannelDelta: 255, maximumColorDifference: 100, image: image) }
        return Difference(
            differingFraction: Double(differing) / Double(w * h), maximumChannelDelta: maximum, maximumColorDifference: maximumColor,
            image: image)
    }
}

/// A colour in CIE L*a*b* (D65 white), from an 8-bit sRGB pixel composited over white: the
/// space in which the distance between two colours follows how different they look.
///
/// Source: the sRGB transfer function and matrix of IEC 61966-2-1, and the CIE 1976 L*a*b*
/// formulas (CIE 15:2004), with the D65 white point (0.95047, 1, 1.08883).
struct LabColor {
    let l: Double, a: Double, b: Double

    /// The pixel at byte offset `i` of `rgba` (not premultiplied), over white.
    init(_ rgba: [UInt8], at i: Int) {
        let alpha = Double(rgba[i + 3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let c = Double(byte) / 255 * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4)
        }
        let r = linear(rgba[i]), g = linear(rgba[i + 1]), bl = linear(rgba[i + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? t.pow(1.0 / 3) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE76 ΔE*ab: the Euclidean distance between the two colours.
    func distance(to other: LabColor) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

extension Double {
    /// `self` raised to `exponent` (Foundation's `pow`).
    fileprivate func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
