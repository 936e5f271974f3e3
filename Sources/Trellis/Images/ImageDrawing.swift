import Foundation

extension LayoutResult {
    /// What a renderer needs to draw an image: where its pixels come from and how they fill
    /// the element's frame.
    ///
    /// The image always fills its frame: a resizable image's frame already has the shape
    /// `scaledToFit()` or `scaledToFill()` gave it (a fill overflows its container, which a
    /// `clipped()` clips), and a fixed image's frame is its natural size. So an SVG renderer
    /// draws it with `preserveAspectRatio="none"`.
    public struct ImageDrawing: Sendable, Equatable {
        /// Where an image's pixels come from.
        public enum Source: Sendable, Equatable {
            /// A PNG, JPEG or SVG file.
            case file(URL)
            /// The bytes of a PNG, JPEG or SVG file, with their MIME type (`image/png`).
            case data(Data, mimeType: String)
            /// An SF Symbol, by name: Apple's glyphs are not shipped, so renderers draw a
            /// placeholder (a rounded box labelled with the name).
            case symbol(String)
        }

        /// Where the pixels come from.
        public let source: Source
        /// A short name for the image: its resource name, file name or symbol name.
        public let name: String
        /// The MIME type of the file (`image/png`, `image/jpeg`, `image/svg+xml`); `nil` for a
        /// symbol.
        public let mimeType: String?
        /// The image's natural size in points.
        public let naturalSize: CGSize
        /// Whether the image was made resizable.
        public let isResizable: Bool
        /// The insets of the part that is not stretched (``Image/resizable(capInsets:resizingMode:)``).
        public let capInsets: EdgeInsets
        /// Whether the image stretches or tiles over its frame.
        public let resizingMode: Image.ResizingMode
        /// Whether the image is drawn as a template: its opaque pixels in ``paint``.
        public let isTemplate: Bool
        /// The foreground colour, which a template image or a symbol is drawn in.
        public let paint: Paint
        /// The interpolation quality asked for (`nil`: the renderer's default).
        public let interpolation: Image.Interpolation?
        /// Whether the image is antialiased.
        public let isAntialiased: Bool
    }
}
