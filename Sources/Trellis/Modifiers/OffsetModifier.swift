import Foundation

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
        let wrapperName = nodeName(reportedProblems: resolver.problems.count != problems)
        for element in resolver.elements(of: content) {
            let node = resolver.wrap(element, in: resolver.box(layout, modifier: self), name: wrapperName)
            resolver.update([node]) { $0.drawingOffset = offset }
            elements.append(node)
        }
    }
}
