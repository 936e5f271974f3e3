import Foundation

/// What a screen's toolbar modifiers declared, read once the screen has resolved to make its
/// bars (``NavigationStackContent``).
struct ScreenToolbar {
    /// The items, groups and spacers, in the order met.
    var entries: [ToolbarEntry] = []
    /// The visibility asked for the navigation bar and the bottom bar (the outermost wins).
    var navigationBarVisibility: Visibility?
    var bottomBarVisibility: Visibility?
    /// The background asked for each bar: its visibility and its style's view.
    var navigationBarBackground = BarBackground()
    var bottomBarBackground = BarBackground()
    /// The colour scheme asked for each bar (`toolbarColorScheme`); `nil` for the scheme around.
    var navigationBarColorScheme: ColorScheme??
    var bottomBarColorScheme: ColorScheme??
    /// The role (`toolbarRole`): recorded, drawn the same for every role.
    var role: ToolbarRole?
    /// The title menu's content (`toolbarTitleMenu`): a chevron beside the title shows it has
    /// one; its content is not drawn.
    var titleMenu: AnyView?
    /// Whether the title is large in the bar's row (`toolbarTitleDisplayMode(.inlineLarge)`).
    var inlineLargeTitle = false
    /// The default items taken out (`toolbar(removing:)`): the title, the search field.
    var removesTitle = false
    var removesSearch = false

    /// A bar's background: whether it shows, and the view that draws it.
    struct BarBackground {
        var visibility: Visibility?
        var style: AnyView?

        /// The view to draw behind the bar, if any: the style asked for, or the system
        /// background when the background is made visible without one.
        var view: AnyView? {
            switch visibility {
            case .hidden?: return nil
            case .visible?: return style ?? AnyView(Rectangle().fill(Color.base(of: .background)))
            case .automatic?, nil: return style
            }
        }
    }

    /// The entries of the slots given, in order.
    func entries(in slots: ToolbarItemPlacement.Slot...) -> [ToolbarEntry] {
        entries.filter { slots.contains($0.placement.slot) }
    }

    /// Whether the navigation bar shows: not hidden.
    var showsNavigationBar: Bool { navigationBarVisibility != .hidden }

    /// Whether the screen has items for its navigation bar's row.
    var hasBarItems: Bool {
        entries.contains { [.leading, .trailing, .principal, .overflow].contains($0.placement.slot) }
    }

    /// Whether the screen has a bottom bar: items for it, not hidden.
    var hasBottomBar: Bool {
        bottomBarVisibility != .hidden && entries.contains { [.bottom, .status].contains($0.placement.slot) }
    }
}
