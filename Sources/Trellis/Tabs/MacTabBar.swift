import Foundation

/// The macOS tab view's bar metrics.
///
/// Sources: swiftui-web goldens `tabview/basic`, `tabview/sized` and `tabview/tab-api`
/// (macOS 26.2, scale 2; commits 1ff5654 and fd0864f): in a 260-point tab view the selected
/// tab's 16-point text is at 134, its centre 12 points below the view's, whatever the view's
/// height (160 in `tabview/sized`): the content is centred below a 24-point band. The
/// segmented control's look (a 22-point control, its segments 10 points in from each title)
/// is derived from macOS's regular segmented control (docs/differences.md).
enum MacTabBarMetrics {
    /// The band the bar takes above the content: measured.
    static let height: CGFloat = 24
    /// The segmented control's height (derived).
    static let controlHeight: CGFloat = 22
    /// The padding on each side of a segment's title (derived).
    static let segmentPadding: CGFloat = 10
    /// The titles' point size: the system font's regular size.
    static let titleSize: CGFloat = 13
}

/// The macOS tab bar: the tabs' titles in a segmented control centred in the band at the top
/// of the tab view, the selected segment filled with the accent colour. Each segment is a
/// button marked with the tab's value (its index without one) and its title, so that
/// ``LayoutHost/activate(id:)`` selects the tab by either. The symbols of `Tab`s and tab items
/// are not shown (macOS shows titles only).
nonisolated struct MacTabBarView: View {
    let items: [TabBarItem]
    let selected: Int
    let select: (AnyHashable) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in segment(index) }
        }
        .frame(height: MacTabBarMetrics.controlHeight)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.black.opacity(0.06)))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func segment(_ index: Int) -> some View {
        let item = items[index], isSelected = index == selected, select = self.select
        let button = Button(action: { select(item.value) }) {
            (item.label ?? AnyView(EmptyView()))
                .labelStyle(TitleOnlyLabelStyle())
                .font(.system(size: MacTabBarMetrics.titleSize))
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .lineLimit(1)
                .padding(.horizontal, MacTabBarMetrics.segmentPadding)
                .frame(maxHeight: .infinity)
                .background {
                    if isSelected { RoundedRectangle(cornerRadius: 5).fill(Color.accentColor) }
                }
        }
        .buttonStyle(.plain)
        return Group { if let title = item.title { button.id(title) } else { button } }
            .disabled(item.isDisabled)
            .id(item.value)
    }
}
