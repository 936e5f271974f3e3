import Foundation

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack(alignment: .top, spacing: 10) {
///     Color.red.frame(width: 40, height: 40)
///     Text("Title")
///     Spacer()
/// }
/// ```
///
/// The stack offers its width to its subviews in order of layout priority, and within a
/// priority to the least flexible first, each getting an equal share of what is left; it is
/// as wide as its subviews together with the spacing between them, which may be wider than
/// proposed. The subviews are aligned vertically by `alignment`. The algorithm is
/// ``HStackLayout``'s.
@frozen
nonisolated public struct HStack<Content: View>: View {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; every subview has
    ///     the same vertical screen coordinate for it. Centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` if you want the stack to
    ///     choose a default distance for each pair of subviews.
    ///   - content: A view builder that creates the content of this stack.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body: it is a container of its content.
    public var body: Never { fatalError("HStack has no body") }
}

extension HStack {
    /// Adds the stack's node, with its content's views as its subviews.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: view.layout.spacing, name: .hStack, content: view.content)
    }
}
