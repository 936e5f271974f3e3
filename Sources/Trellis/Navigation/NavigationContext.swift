import Foundation

// What a navigation stack gives the views of its screens while they resolve: the stack's
// handle (to push, to register destinations) and the screen's record (its title, title
// display mode and back button, which the bar is made from once the screen has resolved).
// Both live in the environment, so a view resolved again on its own (a live update) still
// finds them.

/// A navigation stack's handle, made for each resolve of the stack: what its links push
/// through, and the destinations its screens declared, in the order they were resolved.
final class NavigationStackHandle: @unchecked Sendable {
    // Unchecked: made, filled and read on the main actor, by one resolve of the stack and by
    // the actions of the views it resolved (SwiftUI's navigation state is main-actor data).

    /// What pushing does: a value, through the path (`false` when the path takes no value of
    /// its type), or a view.
    let actions: NavigationActions
    /// The `navigationDestination(for:)` declarations met so far, by the type they show;
    /// the first declared for a type wins, as in SwiftUI.
    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// The `navigationDestination(isPresented:)` and `(item:)` declarations met so far, in
    /// the order met.
    private(set) var presented: [PresentedDestination] = []

    init(actions: NavigationActions) {
        self.actions = actions
    }

    /// Notes the destination of values of type `D`, unless one was declared before.
    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (AnyHashable) -> AnyView) {
        let key = ObjectIdentifier(type)
        if destinations[key] == nil { destinations[key] = destination }
    }

    /// Notes a destination a binding presents.
    func present(_ destination: PresentedDestination) {
        presented.append(destination)
    }

    /// The screen for `value`, from the destination declared for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }
}

/// What a stack's links and screens do to it.
struct NavigationActions {
    /// Pushes a value through the path; `false` when the path takes no value of its type.
    let pushValue: (AnyHashable) -> Bool
    /// Pushes a view (a `NavigationLink(destination:)`), above the path's screens.
    let pushView: (AnyView) -> Void
}

/// A destination shown while its binding says so (`navigationDestination(isPresented:)`,
/// `navigationDestination(item:)`).
struct PresentedDestination {
    /// The screen, when the binding asks for it (reading the binding); else `nil`.
    let view: () -> AnyView?
    /// Sets the binding back (`false`, `nil`): what popping the screen does.
    let dismiss: () -> Void
}

/// One screen's navigation properties, set by the modifiers inside it while it resolves.
final class NavigationScreenRecord: @unchecked Sendable {
    // Unchecked: as the handle's.

    /// The title (`navigationTitle`), the first one met.
    var title: Text?
    /// The display mode the screen asked for (`navigationBarTitleDisplayMode`), the first met.
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// Whether the screen hides its back button (`navigationBarBackButtonHidden`).
    var backButtonHidden = false
    /// What the screen's toolbar modifiers declared (`toolbar`, `toolbarVisibility`…).
    var toolbar = ScreenToolbar()
    /// What the screen's search modifiers declared (`searchable`, `searchSuggestions`).
    var search = ScreenSearch()
    /// Whether the title is large when the screen's mode is automatic: the mode of the
    /// screen below (large for the root).
    let inheritsLargeTitle: Bool

    init(inheritsLargeTitle: Bool) {
        self.inheritsLargeTitle = inheritsLargeTitle
    }

    /// Whether the screen's title shows large for `mode` (its own, or one of the modifiers
    /// around the view asking).
    func showsLargeTitle(_ mode: NavigationBarItem.TitleDisplayMode?) -> Bool {
        switch mode ?? displayMode ?? .automatic {
        case .large: true
        case .inline: false
        case .automatic: inheritsLargeTitle
        }
    }
}

/// The environment's navigation values: the stack around and the screen a view is in.
struct NavigationEnvironment: Equatable {
    var stack: NavigationStackHandle?
    var screen: NavigationScreenRecord?
    /// The display mode a `navigationBarTitleDisplayMode` around the view set.
    var displayMode: NavigationBarItem.TitleDisplayMode?

    static func == (lhs: NavigationEnvironment, rhs: NavigationEnvironment) -> Bool {
        lhs.stack === rhs.stack && lhs.screen === rhs.screen && lhs.displayMode == rhs.displayMode
    }
}

/// The key of ``EnvironmentValues/navigation``.
private struct NavigationEnvironmentKey: EnvironmentKey {
    static var defaultValue: NavigationEnvironment { NavigationEnvironment() }
}

extension EnvironmentValues {
    /// The navigation stack and screen around a view (none outside a stack).
    var navigation: NavigationEnvironment {
        get { self[NavigationEnvironmentKey.self] }
        set { self[NavigationEnvironmentKey.self] = newValue }
    }
}
