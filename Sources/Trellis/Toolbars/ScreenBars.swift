import Foundation

/// A screen's bars, made from its record once it has resolved: the navigation bar (its title,
/// back button and toolbar items, a search drawer), the bottom bar (toolbar items, or the
/// search field, which takes the band), and, while the search is presented, its suggestions
/// over the content.
///
/// 1. The navigation bar shows unless hidden: with a title (large: 116.5, inline: 64), or a
///    back button or items alone (64). While the search is presented it is 54 tall and shows
///    no title. A drawer adds 60 under it.
/// 2. The bottom band is the search field's at the bottom placement (76 at rest, 60
///    presented), else the bottom bar's when it has items (76).
/// 3. The search's bindings are read here, so that in a live host a change to them lays the
///    stack out again.
struct ScreenBars {
    /// The navigation bar's view and height (0 without one).
    var top: AnyView?
    var topHeight: CGFloat = 0
    /// The bottom band's view and height (0 without one).
    var bottom: AnyView?
    var bottomHeight: CGFloat = 0
    /// The suggestions shown over the content, while the search is presented.
    var presentedSuggestions: AnyView?

    init(record: NavigationScreenRecord, back: (() -> Void)?, resolver: inout Resolver) {
        var toolbar = record.toolbar
        let search = toolbar.removesSearch ? nil : record.search.declaration
        let screenTitle = toolbar.removesTitle ? nil : record.title
        let (presented, text) = Self.read(search, resolver: &resolver)
        let close: (() -> Void)? = presented ? search.map { search in
            { search.isPresented?.wrappedValue = false; search.text.wrappedValue = "" }
        } : nil
        let field = search.map { SearchFieldView(text: text, prompt: $0.prompt, tokens: $0.tokens, dismiss: close) }

        // 1. The navigation bar.
        let large = record.showsLargeTitle(nil) && !toolbar.inlineLargeTitle
        // While presented the bar gives way to a band without the title, unless the screen
        // keeps it (`searchPresentationToolbarBehavior(.avoidHidingContent)`).
        let yields = presented && !record.search.keepsBarWhilePresented
        let title = yields ? nil : screenTitle
        // The scopes replace the title in the row while they show.
        if let scopes = record.search.scopes, record.search.scopesOnTextEntry ? !text.isEmpty : presented {
            toolbar.entries.append(ToolbarEntry(placement: .principal, kind: .item(scopes)))
        }
        var drawer: SearchFieldView?
        if let search, let field {
            switch search.placement.kind {
            case .bottom: break
            case .drawer: drawer = field
            case .principal: toolbar.entries.append(ToolbarEntry(placement: .principal, kind: .item(AnyView(field))))
            }
        }
        if toolbar.showsNavigationBar {
            var height = NavigationBarMetrics.height(
                hasTitle: screenTitle != nil, large: large, showsBackButton: back != nil, hasItems: toolbar.hasBarItems)
            if yields, height > 0 { height = SearchMetrics.presentedTopHeight }
            if drawer != nil { height += SearchMetrics.drawerHeight }
            if height > 0 {
                topHeight = height
                top = AnyView(NavigationBarView(
                    title: title, large: large && title != nil, back: back, toolbar: toolbar,
                    rowHeight: yields ? SearchMetrics.presentedTopHeight : NavigationBarMetrics.inlineHeight, drawer: drawer))
            }
        }

        // 2. The bottom band.
        if let search, let field, search.placement.kind == .bottom {
            bottomHeight = presented ? SearchMetrics.presentedBottomHeight : SearchMetrics.bottomBandHeight
            bottom = AnyView(SearchBottomBand(field: field, presented: presented))
        } else if toolbar.hasBottomBar {
            bottomHeight = ToolbarMetrics.bottomBarHeight
            bottom = AnyView(BottomBarView(toolbar: toolbar))
        }

        // The suggestions, over the content while presented; choosing one sets the text.
        if presented, !record.search.suggestionsHidden, let search, let suggestions = search.suggestions ?? record.search.suggestions {
            let text = search.text, addToken = search.addToken
            presentedSuggestions = AnyView(
                List { suggestions }
                    .listStyle(.plain)
                    .background(Color.base(of: .background))
                    .modifier(EnvironmentWriter(write: {
                        $0.search.complete = { text.wrappedValue = $0 }
                        $0.search.completeToken = addToken
                    })))
        }
    }

    /// Whether the search is presented, and its text; read where a live host notices their
    /// changes.
    private static func read(_ search: SearchDeclaration?, resolver: inout Resolver) -> (Bool, String) {
        guard let search else { return (false, "") }
        let read = { (search.isPresented?.wrappedValue ?? false, search.text.wrappedValue) }
        return resolver.live.map { $0.track(read) } ?? read()
    }
}
