import Foundation

nonisolated extension View {
    /// Sets a view's foreground elements to use a given style: the colour shapes are filled
    /// with and text is drawn in, for this view and its descendants. A style set further in
    /// (on a descendant, or with `fill(_:style:)`) wins.
    ///
    /// ```swift
    /// HStack { Circle(); Text("Ready") }.foregroundStyle(.green)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: style))
    }

    /// Sets the color of the foreground elements displayed by this view; `nil` restores the
    /// default (`primary`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }
}

/// Sets the foreground colour of its content from a shape style (a gradient is a colour that
/// carries it); reports styles Trellis does not draw.
nonisolated struct ForegroundStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: any ShapeStyle

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        guard let color = resolver.color(of: style, for: "foregroundStyle") else {
            resolver.resolve(content, into: &elements)
            return
        }
        let saved = resolver.environment.foregroundColor
        resolver.environment.foregroundColor = color
        resolver.resolve(content, into: &elements)
        resolver.environment.foregroundColor = saved
    }
}

extension _ViewResolver {
    /// The colour `style` paints with in the current environment; `nil`, reported as a problem
    /// of `modifier`, for a style Trellis cannot draw.
    mutating func color(of style: any ShapeStyle, for modifier: String) -> Color? {
        if let color = style as? Color { return color }
        if let style = style as? any ResolvableStyle {
            let color = style.color(in: environment)
            if let problem = color.shading?.problem { report(.invalidModifierValue, modifier, problem) }
            return color
        }
        report(.invalidModifierValue, modifier, "\(type(of: style)) is not a colour Trellis can draw; the colour is unchanged")
        return nil
    }
}
