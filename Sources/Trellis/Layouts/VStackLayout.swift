import Foundation

/// A vertical container that you can use in conditional layouts.
///
/// This layout container behaves like a `VStack`, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
///
/// Subviews share the height by layout priority and flexibility (see `VStack`); they are
/// aligned horizontally by `alignment`.
@frozen
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` to let each pair choose its own
    /// distance from their spacing preferences.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; the same horizontal
    ///     screen coordinate for every subview. Centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for the stack to choose
    ///     a default distance for each pair.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The type defining the data to animate: none.
    public typealias AnimatableData = EmptyAnimatableData
    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    /// A vertical stack orientation, which makes `Spacer` and `Divider` vertical-aware.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(majorAxis: .vertical, alignment: alignment.key, spacing: spacing)
    }

    /// Measures the distances between neighbours once.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(storage: algorithm.makeCache(subviews))
    }

    /// The stack's width and height for `proposal`: the subviews' heights plus the spacing,
    /// and the width of the aligned subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, cache: &cache.storage)
    }

    /// Places the subviews from top to bottom, aligned on `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache.storage)
    }

    /// The subviews' horizontal-edge preferences, the first subview's top one and the last
    /// subview's bottom one.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

extension VStackLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews, .spacingOfAlikeSubviews] }
}
