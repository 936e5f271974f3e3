import Foundation

/// What `trellis preview` asks of the preview program (`PreviewWorker`): one preview, drawn in
/// one format, in a given size and environment. Sent as one line of JSON on the program's
/// standard input; answered by a `PreviewAnswer` line and its body on standard output.
public struct PreviewRequest: Codable, Sendable, Hashable {
    /// What to answer.
    public enum Format: String, Codable, Sendable {
        /// The providers' names, as a JSON array of strings (no preview named).
        case list
        /// How many previews the provider `preview` names shows (the children of its
        /// `previews`), as a JSON number. The provider's views are made: a preview that crashes,
        /// crashes here.
        case count
        /// The explainer page (TrellisRender's `ExplainerPage`) of the preview.
        case explain
        /// The preview as SVG (`SVGRenderer`).
        case svg
        /// The preview as PNG (`PNGRenderer`), at `scale` pixels per point.
        case png
        /// Every view's frame as JSON (`JSONRenderer`).
        case json
    }

    /// What to answer.
    public var format: Format
    /// The preview's name: a provider's (its whole `previews`), or a provider's with `-INDEX`
    /// (its child at INDEX, from 1); `nil` for `list`.
    public var preview: String?
    /// The width offered to the preview, in points; `nil` for unspecified.
    public var width: Double?
    /// The height offered to the preview, in points; `nil` for unspecified.
    public var height: Double?
    /// Whether the colour scheme is dark.
    public var dark: Bool
    /// The display scale: pixels per point, rounding frames and sizing the PNG.
    public var scale: Double
    /// The window's safe-area insets: top, leading, bottom, trailing, in points.
    public var safeArea: [Double]

    /// Creates a request; the defaults are a light scheme at scale 1 with no safe area.
    public init(
        format: Format, preview: String? = nil, width: Double? = nil, height: Double? = nil, dark: Bool = false,
        scale: Double = 1, safeArea: [Double] = [0, 0, 0, 0]
    ) {
        self.format = format
        self.preview = preview
        self.width = width
        self.height = height
        self.dark = dark
        self.scale = scale
        self.safeArea = safeArea
    }
}

/// The head of the preview program's answer: one line of JSON, then `length` bytes of body.
public struct PreviewAnswer: Codable, Sendable, Hashable {
    /// An HTTP status: 200; 404 for a preview no provider names; 400 for a request it cannot
    /// read or whose numbers are out of range (the body says why).
    public var status: Int
    /// The body's content type (`image/png`, `text/html`…).
    public var type: String
    /// The body's length in bytes.
    public var length: Int

    /// Creates an answer's head.
    public init(status: Int, type: String, length: Int) {
        self.status = status
        self.type = type
        self.length = length
    }
}
