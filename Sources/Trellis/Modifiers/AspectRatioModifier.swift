import Foundation

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    ///
    /// ```swift
    /// Ellipse()
    ///     .aspectRatio(0.75, contentMode: .fit)
    ///     .frame(width: 200, height: 200)   // the ellipse is 150 × 200
    /// ```
    ///
    /// A NaN, infinite, zero or negative ratio is not a ratio: it is treated as `nil` and
    /// reported as a diagnostic.
    ///
    /// - Parameters:
    ///   - aspectRatio: The ratio of width to height for the resulting view, or `nil` (the
    ///     default) to keep the ratio of this view's ideal size.
    ///   - contentMode: Whether this view fits or fills the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    ///
    /// ```swift
    /// Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
    /// ```
    ///
    /// - Parameters:
    ///   - aspectRatio: A size whose width-to-height ratio the resulting view takes.
    ///   - contentMode: Whether this view fits or fills the space it is offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping the aspect ratio of its ideal size.
    ///
    /// Equivalent to `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping the aspect ratio of its ideal size.
    ///
    /// Equivalent to `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

nonisolated struct AspectRatioModifier: UnaryLayoutModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    var name: String { AspectRatioLayout(ratio: ratio, contentMode: contentMode).name }

    func layout(reporting resolver: inout Resolver) -> AspectRatioLayout {
        var ratio = self.ratio
        if let value = ratio, !(value.isFinite && value > 0) {
            resolver.report(
                .invalidModifierValue, name,
                "aspect ratio \(Describe.number(value)) is not a positive finite ratio; the view's own ratio is used")
            ratio = nil
        }
        return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    }
}
