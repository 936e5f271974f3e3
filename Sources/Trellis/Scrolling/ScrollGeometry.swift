import Foundation

// The scroll geometry and scroll phase types that `onScrollGeometryChange` and
// `onScrollPhaseChange` hand their actions. A layout is a snapshot: nothing scrolls in it, so
// the actions are not run (as `onChange`'s are not; `SnapshotInertModifiers.swift`). The types
// are here so that real SwiftUI code compiles, and to compute with.

/// A type that defines the geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view: where its content is scrolled to, counted from
    /// inside its content insets.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view, which can be smaller or larger than its
    /// container.
    public var contentSize: CGSize
    /// The content insets of the scroll view (its content margins and safe area).
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: the scroll view's own size.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view, from its content offset and its container size
    /// (swiftui-web `scroll/geometry`: y −20 and 150 tall under a 20-point top margin).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds of the scroll view: its visible rect less its content insets (130 tall for a
    /// 150-tall scroll view with a 20-point top margin, swiftui-web `scroll/geometry`).
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x, y: contentOffset.y,
            width: Swift.max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: Swift.max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
    }

    /// A description of the geometry for debugging.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

/// A type that describes the state of a scroll gesture of a scrollable view.
public enum ScrollPhase: Equatable, Sendable {
    /// The scroll view is not scrolling.
    case idle
    /// The user is touching the scroll view but has not yet moved enough to scroll.
    case tracking
    /// The user is interacting with the scroll view.
    case interacting
    /// The scroll view is decelerating after the user stopped interacting with it.
    case decelerating
    /// The scroll view is animating to a position.
    case animating

    /// Whether the scroll view is scrolling: in any phase but idle.
    public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view at the time of the scroll phase change.
    public var geometry: ScrollGeometry
    /// The velocity of the scroll view at the time of the change, if known.
    public var velocity: CGVector?
}

nonisolated extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    /// In a layout nothing scrolls: the action is not run.
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``ScrollGeometry``.
    ///   - transform: A closure that transforms a ``ScrollGeometry`` to your type.
    ///   - action: A closure to run when the transformed data changes.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes. In a layout nothing scrolls: the action is not run.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes, with the change's context. Not run in a layout.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Flashes the scroll indicators of scrollable views when a view appears. Indicators take
    /// no space: no frame changes.
    ///
    /// - Parameter onAppear: Whether the indicators flash when the view appears.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Flashes the scroll indicators of scrollable views when `value` changes. No frame changes.
    ///
    /// - Parameter value: The value that triggers the flash.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        modifier(SnapshotInertModifier())
    }
}
