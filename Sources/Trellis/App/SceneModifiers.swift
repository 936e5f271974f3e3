import Foundation

/// A scene a modifier changed: the windows `scene` declares, each changed by `change`, and
/// then the list of scenes changed once by `whenRead`.
///
/// Scene modifiers say something of the windows they wrap, or add to what the app declares
/// (commands); this is every one of them.
nonisolated public struct _ModifiedScene<Content: Scene>: Scene {
    let scene: Content
    let change: (@MainActor (inout SceneWindow) -> Void)?
    let whenRead: (@MainActor (inout _SceneList) -> Void)?

    /// `scene`, its windows changed by `change`, then the list by `whenRead`.
    nonisolated init(
        _ scene: Content, change: (@MainActor (inout SceneWindow) -> Void)? = nil,
        whenRead: (@MainActor (inout _SceneList) -> Void)? = nil
    ) {
        self.scene = scene
        self.change = change
        self.whenRead = whenRead
    }

    /// A modified scene has no body of its own.
    public var body: Never { fatalError("_ModifiedScene has no body") }

    /// Collects the scene's windows and changes them.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        if let change = scene.change {
            scenes.modifyingWindows(added: { Content._collectScenes(scene.scene, into: &$0) }, change)
        } else {
            Content._collectScenes(scene.scene, into: &scenes)
        }
        scene.whenRead?(&scenes)
    }
}

extension SceneWindow {
    /// Wraps the window's content in `modify`.
    mutating func wrapContent<V: View>(_ modify: @escaping @MainActor (AnyView) -> V) {
        let content = self.content
        self.content = { AnyView(modify(content())) }
    }
}

/// The resizability of a window (macOS): what limits a person's resizing.
///
/// Recorded headless: there is no window to resize.
public struct WindowResizability: Sendable, Equatable {
    let rule: String

    /// The resizability the scene's kind implies (a window group's windows resize freely).
    public static var automatic: WindowResizability { WindowResizability(rule: "automatic") }
    /// A window sized by its content: between the content's minimum and maximum sizes.
    public static var contentSize: WindowResizability { WindowResizability(rule: "contentSize") }
    /// A window at least as large as its content's minimum size.
    public static var contentMinSize: WindowResizability { WindowResizability(rule: "contentMinSize") }
}

extension Scene {
    /// Sets a default size for a window created from the scene (macOS).
    ///
    /// ``App/main()`` lays out the first window at this size when no `TRELLIS_SCREEN` is set.
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene {
        let usable = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        return _ModifiedScene(self, change: { if usable { $0.defaultSize = size } })
    }

    /// Sets a default width and height for a window created from the scene (macOS).
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// Sets the kind of resizability to use for a window created by the scene (recorded).
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _ModifiedScene(self, change: { $0.resizability = resizability })
    }

    /// Specifies the external events the scene's windows handle (recorded: no events come).
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _ModifiedScene(self, change: { $0.externalEvents = conditions })
    }

    /// Sets the environment value of `keyPath` to `value` in the scene's windows.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return _ModifiedScene(self, change: { $0.wrapContent { $0.environment(keyPath, value) } })
    }

    /// Transforms the environment value of `keyPath` in the scene's windows.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let transform = transform
        return _ModifiedScene(self, change: { $0.wrapContent { $0.transformEnvironment(keyPath, transform: transform) } })
    }

    /// Places an observable object in the environment of the scene's windows.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        nonisolated(unsafe) let object = object
        return _ModifiedScene(self, change: { $0.wrapContent { $0.environment(object) } })
    }

    /// Supplies an observable object to the views of the scene's windows.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        nonisolated(unsafe) let object = object
        return _ModifiedScene(self, change: { $0.wrapContent { $0.environmentObject(object) } })
    }

    /// The default store for ``AppStorage`` in the scene's windows.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        nonisolated(unsafe) let store = store
        return _ModifiedScene(self, change: { $0.wrapContent { $0.defaultAppStorage(store) } })
    }

    /// Adds an action to perform when `value` changes. Headless the scene's values do not
    /// change; with `initial`, the action runs once when the scenes are read (as when the
    /// scene appears).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        nonisolated(unsafe) let action = action
        return _ModifiedScene(self, whenRead: { _ in if initial { action() } })
    }

    /// Adds an action, given the old and new values, to perform when `value` changes. Headless
    /// the scene's values do not change; with `initial`, the action runs once (given `value`
    /// as both) when the scenes are read.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let value = value
        return _ModifiedScene(self, whenRead: { _ in if initial { action(value, value) } })
    }

    /// Adds an action to perform when `value` changes (deprecated form; headless the
    /// scene's values do not change, so it does not run).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(self)
    }
}
