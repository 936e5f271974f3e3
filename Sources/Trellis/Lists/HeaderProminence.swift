import Foundation

// A section header's prominence: `.increased` makes a list's or form's section header a
// larger, bolder title. Apple documents the effect in words only ("a more prominent header"),
// without sizes; as UIKit's prominent inset-grouped header, Trellis sets it in the title 3
// font, bold, in the primary colour (derived), where a standard header takes the list's
// header font in the secondary colour (docs/differences.md, "Lists").

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence: a section header in a list or form shows as a larger, bolder
    /// title.
    case increased
}

/// The key of ``EnvironmentValues/headerProminence``.
private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence to apply to section headers within a view (`.standard` unless set).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the header prominence for this view: with `.increased`, the headers of the list
    /// and form sections inside show in the title 3 font, bold, in the primary colour, in
    /// place of the list's header font in the secondary colour (iOS); on macOS such a header
    /// keeps the list's font and sits 10 points higher above its rows.
    ///
    /// ```swift
    /// List {
    ///     Section("Favourites") { Text("Inbox") }
    ///         .headerProminence(.increased)
    /// }
    /// ```
    ///
    /// Outside a list or form a section's header keeps its own font.
    ///
    /// - Parameter prominence: The prominence to apply.
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(EnvironmentWriter(write: { $0.headerProminence = prominence }))
    }
}

/// Marks a list section's header as of increased prominence, for ``ListLayout``, which
/// raises it by its metrics' ``ListMetrics/prominentHeaderRise``.
struct ProminentHeaderKey: LayoutValueKey {
    static let defaultValue = false
}

/// A list section's header at increased prominence (``View/headerProminence(_:)``): on iOS a
/// title (title 3, bold, primary); on macOS it keeps the list's header font, and the list sets
/// it higher above its rows (swiftui-web list/prominence, macOS 26.2: the header 16 tall,
/// 10 points above a standard header's place).
nonisolated struct ProminentSectionHeader<Content: View>: View {
    let content: Content
    let platform: TargetPlatform

    @ViewBuilder var body: some View {
        if platform.system == .macOS {
            content.layoutValue(key: ProminentHeaderKey.self, value: true)
        } else {
            content.font(.title3.bold()).foregroundStyle(.primary)
        }
    }
}
