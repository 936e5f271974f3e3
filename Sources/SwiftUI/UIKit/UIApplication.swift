// UIKit's application object and its scenes, as SwiftUI code reads them: the key window's
// safe-area insets (`UIApplication.shared.connectedScenes` → `UIWindowScene` → `keyWindow`),
// the screen a scene is on, and `open(_:)` for a link. On iOS `import SwiftUI` brings UIKit;
// off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The centralized point of control and coordination for apps (UIKit's `UIApplication`).
///
/// Headless, the app is the one Trellis lays out for by default: one foreground-active
/// ``UIWindowScene`` on ``UIScreen/main`` (an iPhone 16 in portrait), with one key window
/// that fills the screen and has the phone's safe area (59 points above, 34 below,
/// `LayoutHost.Screen.iPhone16`).
///
/// ```swift
/// let window = UIApplication.shared.connectedScenes
///     .compactMap { $0 as? UIWindowScene }
///     .first?.keyWindow
/// window?.safeAreaInsets.top   // 59
/// ```
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The app's scene.
    private let scene: UIWindowScene

    override init() {
        scene = UIWindowScene(screen: .main)
        super.init()
    }

    /// The singleton app instance.
    open class var shared: UIApplication { sharedApplication }

    /// The one application.
    private static let sharedApplication = UIApplication()

    /// The app's currently connected scenes: one window scene.
    open var connectedScenes: Set<UIScene> { [scene] }

    /// Attempts to open the resource at the specified URL. Headless there is no other app to
    /// open it with: nothing is opened, and `completion` is called at once with `false`.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - options: Options to use when opening the URL.
    ///   - completion: Called with whether the URL was opened (always `false` here).
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Returns a Boolean value that indicates whether an app is available to handle a URL
    /// scheme: `false` headless, where there is none.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Keys for the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public var rawValue: String
        /// A key of the name `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A key of the name `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if it is a valid universal link with an app configured to open it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// An object that represents one instance of your app's user interface (UIKit's `UIScene`).
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The current execution state of the scene: the app's one scene is in the foreground
    /// and active.
    open var activationState: UIScene.ActivationState { .foregroundActive }

    /// The activation states of a scene.
    @frozen public enum ActivationState: Int, Sendable {
        /// The scene is not connected to the app.
        case unattached = -1
        /// The scene is onscreen and receiving events.
        case foregroundActive = 0
        /// The scene is onscreen but not receiving events.
        case foregroundInactive = 1
        /// The scene is offscreen.
        case background = 2
    }
}

/// A scene that manages one or more windows for your app (UIKit's `UIWindowScene`).
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The screen on which the scene is displayed.
    public let screen: UIScreen
    /// The scene's window.
    private var window: UIWindow?

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    /// The windows associated with the scene: its key window, which fills the screen.
    open var windows: [UIWindow] { [keyWindow].compactMap { $0 } }

    /// The key window for the scene.
    open var keyWindow: UIWindow? {
        if let window { return window }
        let made = UIWindow(scene: self)
        window = made
        return made
    }
}

/// The backdrop for your app's user interface (UIKit's `UIWindow`).
///
/// The app's window fills its screen and has the device's safe area; a window made by code
/// for a scene fills the scene's screen and has the safe area too, one made with a frame has
/// no safe area; neither is the scene's key window.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene the window belongs to, if the app made it.
    open private(set) weak var windowScene: UIWindowScene?

    /// The root view controller for the window: its view is the window's content.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// The app's window of `scene`: the screen's bounds.
    init(scene: UIWindowScene) {
        windowScene = scene
        super.init(frame: scene.screen.bounds)
    }

    /// Initializes and returns a window with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window associated with the specified scene, filling its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// A Boolean value that indicates whether the window is the key window for the app: the
    /// app's own window is.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// The safe area of a window in a scene: the device's (59 points above, 34 below on the
    /// default iPhone 16); none for a window made with a frame.
    open override var safeAreaInsets: UIEdgeInsets {
        guard windowScene != nil else { return .zero }
        let insets = LayoutHost.Screen.iPhone16.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// Shows the window and makes it the key window. Headless the scene's key window stays the
    /// app's own, so this only unhides the window.
    open func makeKeyAndVisible() {
        isHidden = false
    }
}
#endif
