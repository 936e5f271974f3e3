import Foundation

/// The navigation bar's heights and the places of what is in it (iOS 26).
///
/// Sources: swiftui-web goldens (iOS 26 simulator, a window without a status bar):
/// `ios/nav/basic` and `ios/nav/push` put the content of a screen with a large title 116.5
/// points down; `ios/nav/inline` and `ios/nav/push-inline` 64 points down under an inline
/// title; `ios/nav/push-noback` and `ios/nav/sizing` (no title, no back button) not at all.
/// The places of the title and the back button in the bar are not recorded (the goldens probe
/// the content only): they are derived from iOS 26's look (docs/differences.md).
enum NavigationBarMetrics {
    /// The bar with an inline title, or only a back button: measured.
    static let inlineHeight: CGFloat = 64
    /// The bar with a large title: measured.
    static let largeHeight: CGFloat = 116.5
    /// The side margin of the back button and of the large title (derived: the list's).
    static let margin: CGFloat = 16
    /// The back button's diameter (derived: iOS 26's glass button, the 44-point touch size).
    static let backButtonSize: CGFloat = 44

    /// The bar's height for a screen: a large or inline title, else a back button or toolbar
    /// items alone, else none.
    static func height(hasTitle: Bool, large: Bool, showsBackButton: Bool, hasItems: Bool = false) -> CGFloat {
        if hasTitle { return large ? largeHeight : inlineHeight }
        return showsBackButton || hasItems ? inlineHeight : 0
    }
}

/// A navigation bar's content: the row (back button, toolbar items, the inline title or the
/// principal items; ``NavigationBarRow``), and the large title below it; over the bar's
/// background if the screen asks for one (`toolbarBackground`).
nonisolated struct NavigationBarView: View {
    let title: Text?
    let large: Bool
    /// What the back button does; `nil` when the screen shows none.
    let back: (() -> Void)?
    /// The screen's toolbar.
    var toolbar = ScreenToolbar()
    /// The row's height: 64, or 54 while the screen is searching.
    var rowHeight = NavigationBarMetrics.inlineHeight
    /// The search field's drawer under the bar (`.navigationBarDrawer`), if any.
    var drawer: SearchFieldView?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            NavigationBarRow(title: large ? nil : title, titleLeads: toolbar.inlineLargeTitle, back: back, toolbar: toolbar)
                .frame(height: rowHeight)
            if let title, large {
                Group {
                    if let custom = largeTitleItem {
                        custom
                    } else {
                        NavigationTitleView(title: title, large: true, hasMenu: toolbar.titleMenu != nil)
                    }
                }
                .padding(.horizontal, NavigationBarMetrics.margin)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            }
            if let drawer {
                drawer.padding(.horizontal, NavigationBarMetrics.margin)
                    .frame(maxWidth: .infinity)
                    .frame(height: SearchMetrics.drawerHeight)
            }
        }
        .background { toolbar.navigationBarBackground.view?.ignoresSafeArea(edges: .top) }
        .modifier(EnvironmentWriter(write: { [scheme = toolbar.navigationBarColorScheme] in
            if let scheme = scheme ?? nil { $0.scheme = scheme }
        }))
    }

    /// The `largeTitle` items, in place of the large title.
    private var largeTitleItem: AnyView? {
        let views = toolbar.entries(in: .largeTitle).compactMap { entry -> AnyView? in
            switch entry.kind {
            case .item(let view), .group(let view): view
            case .spacer, .titleMenu: nil
            }
        }
        guard !views.isEmpty else { return nil }
        return AnyView(HStack(spacing: ToolbarMetrics.barItemSpacing) { ForEach(views.indices, id: \.self) { views[$0] } })
    }
}
