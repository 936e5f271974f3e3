import Foundation

/// An action that presents a window.
///
/// Read it from the environment and call it with a window group's identifier or a value it
/// presents. Headless there is one window, the first (see `docs/differences.md`, "App and
/// scenes"): the request is discarded.
@MainActor @preconcurrency
public struct OpenWindowAction {
    nonisolated init() {}

    /// Opens a window that presents `value` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction<D: Codable & Hashable>(value: D) {}

    /// Opens the window with identifier `id` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction(id: String) {}

    /// Opens the window with identifier `id`, presenting `value` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// An action that dismisses a window.
///
/// Headless there is no window to close: the request is discarded.
@MainActor @preconcurrency
public struct DismissWindowAction {
    nonisolated init() {}

    /// Dismisses the current window (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction() {}

    /// Dismisses the window with identifier `id` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction(id: String) {}

    /// Dismisses the window presenting `value` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction<D: Codable & Hashable>(value: D) {}

    /// Dismisses the window with identifier `id` presenting `value` (headless: discarded).
    @MainActor @preconcurrency
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// A window presentation action (headless: discarded, there is one window).
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// A window dismissal action (headless: discarded, there is one window).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

extension View {
    /// Adds help text to a view using a localized string key: a tooltip on macOS and an
    /// accessibility hint (headless: no pointer hovers, so no tooltip shows).
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        self
    }

    /// Adds help text to a view using a text view (headless: no tooltip shows).
    nonisolated public func help(_ text: Text) -> some View {
        self
    }

    /// Adds help text to a view using a string (headless: no tooltip shows).
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
        self
    }
}
