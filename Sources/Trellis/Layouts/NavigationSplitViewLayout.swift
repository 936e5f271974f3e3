import Foundation

/// A ``NavigationSplitView``'s columns side by side, in a regular width.
///
/// Subviews: the detail column first, then the leading columns shown (the sidebar, the
/// content column), so that they draw over the detail where they cover it.
/// 1. The split view takes the whole proposal; an unspecified dimension takes the columns'
///    ideal one (their widths added, the tallest height).
/// 2. Each leading column takes its preferred width (``SplitColumnWidth/preferred``, or the
///    platform's default). When they leave the detail less than nothing, the content column
///    and then the sidebar narrow towards their minimum widths, and at last the columns are
///    cut at the split view's trailing edge.
/// 3. The sidebar floats ``Metrics/sidebarInset`` in from the leading, top and bottom edges
///    (macOS 26's sidebar); the next column starts at its trailing edge. Between other
///    columns is a ``Metrics/divider``.
/// 4. Balanced: the detail takes the rest of the width, after the leading columns. Prominent
///    detail: the detail takes the whole split view and the leading columns lie over it.
///
/// Sources: swiftui-web goldens `splitview/basic`, `widths`, `three`, `columns`, `sized`
/// (macOS 26.2, commit 4ce0680): a default sidebar 140 points wide, inset 8 points, a list in
/// it filling it; an explicit width (150, or a min/ideal/max's ideal 120 and 160) taken as
/// is; a content column 200 points wide by default, full height; a 1-point divider before the
/// detail, which takes the rest and centres its content. iOS's widths are a derivation (not
/// recorded): UIKit's split view's 320-point primary and supplementary columns, no inset.
struct NavigationSplitViewLayout: Layout {
    /// The numbers a platform lays its columns out with.
    struct Metrics: Equatable {
        /// The sidebar's width when its content asks for none.
        var sidebarWidth: CGFloat
        /// The content column's width when its content asks for none.
        var contentWidth: CGFloat
        /// How far the sidebar floats in from the leading, top and bottom edges.
        var sidebarInset: CGFloat
        /// The line between columns other than the sidebar.
        var divider: CGFloat

        /// macOS 26's (recorded: `splitview/*`).
        static let macOS = Metrics(sidebarWidth: 140, contentWidth: 200, sidebarInset: 8, divider: 1)
        /// iOS 26's in a regular width (derived, not recorded).
        static let iOS = Metrics(sidebarWidth: 320, contentWidth: 320, sidebarInset: 0, divider: 0)
    }

    /// A leading column: which, and the width its content asked for.
    struct Column: Equatable {
        var isSidebar: Bool
        var width: SplitColumnWidth?
    }

    let metrics: Metrics
    /// The leading columns shown, in order (the sidebar first when it shows).
    let columns: [Column]
    /// Whether the detail keeps the whole split view (`.prominentDetail`); `nil`: it does when
    /// the split view is taller than wide (`.automatic` on iOS).
    let prominentDetail: Bool?

    /// Step 2: the leading columns' widths in a split view `width` wide.
    func widths(in width: CGFloat) -> [CGFloat] {
        var widths = columns.map { $0.width?.preferred ?? ($0.isSidebar ? metrics.sidebarWidth : metrics.contentWidth) }
        var excess = leadingExtent(widths) - Swift.max(width, 0)
        for index in columns.indices.reversed() where excess > 0 {
            let least = Swift.min(columns[index].width?.min ?? widths[index], widths[index])
            let cut = Swift.min(excess, widths[index] - least)
            widths[index] -= cut
            excess -= cut
        }
        return widths
    }

    /// How far the leading columns reach from the leading edge.
    private func leadingExtent(_ widths: [CGFloat]) -> CGFloat {
        var extent: CGFloat = 0
        for (index, column) in columns.enumerated() {
            extent += column.isSidebar ? metrics.sidebarInset + widths[index] : widths[index] + metrics.divider
        }
        return extent
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let leading = widths(in: .infinity)
        var ideal = CGSize(width: leadingExtent(leading), height: 0)
        let detail = subviews.first?.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)) ?? .zero
        ideal.width += detail.width
        ideal.height = detail.height
        for (index, view) in subviews.dropFirst().enumerated() where index < leading.count {
            ideal.height = Swift.max(ideal.height, view.sizeThatFits(ProposedViewSize(width: leading[index], height: proposal.height)).height)
        }
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let detail = subviews.first else { return }
        let widths = self.widths(in: bounds.width)
        var x = bounds.minX
        for (index, view) in subviews.dropFirst().enumerated() where index < widths.count {
            // Step 3, cut at the trailing edge.
            let column = columns[index]
            let inset = column.isSidebar ? metrics.sidebarInset : 0
            let width = Swift.max(Swift.min(widths[index], bounds.maxX - x - inset), 0)
            let frame = CGRect(x: x + inset, y: bounds.minY + inset, width: width, height: Swift.max(bounds.height - 2 * inset, 0))
            view.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            x = Swift.min(frame.maxX + (column.isSidebar ? 0 : metrics.divider), bounds.maxX)
        }
        // Step 4.
        let prominent = prominentDetail ?? (bounds.height > bounds.width)
        let start = prominent ? bounds.minX : x
        detail.place(
            at: CGPoint(x: start, y: bounds.minY),
            proposal: ProposedViewSize(width: Swift.max(bounds.maxX - start, 0), height: bounds.height))
    }
}

extension NavigationSplitViewLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}
