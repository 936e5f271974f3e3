// The bitmap context and image of the CoreGraphics stand-in: CoreGraphics' formats and rules.
import CoreGraphics
import Testing

#if !canImport(Darwin)
@Suite("CoreGraphics bitmaps")
struct CGContextTests {
    static func context(_ width: Int, _ height: Int, alpha: CGImageAlphaInfo = .premultipliedLast, bitsPerComponent: Int = 8) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
    // — "bytesPerRow … If you pass 0, the value is calculated automatically"; a new bitmap is clear.
    @Test("a new bitmap context is transparent black, its rows width × 4 bytes")
    func newContextIsClear() throws {
        let context = try #require(Self.context(3, 2))
        #expect(context.bytesPerRow == 12 && context.bitsPerPixel == 32)
        let image = try #require(context.makeImage())
        #expect(image.width == 3 && image.height == 2 && image.alphaInfo == .last)
        #expect(image.dataProvider?.data == Data(count: 24))
    }

    @Test("an opaque bitmap context starts black with full alpha")
    func opaqueContextStartsBlack() throws {
        let image = try #require(Self.context(2, 1, alpha: .noneSkipLast)?.makeImage())
        #expect(image.alphaInfo == .noneSkipLast && image.dataProvider?.data == Data([0, 0, 0, 255, 0, 0, 0, 255]))
    }

    // CoreGraphics refuses the formats it does not support ("Supported Pixel Formats" in the
    // Quartz 2D Programming Guide) with a nil context; so does this one, and sizes past its limits.
    @Test("unsupported formats and sizes are refused")
    func unsupportedIsRefused() {
        #expect(Self.context(2, 2, alpha: .last) == nil)
        #expect(Self.context(2, 2, bitsPerComponent: 16) == nil)
        #expect(Self.context(0, 2) == nil && Self.context(-1, 2) == nil)
        #expect(Self.context(20_000, 1) == nil && Self.context(8_192, 8_192) == nil)
        #expect(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("drawing over a bitmap blends by alpha and makeImage undoes the premultiplication")
    func drawingBlends() throws {
        let context = try #require(Self.context(1, 1))
        context.drawOver(try #require(CGImage(width: 1, height: 1, rgba: [255, 0, 0, 255], alphaInfo: .last)))
        context.drawOver(try #require(CGImage(width: 1, height: 1, rgba: [0, 0, 255, 128], alphaInfo: .last)))
        let image = try #require(context.makeImage())
        #expect(image.dataProvider?.data == Data([127, 0, 128, 255]))
    }

    @Test("a bitmap drawn into memory the caller owns is written there")
    func callerMemoryIsWritten() throws {
        var memory = [UInt8](repeating: 7, count: 8)
        try memory.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.drawOver(try #require(CGImage(width: 1, height: 1, rgba: [0, 255, 0, 255], alphaInfo: .last)))
        }
        #expect(memory == [0, 255, 0, 255, 7, 7, 7, 7])
    }

    @Test("an image of the wrong byte count or no pixels is refused")
    func badImageIsRefused() {
        #expect(CGImage(width: 2, height: 1, rgba: [0, 0, 0, 0], alphaInfo: .last) == nil)
        #expect(CGImage(width: 0, height: 1, rgba: [], alphaInfo: .last) == nil)
        #expect(CGImage(width: Int.max, height: 2, rgba: [], alphaInfo: .last) == nil)
    }
}
#endif
