import Foundation

extension ShapeStyle {
    /// Returns a new style based on this style that multiplies by the specified opacity when
    /// drawing.
    ///
    /// ```swift
    /// Rectangle().fill(.tint.opacity(0.3))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// Returns the second level of this shape style: its colour at the share of opacity the
    /// secondary label colour has (60 %; the share for other colours is an estimate).
    ///
    /// ```swift
    /// Text("Muted").foregroundStyle(Color.red.secondary)
    /// ```
    public var secondary: some ShapeStyle { level(.secondary) }
    /// Returns the third level of this shape style (30 % of its opacity; an estimate).
    public var tertiary: some ShapeStyle { level(.tertiary) }
    /// Returns the fourth level of this shape style (18 % of its opacity; an estimate).
    public var quaternary: some ShapeStyle { level(.quaternary) }
    /// Returns the fifth level of this shape style (9 % of its opacity; an estimate).
    public var quinary: some ShapeStyle { level(.quinary) }

    /// This style at a hierarchical level: the label colour's share of opacity at that level.
    private func level(_ level: HierarchicalShapeStyle.Level) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: Color.label(level).opacity)
    }
}

/// A style drawn at a share of its opacity (``ShapeStyle/opacity(_:)``).
nonisolated struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableStyle {
    let base: Base
    let opacity: Double

    func color(in environment: EnvironmentValues) -> Color {
        let color: Color
        if let base = base as? Color {
            color = base
        } else if let base = base as? any ResolvableStyle {
            color = base.color(in: environment)
        } else {
            color = environment.foregroundColor ?? .primary
        }
        return color.opacity(opacity.isNaN ? 0 : opacity)
    }
}

/// A color gradient: the standard gradient derived from one colour (`Color.blue.gradient`).
///
/// Trellis draws it from top to bottom, from the colour lightened by mixing in 10 % white to
/// the colour darkened by mixing in 10 % black: an **estimate** (Apple does not publish the
/// gradient's stops).
@frozen
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let base: Color

    /// Creates a new instance from the specified gradient: drawn as that gradient from top
    /// to bottom.
    public init(_ gradient: Gradient) {
        base = gradient.stops.first?.color ?? .clear
        stops = gradient.stops
    }

    let stops: [Gradient.Stop]?

    init(color: Color) {
        base = color
        stops = nil
    }
}

extension AnyGradient: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        if let stops { return GradientBox.color(stops, .linear(startPoint: .top, endPoint: .bottom)) }
        func mix(_ other: Double, _ share: Double) -> Color {
            Color(
                red: base.red + (other - base.red) * share, green: base.green + (other - base.green) * share,
                blue: base.blue + (other - base.blue) * share, opacity: base.opacity, system: nil)
        }
        return GradientBox.color(
            [Gradient.Stop(color: mix(1, 0.1), location: 0), Gradient.Stop(color: mix(0, 0.1), location: 1)],
            .linear(startPoint: .top, endPoint: .bottom))
    }
}

extension Color {
    /// A standard gradient for the color (see ``AnyGradient``: Trellis's stops are an
    /// estimate).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
