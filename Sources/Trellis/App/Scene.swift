import Foundation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// An ``App``'s `body` is made of scenes: a ``WindowGroup`` of the app's main window, a
/// ``Window`` or ``Settings`` on macOS, and modifiers on them. Build yours from the built-in
/// scenes, as a view is built from views:
///
/// ```swift
/// struct Library: Scene {
///     var body: some Scene {
///         WindowGroup { Text("Books") }
///             .defaultSize(width: 800, height: 600)
///     }
/// }
/// ```
///
/// Headless, scenes are read, not run: ``LayoutHost/init(firstWindowOf:environment:fonts:)``
/// and ``App/main()`` lay out the first window's content (see `docs/differences.md`).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behaviour of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// Adds the scene's windows and commands to `scenes`. An implementation detail, as
    /// SwiftUI's `_makeScene` is: don't implement it; the default expands ``body``, and the
    /// built-in scenes have their own.
    static func _collectScenes(_ scene: Self, into scenes: inout _SceneList)
}

extension Scene {
    /// Expands the scene's ``body``.
    public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        guard Body.self != Never.self else { return }
        Body._collectScenes(scene.body, into: &scenes)
    }
}

extension Never: Scene {}

/// The windows, and the commands, an app's scenes declare, in the order they declare them.
///
/// An implementation detail of ``Scene``: what its `_collectScenes` fills in.
public struct _SceneList {
    /// The windows, in order: the first is the one an app opens at launch.
    var windows: [SceneWindow] = []
    /// The command menus and groups the scenes add (recorded: there is no menu bar).
    var commands: [SceneCommand] = []
    /// Whether a `commandsRemoved()` or `commandsReplaced(content:)` dropped the system's.
    var commandsRemoved = false

    /// An empty list.
    init() {}

    /// The scenes of `scene`.
    @MainActor
    init<S: Scene>(_ scene: S) {
        S._collectScenes(scene, into: &self)
    }

    /// The window an app opens at launch: its first window group or window (a settings
    /// window never is one).
    var launchWindow: SceneWindow? { windows.first { $0.kind != .settings } }

    /// Applies `change` to every window added by `body` (a scene modifier's scope).
    mutating func modifyingWindows(added body: (inout _SceneList) -> Void, _ change: (inout SceneWindow) -> Void) {
        let start = windows.count
        body(&self)
        for index in windows.indices.dropFirst(start) { change(&windows[index]) }
    }
}

/// One window an app's scenes declare: its kind, identifier and title, its content and
/// what the scene's modifiers said of it.
struct SceneWindow {
    /// What made the window.
    enum Kind: String {
        case windowGroup = "WindowGroup"
        case window = "Window"
        case settings = "Settings"
    }
    var kind: Kind
    var id: String?
    var title: Text?
    /// The window's content, made when the window opens.
    var content: @MainActor () -> AnyView
    /// `defaultSize(_:)`: the size a new window opens at on macOS.
    var defaultSize: CGSize?
    /// `windowResizability(_:)`.
    var resizability: WindowResizability = .automatic
    /// `defaultLaunchBehavior`-like restorations and `handlesExternalEvents(matching:)`:
    /// the conditions the window was given, recorded.
    var externalEvents: Set<String>?
}

/// A command menu or group a scene adds, recorded (Trellis has no menu bar).
struct SceneCommand {
    /// A `CommandMenu`'s title, or a `CommandGroup`'s placement.
    var name: String
    /// The command's content.
    var content: AnyView?
}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// ```swift
/// @SceneBuilder var body: some Scene {
///     WindowGroup { ContentView() }
///     #if os(macOS)
///     Settings { SettingsView() }
///     #endif
/// }
/// ```
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene through unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Passes a single scene written as a block through unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Combines several scenes into one, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        _TupleScene((repeat each content))
    }

    /// Builds a scene under `if #available` without an `else`: the scene when available.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        LimitedAvailabilityScene(wrapping: scene)
    }

    /// Builds a scene under `if #available`.
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        LimitedAvailabilityScene(wrapping: scene)
    }
}

/// A scene that ``SceneBuilder`` made under `if #available`.
@_marker public protocol _LimitedAvailabilitySceneMarker {}

/// Several scenes written one after another in a ``SceneBuilder``.
nonisolated public struct _TupleScene<each Content: Scene>: Scene {
    /// The scenes, in order.
    let content: (repeat each Content)

    /// The scenes `content`.
    init(_ content: (repeat each Content)) {
        self.content = content
    }

    /// A tuple of scenes has no body of its own: its scenes are collected in order.
    public var body: Never { fatalError("_TupleScene has no body") }

    /// Collects each scene, in order.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        for part in repeat each scene.content {
            collect(part, into: &scenes)
        }
    }

    @MainActor private static func collect<S: Scene>(_ scene: S, into scenes: inout _SceneList) {
        S._collectScenes(scene, into: &scenes)
    }
}

/// A scene `if #available` chose, or none.
nonisolated struct LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
    let scene: (any Scene)?

    init(wrapping scene: (any Scene)?) {
        self.scene = (scene as? LimitedAvailabilityScene)?.scene ?? scene
    }

    var body: Never { fatalError("LimitedAvailabilityScene has no body") }

    @MainActor static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        if let inner = scene.scene { collect(inner, into: &scenes) }
    }

    @MainActor private static func collect<S: Scene>(_ scene: S, into scenes: inout _SceneList) {
        S._collectScenes(scene, into: &scenes)
    }
}
