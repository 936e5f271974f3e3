import Foundation

// A finger dragging a scroll view (docs/semantics.md, "Dragging a scroll view"). A touch that
// lands in a scroll view's content reaches the scroll view's pan after the gestures of the
// views inside it, as every gesture of a view around comes after those inside. The pan claims
// the touch once the finger moves 10 points along an axis the scroll view scrolls (derived: the
// distance a drag or a tap allows, `DragGesture`'s default); from then on the content follows
// the finger. When the finger lifts the content carries on with the finger's last velocity at
// UIKit's normal deceleration rate (0.998 per millisecond, Apple `uiscrollview/decelerationrate`:
// a glide of v · 0.998 / (1 − 0.998) / 1000 points), and the scroll view's behavior
// (`scrollTargetBehavior(_:)`) may move where it comes to rest. The host lays out the rest
// position at once: a headless scroll view has no animation in between and never bounces.

/// The constants of dragging a scroll view.
enum ScrollPan {
    /// How far a finger moves along a scrolled axis before the scroll view takes the touch.
    static let slop: CGFloat = 10
    /// How much of its velocity (per second) a released scroll view still travels: UIKit's
    /// normal deceleration rate, 0.998 per millisecond, summed.
    static let glide: CGFloat = 0.998 / (1 - 0.998) / 1000
    /// A lift later than this after the finger's last move has no velocity (the finger rested).
    static let restInterval: TimeInterval = 0.1
    /// The speed (points per second) above which a paging or view-aligned behavior moves on to
    /// the next page or view in the direction of the fling (derived).
    static let flingSpeed: CGFloat = 300
}

/// What a pan needs of its scroll view, read when the touch goes down.
struct ScrollPanTarget {
    let node: NodeID
    let axes: Axis.Set
    /// Where the content is, as a raw offset (from the content's origin, margins included).
    let offset: CGPoint
    /// How far the content can scroll, per axis (its length with margins less the viewport's).
    let overflow: CGSize
    let contentSize: CGSize
    let containerSize: CGSize
    let behavior: AnyScrollTargetBehavior?
    let environment: EnvironmentValues
    /// The frames of the scroll target layout's views, in raw offsets that line each up with
    /// the container's top-leading corner.
    let targets: [CGRect]
}

/// The scroll view's pan: moves its content with the finger, and lets it come to rest where its
/// behavior says when the finger lifts.
final class ScrollPanRecognizer: TouchRecognizing {
    private let target: ScrollPanTarget
    private let move: (CGPoint) -> Void
    private let phase: (ScrollPhase, CGVector?) -> Void
    private var start: CGPoint?
    private var samples: [(location: CGPoint, time: Date)] = []
    private var lastOffset: CGPoint
    private(set) var hasClaimed = false
    private(set) var isDone = false

    /// A pan of `target`; `move` asks the host to put the content at a raw offset, `phase`
    /// notes the scroll view's phase (with the velocity then).
    init(_ target: ScrollPanTarget, move: @escaping (CGPoint) -> Void, phase: @escaping (ScrollPhase, CGVector?) -> Void) {
        self.target = target
        self.move = move
        self.phase = phase
        lastOffset = target.offset
    }

