// CoreGraphics' bitmap context, as far as SwiftUI's `ImageRenderer.render(rasterizationScale:
// renderer:)` needs one headless: a grid of 8-bit RGBA pixels a view is drawn into, read back
// as a `CGImage`. Apple's PDF contexts and drawing calls (paths, transforms) are not here:
// docs/differences.md says so.
#if !canImport(Darwin)
import Foundation

/// A colour space (CoreGraphics' `CGColorSpace`): off Apple's platforms only device RGB, which
/// Trellis draws in as sRGB.
public final class CGColorSpace: Sendable {
    /// The number of colour components in the colour space: 3 (red, green, blue).
    public var numberOfComponents: Int { 3 }
    fileprivate init() {}
}

/// Creates a device-dependent RGB colour space: the only colour space off Apple's platforms.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// A bitmap drawing destination (CoreGraphics' `CGContext`, its bitmap kind).
///
/// Off Apple's platforms a context is a bitmap of 8 bits per component and 32 bits per pixel,
/// red, green, blue and alpha in that order, premultiplied
/// (``CGImageAlphaInfo/premultipliedLast``) or without alpha
/// (``CGImageAlphaInfo/noneSkipLast``); other formats, and more than 16,384 pixels on a side
/// or 16,777,216 in all, are refused (`nil`), as CoreGraphics refuses formats it does not
/// support. Memory it allocates starts transparent black (opaque black without alpha);
/// memory the caller gives is drawn over as it is. Views are drawn into it by
/// `ImageRenderer.render(rasterizationScale:renderer:)`: with the context's user space as it
/// starts (one unit a pixel, the origin at the bottom left), so a view fills the bottom-left
/// corner of a larger context. There are no drawing calls or transforms of its own.
///
/// ```swift
/// let context = CGContext(data: nil, width: 100, height: 50, bitsPerComponent: 8, bytesPerRow: 0,
///                         space: CGColorSpaceCreateDeviceRGB(),
///                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
/// let image = context.makeImage()
/// ```
public final class CGContext {
    /// The most pixels a context has on a side.
    static let maximumSide = 16_384
    /// The most pixels a context has.
    static let maximumPixelCount = 16_777_216

    /// The width of the bitmap, in pixels.
    public let width: Int
    /// The height of the bitmap, in pixels.
    public let height: Int
    /// The number of bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// The number of bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// The number of bytes in each row of the bitmap.
    public let bytesPerRow: Int
    /// Where the alpha is kept: ``CGImageAlphaInfo/premultipliedLast`` or
    /// ``CGImageAlphaInfo/noneSkipLast``.
    public let alphaInfo: CGImageAlphaInfo
    /// The bitmap's information: ``alphaInfo`` in the default byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The bitmap's memory: `height` rows of ``bytesPerRow`` bytes.
    public let data: UnsafeMutableRawPointer?
    /// Whether `data` was allocated here (and is freed with the context).
    private let ownsData: Bool

    /// Creates a bitmap context of `width × height` pixels.
    ///
    /// - Parameters:
    ///   - data: The memory to draw into, at least `bytesPerRow × height` bytes, which the
    ///     caller keeps alive as long as the context; `nil` to have the context allocate it.
    ///   - width: The width in pixels, 1 to 16,384.
    ///   - height: The height in pixels, 1 to 16,384 (and 16,777,216 pixels in all).
    ///   - bitsPerComponent: 8, the only depth supported.
    ///   - bytesPerRow: The bytes from one row to the next, at least `width × 4`; 0 to
    ///     have it worked out.
    ///   - space: The colour space: device RGB.
    ///   - bitmapInfo: ``CGImageAlphaInfo/premultipliedLast`` or
    ///     ``CGImageAlphaInfo/noneSkipLast``, in the default or 32-bit big-endian byte order
    ///     (the same bytes in memory).
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        guard bitsPerComponent == 8, width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixelCount,
              bitmapInfo & ~(CGBitmapInfo.alphaInfoMask.rawValue | CGBitmapInfo.byteOrderMask.rawValue) == 0,
              order == CGBitmapInfo.byteOrderDefault.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue,
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue),
              alpha == .premultipliedLast || alpha == .noneSkipLast,
              bytesPerRow == 0 || (bytesPerRow >= width * 4 && bytesPerRow <= Self.maximumSide * 4 * 4)
        else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow == 0 ? width * 4 : bytesPerRow
        alphaInfo = alpha
        if let data {
            self.data = data
            ownsData = false
        } else {
            self.data = UnsafeMutableRawPointer.allocate(byteCount: self.bytesPerRow * height, alignment: 16)
            self.data!.initializeMemory(as: UInt8.self, repeating: 0, count: self.bytesPerRow * height)
            ownsData = true
            if alpha == .noneSkipLast { for y in 0..<height { for x in 0..<width { pixel(x, y)[3] = 255 } } }
        }
    }

    deinit {
        if ownsData { data?.deallocate() }
    }

    /// The bytes of the pixel at column `x`, row `y` (rows top to bottom in memory).
    private func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        data!.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
    }

    /// An image of the bitmap as it is now (a copy: later drawing does not change it).
    ///
    /// Its pixels are the context's, with the colours no longer premultiplied
    /// (``CGImageAlphaInfo/last``), or opaque (``CGImageAlphaInfo/noneSkipLast``).
    public func makeImage() -> CGImage? {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y), o = (y * width + x) * 4
                let a = Int(p[3])
                if alphaInfo == .noneSkipLast || a == 255 {
                    (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3]) = (p[0], p[1], p[2], 255)
                } else if a > 0 {
                    for k in 0..<3 { rgba[o + k] = UInt8(min(255, (Int(p[k]) * 255 + a / 2) / a)) }
                    rgba[o + 3] = p[3]
                }
            }
        }
        return CGImage(width: width, height: height, rgba: rgba, alphaInfo: alphaInfo == .noneSkipLast ? .noneSkipLast : .last)
    }

    /// Draws `image` (RGBA, not premultiplied, rows top to bottom) over the bitmap, its bottom
    /// left at the user space's origin (the bitmap's bottom left), one pixel a unit.
    package func drawOver(_ image: CGImage) {
        let source = image.rgba
        let rows = min(image.height, height), columns = min(image.width, width)
        for row in 0..<rows {
            // The image's bottom row sits on the bitmap's bottom row.
            let y = height - rows + row, sourceRow = image.height - rows + row
            for x in 0..<columns {
                let s = (sourceRow * image.width + x) * 4
                let a = Int(source[s + 3])
                guard a > 0 else { continue }
                let p = pixel(x, y)
                for k in 0..<3 {
                    let premultiplied = (Int(source[s + k]) * a + 127) / 255
                    p[k] = UInt8(premultiplied + (Int(p[k]) * (255 - a) + 127) / 255)
                }
                if alphaInfo == .premultipliedLast { p[3] = UInt8(a + (Int(p[3]) * (255 - a) + 127) / 255) }
            }
        }
    }
}
#endif
