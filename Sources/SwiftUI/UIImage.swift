// UIKit's image, as far as SwiftUI code that renders views needs it: `ImageRenderer.uiImage`
// returns one, and `pngData()` encodes it. On iOS `import SwiftUI` brings UIKit; off Apple's
// platforms there is no UIKit, so this module declares the part such code uses.
#if !canImport(Darwin)
import Foundation
import TrellisRender

/// An object that manages image data (UIKit's `UIImage`, the part that holds a rendered
/// picture): a `CGImage` and the scale its pixels are drawn at.
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Hello").padding())
/// renderer.scale = 2
/// let png: Data? = renderer.uiImage?.pngData()
/// ```
public final class UIImage: Sendable {
    /// The underlying Core Graphics image.
    public let cgImage: CGImage?
    /// The scale factor of the image: pixels per point.
    public let scale: CGFloat
    /// Why the data the image was made from could not be read (a snapshot test's reference
    /// file, `TrellisSnapshotTesting`), or `nil`.
    package let problem: String?

    /// Creates an empty image: no pixels, a ``size`` of zero and a ``scale`` of 1 (UIKit's
    /// `UIImage()`, the placeholder code shows while a picture loads).
    public convenience init() { self.init(cgImage: nil, pixelsPerPoint: 1) }

    /// Creates an image object from the named asset, or `nil` when there is none.
    ///
    /// The name is looked up as `Image(_:)` looks it up in the main bundle's resources, for
    /// the main screen's scale (3): an `*.xcassets` catalog's image set, then a loose
    /// `name.png`, `name@2x.png`, `name@3x.png` file. The image has the scale of the file
    /// found. Trellis decodes PNG only: a JPEG or SVG file gives `nil`.
    ///
    /// - Parameter name: The name of the image asset or file.
    public convenience init?(named name: String) {
        guard let found = Image.resourceData(named: name, bundle: nil, displayScale: 3) else { return nil }
        self.init(data: found.data, scale: found.scale)
    }

    /// Creates an image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, pixelsPerPoint: 1) }

    /// Creates an image from the data of a PNG file, at `scale` pixels per point (1 when not
    /// finite and positive), or `nil` when the data is not a readable PNG file (UIKit reads
    /// other formats too; Trellis decodes PNG only).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = try? PixelBuffer(png: data), let image = CGImage.of(pixels) else { return nil }
        self.init(cgImage: image, pixelsPerPoint: scale)
    }

    /// Creates an image of `cgImage` at `scale` pixels per point (1 when not finite and
    /// positive); `problem` says why there is no image, if there is none.
    package init(cgImage: CGImage?, pixelsPerPoint scale: CGFloat, problem: String? = nil) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.problem = problem
    }

    /// An image of `pixels` drawn at `scale` pixels per point (no image for no pixels).
    package convenience init(pixels: PixelBuffer, scale: CGFloat) {
        self.init(cgImage: CGImage.of(pixels), pixelsPerPoint: scale)
    }

    /// The image in a PNG file's `data`, or one with no image that keeps why `data` could not
    /// be read.
    package static func reading(_ data: Data) -> UIImage {
        do {
            return UIImage(pixels: try PixelBuffer(png: data), scale: 1)
        } catch {
            return UIImage(cgImage: nil, pixelsPerPoint: 1, problem: "\(error)")
        }
    }

    /// The image's pixels (none without an image).
    package var pixels: PixelBuffer {
        guard let cgImage else { return PixelBuffer(width: 0, height: 0) }
        return PixelBuffer(width: cgImage.width, height: cgImage.height, rgba: cgImage.rgba) ?? PixelBuffer(width: 0, height: 0)
    }

    /// The logical dimensions of the image, in points: its pixels divided by ``scale``.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as a PNG file, or `nil` when it has no pixel data.
    ///
    /// The file holds the image's pixels as they are (8-bit RGBA), and no resolution.
    public func pngData() -> Data? {
        guard let cgImage, let bytes = cgImage.dataProvider?.data,
              let pixels = PixelBuffer(width: cgImage.width, height: cgImage.height, rgba: [UInt8](bytes))
        else { return nil }
        return pixels.png()
    }
}

extension ImageRenderer {
    /// The current contents of the view, rasterised as a UIKit image: `ImageRenderer.cgImage`
    /// at the renderer's `ImageRenderer.scale`, or `nil` when the content has no area.
    @MainActor public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, pixelsPerPoint: ImageRenderer.usableScale(scale)) }
    }
}
extension CGImage {
    /// An image of `pixels` (not premultiplied), or `nil` when it has no pixels.
    package static func of(_ pixels: PixelBuffer) -> CGImage? {
        CGImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba, alphaInfo: .last)
    }
}
#endif
