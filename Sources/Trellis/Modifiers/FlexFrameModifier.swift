import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// Always specify at least one size characteristic. Pass `nil` or leave out a
    /// characteristic to let the frame adopt this view's sizing behaviour in that respect,
    /// constrained by the other non-`nil` arguments.
    ///
    /// ```swift
    /// Text("Checkout")
    ///     .frame(maxWidth: .infinity, alignment: .leading)   // takes the whole width offered
    /// ```
    ///
    /// The size proposed to this view is the size proposed to the frame, limited by any
    /// constraints specified, and with any ideal dimensions replacing unspecified dimensions
    /// of the proposal. On an axis with no minimum or maximum, the frame adopts this view's
    /// size; with both, it takes the proposal clamped to them. With only a minimum, it is at
    /// least the minimum; with only a maximum, it takes the proposal up to the maximum.
    ///
    /// Contradictory limits are normalised as in SwiftUI: a negative minimum becomes 0, the
    /// ideal is raised to the minimum and the maximum to the ideal. A NaN limit, or an
    /// infinite minimum, is not a size: it is treated as `nil`. Both are reported as
    /// diagnostics on the layout result.
    ///
    /// - Parameters:
    ///   - minWidth: The minimum width of the resulting frame.
    ///   - idealWidth: The ideal width of the resulting frame.
    ///   - maxWidth: The maximum width of the resulting frame.
    ///   - minHeight: The minimum height of the resulting frame.
    ///   - idealHeight: The ideal height of the resulting frame.
    ///   - maxHeight: The maximum height of the resulting frame.
    ///   - alignment: The alignment of this view inside the resulting frame; centred by default.
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexFrameModifier(
            width: (minWidth, idealWidth, maxWidth), height: (minHeight, idealHeight, maxHeight), alignment: alignment))
    }
}

@usableFromInline
nonisolated struct FlexFrameModifier: UnaryLayoutModifier, ModifierAfterContent {
    /// Wraps the elements resolved since `start` (``ModifierAfterContent``).
    @usableFromInline
    func apply(since start: ModifierStart, in resolver: inout _ViewResolver) { wrapElements(since: start, in: &resolver) }

    @usableFromInline typealias Body = Never
    @usableFromInline typealias Raw = (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    let width: Raw
    let height: Raw
    let alignment: Alignment

    @usableFromInline
    init(width: Raw, height: Raw, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    var name: String { FlexFrameLayout.name(width: width, height: height) }

    func layout(reporting resolver: inout Resolver) -> FlexFrameLayout {
        func checked(_ raw: Raw, _ axis: String) -> FlexFrameLayout.Limits {
            // The label (`minWidth`…) is written only for a report.
            func value(_ value: CGFloat?, _ limit: String, infiniteAllowed: Bool) -> CGFloat? {
                guard let value else { return nil }
                if value.isNaN || (!infiniteAllowed && value.isInfinite) {
                    resolver.report(.invalidModifierValue, name, "\(limit)\(axis) \(Describe.number(value)) is not a size; treated as unset")
                    return nil
                }
                if value < 0 {
                    resolver.report(.invalidModifierValue, name, "\(limit)\(axis) \(Describe.number(value)) is negative; treated as 0")
                }
                return value
            }
            let min = value(raw.min, "min", infiniteAllowed: false)
            let ideal = value(raw.ideal, "ideal", infiniteAllowed: true)
            let max = value(raw.max, "max", infiniteAllowed: true)
            let lower = min ?? -.infinity, middle = ideal ?? lower
            if lower > middle || middle > (max ?? middle) {
                resolver.report(
                    .invalidModifierValue, name,
                    "contradictory \(axis.lowercased()) limits; the ideal is raised to the minimum and the maximum to the ideal, and a maximum still below the minimum is ignored")
            }
            return FlexFrameLayout.Limits(min: min, ideal: ideal, max: max)
        }
        return FlexFrameLayout(width: checked(width, "Width"), height: checked(height, "Height"), alignment: alignment)
    }
}
