import SwiftUI

// Modelled on tevelee/SwiftUI-Flow: Sources/Flow/HFlow.swift — a generic view
// `HFlow<Content: View>: View` that, when `Content == EmptyView`, is itself a `Layout` (so it
// can go into `AnyLayout` or be called with a view builder) and `Animatable`, its layout-only
// initialisers delegating to the view ones with `{ EmptyView() }`. Re-typed, not copied.

/// A view that arranges its children in rows that wrap, aligned on a vertical guide.
public struct HFlow<Content: View>: View {
    let layout: FlowLayout
    let content: Content

    /// Creates a horizontal flow.
    /// - Parameters:
    ///   - alignment: The guide the subviews of a row share.
    ///   - itemSpacing: Between neighbours in a row; `nil` for the default.
    ///   - rowSpacing: Between rows; `nil` for the default.
    public init(
        alignment: VerticalAlignment = .center,
        itemSpacing: CGFloat? = nil,
        rowSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.layout = FlowLayout(alignment: alignment, itemSpacing: itemSpacing, lineSpacing: rowSpacing)
        self.content = content()
    }

    /// Creates a horizontal flow with the same spacing between items and between rows.
    public init(
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, itemSpacing: spacing, rowSpacing: spacing, content: content)
    }

    public var body: some View {
        layout {
            content
        }
    }
}

extension HFlow: Animatable where Content == EmptyView {
    public typealias AnimatableData = EmptyAnimatableData
}

extension HFlow: Layout, Sendable where Content == EmptyView {
    /// Creates a horizontal flow layout, to use as a `Layout`.
    public init(alignment: VerticalAlignment = .center, itemSpacing: CGFloat? = nil, rowSpacing: CGFloat? = nil) {
        self.init(alignment: alignment, itemSpacing: itemSpacing, rowSpacing: rowSpacing) {
            EmptyView()
        }
    }

    /// Creates a horizontal flow layout with one spacing, to use as a `Layout`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing) {
            EmptyView()
        }
    }

    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    nonisolated public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
}
