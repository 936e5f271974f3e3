import Foundation

/// A type-erased instance of the layout protocol.
///
/// Use it to switch a container between layouts while keeping its subviews:
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("Hello"); Text("World") }
/// ```
public struct AnyLayout: Layout {
    let base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            base = erased.base
        } else {
            base = layout
        }
    }

    /// The cache of the wrapped layout, type-erased.
    public struct Cache {
        var value: Any
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: base.erasedMakeCache(subviews))
    }

    /// Updates the wrapped layout's cache, or recreates it when the wrapped layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.erasedUpdateCache(subviews, &cache)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews, &cache)
    }

    /// The wrapped layout's size for the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.erasedSizeThatFits(proposal, subviews, &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        base.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        base.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }
}

// Each requirement, called on the wrapped layout with its concrete type opened.
extension Layout {
    fileprivate func erasedMakeCache(_ subviews: Subviews) -> Any {
        makeCache(subviews: subviews)
    }

    fileprivate func erasedUpdateCache(_ subviews: Subviews, _ cache: inout AnyLayout.Cache) {
        if var typed = cache.value as? Cache {
            cache.value = ()  // release the old box so `typed` is uniquely referenced
            updateCache(&typed, subviews: subviews)
            cache.value = typed
        } else {
            cache.value = makeCache(subviews: subviews)
        }
    }

    private func withErasedCache<R>(_ subviews: Subviews, _ cache: inout AnyLayout.Cache, _ body: (inout Cache) -> R) -> R {
        var typed = cache.value as? Cache ?? makeCache(subviews: subviews)
        cache.value = ()
        defer { cache.value = typed }
        return body(&typed)
    }

    fileprivate func erasedSpacing(_ subviews: Subviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing {
        withErasedCache(subviews, &cache) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSizeThatFits(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout AnyLayout.Cache) -> CGSize {
        withErasedCache(subviews, &cache) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout AnyLayout.Cache
    ) {
        withErasedCache(subviews, &cache) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedExplicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
        _ cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withErasedCache(subviews, &cache) { cache in
            switch key.axis {
            case .horizontal:
                explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

extension AnyLayout: DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { Self.properties(of: base) }

    private static func properties<L: Layout>(of layout: L) -> LayoutProperties {
        L.layoutProperties
    }
}

/// A layout whose properties depend on its value rather than its type (``AnyLayout``).
protocol DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}
