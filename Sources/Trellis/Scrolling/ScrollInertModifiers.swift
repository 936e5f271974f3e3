import Foundation

// Scroll modifiers that real SwiftUI code uses and that change no frame in a layout, which is
// a snapshot: Trellis lays the view out as if they were not there (see
// `SnapshotInertModifiers.swift`). Each doc comment says what it would do over time.

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }
}

nonisolated extension View {
    /// Sets the visibility of scroll indicators within this view: the environment's
    /// ``EnvironmentValues/horizontalScrollIndicatorVisibility`` and
    /// ``EnvironmentValues/verticalScrollIndicatorVisibility`` for `axes`. Indicators take no
    /// space: no frame changes.
    ///
    /// - Parameters:
    ///   - visibility: The visibility to apply to scrollable views.
    ///   - axes: The axes of scrollable views that the visibility applies to.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
    }
}
