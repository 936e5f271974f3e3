import Foundation

// The scroll geometry and scroll phase types that `onScrollGeometryChange` and
// `onScrollPhaseChange` hand their actions, and those modifiers. `onScrollGeometryChange` and
// `onScrollVisibilityChange` are observers, run after a layout (`LayoutObservers.swift`);
// `onScrollPhaseChange` reports, after a layout, the phase a scroll view appears in and the
// phases a drag took it through (`Gestures/ScrollPan.swift`); a position the app asks for is
// reached at once, with no phase.

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
    /// The size of the container of the scroll view: the scroll view's own size less its
    /// content insets (swiftui-web `scroll/geometry`: 130 tall for a scroll view 150 tall with
    /// a 20-point top margin).
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view: at its content offset, as large as its container
    /// with its content insets (swiftui-web `scroll/geometry`: y −20 and 150 tall for a
    /// container 130 tall under a 20-point top margin).
    public var visibleRect: CGRect {
        CGRect(
            x: contentOffset.x, y: contentOffset.y,
            width: containerSize.width + contentInsets.leading + contentInsets.trailing,
            height: containerSize.height + contentInsets.top + contentInsets.bottom)
    }

    /// The bounds of the scroll view: at its content offset, the size of its container (130
    /// tall for a 150-tall scroll view with a 20-point top margin, swiftui-web `scroll/geometry`).
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

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
    ///
    /// After a layout, `transform` is given the geometry of the first scroll view in this view
    /// (its offset from inside its content margins, its content's size, its margins and its
    /// size); the action is called with the old and the new result when it differs from the
    /// last layout's, and after the first layout with the first result as both (as
    /// `onGeometryChange` is). Actions run on the main actor; the state they set is laid out
    /// before a live host returns its result. Without a scroll view nothing runs.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, y in offset = y }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``ScrollGeometry``.
    ///   - transform: A closure that transforms a ``ScrollGeometry`` to your type.
    ///   - action: A closure to run when the transformed data changes.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = LayoutObserver(
            reading: .scrollGeometry { transform($0) }, isEqual: { ($0 as? T) == ($1 as? T) },
            action: { old, new in action(old as! T, new as! T) })
        return modifier(PreferenceModifier(name: "onScrollGeometryChange", effect: .observe(observer)))
    }

    /// Adds an action to be called when the view crosses the threshold to be considered on or
    /// off screen.
    ///
    /// After a layout, the view counts as shown when at least `threshold` of its area is inside
    /// the frame of the scroll view around it. The action is called with `true` after the first
    /// layout that shows it, and then whenever that changes; a view that starts hidden calls
    /// nothing until it shows. Outside a scroll view nothing runs. A threshold that is not a
    /// number counts as 0.5; others are clamped to 0…1 (0: any part of it).
    ///
    /// - Parameters:
    ///   - threshold: The amount required to be visible within the viewport of the parent view
    ///     before the action is fired.
    ///   - action: The action to perform when the visibility crosses the threshold.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        let observer = LayoutObserver(
            reading: .scrollVisibility(threshold: threshold), isEqual: { ($0 as? Bool) == ($1 as? Bool) },
            action: { old, new in
                // (The first value, given as both, is reported only when the view shows.)
                let (old, new) = (old as! Bool, new as! Bool)
                if old != new || new { action(new) }
            })
        return modifier(PreferenceModifier(name: "onScrollVisibilityChange", effect: .observe(observer)))
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes.
    ///
    /// In a live host a drag takes the scroll view through its phases: `tracking` when the
    /// finger goes down on it, `interacting` once it scrolls, `decelerating` when the finger
    /// lifts with a velocity, and back to `idle` (docs/semantics.md, "Dragging a scroll view").
    /// The actions run after the next layout, once per change, in order. The first layout of a
    /// live host that lays the scroll view out runs the action once with its phase (idle) as
    /// both the old and the new phase, as SwiftUI does when the scroll view appears. A position
    /// the app or the host asks for is reached at once, with no phase, and a snapshot runs
    /// nothing.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes, with the change's context: the scroll view's geometry after the
    /// layout that reports it, and the finger's velocity at the change (as the content moves,
    /// in points per second). Run as the form without a context is.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        let observer = LayoutObserver(
            reading: .scrollPhase, isEqual: { _, _ in false },
            action: { change, context in
                let change = change as! ScrollPhaseLog.Change
                action(change.old, change.new, context as! ScrollPhaseChangeContext)
            })
        return modifier(PreferenceModifier(name: "onScrollPhaseChange", effect: .observe(observer)))
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
