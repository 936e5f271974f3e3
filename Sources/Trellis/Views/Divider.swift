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
/// long as proposed (10 points when unspecified) and one pixel thick: `1 / displayScale`
/// points. It keeps the default spacing from its neighbours.
///
/// Sources: Apple's documentation of `Divider`; OpenSwiftUI's `Divider` and
/// `PlainDividerStyle` (orientation, and a thickness of the environment's pixel length).
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
        let thickness = 1 / resolver.environment.pixelScale
        let lineAxis: Axis = resolver.scope.stackOrientation == .horizontal ? .vertical : .horizontal
        elements.append(resolver.addLeaf(
            .divider(thickness: thickness, lineAxis: lineAxis), name: .builtIn(.divider),
            visual: .color(resolver.environment.resolved(Color.base(of: .separator)))))
    }
}
