import Foundation

/// A type that defines the geometry of a collection of views.
///
/// The layout protocol in a few sentences: a parent *proposes* a size to its child; the child
/// *chooses* its own size, which may differ from the proposal; the parent then *places* the
/// child, choosing its position. A container conforming to `Layout` does the same for its
/// subviews through ``LayoutSubview`` proxies:
///
/// - ``sizeThatFits(proposal:subviews:cache:)`` reports the container's size for a proposal,
///   usually after asking the subviews about theirs;
/// - ``placeSubviews(in:proposal:subviews:cache:)`` tells each subview where to appear.
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0,
///                       height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
///
/// Use a layout like a built-in container: `BasicVStack { Color.red; Color.blue }`.
///
/// The optional requirements have defaults: no cache, spacing that is the union of the
/// subviews' spacing, and alignment guides merged from the subviews' explicit guides.
@preconcurrency
public protocol Layout: Animatable, Sendable {
    /// Properties of the layout container, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    ///
    /// The engine creates the cache with ``makeCache(subviews:)`` when the container is first
    /// laid out and keeps it between calls; results must not depend on whether it is fresh.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes; the default recreates it.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The preferred spacing for this layout and its edges, used when it sits next to other
    /// views in a container. The default is the union of the subviews' spacing.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    ///
    /// - Parameters:
    ///   - bounds: The region the parent gives the container, in the coordinate space that
    ///     ``LayoutSubview/place(at:anchor:proposal:)`` takes; its size is one the container
    ///     returned from ``sizeThatFits(proposal:subviews:cache:)``.
    ///   - proposal: The proposal the size in `bounds` answered.
    ///   - subviews: Proxies for the layout's subviews, to place each one.
    ///   - cache: The layout's cache, as ``makeCache(subviews:)`` made it.
    ///
    /// A subview that is not placed is centred in `bounds` and proposed `proposal`; a subview
    /// placed more than once takes the last placement.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis,
    /// measured from the leading edge of `bounds`, or `nil` to use the guide's default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis,
    /// measured from the top edge of `bounds`, or `nil` to use the guide's default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache with ``makeCache(subviews:)``.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// Merges the subviews' explicit values for `guide`: each subview's value is offset by
    /// where ``placeSubviews(in:proposal:subviews:cache:)`` puts it in `bounds`, and the values
    /// are combined as the guide combines them (averaged for most guides).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Merges the subviews' explicit values for `guide`: each subview's value is offset by
    /// where ``placeSubviews(in:proposal:subviews:cache:)`` puts it in `bounds`, and the values
    /// are combined as the guide combines them (first or last for text baselines, else averaged).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension Layout where Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}
