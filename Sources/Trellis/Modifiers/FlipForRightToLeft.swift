import Foundation

// `flipsForRightToLeftLayoutDirection(_:)`: a view that mirrors its drawing in a right-to-left
// layout (an arrow that should point the reading way). The mirror is a horizontal flip about
// the view's centre, a render effect: the frame stays where layout put it (swiftui-web
// layout/rtl-shapes, macOS 26.2: a flipped symbol has the unflipped one's size).

/// Flips its content horizontally about its centre when enabled and the layout direction is
/// right to left.
nonisolated struct RightToLeftFlip<Content: View>: View {
    let content: Content
    let isEnabled: Bool
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        content.scaleEffect(x: isEnabled && direction == .rightToLeft ? -1 : 1, y: 1, anchor: .center)
    }
}

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right to left: enabled, in a right-to-left layout it draws flipped about its centre
    /// (its frame does not change); in a left-to-right one, or disabled, as it is.
    ///
    /// ```swift
    /// Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
    /// ```
    ///
    /// - Parameter enabled: Whether the view flips in a right-to-left layout.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, isEnabled: enabled)
    }
}
