import Foundation

/// A type that applies a custom appearance to all tables within a view.
///
/// Trellis lays out the built-in styles, ``TableStyle/automatic`` and ``TableStyle/inset``,
/// alike: on macOS the automatic style is the inset one (rows' bands 10 points in from the
/// table's sides, as recorded). A style of your own makes the table's body from its
/// configuration, which, as in SwiftUI, exposes nothing of the table.
@MainActor @preconcurrency
public protocol TableStyle {
    /// A view that represents the body of a table.
    associatedtype Body: View
    /// Creates a view that represents the body of a table.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
}

/// The properties of a table.
nonisolated public struct TableStyleConfiguration {
    /// The platform's table for the table's rows and columns.
    let table: AnyView
}

/// The default table style in the current context.
nonisolated public struct AutomaticTableStyle: TableStyle {
    @usableFromInline
    init() {}

    /// The platform's table.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table
    }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection inset from the table edges.
nonisolated public struct InsetTableStyle: TableStyle {
    /// Creates a default inset table style, with alternating row backgrounds.
    public init() {}

    /// The platform's table, its rows' bands inset from its sides.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { .init() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its
    /// content and selection inset from the table edges.
    public static var inset: InsetTableStyle { .init() }
}

/// What the table modifiers set.
struct TableSettings: Equatable {
    /// Whether the column headers show (`tableColumnHeaders`).
    var headersHidden = false
}

private struct TableSettingsKey: EnvironmentKey {
    static var defaultValue: TableSettings { TableSettings() }
}

extension EnvironmentValues {
    /// What the table modifiers set for the tables inside.
    var table: TableSettings {
        get { self[TableSettingsKey.self] }
        set { self[TableSettingsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for tables within this view.
    ///
    /// ```swift
    /// struct Fruit: Identifiable { let id: Int; let name: String }
    ///
    /// let table = Table([Fruit(id: 1, name: "Apple")]) {
    ///     TableColumn("Name", value: \.name)
    /// }
    /// .tableStyle(.inset)
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        writingStyle { (configuration: TableStyleConfiguration) in
            AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, configuration))
        }
    }

    /// Controls the visibility of a table's column headers: `.hidden` leaves the header row
    /// out, and the rows start at the table's top (5 points down, as under a header).
    /// `.automatic` and `.visible` show them. On iPhone a table shows no headers anyway.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter(write: { $0.table.headersHidden = visibility == .hidden }))
    }
}
