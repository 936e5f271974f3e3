import Foundation

/// A set of values that indicate the visual size available to the view.
///
/// A size class describes the space a view has along one axis in broad terms: compact (an
/// iPhone's width in portrait) or regular (an iPad's). Views read it to choose an arrangement;
/// it changes no layout by itself. The host sets it: a headless layout has none unless the
/// environment it is given sets it.
///
/// ```swift
/// struct Adaptive: View {
///     @Environment(\.horizontalSizeClass) var sizeClass
///     var body: some View {
///         if sizeClass == .compact { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
///     }
/// }
/// ```
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// The size class that indicates a regular-sized dimension is constrained (an iPhone's
    /// width in portrait).
    case compact
    /// The size class that indicates a regular-sized dimension (an iPad's width).
    case regular
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `nil` (unknown) by default, as a
    /// headless host has no window to take it from.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { horizontalSize }
        set { horizontalSize = newValue }
    }

    /// The vertical size class of this environment: `nil` (unknown) by default, as a headless
    /// host has no window to take it from.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { verticalSize }
        set { verticalSize = newValue }
    }
}
