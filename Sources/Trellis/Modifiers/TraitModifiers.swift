import Foundation

nonisolated extension View {
    /// Marks this view so that a layout result can find it: `result.frame(of: "header")`.
    ///
    /// The mark belongs to the view it is applied to; for a modified view, that is the
    /// outermost modifier so far. Applied to a group of views, it marks each of them.
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(MarkModifier(marker: Marker(id)))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// Stacks offer space to higher-priority children first. The default priority is 0.
    /// The priority belongs to the list element, so it stays visible to the container
    /// through later modifiers.
    ///
    /// A priority that is NaN is 0 (NaN orders before and after every number, so a stack could
    /// not share space by it), and the layout reports it; infinities are priorities like any.
    public func layoutPriority(_ value: Double) -> some View {
        let priority = value.isNaN ? 0 : value
        return modifier(NodeModifier(
            name: "layoutPriority", problem: value.isNaN ? "is NaN; the priority is 0" : nil, change: .priority(priority)))
    }

    /// Associates a value with a custom layout property, readable by the containing layout
    /// through `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeModifier(name: "layoutValue", change: .layoutValue(ObjectIdentifier(key), value)))
    }

    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns
    /// from the view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier(name: "alignmentGuide", change: .guideOverride(GuideOverride(key: g.key, compute: computeValue))))
    }

    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns from
    /// the view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier(name: "alignmentGuide", change: .guideOverride(GuideOverride(key: g.key, compute: computeValue))))
    }
}
