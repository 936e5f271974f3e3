import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// This layout container behaves like an `HStack`, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
///
/// Subviews share the width by layout priority and flexibility (see `HStack`); they are
/// aligned vertically by `alignment`.
@frozen
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` to let each pair choose its own
    /// distance from their spacing preferences.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; the same vertical
    ///     screen coordinate for every subview. Centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for the stack to choose
    ///     a default distance for each pair.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The type defining the data to animate: none.
    public typealias AnimatableData = EmptyAnimatableData
    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    /// A horizontal stack orientation, which makes `Spacer` and `Divider` horizontal-aware.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing)
    }

    /// Measures the distances between neighbours once.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(storage: algorithm.makeCache(subviews))
    }

    /// The stack's width and height for `proposal`: the subviews' widths plus the spacing,
    /// and the height of the aligned subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, cache: &cache.storage)
    }

    /// Places the subviews from left to right (Trellis mirrors them in right-to-left
    /// layouts), aligned on `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache.storage)
    }

    /// The subviews' vertical-edge preferences, the first subview's leading one and the last
    /// subview's trailing one.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

extension HStackLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews, .spacingOfAlikeSubviews] }
}
