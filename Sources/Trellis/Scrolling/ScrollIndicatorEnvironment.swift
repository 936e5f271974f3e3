import Foundation

/// The key of ``EnvironmentValues/horizontalScrollIndicatorVisibility``.
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

/// The key of ``EnvironmentValues/verticalScrollIndicatorVisibility``.
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility of horizontal scroll indicators inside: ``ScrollIndicatorVisibility/automatic``
    /// unless `scrollIndicators(_:axes:)` sets it.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators inside: ``ScrollIndicatorVisibility/automatic``
    /// unless `scrollIndicators(_:axes:)` sets it.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
}
