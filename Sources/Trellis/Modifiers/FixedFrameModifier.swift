import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// - Parameters:
    ///   - width: A fixed width for the frame, or `nil` to take the view's width.
    ///   - height: A fixed height for the frame, or `nil` to take the view's height.
    ///   - alignment: How to align the view inside the frame; centred by default.
    ///
    /// A NaN, infinite or negative size is not a size: it is treated as `nil` and reported
    /// as a diagnostic on the layout result.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }
}

@usableFromInline
nonisolated struct FixedFrameModifier: UnaryLayoutModifier, ModifierAfterContent {
    /// Wraps the elements resolved since `start` (``ModifierAfterContent``).
    @usableFromInline
    func apply(since start: ModifierStart, in resolver: inout _ViewResolver) { wrapElements(since: start, in: &resolver) }

    @usableFromInline typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    var name: String { FixedFrameLayout.name(width: width, height: height) }

    func layout(reporting resolver: inout Resolver) -> FixedFrameLayout {
        func checked(_ value: CGFloat?, _ label: String) -> CGFloat? {
            guard let value, !(value.isFinite && value >= 0) else { return value }
            resolver.report(.invalidModifierValue, name, "\(label) \(Describe.number(value)) is not a size; treated as unset")
            return nil
        }
        return FixedFrameLayout(width: checked(width, "width"), height: checked(height, "height"), alignment: alignment)
    }
}
