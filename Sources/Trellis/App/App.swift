import Foundation

/// A type that represents the structure and behaviour of an app.
///
/// Mark your app `@main`, as on Apple's platforms: its scenes are read, and its first window
/// is laid out.
///
/// ```swift
/// @main
/// struct BooksApp: App {
///     var body: some Scene {
///         WindowGroup { Text("Books") }
///     }
/// }
/// ```
///
/// Headless, there is no window server: ``main()`` lays out the first window's content on a
/// screen and prints the result, and ``LayoutHost/init(firstWindowOf:environment:fonts:)``
/// gives a test that window as a live host.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behaviour of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app: here, lays out its first window and prints the result.
    ///
    /// The window is laid out on the screen `TRELLIS_SCREEN` names — `iPhone16` (the default),
    /// `iPhone16Landscape`, `iPhoneSE`, `iPadPro11`, or a size such as `1024x768` — or, for a
    /// window with a ``Scene/defaultSize(_:)``, at that size when no screen is named. The
    /// output is ``LayoutResult``'s description: a node per line with its frame. An app
    /// without a window prints why and exits with status 1.
    @MainActor @preconcurrency
    public static func main() {
        let app = Self()
        let scenes = _SceneList(app.body)
        guard let window = scenes.launchWindow else {
            FileHandle.standardError.write(Data("\(Self.self) declares no window: nothing to lay out\n".utf8))
            exit(1)
        }
        let host = LayoutHost(window.content(), environment: EnvironmentValues())
        let screen = AppScreen.named(ProcessInfo.processInfo.environment["TRELLIS_SCREEN"], window: window)
        switch screen {
        case .screen(let screen):
            print(host.layout(on: screen))
        case .size(let size):
            print(host.layout(in: ProposedViewSize(size)))
        case .unknown(let name):
            FileHandle.standardError.write(Data("TRELLIS_SCREEN=\(name): not a screen (\(AppScreen.names)) nor a size such as 1024x768\n".utf8))
            exit(1)
        }
    }
}

/// Where ``App/main()`` lays out the first window.
enum AppScreen: Equatable {
    case screen(LayoutHost.Screen)
    case size(CGSize)
    case unknown(String)

    /// The screens `TRELLIS_SCREEN` can name.
    static let presets: [(String, LayoutHost.Screen)] = [
        ("iPhone16", .iPhone16), ("iPhone16Landscape", .iPhone16Landscape), ("iPhoneSE", .iPhoneSE),
        ("iPadPro11", .iPadPro11),
    ]

    /// The presets' names, for a message.
    static var names: String { presets.map(\.0).joined(separator: ", ") }

    /// The screen `name` names, or `window`'s default size, or iPhone 16. A size is
    /// `WIDTHxHEIGHT` in points, each finite and positive.
    static func named(_ name: String?, window: SceneWindow) -> AppScreen {
        guard let name, !name.isEmpty else {
            if let size = window.defaultSize { return .size(size) }
            return .screen(.iPhone16)
        }
        if let preset = presets.first(where: { $0.0.caseInsensitiveCompare(name) == .orderedSame }) {
            return .screen(preset.1)
        }
        let parts = name.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0 {
            return .size(CGSize(width: width, height: height))
        }
        return .unknown(name)
    }
}

extension LayoutHost {
    /// Creates a host for the first window `app` opens: the content of its first
    /// ``WindowGroup`` or ``Window``, in `environment`; `nil` when the app declares no window.
    ///
    /// ```swift
    /// let host = LayoutHost(firstWindowOf: BooksApp())!
    /// let result = host.layout(on: .iPhone16)
    /// ```
    @MainActor
    public convenience init?<A: App>(firstWindowOf app: A, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system) {
        guard let window = _SceneList(app.body).launchWindow else { return nil }
        self.init(window.content(), environment: environment, fonts: fonts)
    }
}
