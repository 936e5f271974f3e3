import Foundation

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item: a stack's root shows
        /// its title large.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

nonisolated extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    ///
    /// In a screen of a ``NavigationStack`` the bar shows it: large on the root by default (a
    /// 116.5-point bar on iOS 26), inline under `navigationBarTitleDisplayMode(.inline)` (64
    /// points). The outermost title of a screen wins. Outside a stack it does nothing.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { Text("Row") }.navigationTitle(Text("Settings"))
    /// }
    /// ```
    ///
    /// - Parameter title: The title to display.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier(change: .title(title)))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    ///
    /// - Parameter titleKey: The key to a localized string to display.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// - Parameter title: The string to display.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a string binding (a
    /// title the person can rename, in SwiftUI; Trellis shows the string).
    ///
    /// - Parameter title: The binding to the string to display.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Configures the title display mode for this view.
    ///
    /// `.inline` puts the title in the bar's 64-point row; `.large` below it, in a 116.5-point
    /// bar; `.automatic` takes the mode of the screen below (large for the root).
    ///
    /// ```swift
    /// Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
    /// ```
    ///
    /// - Parameter displayMode: The style to use for displaying the title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(change: .displayMode(displayMode)))
    }

    /// Hides the navigation bar back button for the view.
    ///
    /// A pushed screen without a back button and without a title has no bar: its content
    /// takes the whole screen.
    ///
    /// - Parameter hidesBackButton: A Boolean value that indicates whether to hide the back
    ///   button; `true` by default.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarModifier(change: .backButtonHidden(hidesBackButton)))
    }

    /// Hides the navigation bar for this view (deprecated in SwiftUI: use
    /// `toolbar(.hidden, for: .navigationBar)`, which it does).
    ///
    /// A screen whose bar is hidden has none: its content takes the whole screen.
    ///
    /// ```swift
    /// Text("Full screen").navigationBarHidden(true)
    /// ```
    ///
    /// - Parameter hidden: A Boolean value that indicates whether to hide the navigation
    ///   bar; `false` leaves the bar as the screen's other modifiers make it.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbarVisibility(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    /// Sets the title in the navigation bar for this view (deprecated in SwiftUI: use
    /// `navigationTitle(_:)`).
    ///
    /// - Parameter title: A title for this view to display in the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of this view's navigation bar with a localized string (deprecated in
    /// SwiftUI: use `navigationTitle(_:)`).
    ///
    /// - Parameter titleKey: A key to a localized description of this view to display in the
    ///   navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title of this view's navigation bar with a string (deprecated in SwiftUI: use
    /// `navigationTitle(_:)`).
    ///
    /// - Parameter title: A title for this view to display in the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated in
    /// SwiftUI: use `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`).
    ///
    /// - Parameters:
    ///   - title: A title for this view to display in the navigation bar.
    ///   - displayMode: The style to use for displaying the navigation bar title.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode of this view's navigation bar with a localized string
    /// (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - titleKey: A key to a localized description of this view to display in the
    ///     navigation bar.
    ///   - displayMode: The type of display mode to use for the navigation bar title.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Sets the title and display mode of this view's navigation bar with a string
    /// (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - title: A title for this view to display in the navigation bar.
    ///   - displayMode: The way to display the title.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}

/// The bar modifiers: each notes its value in the record of the screen around (the
/// outermost of a screen's wins), and tells a list inside whether the screen's title shows
/// large (a list under a large title starts its rows at its top: `ListMetrics`).
nonisolated struct NavigationBarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Change {
        case title(Text)
        case displayMode(NavigationBarItem.TitleDisplayMode)
        case backButtonHidden(Bool)
    }

    let change: Change

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        guard let screen = resolver.environment.navigation.screen else {
            resolver.resolve(content, into: &elements)
            return
        }
        let saved = resolver.environment
        switch change {
        case .title(let title):
            if screen.title == nil { screen.title = title }
        case .displayMode(let mode):
            if screen.displayMode == nil { screen.displayMode = mode }
            if resolver.environment.navigation.displayMode == nil { resolver.environment.navigation.displayMode = mode }
        case .backButtonHidden(let hidden):
            if hidden { screen.backButtonHidden = true }
        }
        // (On macOS the title is the window's: a list keeps its top margin.)
        if screen.title != nil, resolver.environment.platform.system != .macOS {
            resolver.environment.list.underLargeTitle = screen.showsLargeTitle(resolver.environment.navigation.displayMode)
        }
        resolver.resolve(content, into: &elements)
        resolver.environment = saved
    }
}

nonisolated extension View {
    /// Configures the view's subtitle for purposes of navigation (iOS 26, macOS): shown under
    /// the title. Inert headless: its place in the iOS 26 bar is not recorded, so the bar is
    /// laid out without it (`docs/differences.md`).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        self
    }

    /// Configures the view's subtitle from a localized string key (inert headless: see
    /// ``navigationSubtitle(_:)-(Text)``).
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        self
    }

    /// Configures the view's subtitle from a string (inert headless: see
    /// ``navigationSubtitle(_:)-(Text)``).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        self
    }
}
