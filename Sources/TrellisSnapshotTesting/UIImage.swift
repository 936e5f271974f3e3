#if !canImport(Darwin)
import Foundation
import TrellisRender

/// An image: the format of the image snapshots of views (UIKit's `UIImage` stands in on iOS).
///
/// It holds the pixels Trellis drew (`PNGRenderer`) at a scale: ``size`` is in points,
/// ``pngData()`` encodes it. An image made from data that is not a readable PNG file has no
/// pixels and keeps the reason, which a snapshot comparison reports.
public final class UIImage: Sendable {
    /// The pixels, 8-bit RGBA.
    let pixels: PixelBuffer
    /// Why the data it was made from could not be read, or `nil`.
    let problem: String?

    /// The number of pixels per point.
    public let scale: CGFloat

    /// The size in points: the pixels divided by ``scale``.
    public var size: CGSize {
        CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }

    /// An image of `pixels` drawn at `scale` pixels per point (1 when not finite and positive).
    init(pixels: PixelBuffer, scale: CGFloat, problem: String? = nil) {
        self.pixels = pixels
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.problem = problem
    }

    /// The image in a PNG file's `data`, at `scale` pixels per point, or `nil` when the data is
    /// not a readable PNG file (see `PixelBuffer.init(png:)`).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = try? PixelBuffer(png: data) else { return nil }
        self.init(pixels: pixels, scale: scale)
    }

    /// The image as a PNG file, its resolution written from ``scale``.
    public func pngData() -> Data? {
        pixels.png(pixelsPerMeter: Int((Double(scale) * 72 / 0.0254).rounded()))
    }

    /// The image in `data`, or an empty one that keeps why `data` could not be read.
    static func reading(_ data: Data) -> UIImage {
        do {
            return UIImage(pixels: try PixelBuffer(png: data), scale: 1)
        } catch {
            return UIImage(pixels: PixelBuffer(width: 0, height: 0), scale: 1, problem: "\(error)")
        }
    }
}

/// The insets of a rectangle's edges, in points (UIKit's `UIEdgeInsets`): a device's safe area.
public struct UIEdgeInsets: Sendable, Hashable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
#endif
