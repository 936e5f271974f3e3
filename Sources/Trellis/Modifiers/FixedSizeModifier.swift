import Foundation

nonisolated extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    ///
    /// ```swift
    /// Text("A single line of text, too long to fit in a box.")
    ///     .fixedSize(horizontal: true, vertical: false)
    ///     .frame(width: 200, height: 200)
    /// ```
    ///
    /// The view is proposed an unspecified size on the fixed axes, so it answers its ideal
    /// size there, which may exceed what its parent offers.
    ///
    /// - Parameters:
    ///   - horizontal: Whether to fix the width of the view.
    ///   - vertical: Whether to fix the height of the view.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size in both dimensions.
    ///
    /// ```swift
    /// Text("A single line of text, too long to fit in a box.")
    ///     .fixedSize()
    ///     .frame(width: 200, height: 200)
    /// ```
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

nonisolated struct FixedSizeModifier: UnaryLayoutModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    var name: String { FixedSizeLayout(horizontal: horizontal, vertical: vertical).name }

    func layout(reporting resolver: inout Resolver) -> FixedSizeLayout {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
}
