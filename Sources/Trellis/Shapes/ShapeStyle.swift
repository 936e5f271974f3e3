import Foundation

/// A color or pattern to use when rendering a shape or text.
///
/// Trellis draws ``Color``, the hierarchical and semantic styles (``HierarchicalShapeStyle``,
/// ``ForegroundStyle``, ``BackgroundStyle``, ``TintShapeStyle``, ``SeparatorShapeStyle``) and
/// the gradients (``LinearGradient``, ``RadialGradient``, ``EllipticalGradient``,
/// ``AngularGradient``, ``Gradient``). A style of another type is accepted where SwiftUI
/// accepts one, and reported as a diagnostic of the layout, leaving the colour unchanged.
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
