import Foundation

/// The visibility of the leading columns in a navigation split view.
///
/// In a regular width, `.all` shows every column, `.doubleColumn` the content and detail
/// columns of a three-column split view (all columns of a two-column one), `.detailOnly`
/// the detail column alone, and `.automatic` what the platform shows by default. A collapsed
/// split view (a compact width) shows one column at a time whatever the visibility.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case detailOnly, doubleColumn, all, automatic
    }

    let kind: Kind

    /// Hide the leading two columns of a three-column navigation split view, so that just the
    /// detail area shows.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .detailOnly) }
    /// Show the content column and detail area of a three-column navigation split view, or
    /// the sidebar column and detail area of a two-column navigation split view.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .doubleColumn) }
    /// Show all the columns of a three-column navigation split view.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .all) }
    /// Use the default leading column visibility for the current device.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .automatic) }

    /// Encodes this visibility into the given encoder.
    ///
    /// - Parameter encoder: The encoder to write data to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(kind)
    }

    /// Creates a new instance by decoding from the given decoder.
    ///
    /// - Parameter decoder: The decoder to read data from; a value that names no visibility
    ///   throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        kind = try decoder.singleValueContainer().decode(Kind.self)
    }

    init(kind: Kind) {
        self.kind = kind
    }
}

/// A view that represents a column in a navigation split view.
///
/// A ``NavigationSplitView`` collapses into a single stack in a compact width (an iPhone in
/// portrait); use this type with the `preferredCompactColumn` parameter to say which column
/// is on top of the collapsed stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The column's place: 0 the sidebar, 1 the content, 2 the detail.
    let index: Int

    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    /// The content column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}

/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
///
/// The built-in styles are `.automatic`, `.balanced` (showing the leading columns narrows the
/// detail) and `.prominentDetail` (the detail keeps its size, the leading columns over it). A
/// style of your own replaces the split view by the view its ``makeBody(configuration:)``
/// returns, as in SwiftUI (whose configuration gives it nothing to show).
///
/// ```swift
/// NavigationSplitView {
///     List { Text("Inbox") }
/// } detail: {
///     Text("Message")
/// }
/// .navigationSplitViewStyle(.balanced)
/// ```
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View

    /// Creates a view that represents the body of a navigation split view.
    ///
    /// - Parameter configuration: The properties of the instance being created.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// The properties of a navigation split view instance (SwiftUI gives them no public members).
public struct NavigationSplitViewStyleConfiguration {}

/// A navigation split style that resolves its appearance automatically based on the current
/// context: balanced on macOS and in a landscape (wider than tall) regular width, prominent
/// detail in a portrait one.
@MainActor @preconcurrency
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic navigation split view style.
    public init() {}

    /// The split view as the context makes it (Trellis lays out the built-in styles itself).
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
@MainActor @preconcurrency
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the balanced navigation split view style.
    public init() {}

    /// The split view's columns side by side (Trellis lays out the built-in styles itself).
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns: they show over it.
@MainActor @preconcurrency
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the prominent detail navigation split view style.
    public init() {}

    /// The detail with the leading columns over it (Trellis lays out the built-in styles
    /// itself).
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room
    /// when showing the leading column or columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content
    /// when hiding or showing the leading columns.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// A split view style as the environment keeps it.
enum NavigationSplitStyleKind: @unchecked Sendable {
    // Unchecked: a custom style's body is made and read on the main actor, by the resolve
    // of the split view it styles.
    case automatic, balanced, prominentDetail
    /// A style of the user's: the view its `makeBody` returns.
    case custom(@MainActor () -> AnyView)
}

/// The key of ``EnvironmentValues/navigationSplitStyle``.
private struct NavigationSplitStyleKey: EnvironmentKey {
    static var defaultValue: NavigationSplitStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The style split views around take (`navigationSplitViewStyle`).
    var navigationSplitStyle: NavigationSplitStyleKind {
        get { self[NavigationSplitStyleKey.self] }
        set { self[NavigationSplitStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for navigation split views within this view.
    ///
    /// ```swift
    /// NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
    ///     .navigationSplitViewStyle(.prominentDetail)
    /// ```
    ///
    /// - Parameter style: The style to set.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let kind: NavigationSplitStyleKind
        switch style {
        case is AutomaticNavigationSplitViewStyle: kind = .automatic
        case is BalancedNavigationSplitViewStyle: kind = .balanced
        case is ProminentDetailNavigationSplitViewStyle: kind = .prominentDetail
        default:
            nonisolated(unsafe) let custom = style
            kind = .custom { AnyView(custom.makeBody(configuration: NavigationSplitViewStyleConfiguration())) }
        }
        return environment(\.navigationSplitStyle, kind)
    }

    /// Sets a fixed, preferred width for the column containing this view.
    ///
    /// Apply it to the content of a column of a ``NavigationSplitView``: in a regular width
    /// the column is that wide (narrower only when the split view is too narrow for its
    /// columns). A negative or non-finite width is left out (reported as
    /// `invalidModifierValue`).
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     List { Text("Inbox") }.navigationSplitViewColumnWidth(150)
    /// } detail: {
    ///     Text("Message")
    /// }
    /// ```
    ///
    /// - Parameter width: The preferred width of the column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(SplitColumnWidthModifier(width: SplitColumnWidth(min: width, ideal: width, max: width)))
    }

    /// Sets a flexible, preferred width for the column containing this view.
    ///
    /// The column takes its `ideal` width, narrowing towards `min` when the split view is too
    /// narrow for its columns; `max` bounds it (and `min` wins over `max`). A bad ideal width
    /// leaves the column its default; a bad minimum or maximum is left out; both are reported
    /// as `invalidModifierValue`.
    ///
    /// - Parameters:
    ///   - min: The minimum width for the column; `nil` for the column's own.
    ///   - ideal: The ideal width for the column.
    ///   - max: The maximum width for the column; `nil` for no bound.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(SplitColumnWidthModifier(width: SplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}
