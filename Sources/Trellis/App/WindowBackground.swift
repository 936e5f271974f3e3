import Foundation

/// The default background style of a window: on iOS the system background colour (white in
/// light mode, black in dark mode), what `.background` paints.
///
/// ```swift
/// Rectangle().fill(.windowBackground)
/// ```
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// The window background style.
    public init() {}
}

extension WindowBackgroundShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { .base(of: .background) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The default background style of a window.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

nonisolated extension View {
    /// Sets whether a click that activates the view's window also reaches the view (macOS).
    /// Inert headless: no window is activated.
    public func allowsWindowActivationEvents(_ value: Bool?) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Lets a click that activates the view's window also reach the view (macOS). Inert
    /// headless: no window is activated.
    public func allowsWindowActivationEvents() -> some View {
        allowsWindowActivationEvents(true)
    }

    /// Sets the icon of the view's screen in Assistive Access's navigation. Inert headless:
    /// Assistive Access is off.
    public func assistiveAccessNavigationIcon(_ icon: Image) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the icon of the view's screen in Assistive Access's navigation, by SF Symbol name.
    /// Inert headless: Assistive Access is off.
    public func assistiveAccessNavigationIcon(systemImage: String) -> some View {
        modifier(SnapshotInertModifier())
    }
}
