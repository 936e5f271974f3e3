import Foundation

// What preference modifiers leave on a node: writers (`preference`, `transformPreference`, the
// anchor forms) and observers (`onPreferenceChange`, `onGeometryChange`); and what event
// modifiers leave (`onAppear`, `onChange`, `task`…: `Engine/Host/ViewEvents.swift`). They are rare
// properties of the node they modify, in the order written, so a tree without preferences
// carries nothing for them; values are worked out from them only when asked.

/// One preference a view sets: the key and how the view's value is made from its content's.
final class PreferenceWriter {
    /// The key's identity.
    let key: ObjectIdentifier
    /// Makes the view's value from what its content produced (`nil`: nothing) and from the
    /// view's frame in the root's space (for anchors).
    let write: (inout Any?, CGRect) -> Void

    init(key: ObjectIdentifier, write: @escaping (inout Any?, CGRect) -> Void) {
        self.key = key
        self.write = write
    }
}

/// An action run after a layout when a value read from the laid-out tree changed.
final class LayoutObserver {
    /// What the observer reads at its node.
    enum Reading {
        /// The value of a preference key, as the node's content and the writers before the
        /// observer on the node produce it (none while nothing sets the key: no action runs).
        case preference(AnyPreferenceKey)
        /// A value made from the node's geometry.
        case geometry((GeometryProxy) -> Any)
        /// A value made from the geometry of the first scroll view in the node (none without
        /// one: no action runs), `ScrollObservers.swift`.
        case scrollGeometry((ScrollGeometry) -> Any)
        /// Whether at least `threshold` of the node's area shows in the scroll view around it
        /// (none outside one), `ScrollObservers.swift`.
        case scrollVisibility(threshold: Double)
        /// The changes of the phase of the first scroll view in the node since the last
        /// layout, each reported once, with the scroll view's geometry (`ScrollObservers.swift`).
        case scrollPhase
    }

    let reading: Reading
    /// Whether two values read are equal.
    let isEqual: (Any, Any) -> Bool
    /// The action, given the value before and the new one (on the main actor; the first value
    /// read runs it, given as both).
    let action: (Any, Any) -> Void

    init(reading: Reading, isEqual: @escaping (Any, Any) -> Bool, action: @escaping (Any, Any) -> Void) {
        self.reading = reading
        self.isEqual = isEqual
        self.action = action
    }
}

/// A writer, an observer or an event on a node.
enum PreferenceEffect {
    case write(PreferenceWriter)
    case observe(LayoutObserver)
    case event(ViewEvent)

    /// The effect's identity (a node takes an effect once, however often it is applied).
    var identity: ObjectIdentifier {
        switch self {
        case let .write(writer): ObjectIdentifier(writer)
        case let .observe(observer): ObjectIdentifier(observer)
        case let .event(event): ObjectIdentifier(event)
        }
    }
}
