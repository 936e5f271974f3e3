import Foundation

/// An indication of a scene's operational state.
///
/// Headless, a window being laid out is in the foreground: the environment's ``EnvironmentValues/scenePhase``
/// is ``active`` unless a test sets it (`.environment(\.scenePhase, .background)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

/// The key of ``EnvironmentValues/scenePhase``.
private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The current phase of the scene: ``ScenePhase/active`` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
