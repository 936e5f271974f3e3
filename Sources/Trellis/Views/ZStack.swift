import Foundation

/// A view that overlays its subviews, aligning them in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue.frame(width: 100, height: 100)
///     Text("Badge")
/// }
/// ```
///
/// Every subview is proposed the stack's proposal; the stack is as large as the aligned
/// subviews of the highest layout priority. Later subviews are drawn in front of earlier
/// ones. The algorithm is ``ZStackLayout``'s.
@frozen
nonisolated public struct ZStack<Content: View>: View {
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    /// Creates an instance with the given alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack on both the x- and
    ///     y-axes. Centred by default.
    ///   - content: A view builder that creates the content of this stack.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A stack has no body: it is a container of its content.
    public var body: Never { fatalError("ZStack has no body") }
}

extension ZStack {
    /// Adds the stack's node, with its content's views as its subviews.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: nil, name: .zStack, content: view.content)
    }
}
