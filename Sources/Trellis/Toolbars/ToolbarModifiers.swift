import Foundation

nonisolated extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// In a screen of a ``NavigationStack`` the items go where their placements say (iOS 26:
    /// leading, trailing and principal items in the navigation bar, `bottomBar` and `status`
    /// items in the bottom bar). Every `toolbar` of a screen adds to its items. Outside a
    /// navigation stack there is no bar to show them, as on iOS: the modifier does nothing.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { Text("Row") }
    ///         .navigationTitle("Inbox")
    ///         .toolbar {
    ///             ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
    ///             ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
    ///         }
    /// }
    /// ```
    ///
    /// - Parameter content: The items representing the content of the toolbar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var list = _ToolbarItemList()
        Content._collectToolbar(content(), into: &list)
        return modifier(ToolbarModifier(change: .entries(list.entries)))
    }

    /// Populates the toolbar or navigation bar with the specified views: each is an item at
    /// the automatic placement (the trailing edge of the navigation bar on iOS).
    ///
    /// - Parameter content: The views representing the content of the toolbar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        toolbar { ToolbarItemGroup(placement: .automatic, content: content) }
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (SwiftUI's; Trellis shows every item).
    ///
    /// - Parameters:
    ///   - id: A unique identifier for this toolbar.
    ///   - content: The content representing the content of the toolbar.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        var list = _ToolbarItemList()
        Content._collectToolbar(content(), into: &list)
        return modifier(ToolbarModifier(change: .entries(list.entries)))
    }

    /// Specifies the visibility of a bar managed by SwiftUI (deprecated in SwiftUI: use
    /// ``toolbarVisibility(_:for:)``).
    ///
    /// - Parameters:
    ///   - visibility: The preferred visibility of the bar.
    ///   - bars: The bars to update the visibility of.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .visibility(visibility, bars)))
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    ///
    /// A hidden navigation bar takes no room: the screen's content starts at its top. A hidden
    /// bottom bar hides the bottom bar's items.
    ///
    /// ```swift
    /// Color.black.toolbarVisibility(.hidden, for: .navigationBar)
    /// ```
    ///
    /// - Parameters:
    ///   - visibility: The preferred visibility of the bar.
    ///   - bars: The bars to update the visibility of.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .visibility(visibility, bars)))
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    ///
    /// On iOS 26 a bar has no background of its own; this one is drawn behind the bar (the
    /// navigation bar's from the screen's top to its bottom edge).
    ///
    /// ```swift
    /// Text("Detail").toolbarBackground(Color.yellow, for: .navigationBar)
    /// ```
    ///
    /// - Parameters:
    ///   - style: The style to display as the background of the bar.
    ///   - bars: The bars to use the style for.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .backgroundStyle(AnyView(Rectangle().fill(style)), bars)))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI
    /// (deprecated in SwiftUI: use ``toolbarBackgroundVisibility(_:for:)``).
    ///
    /// - Parameters:
    ///   - visibility: The preferred visibility of the background of the bar.
    ///   - bars: The bars to update the background visibility of.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .backgroundVisibility(visibility, bars)))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI: a
    /// visible background without a style of its own is the system background.
    ///
    /// - Parameters:
    ///   - visibility: The preferred visibility of the background of the bar.
    ///   - bars: The bars to update the background visibility of.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .backgroundVisibility(visibility, bars)))
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI: the bar's items and
    /// background are drawn in it (`nil`: the scheme around).
    ///
    /// ```swift
    /// Text("Player")
    ///     .toolbarBackground(Color.black, for: .navigationBar)
    ///     .toolbarColorScheme(.dark, for: .navigationBar)
    /// ```
    ///
    /// - Parameters:
    ///   - colorScheme: The preferred color scheme of the background of the bar.
    ///   - bars: The bars to update the color scheme of.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .colorScheme(colorScheme, bars)))
    }

    /// Removes a toolbar item present by default: `.title` takes the title out of the
    /// navigation bar (a bar with nothing else left is not shown), `.search` the search field
    /// of a `searchable` view; an iPhone's stack has no sidebar toggle to remove. `nil` removes
    /// nothing.
    ///
    /// ```swift
    /// Color.black.navigationTitle("Player").toolbar(removing: .title)
    /// ```
    ///
    /// - Parameter defaultItemKind: The kind of default item to remove.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(ToolbarModifier(change: .removing(defaultItemKind?.kind)))
    }

    /// Configures the semantic role for the content populating the toolbar.
    ///
    /// Recorded; on iOS 26 Trellis draws the bar the same for every role (docs/differences.md).
    ///
    /// - Parameter role: The role of the toolbar.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(ToolbarModifier(change: .role(role)))
    }

    /// Configure the title menu of a toolbar.
    ///
    /// The title shows a chevron after it, which says that it opens a menu; the menu's content
    /// is not drawn (menus are not presented headless).
    ///
    /// ```swift
    /// Text("Document")
    ///     .navigationTitle("Draft")
    ///     .toolbarTitleMenu { Button("Rename") {} }
    /// ```
    ///
    /// - Parameter content: The content associated to the toolbar title menu.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(ToolbarModifier(change: .titleMenu(AnyView(content()))))
    }

    /// Configures the toolbar title display mode for this view.
    ///
    /// `.large` and `.inline` are ``navigationBarTitleDisplayMode(_:)``'s; `.inlineLarge` puts
    /// the title in the bar's 64-point row, at its leading edge, in the large-title font.
    ///
    /// - Parameter mode: The title display mode.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(ToolbarModifier(change: .titleDisplayMode(mode)))
    }

    /// Sets the navigation bar items for this view (deprecated in SwiftUI: use
    /// `toolbar(content:)` with `navigationBarLeading` or
    /// `navigationBarTrailing` placements).
    ///
    /// ```swift
    /// List { Text("Row") }
    ///     .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
    /// ```
    ///
    /// - Parameters:
    ///   - leading: A view that appears on the leading edge of the navigation bar.
    ///   - trailing: A view that appears on the trailing edge of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar item on the leading edge (deprecated in SwiftUI).
    ///
    /// - Parameter leading: A view that appears on the leading edge of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Sets the navigation bar item on the trailing edge (deprecated in SwiftUI).
    ///
    /// - Parameter trailing: A view that appears on the trailing edge of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// The toolbar modifiers: each notes what it declares in the record of the screen around (a
