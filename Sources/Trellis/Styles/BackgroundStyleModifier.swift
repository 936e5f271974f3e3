import Foundation

/// The key of ``EnvironmentValues/backgroundStyle``.
private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background` draws with inside: `nil` (the system background colour) unless
    /// ``View/backgroundStyle(_:)`` sets one.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style ``ShapeStyle/background`` draws with inside the view.
    ///
    /// ```swift
    /// VStack { Rectangle().fill(.background) }.backgroundStyle(.blue)   // a blue rectangle
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
