import Foundation

// The colour effects: `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
// `colorInvert`, `colorMultiply` and `luminanceToAlpha`. Each changes the colours a view and
// everything in it draw with, never a frame. They are environment writes: the colours of
// fills, strokes, text, template images and controls inside are resolved through them
// (`EnvironmentValues.resolved(_:)`), innermost first, with the formulas `GraphicsContext`'s
// filters use. A bitmap image's own pixels are drawn unchanged (docs/differences.md).

nonisolated extension View {
    /// Adds `filter` inside the colour effects already around the content.
    private func colorFilter(_ filter: ColorFilter) -> some View {
        modifier(EnvironmentWriter { $0.colorFilters.append(filter) })
    }

    /// Brightens the view by adding `amount` to each colour component.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 40).brightness(0.3)
    /// ```
    ///
    /// - Parameter amount: From 0 (unchanged) to 1 (white); negative values darken. A
    ///   non-finite amount leaves the colours unchanged.
    public func brightness(_ amount: Double) -> some View {
        colorFilter(.brightness(amount))
    }

    /// Sets the contrast: each colour component is moved away from (or, below 1, toward)
    /// middle grey by `amount`.
    ///
    /// - Parameter amount: 1 leaves the colours unchanged, 0 makes them middle grey, and
    ///   negative values invert them around grey. A non-finite amount changes nothing.
    public func contrast(_ amount: Double) -> some View {
        colorFilter(.contrast(amount))
    }

    /// Scales the saturation of the view's colours.
    ///
    /// - Parameter amount: 0 removes all colour (grey by luminance), 1 leaves the colours
    ///   unchanged, above 1 intensifies them. A non-finite amount changes nothing.
    public func saturation(_ amount: Double) -> some View {
        colorFilter(.saturation(amount))
    }

    /// Removes colour from the view: `grayscale(1)` draws it in greys of the same luminance.
    ///
    /// - Parameter amount: From 0 (unchanged) to 1 (grey). A non-finite amount changes
    ///   nothing.
    public func grayscale(_ amount: Double) -> some View {
        colorFilter(.saturation(1 - amount))
    }

    /// Rotates the hue of the view's colours by `angle` (the Filter Effects specification's
    /// hue rotation).
    public func hueRotation(_ angle: Angle) -> some View {
        colorFilter(.hueRotation(angle))
    }

    /// Inverts the view's colours (each component c becomes 1 − c; alpha is kept).
    public func colorInvert() -> some View {
        colorFilter(.invert(1))
    }

    /// Multiplies each of the view's colours, component by component, by `color`.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").colorMultiply(.yellow)
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        colorFilter(.multiply(color))
    }

    /// Makes the view a mask of its luminance: each colour becomes black whose opacity is its
    /// luminance, so white is opaque and black transparent.
    public func luminanceToAlpha() -> some View {
        colorFilter(.luminanceToAlpha)
    }
}
