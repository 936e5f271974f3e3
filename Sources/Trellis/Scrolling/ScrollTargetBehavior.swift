import Foundation

// Where a scroll view comes to rest after a person lets go of it: the behaviours that move
// the resting place (`scrollTargetBehavior(_:)`: paging, view-aligned, or the app's own). A
// live host's drag ends by asking the scroll view's behaviour (`Gestures/ScrollPan.swift`);
// a position the app or the host asks for (`scrollTo`, `scrollPosition`) is not changed by
// it, as in SwiftUI, where the behaviour runs "when a scroll gesture ends".

/// A type that defines the scroll behavior of a scrollable view.
///
/// A scroll view with a behavior asks it where to come to rest when a drag ends: the behavior
/// is given where the scroll view would come to rest by itself (the drag's position carried on
/// by its velocity at UIKit's normal deceleration rate) and may move that target.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 0) {
///         ForEach(0 ..< 5, id: \.self) { _ in Color.blue.containerRelativeFrame(.horizontal) }
///     }
/// }
/// .scrollTargetBehavior(.paging)
/// ```
public protocol ScrollTargetBehavior {
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The properties of a scroll target behavior.
    typealias Properties = ScrollTargetBehaviorProperties
    /// The context in which a scroll target behavior decides on its properties.
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext

    /// Updates the proposed target that a scrollable view should scroll to: called when a drag
    /// of the scroll view ends, with where it would come to rest by itself.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// The properties of this behavior: whether it limits how far one drag scrolls.
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    /// The default properties: no limit on how far one drag scrolls.
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget: Hashable {
    /// The rect that a scrollable view should try and have contained: its origin is the content
    /// offset the scroll view comes to rest at, its size the scroll view's container size.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view; `nil` aligns its origin with the container's.
    public var anchor: UnitPoint?

    /// Creates a target (internal: SwiftUI makes targets; behaviors change them).
    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// Hashes the rect's origin and size and the anchor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(anchor)
    }
}

/// The context in which a scroll target behavior updates its scroll target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The original target when the scroll gesture began: where the scroll view would come to
    /// rest by itself.
    public var originalTarget: ScrollTarget { original }
    /// The current velocity of the scrollable view's scroll gesture, in points per second of
    /// content offset.
    public var velocity: CGVector { currentVelocity }
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize { content }
    /// The size of the container of the scrollable view: the scroll view less its content
    /// margins.
    public var containerSize: CGSize { container }
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set { scrollAxes }

    /// Reads a value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }

    let original: ScrollTarget
    let currentVelocity: CGVector
    let content: CGSize
    let container: CGSize
    let scrollAxes: Axis.Set
    let environment: EnvironmentValues
    /// Where the content was when the finger went down, and where it is when it lifts (content
    /// offsets).
    let start: CGPoint
    let current: CGPoint
    /// The frames of the scroll target layout's views, in content coordinates.
    let targets: [CGRect]
}

/// The properties of a scroll target behavior.
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether the behavior limits how far one drag scrolls (as a paging or view-aligned one
    /// does). Reported, not used: Trellis's own behaviors limit themselves in `updateTarget`.
    public var limitsScrolls: Bool = false

    /// Creates the default properties.
    public init() {}
}

/// The context in which a scroll target behavior decides on its properties.
public struct ScrollTargetBehaviorPropertiesContext {
    /// The environment of the scroll view.
    public var environment: EnvironmentValues { values }
    /// The axes in which the scroll view scrolls.
    public var axes: Axis.Set { scrollAxes }

    let values: EnvironmentValues
    let scrollAxes: Axis.Set
}

/// A type-erased scroll target behavior.
@frozen
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behavior it wraps.
    public var base: any ScrollTargetBehavior

    /// Wraps `base`.
    @inlinable
    public init(_ base: some ScrollTargetBehavior) {
        self.base = base
    }

    /// Updates the target as `base` does.
    @inlinable
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }

    /// The properties of `base`.
    @inlinable
    public func properties(context: PropertiesContext) -> Properties {
        base.properties(context: context)
    }
}

/// The scroll behavior that aligns scroll targets to container-based geometry: the scroll view
/// comes to rest at a multiple of its container's length: after a fling, on the page next to
/// the one the drag started on, in the fling's direction; else on the page nearest where the
/// finger left it, at most one page from the first.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}

    /// Moves the target to a page boundary (docs/semantics.md, "Dragging a scroll view").
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        var origin = target.rect.origin
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(Axis.Set(axis)) {
            let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            let current = axis == .horizontal ? context.current.x : context.current.y
            let start = axis == .horizontal ? context.start.x : context.start.y
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            guard page > 0, page.isFinite, current.isFinite, start.isFinite else { continue }
            let startPage = (start / page).rounded()
            let index: CGFloat
            if speed > ScrollPan.flingSpeed {
                index = startPage + 1
            } else if speed < -ScrollPan.flingSpeed {
                index = startPage - 1
            } else {
                index = Swift.min(Swift.max((current / page).rounded(), startPage - 1), startPage + 1)
            }
            let value = Swift.max(index, 0) * page
            if axis == .horizontal { origin.x = value } else { origin.y = value }
        }
        target.rect.origin = origin
    }

    /// Paging limits how far one drag scrolls: to the next page.
    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        properties.limitsScrolls = true
        return properties
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    @_alwaysEmitIntoClient
    public static var paging: PagingScrollTargetBehavior { .init() }
}

