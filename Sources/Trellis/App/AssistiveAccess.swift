import Foundation

/// A scene shown in place of the app's other scenes when Assistive Access, iOS's simplified
/// interface, is on.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { Library() }
///     AssistiveAccess { SimpleLibrary() }
/// }
/// ```
///
/// Headless Assistive Access is off: the scene adds no window, and the app launches in its
/// other scenes (docs/differences.md, "App and scenes").
nonisolated public struct AssistiveAccess<Content: View>: Scene {
    let content: @MainActor () -> Content

    /// A scene of the view `content` makes.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    /// The scene has no body of its own: it adds no window while Assistive Access is off.
    public var body: Never { fatalError("AssistiveAccess has no body") }

    /// Adds nothing: Assistive Access is off headless.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {}
}

nonisolated extension View {
    /// Sets which external events (URLs, user activities) the view's scene prefers and allows
    /// to be routed to it. Inert headless: no event comes.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        modifier(SnapshotInertModifier())
    }
}
