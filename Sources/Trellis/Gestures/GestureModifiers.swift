import Foundation

// The modifiers that attach gestures to views and shape where touches land. Each notes what
// it attaches on its content's nodes (a layout value, kept with the nodes so that a
// replacement has it too); a host's touch finds them from the view it hits outward
// (`GestureSession.swift`).

/// A gesture attached to a view, and how it competes with the others the touch reaches.
struct GestureAttachment {
    enum Priority { case normal, high, simultaneous }
    let priority: Priority
    let mask: GestureMask
    let make: (GestureGeometry) -> any TouchRecognizing
}

/// The gestures attached to a node, innermost first (`[GestureAttachment]`).
enum GestureAttachmentsKey {}
/// The `contentShape` entries of a node, innermost first (`[ContentShapeEntry]`).
enum ContentShapeKey {}
/// Whether `allowsHitTesting` turned hit testing off for a node and its content (`Bool`).
enum AllowsHitTestingKey {}

/// What `contentShape` notes: the kinds it is for, the shape and its fill rule.
struct ContentShapeEntry {
    let kinds: ContentShapeKinds
    let outline: ShapeOutline
    let eoFill: Bool
}

/// Notes `entry` on the views its content resolves to, after what modifiers inside noted.
nonisolated struct AppendingNodeValueModifier<Entry>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let entry: Entry

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        for element in elements[start...] {
            let entries = (resolver.store.rare(of: element)?.layoutValues[key] as? [Entry] ?? []) + [entry]
            resolver.updateFromOutside([element], .layoutValue(key, entries))
        }
    }
}

/// The `contentShape` modifier: the shape is resolved in the content's layout direction.
nonisolated struct ContentShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kinds: ContentShapeKinds
    let shape: S
    let eoFill: Bool

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let entry = ContentShapeEntry(
            kinds: kinds, outline: ShapeOutline(shape, direction: resolver.environment.layoutDirection), eoFill: eoFill)
        AppendingNodeValueModifier(key: ObjectIdentifier(ContentShapeKey.self), entry: entry)
            .resolve(content: content, into: &resolver, elements: &elements)
    }
}

/// The kinds of shapes that ``View/contentShape(_:_:eoFill:)`` defines.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw value.
    public var rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for hit-testing and accessibility: the one a host's touches use.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews (no effect headless).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews (no effect headless).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects (no effect headless).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for focus effects (no effect headless).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for accessibility visuals and sorting (no effect headless).
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view: a gesture of a view inside it that takes the touch wins.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: How adding this gesture affects other gestures recognized by the view and
    ///     its subviews (``GestureMask/all`` by default).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .normal, mask: mask)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view: it wins over the gestures of the views inside it.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .high, mask: mask)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view: it neither waits for them nor stops them.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .simultaneous, mask: mask)
    }

    /// Attaches a gesture to the view, enabled or not (a disabled one leaves the subviews'
    /// gestures enabled: ``GestureMask/subviews``).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a high-precedence gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named gesture to the view (the name is for the system's gesture
    /// coordination, which a host has none of), enabled or not.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named high-precedence gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds an action to perform when this view recognizes a tap gesture: a touch that lifts
    /// within 10 points of where it began, as the `count`-th in quick succession.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction in `coordinateSpace`.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Adds an action to perform when this view recognizes a long press gesture: the touch
    /// held `minimumDuration` seconds within `maximumDistance` points. `onPressingChanged`
    /// gets `true` when the press begins and `false` when it ends or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressGesture(
            press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            action: action, pressing: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture (the form
    /// SwiftUI deprecated; see ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``).
    @available(iOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Defines the content shape for hit testing: a touch inside `shape` (in the view's frame)
    /// lands on the view even where nothing of it is drawn, and a touch outside it lands on
    /// nothing in the view.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: .interaction, shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape for this view of the given kinds. Only
    /// ``ContentShapeKinds/interaction`` changes where a host's touches land; the other kinds
    /// are inert headless.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: kind, shape: shape, eoFill: eoFill))
    }

    /// Configures whether this view participates in hit test operations: with `false`,
    /// touches pass through the view and everything in it to the views behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(NodeModifier(name: "allowsHitTesting", change: .layoutValue(ObjectIdentifier(AllowsHitTestingKey.self), enabled)))
    }

    /// Attaches `gesture` with a priority and mask.
    func attaching<T: Gesture>(_ gesture: T, priority: GestureAttachment.Priority, mask: GestureMask) -> some View {
        let attachment = GestureAttachment(priority: priority, mask: mask) { GestureRecognizers.make(gesture, in: $0) }
        return modifier(AppendingNodeValueModifier(key: ObjectIdentifier(GestureAttachmentsKey.self), entry: attachment))
    }
}

/// `onLongPressGesture`: a long press that reports pressing and runs an action when it ends.
nonisolated struct PressGesture: Gesture, PrimitiveGesture {
    typealias Body = Never
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        var pressed = false
        let pressing = self.pressing, action = self.action
        return NotifyingRecognizer(GestureRecognizers.make(press, in: geometry)) { update in
            switch update {
            case .changed:
                if !pressed { pressed = true; pressing?(true) }
            case .ended:
                if pressed { pressed = false; pressing?(false) }
                action()
            case .failed, .none:
                if pressed { pressed = false; pressing?(false) }
            }
        }
    }
}

/// A recognizer that tells `notify` each update it delivers, and `.failed` when cancelled.
final class NotifyingRecognizer<Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let notify: (GestureUpdate<Value>) -> Void
    init(_ base: GestureRecognizer<Value>, notify: @escaping (GestureUpdate<Value>) -> Void) {
        self.base = base
        self.notify = notify
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let update = base.handle(event, deliver: deliver)
        hasClaimed = base.hasClaimed
        if deliver || update.isFailure { notify(update) }
        return finish(update)
    }

    override func cancel() {
        super.cancel()
        base.cancel()
        notify(.failed)
    }
}

extension GestureUpdate {
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
