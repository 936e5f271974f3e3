import Foundation

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title")
///     Divider()
///     Text("Subtitle")
/// }
/// ```
///
/// The stack offers its height to its subviews in order of layout priority, and within a
/// priority to the least flexible first, each getting an equal share of what is left; it is
/// as tall as its subviews together with the spacing between them. The subviews are aligned
/// horizontally by `alignment`. The algorithm is ``VStackLayout``'s.
@frozen
nonisolated public struct VStack<Content: View>: View {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; every subview has
    ///     the same horizontal screen coordinate for it. Centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` if you want the stack to
    ///     choose a default distance for each pair of subviews.
    ///   - content: A view builder that creates the content of this stack.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body: it is a container of its content.
    public var body: Never { fatalError("VStack has no body") }
}

extension VStack {
    /// Adds the stack's node, with its content's views as its subviews.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: view.layout.spacing, name: .vStack, content: view.content)
    }
}
