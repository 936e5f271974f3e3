import Foundation

/// A visual element that can be used to separate other content.
///
/// ```swift
/// VStack {
///     Text("Above")
///     Divider()         // a horizontal line across the stack
///     Text("Below")
/// }
/// ```
///
/// In a stack, a divider is a line across the stack's axis: a vertical line in an `HStack`,
/// a horizontal line in a `VStack`, and a horizontal line outside a stack. The line is as
/// long as proposed (10 points when unspecified) and one pixel thick, `1 / displayScale`
/// points, except on macOS, where it is one point thick at any scale. It keeps the default
/// spacing from its neighbours.
///
/// Sources: Apple's documentation of `Divider`; OpenSwiftUI's `Divider` and
/// `PlainDividerStyle` (orientation, and a thickness of the environment's pixel length);
/// measured on macOS 26.2 at 2× (swiftui-web `layout/divider`: 1 point).
nonisolated public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// A divider has no body: it is a leaf.
    public var body: Never { fatalError("Divider has no body") }
}

extension Divider: PrimitiveView {
    /// Adds the divider's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        // macOS draws a one-point line whatever the scale (measured); elsewhere one pixel.
        let thickness = resolver.environment.platform.system == .macOS ? 1 : 1 / resolver.environment.pixelScale
        let lineAxis: Axis = resolver.scope.stackOrientation == .horizontal ? .vertical : .horizontal
        elements.append(resolver.addLeaf(
            .divider(thickness: thickness, lineAxis: lineAxis), name: .builtIn(.divider),
            visual: .color(resolver.environment.resolved(Color.base(of: .separator)))))
    }
}
