import Foundation

// The disclosure indicator of a navigation link in a list (the trailing chevron), which
// `navigationLinkIndicatorVisibility(.hidden)` takes away; and `isDetailLink(_:)`, which only
// matters in an iPad's split view (docs/differences.md, "Navigation").

/// The key of ``EnvironmentValues/navigationLinkIndicatorVisibility``.
private struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility of the disclosure indicator of the navigation links in lists
    /// (`.automatic` unless set; `.automatic` and `.visible` show it).
    public var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the disclosure indicator of the navigation links inside: with
    /// `.hidden`, a link in a list is a row of its label alone, without the trailing chevron;
    /// the label still takes the row's width and the row still pushes.
    ///
    /// ```swift
    /// List {
    ///     NavigationLink("Profile", value: 1)
    /// }
    /// .navigationLinkIndicatorVisibility(.hidden)
    /// ```
    ///
    /// - Parameter visibility: The indicator's visibility.
    @MainActor @preconcurrency public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter(write: { $0.navigationLinkIndicatorVisibility = visibility }))
    }
}

extension NavigationLink {
    /// Sets whether the link's destination shows in the detail column of a split view
    /// (`true`, the default) or replaces the column the link is in.
    ///
    /// Inert on an iPhone: a compact width collapses a split view into one stack, where every
    /// link pushes onto that stack whatever it says (docs/differences.md, "Navigation").
    ///
    /// - Parameter isDetailLink: Whether the destination shows in the detail column.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        self
    }
}