    func step(_ event: TouchEvent, deliver: Bool) -> Bool {
        guard !isDone else { return false }
        switch event.phase {
        case .began:
            start = event.location
            samples = [(event.location, event.time)]
            phase(.tracking, nil)
            return false
        case .moved:
            guard let start else { return false }
            if samples.last?.location != event.location { samples = Array((samples + [(event.location, event.time)]).suffix(2)) }
            let moved = CGPoint(x: event.location.x - start.x, y: event.location.y - start.y)
            if !hasClaimed, along(moved) >= ScrollPan.slop, deliver {
                hasClaimed = true
                phase(.interacting, nil)
            }
            if hasClaimed, deliver { place(offset(for: moved)) }
            return false
        case .ended:
            isDone = true
            guard let start, hasClaimed, deliver else {
                phase(.idle, nil)
                return false
            }
            let moved = CGPoint(x: event.location.x - start.x, y: event.location.y - start.y)
            let here = offset(for: moved)
            let velocity = releaseVelocity(at: event.time)
            let glided = clamp(CGPoint(x: here.x + velocity.dx * ScrollPan.glide, y: here.y + velocity.dy * ScrollPan.glide))
            var scrollTarget = ScrollTarget(rect: CGRect(origin: glided, size: target.containerSize))
            if let behavior = target.behavior {
                let context = ScrollTargetBehaviorContext(
                    original: scrollTarget, currentVelocity: velocity, content: target.contentSize,
                    container: target.containerSize, scrollAxes: target.axes, environment: target.environment,
                    start: target.offset, current: here, targets: target.targets)
                behavior.updateTarget(&scrollTarget, context: context)
            }
            let rest = clamp(resting(scrollTarget))
            if rest != here { phase(.decelerating, velocity) }
            place(rest)
            phase(.idle, nil)
            return true
        }
    }

    func cancel() {
        guard !isDone else { return }
        isDone = true
        phase(.idle, nil)
    }

    /// How far `moved` goes along the scrolled axes.
    private func along(_ moved: CGPoint) -> CGFloat {
        let x = target.axes.contains(.horizontal) ? moved.x : 0
        let y = target.axes.contains(.vertical) ? moved.y : 0
        return (x * x + y * y).squareRoot()
    }

    /// The content offset that keeps the content under the finger, `moved` from where it went
    /// down, clamped to the content's range (a headless scroll view does not rubber-band).
    private func offset(for moved: CGPoint) -> CGPoint {
        clamp(CGPoint(
            x: target.axes.contains(.horizontal) ? target.offset.x - moved.x : target.offset.x,
            y: target.axes.contains(.vertical) ? target.offset.y - moved.y : target.offset.y))
    }

    /// The content's velocity when the finger lifts at `time`: the finger's over its last move,
    /// reversed (content moves against the offset); none after a rest.
    private func releaseVelocity(at time: Date) -> CGVector {
        guard samples.count == 2 else { return CGVector() }
        let (first, last) = (samples[0], samples[1])
        let interval = last.time.timeIntervalSince(first.time)
        guard interval > 0, time.timeIntervalSince(last.time) <= ScrollPan.restInterval else { return CGVector() }
        return CGVector(
            dx: target.axes.contains(.horizontal) ? -(last.location.x - first.location.x) / interval : 0,
            dy: target.axes.contains(.vertical) ? -(last.location.y - first.location.y) / interval : 0)
    }

    /// The content offset a target asks for: its rect's origin, or with an anchor the offset
    /// that puts the rect's anchor point on the container's.
    private func resting(_ scrollTarget: ScrollTarget) -> CGPoint {
        let rect = scrollTarget.rect
        guard let anchor = scrollTarget.anchor else { return rect.origin }
        return CGPoint(
            x: rect.minX + rect.width * anchor.x - target.containerSize.width * anchor.x,
            y: rect.minY + rect.height * anchor.y - target.containerSize.height * anchor.y)
    }

    /// `point` within the content's range; a value that is not a number stays where it was.
    private func clamp(_ point: CGPoint) -> CGPoint {
        func clamp(_ value: CGFloat, _ overflow: CGFloat, _ fallback: CGFloat) -> CGFloat {
            value.isNaN ? fallback : Swift.min(Swift.max(value, 0), Swift.max(overflow, 0))
        }
        return CGPoint(x: clamp(point.x, target.overflow.width, lastOffset.x), y: clamp(point.y, target.overflow.height, lastOffset.y))
    }

    private func place(_ offset: CGPoint) {
        guard offset != lastOffset else { return }
        lastOffset = offset
        move(offset)
    }
}

