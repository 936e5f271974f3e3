import Foundation
import Trellis

extension PNGRenderer {
    /// Draws `result` as a Core Graphics image: the pixels of ``pixels(of:)``, or `nil` when
    /// the picture has no area (a root of zero, or not finite, width or height).
    ///
    /// The image is 8-bit RGBA with `CGImageAlphaInfo.last` (not premultiplied), or
    /// `.noneSkipLast` over an opaque ``background``. Like the rest of the renderer it runs on
    /// any task: `ImageRenderer.cgImage` is this, after laying its content out on the main
    /// actor, so a server can lay out and draw off the main actor and get the same image
    /// (see ``ImageRenderer``).
    ///
    /// ```swift
    /// let result = Text("Hello").padding().layout(in: .unspecified)
    /// let image = PNGRenderer(scale: 2, background: "none").cgImage(of: result)
    /// ```
    public func cgImage(of result: LayoutResult) -> CGImage? {
        let canvas = ElementTree(result).canvas
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        let drawn = pixels(result).0
        return CGImage(width: drawn.width, height: drawn.height, rgba: drawn.rgba(), alphaInfo: background == "none" ? .last : .noneSkipLast)
    }
}
