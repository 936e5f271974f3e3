import Foundation

/// `offset`: moves where the view is drawn, not where it is laid out.
///
/// The offset view has its child's size, spacing and alignment guides, and its container
/// lays it out as if it were not offset: siblings do not move. In the layout result the
/// offset view's frame, and every frame inside it, is moved by the offset: they are where the
/// view is drawn. Modifiers applied after the offset (a background, a frame) keep the
/// unmoved frame, as in SwiftUI, where a border added after `offset` surrounds the original
/// position.
///
/// In a right-to-left environment a positive `x` moves the view to the left (towards the
/// trailing edge), as SwiftUI resolves offsets in the layout direction.
/// (Apple's documentation of `offset(_:)`; OpenSwiftUI `_OffsetEffect`.)
struct OffsetLayout: ModifierLayout {
    /// How far the view is drawn from its place (kept in its node; here for its name).
    let offset: CGSize

    var name: String { "offset(x: \(Describe.number(offset.width)), y: \(Describe.number(offset.height)))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }
}

nonisolated extension View {
    /// Offsets this view by the horizontal and vertical amount given in `offset`.
    ///
    /// ```swift
    /// Text("Offset").offset(CGSize(width: 20, height: 25))
    /// ```
    ///
    /// The view's layout is unchanged: only where it is drawn moves. A NaN or infinite
    /// component is treated as 0 and reported as a diagnostic.
    ///
    /// - Parameter offset: The distance to offset this view.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances.
    ///
    /// ```swift
    /// Text("Offset").offset(x: 20, y: 50)
    /// ```
    ///
    /// - Parameters:
    ///   - x: The horizontal distance to offset this view.
    ///   - y: The vertical distance to offset this view.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}

nonisolated struct OffsetModifier: UnaryLayoutModifier {
    typealias Body = Never
    let offset: CGSize

    var name: String { OffsetLayout(offset: offset).name }

    func layout(reporting resolver: inout Resolver) -> OffsetLayout { OffsetLayout(offset: offset) }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        func checked(_ value: CGFloat, _ label: String) -> CGFloat {
            resolver.finiteOrZero(value, label, isNot: "a distance", in: name)
        }
        let problems = resolver.problems.count
        let offset = CGSize(width: checked(self.offset.width, "x"), height: checked(self.offset.height, "y"))
        let layout = OffsetLayout(offset: offset)
        let wrapperName = nodeName(since: problems, in: resolver)
        for element in resolver.elements(of: content) {
            let node = resolver.wrap(element, in: resolver.box(layout, modifier: self), name: wrapperName)
            resolver.update([node]) { $0.drawingOffset = offset }
            elements.append(node)
        }
    }
}