/// ``NavigationStack``'s), from which the screen's bars are made once it has resolved. Outside
/// a stack they do nothing, as on iOS.
nonisolated struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Change {
        case entries([ToolbarEntry])
        case visibility(Visibility, [ToolbarPlacement])
        case backgroundStyle(AnyView, [ToolbarPlacement])
        case backgroundVisibility(Visibility, [ToolbarPlacement])
        case role(ToolbarRole)
        case removing(ToolbarDefaultItemKind.Kind?)
        case colorScheme(ColorScheme?, [ToolbarPlacement])
        case titleMenu(AnyView)
        case titleDisplayMode(ToolbarTitleDisplayMode)
    }

    let change: Change

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        guard let screen = resolver.environment.navigation.screen else {
            resolver.resolve(content, into: &elements)
            return
        }
        switch change {
        case .entries(let entries):
            for entry in entries {
                if case .titleMenu(let menu) = entry.kind {
                    if screen.toolbar.titleMenu == nil { screen.toolbar.titleMenu = menu }
                } else {
                    screen.toolbar.entries.append(entry)
                }
            }
        case let .visibility(visibility, bars):
            for bar in bars {
                if bar.isNavigationBar, screen.toolbar.navigationBarVisibility == nil { screen.toolbar.navigationBarVisibility = visibility }
                if bar.bar == .bottomBar, screen.toolbar.bottomBarVisibility == nil { screen.toolbar.bottomBarVisibility = visibility }
            }
        case let .backgroundStyle(style, bars):
            for bar in bars {
                if bar.isNavigationBar, screen.toolbar.navigationBarBackground.style == nil { screen.toolbar.navigationBarBackground.style = style }
                if bar.bar == .bottomBar, screen.toolbar.bottomBarBackground.style == nil { screen.toolbar.bottomBarBackground.style = style }
            }
        case let .backgroundVisibility(visibility, bars):
            for bar in bars {
                if bar.isNavigationBar, screen.toolbar.navigationBarBackground.visibility == nil {
                    screen.toolbar.navigationBarBackground.visibility = visibility
                }
                if bar.bar == .bottomBar, screen.toolbar.bottomBarBackground.visibility == nil {
                    screen.toolbar.bottomBarBackground.visibility = visibility
                }
            }
        case .role(let role):
            if screen.toolbar.role == nil { screen.toolbar.role = role }
        case .removing(let kind):
            switch kind {
            case .title?: screen.toolbar.removesTitle = true
            case .search?: screen.toolbar.removesSearch = true
            case .sidebarToggle?, nil: break
            }
        case let .colorScheme(scheme, bars):
            for bar in bars {
                if bar.isNavigationBar, screen.toolbar.navigationBarColorScheme == nil { screen.toolbar.navigationBarColorScheme = scheme }
                if bar.bar == .bottomBar, screen.toolbar.bottomBarColorScheme == nil { screen.toolbar.bottomBarColorScheme = scheme }
            }
        case .titleMenu(let menu):
            if screen.toolbar.titleMenu == nil { screen.toolbar.titleMenu = menu }
        case .titleDisplayMode(let mode):
            let barMode: NavigationBarItem.TitleDisplayMode
            switch mode.mode {
            case .automatic: barMode = .automatic
            case .large: barMode = .large
            case .inline: barMode = .inline
            case .inlineLarge:
                barMode = .inline
                if screen.displayMode == nil { screen.toolbar.inlineLargeTitle = true }
            }
            resolver.resolve(content.modifier(NavigationBarModifier(change: .displayMode(barMode))), into: &elements)
            return
        }
        resolver.resolve(content, into: &elements)
    }
}
