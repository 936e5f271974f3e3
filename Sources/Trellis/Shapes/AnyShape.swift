import Foundation

/// A type-erased shape value.
///
/// You can use this type to dynamically switch between shape types: it sizes and draws as the
/// shape it wraps.
///
/// ```swift
/// struct Avatar: View {
///     var isCircular: Bool
///     var body: some View {
///         Color.blue.clipShape(isCircular ? AnyShape(Circle()) : AnyShape(Capsule()))
///     }
/// }
/// ```
@frozen
nonisolated public struct AnyShape: Shape {
    /// The shape wrapped.
    let base: any Shape

    /// Create an any shape instance from a shape.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// Describes the wrapped shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    /// The wrapped shape's size for the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    /// The wrapped shape's behavior in layout directions.
    public var layoutDirectionBehavior: LayoutDirectionBehavior {
        base.layoutDirectionBehavior
    }

    /// Adds the wrapped shape's leaf, as that shape adds it.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        func resolve<S: Shape>(_ shape: S) { S._resolve(shape, into: &resolver) }
        resolve(view.base)
    }
}
