import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import TrellisRender

/// swift-snapshot-testing's image comparison: `precision` is "the percentage of pixels that must
/// match", `perceptualPrecision` "the percentage a pixel must match the source pixel to be
/// considered a match", measured as CIE Lab ΔE / 100 (its `image(precision:perceptualPrecision:)`
/// documentation, 1.19.7).
@Suite("Image comparison")
struct ImageDiffingTests {
    /// A 10 × 10 white image with `changed` pixels of its first row set to `colour`.
    static func image(changed: Int = 0, colour: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws -> UIImage {
        var pixels = PixelBuffer(width: 10, height: 10)
        for i in 0..<100 { pixels.rgba.replaceSubrange(i * 4..<i * 4 + 4, with: [255, 255, 255, 255]) }
        for i in 0..<changed { pixels.rgba.replaceSubrange(i * 4..<i * 4 + 3, with: [colour.0, colour.1, colour.2]) }
        return try #require(UIImage(data: pixels.png()))
    }

    /// The failure message, or `nil`, of comparing `image` with `reference`.
    static func failure(_ reference: UIImage, _ image: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).diffV2(reference, image)?.0
    }

    @Test("the same pixels match")
    func samePixelsMatch() throws {
        #expect(Self.failure(try Self.image(), try Self.image()) == nil)
    }

    @Test("precision is the fraction of pixels that must match")
    func precisionCountsPixels() throws {
        let reference = try Self.image(), changed = try Self.image(changed: 1)
        #expect(Self.failure(reference, changed) != nil)
        #expect(Self.failure(reference, changed, precision: 0.99) == nil)
        #expect(Self.failure(reference, try Self.image(changed: 2), precision: 0.99) != nil)
    }

    @Test("perceptual precision passes a colour within (1 − p) × 100 ΔE and fails one beyond")
    func perceptualPrecisionMeasuresColour() throws {
        let reference = try Self.image()
        let nearWhite = try Self.image(changed: 10, colour: (253, 253, 253))  // ΔE*ab about 0.8
        #expect(Self.failure(reference, nearWhite) != nil)
        #expect(Self.failure(reference, nearWhite, perceptualPrecision: 0.98) == nil)
        #expect(Self.failure(reference, try Self.image(changed: 10, colour: (200, 200, 200)), perceptualPrecision: 0.98) != nil)
    }

    @Test("images of different sizes fail, naming both sizes")
    func differentSizesFail() throws {
        let small = try #require(UIImage(data: PixelBuffer(width: 2, height: 2).png()))
        let message = try #require(Self.failure(try Self.image(), small, precision: 0))
        #expect(message.contains("2×2") && message.contains("10×10"))
    }

    @Test("a reference that is not a PNG file fails, saying why")
    func damagedReferenceFails() throws {
        let diffing = Diffing<UIImage>.image()
        let reference = diffing.fromData(Data("not a PNG".utf8))
        let message = try #require(diffing.diffV2(reference, try Self.image())?.0)
        #expect(message.hasPrefix("The reference image cannot be read: not a PNG file"))
    }

    @Test("a precision outside 0...1 is the strictest")
    func badPrecisionIsStrict() throws {
        #expect(Self.failure(try Self.image(), try Self.image(changed: 1), precision: .nan) != nil)
        #expect(Self.failure(try Self.image(), try Self.image(changed: 1), precision: -1) != nil)
    }
}
