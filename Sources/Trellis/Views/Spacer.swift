import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
///
/// ```swift
/// HStack {
///     Text("Title")
///     Spacer()          // pushes the button to the trailing edge
///     Text("Edit")
/// }
/// ```
///
/// Sizing, in an `HStack` (a `VStack` swaps the axes): as wide as proposed but at least
/// `minLength` (or the default spacing of 8 when `minLength` is `nil`), and 0 tall. Outside a
/// stack it is as large as proposed on both axes, at least `minLength`. A spacer has the
/// lowest layout priority, so a stack sizes it after every other subview, and it sits 0
/// points from its neighbours along the stack's axis.
///
/// Sources: Apple's documentation of `Spacer`; OpenSwiftUI's `Spacer` (a reimplementation
/// checked against SwiftUI screenshots) for the priority, the spacing and the size across
/// the axis.
@frozen
nonisolated public struct Spacer: View, Sendable {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    ///
    /// If `nil`, the spacer's minimum length is the system default spacing, 8 points.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The minimum length this spacer can be shrunk to, or `nil` for
    ///   the system default spacing.
    @inlinable
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A spacer has no body: it is a leaf.
    public var body: Never { fatalError("Spacer has no body") }
}

extension Spacer: PrimitiveView {
    /// Adds the spacer's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        var length = minLength ?? ViewSpacing.systemDefault
        if !(length.isFinite && length >= 0) {
            let replacement = length > 0 || length.isNaN ? ViewSpacing.systemDefault : 0
            resolver.report(
                .invalidModifierValue, "Spacer",
                "minLength \(Describe.number(length)) is not a length; \(Describe.number(replacement)) is used")
            length = replacement
        }
        let axis = resolver.scope.stackOrientation
        let node = resolver.addLeaf(.spacer(minLength: length, axis: axis), name: .builtIn(.spacer))
        var spacing = ViewSpacing()
        switch axis {
        case .horizontal: spacing.formUnion(.zero, edges: .horizontal)
        case .vertical: spacing.formUnion(.zero, edges: .vertical)
        case nil: spacing = .zero
        }
        resolver.update([node]) {
            $0.priority = -.infinity
            $0.spacingOverride = spacing
        }
        elements.append(node)
    }
}
