import Foundation

/// An action that opens a URL.
///
/// Read it from the environment and call it; ``Link`` calls it with its destination. Set your
/// own with `.environment(\.openURL, OpenURLAction { url in … })` to handle URLs in the app,
/// as tests do to see what a view opens:
///
/// ```swift
/// struct Help: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View {
///         Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///     }
/// }
/// ```
///
/// The default action hands the URL to the system; headless there is none, so it is
/// discarded (the completion handler hears `false`).
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction }
        let kind: Kind
        let url: URL?
        let prefersInApp: Bool

        /// The handler opened the URL: the action succeeded.
        public static let handled = Result(kind: .handled, url: nil, prefersInApp: false)
        /// The handler discarded the URL: the action failed.
        public static let discarded = Result(kind: .discarded, url: nil, prefersInApp: false)
        /// The handler asks the system to open the original URL (headless: discarded).
        public static let systemAction = Result(kind: .systemAction, url: nil, prefersInApp: false)

        /// The handler asks the system to open `url` (headless: discarded).
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .systemAction, url: url, prefersInApp: false)
        }

        /// The handler asks the system to open `url`, in the app if `prefersInApp` (headless:
        /// discarded).
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
            Result(kind: .systemAction, url: url, prefersInApp: prefersInApp)
        }
    }

    /// What opening does; `nil` for the system's.
    nonisolated(unsafe) let handler: ((URL) -> Result)?

    /// Creates an action that opens a URL with `handler`.
    @MainActor @preconcurrency
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    nonisolated init(system: Void) {
        handler = nil
    }

    /// Whether opening `url` was accepted.
    private func open(_ url: URL) -> Bool {
        guard let handler else { return false }
        return handler(url).kind == .handled
    }

    /// Opens a URL, following the user's preferences.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens a URL, in the app if `prefersInApp`.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, prefersInApp: Bool) {
        _ = open(url)
    }

    /// Asynchronously opens a URL, telling `completion` whether it was accepted.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }
}

/// The key of ``EnvironmentValues/openURL``.
private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(system: ()) }
}

extension EnvironmentValues {
    /// An action that opens a URL: the system's (headless, discarded) unless set.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// Registers a handler to invoke in response to a URL that the app receives (inert
    /// headless: no URL is delivered to the app).
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }

    /// Sets whether URLs the view's links open prefer to open in the app: the environment's
    /// ``EnvironmentValues/openURL`` asks for `prefersInApp` (headless, recorded).
    nonisolated public func onOpenURL(prefersInApp: Bool) -> some View {
        self
    }
}

/// A control for navigating to a URL.
///
/// Laid out and drawn as a borderless button (its label alone, in the accent colour on iOS;
/// on macOS no bezel: swiftui-web `dark/text` records a link the size of its text), unless a
/// button style is set around it, which it takes as a button does; activating it (``LayoutHost/activate(id:)``) calls the environment's
/// ``EnvironmentValues/openURL`` with the destination.
///
/// ```swift
/// Link("Terms", destination: URL(string: "https://example.com/terms")!)
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link: a button that opens the destination.
    public var body: some View {
        var button = Button(action: { openURL(destination) }, label: { label })
        button.unstyledKind = .borderless
        return button
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.destination = destination
        label = Text(titleKey)
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.destination = destination
        label = Text(title)
    }
}
