// CoreGraphics' bitmap image, as far as a picture drawn headless needs it: its size, its pixel
// format and its pixel bytes. SwiftUI's `ImageRenderer.cgImage` returns one. Names and meanings
// are CoreGraphics' own; what differs is said where it is declared and in docs/differences.md.
#if !canImport(Darwin)
import Foundation

/// Storage options for alpha component data (CoreGraphics' `CGImageAlphaInfo`).
///
/// The raw values are CoreGraphics' own, so that they combine with ``CGBitmapInfo`` as there.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    /// There is no alpha channel.
    case none = 0
    /// The alpha component is stored in the least significant bits of each pixel, and the
    /// colour components are already multiplied by it (premultiplied RGBA).
    case premultipliedLast = 1
    /// The alpha component is stored in the most significant bits of each pixel, and the
    /// colour components are already multiplied by it (premultiplied ARGB).
    case premultipliedFirst = 2
    /// The alpha component is stored in the least significant bits of each pixel (RGBA, not
    /// premultiplied).
    case last = 3
    /// The alpha component is stored in the most significant bits of each pixel (ARGB, not
    /// premultiplied).
    case first = 4
    /// There is no alpha channel; the least significant bits of each pixel are ignored (RGBX).
    case noneSkipLast = 5
    /// There is no alpha channel; the most significant bits of each pixel are ignored (XRGB).
    case noneSkipFirst = 6
    /// There is no colour data, only an alpha channel.
    case alphaOnly = 7
}

/// Component information for a bitmap image (CoreGraphics' `CGBitmapInfo`): the alpha
/// information in the low bits, the byte order above it.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The bits of the value.
    public let rawValue: UInt32
    /// Creates bitmap information from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the alpha information, a ``CGImageAlphaInfo`` raw value.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bit that says the components are floating-point values.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the component information.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order the format names them.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit, little-endian byte order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit, little-endian byte order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit, big-endian byte order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit, big-endian byte order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// The source of an image's bytes (CoreGraphics' `CGDataProvider`).
///
/// Off Apple's platforms ``data`` is Foundation's `Data` rather than `CFData`: the usual Swift
/// route, `provider.data as Data?`, reads the bytes as on Apple's platforms; the C functions
/// of CoreFoundation (`CFDataGetBytePtr`) do not take it (docs/differences.md).
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// A provider of `data`'s bytes.
    public init?(data: Data) { bytes = data }

    /// A copy of the provider's bytes.
    public var data: Data? { bytes }
}

/// A bitmap image (CoreGraphics' `CGImage`): a grid of pixels, its format, and its bytes.
///
/// The images Trellis draws (`ImageRenderer.cgImage`) have 8 bits per component and 32 bits
/// per pixel, in the order red, green, blue, alpha, rows top to bottom with no padding
/// (``bytesPerRow`` is `width × 4`). The alpha is not premultiplied (``alphaInfo`` is
/// ``CGImageAlphaInfo/last``), or, for an opaque image, always 255 and to be ignored
/// (``CGImageAlphaInfo/noneSkipLast``). The colour space is sRGB.
///
/// ```swift
/// let image: CGImage = ImageRenderer(content: Text("Hi")).cgImage!
/// let bytes = image.dataProvider!.data! as Data   // width × height × 4 bytes, RGBA
/// ```
///
/// Images are immutable, and `Sendable` as on Apple's platforms.
public final class CGImage: Sendable {
    /// The width of the image, in pixels.
    public let width: Int
    /// The height of the image, in pixels.
    public let height: Int
    /// The number of bits in each colour component of a pixel: 8.
    public let bitsPerComponent: Int
    /// The number of bits in each pixel: 32.
    public let bitsPerPixel: Int
    /// The number of bytes in each row of the image: `width × 4`.
    public let bytesPerRow: Int
    /// Whether the image has an alpha channel, where it is, and whether the colours are
    /// premultiplied by it.
    public let alphaInfo: CGImageAlphaInfo
    /// The source of the image's bytes: `height` rows of ``bytesPerRow`` bytes.
    public let dataProvider: CGDataProvider?

    /// The image's bitmap information: ``alphaInfo`` in the default (big-endian) byte order,
    /// so that the bytes in memory are red, green, blue, alpha.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }

    /// Whether the image is a mask: never, for the images Trellis draws.
    public var isMask: Bool { false }

    /// An RGBA image of `width × height` pixels from `rgba` (four bytes per pixel, rows top
    /// to bottom), or `nil` when the sizes are not positive or `rgba` holds another count of
    /// bytes. `alphaInfo` says how the fourth byte is read.
    package init?(width: Int, height: Int, rgba: [UInt8], alphaInfo: CGImageAlphaInfo) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = width * 4
        self.alphaInfo = alphaInfo
        dataProvider = CGDataProvider(data: Data(rgba))
    }

    /// The image's bytes as an array: `height` rows of ``bytesPerRow`` bytes.
    package var rgba: [UInt8] { dataProvider?.data.map { [UInt8]($0) } ?? [] }
}
#endif
