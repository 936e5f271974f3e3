import Foundation

/// The metrics of the iOS 26 pop-up menu (a `Menu`'s or a context menu's items, open).
///
/// Sources: no recording holds an open menu (a test harness cannot open one on the simulator).
/// The numbers are swiftui-web's approximation of the iOS card (`Docs/elements/UIKit/Menus.md`:
/// "an iOS-style card, not measured pixels"): 250 wide, 6 under its source (above it when there
/// is no room below), at least 10 from the window's edges, leading-aligned with the source when
/// that fits, else trailing-aligned; 26-point corners on a light grey glass; 44-point rows with
/// a 17-point title 16 in and the item's symbol at the trailing edge; a hairline between rows,
/// 16 in; an 8-point band between groups (a `Divider`). Derived, as docs/differences.md says.
enum MenuMetrics {
    static let width: CGFloat = 250
    static let gap: CGFloat = 6
    static let windowMargin: CGFloat = 10
    static let cornerRadius: CGFloat = 26
    static let rowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let iconWidth: CGFloat = 20
    static let groupBand: CGFloat = 8
    static let separatorInset: CGFloat = 16
    /// Between a context menu's preview and its items (derived).
    static let previewGap: CGFloat = 8
    static let background = Color(red: 244 / 255, green: 244 / 255, blue: 244 / 255)
    static let band = Color(white: 0, opacity: 0.06)
    static let separator = Color(white: 0, opacity: 0.12)
    static let destructive = Color(red: 1, green: 56 / 255, blue: 60 / 255)
}

/// An open menu's items, resolved: each a row (a button) or a group break (a `Divider`), and
/// the titles the buttons noted.
struct MenuItems {
    let views: SubviewsCollection
    let isBreak: [Bool]
    let record: PresentationActionsRecord

    /// The title of the button a view is, if it noted one.
    func title(of view: Subview) -> String? {
        record.entries.first { $0.nodes.contains(view.node) }?.title
    }
}

/// An open menu over the window: no dimming (iOS 26 does not dim behind a menu), and the card
/// (the preview above the items, for a context menu that has one) where ``PresentedLayerLayout``
/// puts it.
nonisolated struct MenuLayerView: View {
    let items: MenuItems
    let preview: AnyView?

    var body: some View {
        PresentedLayerLayout(placement: .menu(width: MenuMetrics.width)) {
            PresentationDimming(dims: false)
            VStack(spacing: MenuMetrics.previewGap) {
                if let preview {
                    preview.clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous))
                }
                card
            }
        }
    }

    private var card: some View {
        let views = Array(items.views)
        return VStack(spacing: 0) {
            ForEach(views.indices, id: \.self) { index in
                if items.isBreak[index] {
                    MenuMetrics.band.frame(height: MenuMetrics.groupBand)
                } else {
                    if index > 0, !items.isBreak[index - 1] {
                        MenuMetrics.separator.frame(height: 0.5).padding(.leading, MenuMetrics.separatorInset)
                    }
                    row(views[index])
                }
            }
        }
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous).fill(MenuMetrics.background))
    }

    /// A row, marked with its button's title (the user's own `.id` stays on the button inside).
    @ViewBuilder
    private func row(_ view: Subview) -> some View {
        if let title = items.title(of: view) {
            view.id(title)
        } else {
            view
        }
    }
}

/// The look of a menu's items: full-width 44-point rows, the title 16 in at 17 points (red for
/// the destructive role), a label's icon at the trailing edge.
struct MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(MenuRowLabelStyle())
            .font(.system(size: 17))
            .foregroundStyle(configuration.role == .destructive ? MenuMetrics.destructive : Color.primary)
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .padding(.horizontal, MenuMetrics.rowInset)
    }
}

/// A label in a menu row: the title, then the icon at the trailing edge.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon.frame(width: MenuMetrics.iconWidth)
        }
    }
}