extension LayoutHost {
    /// The pan of the scroll view at `index` of `result` (as last laid out), or `nil` when it
    /// is not a scroll view that takes drags (`scrollDisabled(true)`, or no axis).
    func scrollPanTarget(at index: Int, in result: LayoutResult) -> ScrollPanTarget? {
        let node = result.storage.rootFrames.order[index]
        return withLock { () -> ScrollPanTarget? in
            guard let record = engine.features.scrolling.scrollView(node), record.isScrollEnabled, !record.axes.isEmpty else { return nil }
            let elements = result.elements
            let frame = elements[index].exactFrame
            let margins = record.margins
            let container = CGSize(
                width: Swift.max(frame.width - margins.leading - margins.trailing, 0),
                height: Swift.max(frame.height - margins.top - margins.bottom, 0))
            guard let contentIndex = elements.indices.first(where: { elements[$0].parent == index }) else { return nil }
            let content = elements[contentIndex].exactFrame
            let offset = engine.features.scrolling.applied[node] ?? .zero
            // Where the content's origin would be at offset 0: inside the margins.
            let origin = CGPoint(x: frame.minX + margins.leading, y: frame.minY + margins.top)
            let targets = scrollTargetFrames(under: contentIndex, in: result).map {
                $0.offsetBy(dx: offset.x - origin.x, dy: offset.y - origin.y)
            }
            return ScrollPanTarget(
                node: node, axes: record.axes, offset: offset,
                overflow: CGSize(
                    width: content.width + margins.leading + margins.trailing - frame.width,
                    height: content.height + margins.top + margins.bottom - frame.height),
                contentSize: content.size, containerSize: container, behavior: record.behavior?.behavior,
                environment: record.behavior?.environment ?? EnvironmentValues(), targets: targets)
        }
    }

    /// Notes that the scroll view `node` moved to `phase` (for `onScrollPhaseChange`).
    func notePhase(_ node: NodeID, _ phase: ScrollPhase, velocity: CGVector?) {
        withLock {
            guard engine.features.scrolling.scrollView(node) != nil else { return }
            engine.features.scrolling.phases[node, default: ScrollPhaseLog()].move(to: phase, velocity: velocity)
            dropLastResult()
        }
    }

    /// Asks the scroll view `node` to put its content at the raw offset `offset` at the next
    /// layout (a finger moved it).
    func pan(_ node: NodeID, to offset: CGPoint) {
        withLock {
            guard let record = engine.features.scrolling.scrollView(node) else { return }
            dropLastResult()
            var request = engine.features.scrolling.requests[node] ?? ScrollOffsetRequest()
            if record.axes.contains(.horizontal) { request.x = offset.x }
            if record.axes.contains(.vertical) { request.y = offset.y }
            engine.features.scrolling.requests[node] = request
            engine.placeAgain(node)
        }
    }

    /// The frames of the views of the first scroll target layout (`scrollTargetLayout()`) at or
    /// under the element at `index`, in root coordinates.
    private func scrollTargetFrames(under index: Int, in result: LayoutResult) -> [CGRect] {
        let elements = result.elements
        let nodes = result.storage.rootFrames.order
        let tables = result.storage.tree.tables, treeNodes = result.storage.tree.nodes
        func isTargetLayout(_ element: Int) -> Bool {
            let node = treeNodes[nodes[element].index]
            guard node.rare >= 0 else { return false }
            return tables.rares[Int(node.rare)].rest?.layoutValues[ObjectIdentifier(ScrollTargetLayoutKey.self)] as? Bool == true
        }
        // Elements come in tree order: a subtree is the run after its root of deeper elements.
        var end = index + 1
        while end < elements.count, elements[end].depth > elements[index].depth { end += 1 }
        guard let layout = (index ..< end).first(where: isTargetLayout) else { return [] }
        return (layout + 1 ..< end).filter { elements[$0].parent == layout }.map { elements[$0].exactFrame }
    }
}

/// Marks a scroll target layout (`scrollTargetLayout()`): its views are where a view-aligned
/// scroll view comes to rest.
struct ScrollTargetLayoutKey: LayoutValueKey {
    static let defaultValue = false
}
