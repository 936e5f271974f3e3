import Foundation

/// Modes for compositing a view with overlapping content.
///
/// ```swift
/// ZStack {
///     Circle().fill(.red).frame(width: 80, height: 80).offset(x: -20)
///     Circle().fill(.blue).frame(width: 80, height: 80).offset(x: 20).blendMode(.multiply)
/// }
/// ```
///
/// A blend mode never changes a frame; the result carries it
/// (``LayoutResult/Effects/blendMode``) and the renderers composite with it: the PNG renderer
/// by the W3C Compositing formulas (Porter–Duff for the last five), SVG with CSS's
/// `mix-blend-mode` (which has no `sourceAtop`, `destinationOver` or `destinationOut`: those
/// draw normally there, see `docs/differences.md`).
public enum BlendMode: Sendable, Hashable {
    /// The source over the backdrop.
    case normal
    /// The product of the source and backdrop colours.
    case multiply
    /// The complement of the product of their complements: lighter.
    case screen
    /// Multiply or screen, depending on the backdrop colour.
    case overlay
    /// The darker of the source and backdrop colours.
    case darken
    /// The lighter of the source and backdrop colours.
    case lighten
    /// The backdrop brightened to reflect the source.
    case colorDodge
    /// The backdrop darkened to reflect the source.
    case colorBurn
    /// Darkens or lightens, depending on the source colour, softly.
    case softLight
    /// Multiply or screen, depending on the source colour.
    case hardLight
    /// The difference of the darker from the lighter colour.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity.
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The source where the backdrop is, over it; the backdrop elsewhere.
    case sourceAtop
    /// The backdrop over the source.
    case destinationOver
    /// The backdrop where the source is not.
    case destinationOut
    /// The sum of the colours, darkening: `max(0, 1 - ((1 - backdrop) + (1 - source)))`.
    case plusDarker
    /// The sum of the colours, lightening: `min(1, backdrop + source)`.
    case plusLighter
}
