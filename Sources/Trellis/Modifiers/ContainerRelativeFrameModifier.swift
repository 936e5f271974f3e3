import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    ///
    /// The container is the nearest scroll view around this view, or the window when there
    /// is none; the size it provides is its own less its safe-area insets and content
    /// margins. On the axes given, the frame takes that size (whatever its parent proposes)
    /// and proposes it to this view; on the others it behaves as a frame that leaves the
    /// dimension unset.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         ForEach(0 ..< 5, id: \.self) { _ in
    ///             Color.blue.containerRelativeFrame(.horizontal)   // a page each
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - alignment: How to align this view inside the frame; centred by default.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, rule: .whole, alignment: alignment, problem: nil))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, as `span` of `count` equal columns (or rows) of it.
    ///
    /// The container's length is divided into `count` parts with `spacing` between them; the
    /// frame is `span` parts long with the spacing between them:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         ForEach(0 ..< 8, id: \.self) { _ in
    ///             Color.orange.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
    ///         }
    ///     }
    /// }
    /// .safeAreaPadding(.horizontal, 20)
    /// ```
    ///
    /// A `count` or `span` below 1 is reported and taken as 1; a NaN, infinite or negative
    /// spacing is reported and taken as 0.
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - count: How many parts the container's length is divided into.
    ///   - span: How many parts the frame takes; 1 by default.
    ///   - spacing: The space between two parts.
    ///   - alignment: How to align this view inside the frame; centred by default.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        var problems: [String] = []
        if count < 1 { problems.append("count \(count) is less than 1; taken as 1") }
        if span < 1 { problems.append("span \(span) is less than 1; taken as 1") }
        let spacingIsLength = spacing.isFinite && spacing >= 0
        if !spacingIsLength { problems.append("spacing \(Describe.number(spacing)) is not a length; taken as 0") }
        let rule = ContainerRelativeLength.grid(
            count: Swift.max(count, 1), span: Swift.max(span, 1), spacing: spacingIsLength ? spacing : 0)
        return modifier(ContainerRelativeFrameModifier(
            axes: axes, rule: rule, alignment: alignment,
            problem: problems.isEmpty ? nil : problems.joined(separator: "; ")))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, as `length` works it out.
    ///
    /// `length` is called with the container's length along each of `axes` and that axis, and
    /// answers the frame's length along it. A NaN or negative answer is reported and taken
    /// as 0.
    ///
    /// ```swift
    /// Color.green.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - alignment: How to align this view inside the frame; centred by default.
    ///   - length: The frame's length along an axis, given the container's length along it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, rule: .custom(length), alignment: alignment, problem: nil))
    }
}

/// `containerRelativeFrame`: wraps each element of its content in a frame sized by the nearest
/// container (``ContainerRelativeFrameLayout``), and lists the frames' nodes, whose sizes the
/// engine keeps up to date as their containers' lengths change (`ContainerSizes.swift`).
nonisolated struct ContainerRelativeFrameModifier: UnaryLayoutModifier, ModifierAfterContent {
    typealias Body = Never
    let axes: Axis.Set
    let rule: ContainerRelativeLength
    let alignment: Alignment
    /// What was wrong with the arguments, already corrected in `rule`.
    let problem: String?

    var name: String { "containerRelativeFrame(\(rule.describe(axes)))" }

    func layout(reporting resolver: inout Resolver) -> ContainerRelativeFrameLayout {
        if let problem { resolver.report(.invalidModifierValue, name, problem) }
        return ContainerRelativeFrameLayout(axes: axes, rule: rule, alignment: alignment)
    }

    func apply(since start: ModifierStart, in resolver: inout _ViewResolver) {
        wrapElements(since: start, in: &resolver)
        resolver.features.containers.frames += resolver.elements[start.elements...]
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        wrapEach(of: content, into: &resolver, elements: &elements)
        resolver.features.containers.frames += elements[start...]
    }
}
