import Foundation

/// A scene that presents a group of identically structured windows.
///
/// An app's main scene: on iOS the app's one window, on macOS the windows File ▸ New opens.
///
/// ```swift
/// WindowGroup {
///     ContentView()
/// }
/// ```
///
/// Headless, the first window group's content is what ``App/main()`` and
/// ``LayoutHost/init(firstWindowOf:environment:fonts:)`` lay out; its title and identifier are
/// recorded.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let id: String?
    let title: Text?
    let makeContent: () -> Content

    /// A window group whose windows are made by `makeContent`, each time one opens.
    nonisolated init(id: String?, title: Text?, lazyContent makeContent: @escaping () -> Content) {
        self.id = id
        self.title = title
        self.makeContent = makeContent
    }

    /// A window group with content made once, now (the deprecated non-escaping forms).
    init(id: String?, title: Text?, content: () -> Content) {
        let made = content()
        self.init(id: id, title: title, lazyContent: { made })
    }

    /// Creates a window group with an identifier (deprecated: use `init(id:makeContent:)`).
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: nil, content: content)
    }

    /// Creates a window group with a text view title and an identifier (deprecated).
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: title, content: content)
    }

    /// Creates a window group with a localized title and an identifier (deprecated).
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: Text(titleKey), content: content)
    }

    /// Creates a window group with a title string and an identifier (deprecated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(id: id, title: Text(title), content: content)
    }

    /// Creates a window group (deprecated: use `init(makeContent:)`).
    public init(@ViewBuilder content: () -> Content) {
        self.init(id: nil, title: nil, content: content)
    }

    /// Creates a window group with a text view title (deprecated).
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: title, content: content)
    }

    /// Creates a window group with a localized title (deprecated).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: Text(titleKey), content: content)
    }

    /// Creates a window group with a title string (deprecated).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(id: nil, title: Text(title), content: content)
    }

    /// Creates a window group with an identifier, whose windows `makeContent` makes.
    nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: nil, lazyContent: makeContent)
    }

    /// Creates a window group with a text view title and an identifier.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: title, lazyContent: makeContent)
    }

    /// Creates a window group with a localized title and an identifier.
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: Text(titleKey), lazyContent: makeContent)
    }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: Text(title), lazyContent: makeContent)
    }

    /// Creates a window group whose windows `makeContent` makes.
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: nil, lazyContent: makeContent)
    }

    /// Creates a window group with a text view title.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: title, lazyContent: makeContent)
    }

    /// Creates a window group with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: Text(titleKey), lazyContent: makeContent)
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: Text(title), lazyContent: makeContent)
    }

    /// A window group has no body of its own: it is a window.
    public var body: Never { fatalError("WindowGroup has no body") }

    /// Adds the group's window.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        let make = scene.makeContent
        scenes.windows.append(SceneWindow(kind: .windowGroup, id: scene.id, title: scene.title, content: { AnyView(make()) }))
    }
}

extension WindowGroup {
    /// Creates a window group whose windows present a value of `type`, starting from `nil`.
    nonisolated public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: id, title: nil, lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a titled window group whose windows present a value of `type`.
    @_disfavoredOverload
    nonisolated public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: id, title: title, lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group with a localized title whose windows present a value of `type`.
    nonisolated public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: id, title: Text(titleKey), lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group with a title string whose windows present a value of `type`.
    @_disfavoredOverload
    nonisolated public init<S, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Codable & Hashable, C: View {
        self.init(id: id, title: Text(title), lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group whose windows present a value of `type`, starting from `nil`.
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: nil, title: nil, lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a titled window group whose windows present a value of `type`.
    @_disfavoredOverload
    nonisolated public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: nil, title: title, lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group with a localized title whose windows present a value of `type`.
    nonisolated public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: nil, title: Text(titleKey), lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group with a title string whose windows present a value of `type`.
    @_disfavoredOverload
    nonisolated public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Codable & Hashable, C: View {
        self.init(id: nil, title: Text(title), lazyContent: { PresentedWindowContent(startingWith: nil, content: content) })
    }

    /// Creates a window group whose windows present a value of `type`, starting from
    /// `defaultValue()`.
    nonisolated public init<D, C>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: id, title: nil, lazyContent: { PresentedWindowContent(startingWith: defaultValue(), content: content) })
    }

    /// Creates a titled window group whose windows present a value of `type`, starting from
    /// `defaultValue()`.
    @_disfavoredOverload
    nonisolated public init<D, C>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: id, title: title, lazyContent: { PresentedWindowContent(startingWith: defaultValue(), content: content) })
    }

    /// Creates a window group with a localized title whose windows present a value of
    /// `type`, starting from `defaultValue()`.
    nonisolated public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: nil, title: Text(titleKey), lazyContent: { PresentedWindowContent(startingWith: defaultValue(), content: content) })
    }

    /// Creates a window group whose windows present a value of `type`, starting from
    /// `defaultValue()`.
    nonisolated public init<D, C>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(id: nil, title: nil, lazyContent: { PresentedWindowContent(startingWith: defaultValue(), content: content) })
    }
}

/// The content of a window that presents a value: the window's view, given a binding to the
/// value the window holds.
///
/// A window opened at launch holds `nil`, or the group's default value.
nonisolated public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    /// Content that holds `value`.
    init(startingWith value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(wrappedValue: value)
        self.content = content
    }

    /// Content that holds a value never `nil`.
    init(startingWith value: Data, content: @escaping (Binding<Data>) -> Content) {
        _value = State(wrappedValue: value)
        self.content = { binding in
            content(Binding(get: { binding.wrappedValue ?? value }, set: { binding.wrappedValue = $0 }))
        }
    }

    /// The window's view, given the value.
    public var body: some View { content($value) }
}

/// A scene that presents its own unique window (macOS).
///
/// Recorded headless: the first window scene, if no ``WindowGroup`` comes first, is what
/// ``App/main()`` lays out.
nonisolated public struct Window<Content: View>: Scene {
    let id: String
    let title: Text
    let content: Content

    /// Creates a window with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.title = title
        self.content = content()
    }

    /// Creates a window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// Creates a window with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// A window has no body of its own.
    public var body: Never { fatalError("Window has no body") }

    /// Adds the window.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        let content = scene.content
        scenes.windows.append(SceneWindow(kind: .window, id: scene.id, title: scene.title, content: { AnyView(content) }))
    }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS).
///
/// Recorded headless (there is no Settings menu item): never the window ``App/main()`` lays
/// out, but a test can lay out its content.
nonisolated public struct Settings<Content: View>: Scene {
    let content: Content

    /// Creates a scene that presents an interface for viewing and modifying an app's
    /// preferences.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A settings scene has no body of its own.
    public var body: Never { fatalError("Settings has no body") }

    /// Adds the settings window.
    @MainActor public static func _collectScenes(_ scene: Self, into scenes: inout _SceneList) {
        let content = scene.content
        scenes.windows.append(SceneWindow(kind: .settings, id: nil, title: nil, content: { AnyView(content) }))
    }
}
