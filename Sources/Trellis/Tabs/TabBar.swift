import Foundation

/// The iOS 26 tab bar's metrics.
///
/// Sources: swiftui-web goldens `ios/tabs/basic` and `ios/tabs/second` (iOS 26 simulator,
/// 375 × 667; commit b687eac): the content is laid out in the window less 83 points at the
/// bottom (measured from the probes). The bar's look is swiftui-web's reading of the same
/// goldens' pixels (`Docs/elements/iOS.md`, "Tab bar"): a capsule 58 tall whose bottom is 23
/// above the window's, 270 wide for three tabs (each tab 86, 6 at each end), the selected
/// tab on a 93.5 × 53.5 pill 2 below the capsule's top, the symbol 7.5 below the pill's top.
/// How the capsule narrows for more tabs, the badge and the search tab's circle are derived
/// (docs/differences.md).
enum TabBarMetrics {
    /// The band the bar takes from the content: measured.
    static let height: CGFloat = 83
    /// The capsule's height.
    static let capsuleHeight: CGFloat = 58
    /// From the capsule's bottom to the bar's.
    static let bottomGap: CGFloat = 23
    /// One tab's share of the capsule.
    static let slotWidth: CGFloat = 86
    /// The capsule's padding at each end.
    static let endPadding: CGFloat = 6
    /// The smallest margin between the capsule and the bar's sides (derived).
    static let sideMargin: CGFloat = 16
    /// The selected tab's pill.
    static let pillSize = CGSize(width: 93.5, height: 53.5)
    /// From the capsule's top to the pill's.
    static let pillInset: CGFloat = 2
    /// From the pill's top to the symbol's.
    static let symbolInset: CGFloat = 7.5
    /// The symbols' point size.
    static let symbolSize: CGFloat = 24
    /// The titles' point size (medium).
    static let titleSize: CGFloat = 10
    /// The gap between the capsule and the search tab's circle (derived).
    static let searchGap: CGFloat = 8
    /// The page style's index strip at the bottom (derived: UIKit's page control).
    static let pageIndexHeight: CGFloat = 26
    /// A page dot's diameter and the gap between dots (derived).
    static let dotSize: CGFloat = 8

    /// The capsule's width for `count` tabs in a bar `width` wide (the search tab's circle
    /// taken off already): a slot per tab, narrowed to fit.
    static func capsuleWidth(tabs count: Int, in width: CGFloat) -> CGFloat {
        let natural = 2 * endPadding + slotWidth * CGFloat(count)
        return Swift.max(Swift.min(natural, width - 2 * sideMargin), 0)
    }
}

/// One tab's item, as the bar shows it.
struct TabBarItem {
    let label: AnyView?
    let title: String?
    let badge: Text?
    let isSearch: Bool
    /// What selects the tab, and marks its bar item: its value (`tag`, a `Tab`'s value), or
    /// its index.
    let value: AnyHashable
    /// Whether the item is disabled (`disabled(_:)` on the tab).
    var isDisabled = false
}

/// The tab bar: the tabs in a capsule centred at the bottom, the search tab in its own
/// circle after it.
nonisolated struct TabBarView: View {
    let items: [TabBarItem]
    let selected: Int
    let select: (AnyHashable) -> Void

    var body: some View {
        GeometryReader { proxy in
            bar(width: proxy.size.width)
        }
    }

    private func bar(width: CGFloat) -> some View {
        let regular = items.indices.filter { !items[$0].isSearch }
        let search = items.indices.filter { items[$0].isSearch }
        let searchWidth = search.isEmpty ? 0 : CGFloat(search.count) * (TabBarMetrics.capsuleHeight + TabBarMetrics.searchGap)
        let capsule = TabBarMetrics.capsuleWidth(tabs: regular.count, in: width - searchWidth)
        let slot = regular.isEmpty ? 0 : (capsule - 2 * TabBarMetrics.endPadding) / CGFloat(regular.count)
        return HStack(spacing: TabBarMetrics.searchGap) {
            if !regular.isEmpty {
                HStack(spacing: 0) {
                    ForEach(regular, id: \.self) { index in item(index, width: slot) }
                }
                .padding(.horizontal, TabBarMetrics.endPadding)
                .frame(width: capsule, height: TabBarMetrics.capsuleHeight)
                .background(Capsule().fill(Color(red: 251 / 255, green: 252 / 255, blue: 252 / 255)))
            }
            ForEach(search, id: \.self) { index in
                item(index, width: TabBarMetrics.capsuleHeight)
                    .frame(width: TabBarMetrics.capsuleHeight, height: TabBarMetrics.capsuleHeight)
                    .background(Circle().fill(Color(red: 251 / 255, green: 252 / 255, blue: 252 / 255)))
            }
        }
        .padding(.top, TabBarMetrics.height - TabBarMetrics.bottomGap - TabBarMetrics.capsuleHeight)
        .frame(width: width, height: TabBarMetrics.height, alignment: .top)
    }

    /// A tab's bar item: marked with its value (its index without one) and, inside, with its
    /// title, so that ``LayoutHost/activate(id:)`` finds it by either.
    private func item(_ index: Int, width: CGFloat) -> some View {
        let item = items[index], isSelected = index == selected, select = self.select
        let pill = CGSize(width: Swift.min(TabBarMetrics.pillSize.width, width + 7.5), height: TabBarMetrics.pillSize.height)
        let button = Button(action: { select(item.value) }) {
            ZStack(alignment: .top) {
                if isSelected { Capsule().fill(Color.black.opacity(0.086)).frame(width: pill.width, height: pill.height) }
                (item.label ?? AnyView(EmptyView()))
                    .labelStyle(TabBarLabelStyle())
                    .foregroundStyle(isSelected ? Color.accentColor : Color.primary)
                    .padding(.top, TabBarMetrics.symbolInset)
                    .overlay(alignment: .top) {
                        if let badge = item.badge { TabBadge(text: badge) }
                    }
            }
            .padding(.top, TabBarMetrics.pillInset)
            .frame(width: width, height: TabBarMetrics.capsuleHeight, alignment: .top)
        }
        return Group { if let title = item.title { button.id(title) } else { button } }
            .disabled(item.isDisabled)
            .frame(width: width, height: TabBarMetrics.capsuleHeight)
            .id(item.value)
    }
}

/// A bar item's label: its image over its title (derived: 3 points apart).
struct TabBarLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 3) {
            configuration.icon.font(.system(size: TabBarMetrics.symbolSize)).frame(height: TabBarMetrics.symbolSize)
            configuration.title.font(.system(size: TabBarMetrics.titleSize, weight: .medium))
        }
    }
}

/// A tab's badge: its text in white on a red capsule at the symbol's top trailing corner
/// (derived: iOS's 18-point badge, 13-point text).
nonisolated struct TabBadge: View {
    let text: Text

    var body: some View {
        text.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(red: 1, green: 56 / 255, blue: 60 / 255)))
            .offset(x: 14, y: 2)
    }
}

/// A page tab view's index dots, centred at the bottom: the current page's opaque, the others
/// at 30 % (white, as UIKit's page control over a page).
nonisolated struct PageIndexView: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: TabBarMetrics.dotSize) {
            ForEach(0 ..< count, id: \.self) { index in
                Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3))
                    .frame(width: TabBarMetrics.dotSize, height: TabBarMetrics.dotSize)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
