import Foundation

// The views an adaptable tab view shows in its sidebar, above, below and at the bottom of
// its tabs. An iPhone shows no sidebar (Trellis's default screen): the tab bar is all there is,
// so these change no layout (docs/differences.md, "Tabs").

nonisolated extension View {
    /// Adds a custom header to the sidebar of a tab view.
    ///
    /// Inert on an iPhone, which shows the tab bar and no sidebar (docs/differences.md, "Tabs").
    ///
    /// - Parameter content: The header's content.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Adds a custom footer to the sidebar of a tab view.
    ///
    /// Inert on an iPhone, which shows the tab bar and no sidebar (docs/differences.md, "Tabs").
    ///
    /// - Parameter content: The footer's content.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Adds a custom bottom bar to the sidebar of a tab view.
    ///
    /// Inert on an iPhone, which shows the tab bar and no sidebar (docs/differences.md, "Tabs").
    ///
    /// - Parameter content: The bottom bar's content.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }
}
