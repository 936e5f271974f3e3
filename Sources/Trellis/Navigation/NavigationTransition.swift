import Foundation

/// A type that defines the transition to use when navigating to a view.
///
/// A transition is motion between screens: headless a push shows the new screen at once, so
/// transitions are accepted and change nothing that is laid out or drawn (`docs/differences.md`).
public protocol NavigationTransition {
    /// The transition's outputs for its inputs. An implementation detail, as SwiftUI's is.
    func _outputs(for inputs: _NavigationTransitionInputs) -> _NavigationTransitionOutputs
}

/// The inputs of a navigation transition (an implementation detail).
public struct _NavigationTransitionInputs: Sendable {}

/// The outputs of a navigation transition (an implementation detail).
public struct _NavigationTransitionOutputs: Sendable {}

/// The transition the platform uses by default: a push.
public struct AutomaticNavigationTransition: NavigationTransition {
    /// No outputs: nothing moves headless.
    public func _outputs(for inputs: _NavigationTransitionInputs) -> _NavigationTransitionOutputs { _NavigationTransitionOutputs() }
}

/// A navigation transition that zooms the appearing view from a source view.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID

    /// No outputs: nothing moves headless.
    public func _outputs(for inputs: _NavigationTransitionInputs) -> _NavigationTransitionOutputs { _NavigationTransitionOutputs() }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// A transition that uses the platform's default push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A transition that zooms the appearing view from the view marked with
    /// `matchedTransitionSource(id:in:)` of this identifier and namespace.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

nonisolated extension View {
    /// Sets the navigation transition style for this view (inert headless: a push shows its
    /// screen at once; see ``NavigationTransition``).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        self
    }
}
