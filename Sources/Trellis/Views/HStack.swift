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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: view.layout.spacing, name: .hStack, content: view.content)
    }
}

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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: view.layout.spacing, name: .vStack, content: view.content)
    }
}

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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.addStack(view.layout, spacing: nil, name: .zStack, content: view.content)
    }
}

extension Resolver {
    /// Adds a stack's node laid out by `layout`, with `content`'s views as its subviews; a
    /// `spacing` that is not a distance (NaN or infinite) is reported, and the stack's
    /// problems belong to its node.
    @inlinable
    mutating func addStack<L: Layout, Content: View>(_ layout: L, spacing: CGFloat?, name: BuiltInName, content: Content) {
        owningProblems { resolver in
            resolver.reportStackSpacing(spacing, of: name)
            resolver.addContainer(layout, name: .builtIn(name), content: content)
        }
    }

    /// Reports a stack spacing that is not a distance; the stack treats it as `nil` and uses
    /// its views' preferred distances.
    @usableFromInline
    mutating func reportStackSpacing(_ spacing: CGFloat?, of stack: BuiltInName) {
        guard let spacing, !spacing.isFinite else { return }
        report(
            .invalidModifierValue, stack.rawValue,
            "spacing \(Describe.number(spacing)) is not a distance; the views' preferred spacing is used")
    }
}
