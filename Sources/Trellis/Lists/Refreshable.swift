import Foundation

/// An action that initiates a refresh operation.
///
/// ``View/refreshable(action:)`` puts one in the environment (``EnvironmentValues/refresh``);
/// a view calls it as a function, and a live ``LayoutHost`` runs the one around a view with
/// ``LayoutHost/refresh(id:)``.
///
/// ```swift
/// struct Reload: View {
///     @Environment(\.refresh) private var refresh
///     var body: some View {
///         if let refresh { Button("Reload") { Task { await refresh() } } }
///     }
/// }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

/// The layout value carrying the ``RefreshAction`` of a refreshable view.
enum RefreshActionKey {}

extension EnvironmentValues {
    /// A refresh action stored in a view hierarchy: `nil` outside any
    /// ``View/refreshable(action:)``.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
    }

    /// Sets the refresh action (``View/refreshable(action:)``).
    var refreshAction: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Marks this view as refreshable.
    ///
    /// The views inside find `action` in the environment (``EnvironmentValues/refresh``); a
    /// list or scroll view inside runs it when pulled down on iOS. Headless nothing pulls: a
    /// live ``LayoutHost`` runs it with ``LayoutHost/refresh(id:)``, and the content lays out
    /// as at rest (no spinner is drawn while it runs; docs/differences.md).
    ///
    /// ```swift
    /// List(mailbox.conversations) { ConversationCell($0) }
    ///     .refreshable { await mailbox.fetch() }
    /// ```
    ///
    /// - Parameter action: An asynchronous handler that SwiftUI executes when the user requests a refresh.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return modifier(NodeModifier(name: "refreshable", change: .layoutValue(ObjectIdentifier(RefreshActionKey.self), refresh)))
            .modifier(EnvironmentWriter { $0.refreshAction = refresh })
    }
}
