/// The set of possible working colour spaces for colour-compositing operations.
///
/// Each colour space guarantees the preservation of a particular range of colour values.
/// `ImageRenderer`'s `colorMode` takes one. Trellis draws in one colour space,
/// non-linear sRGB with 8 bits per component, whichever is chosen (docs/differences.md).
///
/// ```swift
/// let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
/// renderer.colorMode = .linear
/// ```
public enum ColorRenderingMode: Sendable, Hashable {
    /// The non-linear sRGB working colour space: colour component values outside 0...1 give
    /// undefined results. The default.
    case nonLinear
    /// The linear sRGB working colour space: colour component values outside 0...1 give
    /// undefined results.
    case linear
    /// The extended linear sRGB working colour space: colour component values outside 0...1
    /// are preserved.
    case extendedLinear
}
