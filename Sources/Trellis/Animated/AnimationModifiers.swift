import Foundation

// The modifiers an animated change reads (`LayoutHost.animate(_:in:_:)`): which animation the
// changes inside a view get, how a view comes and goes, and which views are one view moving.
// A single layout (a snapshot) is laid out as if they were not there.

nonisolated extension View {
    /// Applies `animation` to this view when `value` changes.
    ///
    /// In an animated change (``LayoutHost/animate(_:in:_:)``), the changes to this view and
    /// the views inside it animate with `animation` when `value` differs before and after the
    /// change, whatever the change's own animation (`nil` turns animation off for them). When
    /// `value` is the same, they animate as the change does. A single layout is unchanged by it.
    ///
    /// ```swift
    /// Color.blue.frame(width: isWide ? 200 : 100).animation(.linear(duration: 0.2), value: isWide)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(NodeModifier(
            name: "animation",
            change: .animationScope(AnimationScope(rule: .whenChanged(animation, value: value, isEqual: { ($0 as? V) == value })))))
    }

    /// Applies `animation` to every change of this view (the form SwiftUI deprecated in iOS
    /// 15): in an animated change, the changes to this view and the views inside it animate
    /// with `animation`, whatever the change's own animation.
    public func animation(_ animation: Animation?) -> some View {
        modifier(NodeModifier(name: "animation", change: .animationScope(AnimationScope(rule: .always(animation)))))
    }

    /// Applies `transform` to the transaction of every change of this view: in an animated
    /// change, the changes to this view and the views inside it animate with the animation
    /// of the transaction as `transform` leaves it.
    ///
    /// ```swift
    /// Text("Score").transaction { $0.animation = nil }   // jumps, whatever the change's animation
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(NodeModifier(name: "transaction", change: .animationScope(AnimationScope(rule: .transaction(transform)))))
    }

    /// Associates a transition with the view: how it comes in when an animated change
    /// inserts it, and goes when one removes it (``LayoutAnimation/result(at:)`` applies the
    /// transition's effect to its element's ``LayoutResult/Element/effects``). A view without
    /// one fades in and out (`.opacity`).
    ///
    /// ```swift
    /// if showsDetail { Text("Detail").transition(.scale) }
    /// ```
    public func transition(_ t: AnyTransition) -> some View {
        modifier(NodeModifier(name: "transition", change: .transition(t)))
    }

    /// Defines a group of views with synchronized geometry using an identifier and
    /// namespace that you provide.
    ///
    /// In an animated change, a view inserted with the same `id` in the same `namespace` as a
    /// view removed is that view moving: it starts from the removed view's frame, and the
    /// removed view goes at once. A single layout is unchanged by it (the frames of views
    /// that are not sources are not taken from the source's in a snapshot).
    ///
    /// - Parameters:
    ///   - id: The identifier, often derived from the identifier of the data being displayed.
    ///   - namespace: The namespace in which defines the `id`.
    ///   - properties: The properties to copy from the source view (kept; every one moves).
    ///   - anchor: The relative location in the view used to produce its shared position
    ///     value (kept).
    ///   - isSource: True if the view should be used as the source of geometry (kept).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        modifier(NodeModifier(name: "matchedGeometryEffect", change: .matchedGeometry(MatchedGeometryKey(id: AnyHashable(id), namespace: namespace))))
    }
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
///
/// Each `Namespace` made has an identifier of its own; copies of the view share it.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    /// Creates a namespace with an identifier of its own.
    public init() { id = ID(value: NamespaceCounter.next()) }

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { id }
}

/// Hands out namespace identifiers.
private enum NamespaceCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// The geometric properties a `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
/// shares between views.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and size properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view's `matchedGeometryEffect` identifier in its namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

nonisolated extension View {
    /// Applies `animation` to the modifiers that `body` applies to this view, not to the
    /// view's own changes.
    ///
    /// In an animated change, the changes of what `body` adds around the placeholder (a
    /// frame, a padding) animate with `animation`; the changes of this view itself animate as
    /// they would without the modifier.
    ///
    /// ```swift
    /// Text("Score").animation(.linear(duration: 0.2)) { $0.frame(width: isWide ? 200 : 100) }
    /// ```
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
            .modifier(NodeModifier(name: "animation", change: .animationScope(AnimationScope(rule: .body(animation)))))
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type: it
/// stands for the view that `animation(_:body:)` modifies.
nonisolated public struct PlaceholderContentView<Value>: View {
    /// The view the placeholder stands for (a `Value`, or, for a transition's content, the
    /// view the transition modifies).
    let content: Any

    init(content: Value) { self.content = content }

    /// A placeholder for `view`, whatever `Value` is (a ``Transition``'s content).
    init(placing view: any View) { content = view }

    /// A placeholder has no body: the view it stands for is resolved directly.
    public var body: Never { fatalError("PlaceholderContentView has no body") }

    /// Resolves the view the placeholder stands for.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }
}

extension PlaceholderContentView: PrimitiveView {
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        guard let view = content as? any View else { return }
        let start = elements.count
        resolver.resolve(view, into: &elements)
        resolver.updateFromOutside(elements[start...], .animationScope(AnimationScope(rule: .bodyContent)))
    }
}
