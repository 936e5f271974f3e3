import Foundation

/// A color or pattern to use when rendering a shape or text.
///
/// Trellis draws solid colours: ``Color`` is the shape style it understands. A style of
/// another type is accepted where SwiftUI accepts one, and reported as a diagnostic of the
/// layout, leaving the colour unchanged.
///
/// ```swift
/// Circle().fill(.orange)
/// Text("Hello").foregroundStyle(Color.red.opacity(0.5))
/// VStack { Text("A"); Rectangle() }.foregroundStyle(.blue)
/// ```
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    /// A context-dependent black color suitable for use in UI elements.
    public static var black: Color { Color.black }
    /// A context-dependent white color suitable for use in UI elements.
    public static var white: Color { Color.white }
    /// A context-dependent gray color suitable for use in UI elements.
    public static var gray: Color { Color.gray }
    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }
    /// A context-dependent green color suitable for use in UI elements.
    public static var green: Color { Color.green }
    /// A context-dependent blue color suitable for use in UI elements.
    public static var blue: Color { Color.blue }
    /// A context-dependent orange color suitable for use in UI elements.
    public static var orange: Color { Color.orange }
    /// A context-dependent yellow color suitable for use in UI elements.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent pink color suitable for use in UI elements.
    public static var pink: Color { Color.pink }
    /// A context-dependent purple color suitable for use in UI elements.
    public static var purple: Color { Color.purple }
    /// A context-dependent mint color suitable for use in UI elements.
    public static var mint: Color { Color.mint }
    /// A context-dependent teal color suitable for use in UI elements.
    public static var teal: Color { Color.teal }
    /// A context-dependent cyan color suitable for use in UI elements.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent indigo color suitable for use in UI elements.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent brown color suitable for use in UI elements.
    public static var brown: Color { Color.brown }
    /// A clear color suitable for use in UI elements.
    public static var clear: Color { Color.clear }
}

/// A style for rasterizing vector shapes.
///
/// Trellis fills the built-in shapes whole, so neither option changes what is drawn; the type
/// exists so that `fill(_:style:)` calls written for SwiftUI compile unchanged.
@frozen
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    @inlinable
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Text {
    /// Sets the color of the text displayed by this view; `nil` uses the environment's
    /// foreground colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foregroundColor = color
        return text
    }

    /// Sets the style of the text displayed by this view.
    ///
    /// Only ``Color`` styles change how Trellis draws text; other styles leave it as it is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard let color = style as? Color else { return self }
        return foregroundColor(color)
    }
}

extension Rectangle {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).frame(width: 40, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}

extension RoundedRectangle {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}

extension Circle {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 20, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}

extension Ellipse {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Ellipse().fill(.green).frame(width: 40, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}

extension Capsule {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Capsule().fill(.mint).frame(width: 60, height: 24)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}
