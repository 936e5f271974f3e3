import Foundation

nonisolated extension View {
    /// Adds a different padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Padded").padding(EdgeInsets(top: 10, leading: 20, bottom: 40, trailing: 0))
    /// ```
    ///
    /// A NaN or infinite inset is not a length: it is treated as 0 and reported as a
    /// diagnostic. Negative insets are allowed and pull the edge inwards.
    ///
    /// - Parameter insets: The padding amount for each edge.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Adds an equal padding amount to specific edges of this view.
    ///
    /// ```swift
    /// Text("Padded").padding([.bottom, .trailing], 20)
    /// Text("Default").padding()        // 16 points on every edge
    /// ```
    ///
    /// - Parameters:
    ///   - edges: The set of edges to pad; all edges by default.
    ///   - length: The amount to pad the given edges, in points. When `nil` (the default),
    ///     the platform's default amount is used: 16 points, as on iOS.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    /// Adds a specific padding amount to each edge of this view.
    ///
    /// ```swift
    /// Text("Padded").padding(10)
    /// ```
    ///
    /// - Parameter length: The amount to pad every edge, in points.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

@usableFromInline
nonisolated struct PaddingModifier: UnaryLayoutModifier, ModifierAfterContent {
    /// Wraps the elements resolved since `start` (``ModifierAfterContent``).
    @usableFromInline
    func apply(since start: ModifierStart, in resolver: inout _ViewResolver) { wrapElements(since: start, in: &resolver) }

    @usableFromInline typealias Body = Never
    let insets: EdgeInsets

    @usableFromInline
    init(insets: EdgeInsets) { self.insets = insets }

    /// Padding on `edges` only, `length` deep (the platform's default when `nil`).
    @usableFromInline
    init(edges: Edge.Set, length: CGFloat?) {
        let amount = length ?? PaddingLayout.defaultLength
        func on(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? amount : 0 }
        insets = EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
    }

    var name: String { PaddingLayout(insets: insets).name }

    func layout(reporting resolver: inout Resolver) -> PaddingLayout {
        func checked(_ value: CGFloat, _ edge: String) -> CGFloat {
            resolver.finiteOrZero(value, "\(edge) inset", isNot: "a length", in: name)
        }
        return PaddingLayout(insets: EdgeInsets(
            top: checked(insets.top, "top"), leading: checked(insets.leading, "leading"),
            bottom: checked(insets.bottom, "bottom"), trailing: checked(insets.trailing, "trailing")))
    }
}
