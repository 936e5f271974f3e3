import Foundation

// `NavigationView`'s styles, deprecated in SwiftUI for `NavigationStack` and
// `NavigationSplitView`. Apple marks them deprecated in a future release (`deprecated:
// 100000.0`, which the compiler does not warn about): Trellis writes the same iOS
// attributes, which Linux builds ignore, so code that uses them builds as quietly as on iOS.

/// A specification for the appearance and interaction of a navigation view.
///
/// Deprecated in SwiftUI: use ``NavigationStack`` or ``NavigationSplitView`` instead.
///
/// ```swift
/// NavigationView { Text("Root") }.navigationViewStyle(.stack)
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// The default navigation view style: a stack in a compact width (iPhone), columns in a
/// regular one (iPad, macOS).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at
/// a time.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail
/// view: the navigation view's views side by side as columns in a regular width.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a double-column navigation view style.
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view
    /// at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// How a navigation view shows its views, as the environment keeps it.
enum NavigationViewStyleKind: Sendable {
    /// A stack in a compact width, columns in a regular one.
    case automatic
    /// A stack, whatever the width.
    case stack
    /// Columns in a regular width (a stack in a compact one).
    case columns
}

extension NavigationViewStyleKind {
    /// The kind of a style value.
    init(_ style: some NavigationViewStyle) {
        switch style {
        case is StackNavigationViewStyle: self = .stack
        case is DoubleColumnNavigationViewStyle, is ColumnNavigationViewStyle: self = .columns
        default: self = .automatic
        }
    }
}

/// The key of ``EnvironmentValues/navigationViewStyleKind``.
private struct NavigationViewStyleKey: EnvironmentKey {
    static var defaultValue: NavigationViewStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The style navigation views around take (`navigationViewStyle`).
    var navigationViewStyleKind: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for navigation views within this view.
    ///
    /// `.stack` shows a navigation view as a ``NavigationStack`` whatever the width;
    /// `.columns` (and ``DoubleColumnNavigationViewStyle``) lays its views out as the columns
    /// of a ``NavigationSplitView`` in a regular width; `.automatic` does either, by the
    /// horizontal size class.
    ///
    /// ```swift
    /// NavigationView { Text("Root") }.navigationViewStyle(.stack)
    /// ```
    ///
    /// - Parameter style: The style to apply.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyleKind, NavigationViewStyleKind(style))
    }
}