/// The scroll behavior that aligns scroll targets to view-based geometry: the scroll view
/// comes to rest with one of its scroll target layout's views (`scrollTargetLayout()`) at its
/// leading or top edge (or at `anchor`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior {
        enum Kind { case automatic, always, alwaysByFew, alwaysByOne, never }
        let kind: Kind

        /// Limited in a compact horizontal size class (an iPhone), not otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most a container's length of views per drag.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// A few views per drag: at most three (derived; docs/semantics.md).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        /// At most one view per drag.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
        /// No limit: the view nearest where the drag would come to rest.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    let limitBehavior: LimitBehavior
    let anchor: UnitPoint?

    /// Creates a view-aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
        anchor = nil
    }

    /// Creates a view-aligned scroll behavior that aligns views' `anchor` point with the same
    /// point of the container.
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    /// Creates a view-aligned scroll behavior with the automatic limit, aligning at `anchor`.
    public init(anchor: UnitPoint?) {
        self.init(limitBehavior: .automatic, anchor: anchor)
    }

    /// Moves the target so that a view of the scroll target layout lines up with the container
    /// (docs/semantics.md, "Dragging a scroll view"). Without such views it is unchanged.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.targets.isEmpty else { return }
        var origin = target.rect.origin
        let unit = anchor ?? .topLeading
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(Axis.Set(axis)) {
            let horizontal = axis == .horizontal
            let length = horizontal ? context.containerSize.width : context.containerSize.height
            let fraction = horizontal ? unit.x : unit.y
            // The offset at which each view's anchor point meets the container's.
            let stops = context.targets.map { frame in
                (horizontal ? frame.minX + frame.width * fraction : frame.minY + frame.height * fraction) - length * fraction
            }.sorted()
            let start = horizontal ? context.start.x : context.start.y
            let projected = horizontal ? origin.x : origin.y
            let speed = horizontal ? context.velocity.dx : context.velocity.dy
            let chosen = choose(stops, start: start, projected: projected, speed: speed, length: length, environment: context.environment)
            if horizontal { origin.x = chosen } else { origin.y = chosen }
        }
        target.rect.origin = origin
    }

    /// The stop to rest at: the nearest to `projected`, but under a limit no further from the
    /// stop nearest where the drag started than the limit allows (a fling moves on at least one).
    private func choose(
        _ stops: [CGFloat], start current: CGFloat, projected: CGFloat, speed: CGFloat, length: CGFloat, environment: EnvironmentValues
    ) -> CGFloat {
        func nearest(_ value: CGFloat) -> Int {
            stops.indices.min { abs(stops[$0] - value) < abs(stops[$1] - value) } ?? 0
        }
        var kind = limitBehavior.kind
        if kind == .automatic { kind = environment.horizontalSize == .regular ? .never : .always }
        let free = nearest(projected)
        guard kind != .never else { return stops[free] }
        let start = nearest(current)
        var step: Int
        if speed > ScrollPan.flingSpeed, free <= start {
            step = 1
        } else if speed < -ScrollPan.flingSpeed, free >= start {
            step = -1
        } else {
            step = free - start
        }
        let most: Int
        switch kind {
        case .alwaysByOne: most = 1
        case .alwaysByFew: most = 3
        default:
            // As many views as a container's length holds, at least one.
            let upTo = stops[start] + length
            most = Swift.max(stops.indices.filter { $0 > start && stops[$0] < upTo }.count, 1)
        }
        step = Swift.min(Swift.max(step, -most), most)
        return stops[Swift.min(Swift.max(start + step, 0), stops.count - 1)]
    }

    /// View alignment limits how far one drag scrolls unless its limit is `never`.
    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        properties.limitsScrolls = limitBehavior.kind != .never
        return properties
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    @_alwaysEmitIntoClient
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    @_alwaysEmitIntoClient
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        .init(limitBehavior: limitBehavior)
    }

    /// The scroll behavior that aligns views' `anchor` point with the container's.
    @_alwaysEmitIntoClient
    public static func viewAligned(anchor: UnitPoint?) -> Self {
        .init(anchor: anchor)
    }

    /// The scroll behavior that aligns views' `anchor` point with the container's, with a limit.
    @_alwaysEmitIntoClient
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> Self {
        .init(limitBehavior: limitBehavior, anchor: anchor)
    }
}

/// The behavior `scrollTargetBehavior(_:)` set for the scroll views inside.
struct ScrollTargetBehaviorKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: AnyScrollTargetBehavior? = nil
}

nonisolated extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes: where a scroll view
    /// inside comes to rest when a drag of it ends (in a live host: ``LayoutHost/drag(from:to:steps:duration:)``).
    /// A layout, and a position the app asks for, are not changed by it.
    ///
    /// - Parameter behavior: The scroll behavior to apply.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior(behavior))
    }

    /// Disables or enables scrolling in scrollable views by the user: a drag in a live host
    /// (``LayoutHost/drag(from:to:steps:duration:)``) does not move a scroll view inside
    /// `scrollDisabled(true)`, and the gestures around it get the touch. Positions the app or
    /// the host asks for still apply, and no frame changes.
    ///
    /// - Parameter disabled: Whether the user may not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Configures the outermost layout as a scroll target layout: its views are where a
    /// view-aligned scroll view (`scrollTargetBehavior(.viewAligned)`) comes to rest after a
    /// drag. A position the app asks for may name any view marked with `.id(_:)`, in the layout
    /// or not; no frame changes.
    ///
    /// - Parameter isEnabled: Whether the layout is a scroll target layout.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        layoutValue(key: ScrollTargetLayoutKey.self, value: isEnabled)
    }
}

extension EnvironmentValues {
    /// The behavior `scrollTargetBehavior(_:)` set for the scroll views inside.
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur: `false` inside `scrollDisabled(true)`, where a
    /// drag does not move a scroll view (positions the app asks for still apply).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

/// Whether the scroll views inside take drags.
private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}
