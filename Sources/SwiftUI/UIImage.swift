// UIKit's image, as far as SwiftUI code that renders views needs it: `ImageRenderer.uiImage`
// returns one, and `pngData()` encodes it. On iOS `import SwiftUI` brings UIKit; off Apple's
// platforms there is no UIKit, so this module declares the part such code uses.
#if !canImport(Darwin)
import Foundation
import TrellisRender

/// An object that manages image data (UIKit's `UIImage`, the part that holds a rendered
/// picture): a ``CGImage`` and the scale its pixels are drawn at.
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

    /// Creates an image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, pixelsPerPoint: 1) }

    /// Creates an image of `cgImage` at `scale` pixels per point (1 when not finite and positive).
    package init(cgImage: CGImage, pixelsPerPoint scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
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
    /// The current contents of the view, rasterised as a UIKit image: ``ImageRenderer/cgImage``
    /// at the renderer's ``ImageRenderer/scale``, or `nil` when the content has no area.
    @MainActor public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, pixelsPerPoint: ImageRenderer.usableScale(scale)) }
    }
}
#endif
