import Foundation

/// Which part of a list a subview of its rows' container is, and in which section (set when
/// the list's content is resolved: ``Resolver/decorateListRows(since:metrics:)``).
struct ListPart: Equatable {
    enum Kind: Equatable {
        /// A section's card (grouped styles), drawn behind its rows.
        case card
        case header
        /// A `listRowBackground` view, drawn behind the row after it.
        case background
        case row
        /// The hairline below the row before it.
        case separator
        case footer
        /// Rows not resolved yet (``LazySegment``).
        case placeholder
    }
    let section: Int
    let kind: Kind
}

/// The layout value carrying a subview's ``ListPart``.
struct ListPartKey: LayoutValueKey {
    static let defaultValue: ListPart? = nil
}

/// The layout of a list's rows, inside the list's scroll view.
///
/// 1. Sections follow one another down the list: before the first, `firstHeaderTop` (to its
///    header) or `firstTop` (to its first row); between two, the section spacing (after a
///    footer, `spacingAfterFooter`) plus `headerTop` or `noHeaderTop`; after the last, `bottom`.
/// 2. A header sits above its section's rows (`headerBottom` between), a footer below them
///    (`footerTop` between), both at the rows' leading inset (a footer at their trailing one
///    where the platform puts it there: macOS's grouped form), proposed the rows' width.
/// 3. Each row is proposed the list's width less the margins and its insets (its
///    `listRowInsets`, else the list's, with the edges `listRowInsets(_:_:)` set), and no
///    height; it is as tall as its content and its vertical insets, and at least the minimum row height; its content sits at the leading
///    inset, centred vertically. Rows of a section are `listRowSpacing` apart (by default the
///    platform's: 0, 1 in macOS's grouped form). In a list that holds an outline's rows
///    (``ListOutlineRow``: a macOS list's disclosure groups) every row's content sits further
///    in: past the disclosure triangles' column, and a level's indent per level.
/// 4. A section's card spans its rows at the margins; a separator (a hairline, one pixel)
///    runs along a row's bottom from its leading inset to the card's trailing edge, except
///    below a section's last row or where `listRowSeparator(.hidden)` hides it; a row's
///    background fills the row.
///
/// The numbers are the platform's (``ListMetrics``). Across, the list takes the width it is
/// offered (its widest row's with its insets when offered none).
struct ListLayout: Layout {
    let metrics: ListMetrics
    /// The spacing between sections (after one without a footer).
    let sectionSpacing: CGFloat
    /// The space between two rows of a section (`listRowSpacing`).
    let rowSpacing: CGFloat
    /// A separator's thickness: one pixel.
    let hairline: CGFloat

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? idealWidth(subviews)
        return CGSize(width: width, height: arrange(width: width, subviews).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(width: bounds.width, subviews)
        for (index, placement) in arrangement.placements.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                anchor: .topLeading, proposal: placement.proposal)
        }
    }

    /// The width of the widest row, header or footer with its insets and the margins.
    private func idealWidth(_ subviews: Subviews) -> CGFloat {
        let outline = Self.isOutline(subviews)
        var widest: CGFloat = 0
        for subview in subviews {
            guard let part = subview[ListPartKey.self], [.row, .header, .footer].contains(part.kind) else { continue }
            let insets = metrics.insets(row: subview[ListRowInsetsKey.self], edges: subview[ListRowEdgeInsetsKey.self])
            let indent = outline && part.kind == .row ? ListMetrics.outlineIndent(of: subview[ListOutlineRowKey.self]) : 0
            widest = Swift.max(widest, subview.sizeThatFits(.unspecified).width + insets.leading + indent + insets.trailing)
        }
        return widest + 2 * metrics.margin
    }

    struct Placement {
        var origin = CGPoint.zero
        var proposal = ProposedViewSize.zero
    }

    /// Whether a row of the list is a row of an outline (``ListOutlineRow``): then every row
    /// is indented past the disclosure triangles.
    private static func isOutline(_ subviews: Subviews) -> Bool {
        subviews.contains { $0[ListOutlineRowKey.self] != nil }
    }

    /// Where every subview goes in a list `width` wide, and the list's height.
    func arrange(width: CGFloat, _ subviews: Subviews) -> (placements: [Placement], height: CGFloat) {
        let parts = subviews.map { $0[ListPartKey.self] ?? ListPart(section: -1, kind: .row) }
        let outline = Self.isOutline(subviews)
        var hasHeader = Set<Int>(), hasFooter = Set<Int>()
        for part in parts {
            if part.kind == .header { hasHeader.insert(part.section) }
            if part.kind == .footer { hasFooter.insert(part.section) }
        }
        let m = metrics
        let cardWidth = Swift.max(width - 2 * m.margin, 0)
        var placements = [Placement](repeating: Placement(), count: subviews.count)
        var y: CGFloat = 0
        var section: Int?
        var card: Int?, rowsTop: CGFloat?, rowsBottom: CGFloat = 0
        var pendingBackgrounds: [Int] = []
        /// The last row's separator, and whether the row hid it.
        var lastRow: (row: Int, separator: Int?)?
        func hideSeparator(_ index: Int?) {
            guard let index else { return }
            placements[index].proposal = .zero
        }
        func closeSection() {
            if let card {
                let top = rowsTop ?? y
                placements[card] = Placement(
                    origin: CGPoint(x: m.margin, y: top), proposal: ProposedViewSize(width: cardWidth, height: Swift.max(rowsBottom - top, 0)))
            }
            hideSeparator(lastRow?.separator)
            card = nil
            rowsTop = nil
            lastRow = nil
        }
        for (index, part) in parts.enumerated() {
            if part.section != section {
                let first = section == nil
                let previous = section
                closeSection()
                section = part.section
                let header = hasHeader.contains(part.section)
                if first {
                    y += header ? m.firstHeaderTop : m.firstTop
                } else {
                    let afterFooter = previous.map { hasFooter.contains($0) } ?? false
                    y += (afterFooter ? m.spacingAfterFooter : sectionSpacing) + (header ? m.headerTop : m.noHeaderTop)
                }
                rowsBottom = y
            }
            let subview = subviews[index]
            switch part.kind {
            case .card:
                card = index
            case .header, .footer:
                let insets = m.rowInsets
                let available = Swift.max(cardWidth - insets.leading - insets.trailing, 0)
                if part.kind == .footer { y += m.footerTop }
                let size = subview.sizeThatFits(ProposedViewSize(width: available, height: nil))
                // A trailing footer (macOS's grouped form) ends at the rows' trailing inset.
                let trailing = part.kind == .footer && m.footerTrailing
                let x = m.margin + insets.leading + (trailing ? Swift.max(available - finite(size.width), 0) : 0)
                // A header of increased prominence sits higher, its rows where they were.
                let rise = part.kind == .header && subview[ProminentHeaderKey.self] ? m.prominentHeaderRise : 0
                placements[index] = Placement(
                    origin: CGPoint(x: x, y: y - rise), proposal: ProposedViewSize(width: available, height: nil))
                y += finite(size.height) + (part.kind == .header ? m.headerBottom : 0)
                if part.kind == .header { rowsBottom = y }
            case .background:
                pendingBackgrounds.append(index)
            case .row:
                var insets = m.insets(row: subview[ListRowInsetsKey.self], edges: subview[ListRowEdgeInsetsKey.self])
                if outline { insets.leading += ListMetrics.outlineIndent(of: subview[ListOutlineRowKey.self]) }
                let available = Swift.max(cardWidth - insets.leading - insets.trailing, 0)
                let proposal = ProposedViewSize(width: available, height: nil)
                let size = subview.sizeThatFits(proposal)
                let height = Swift.max(m.minRowHeight, finite(size.height) + insets.top + insets.bottom)
                if rowsTop != nil { y += rowSpacing }
                if rowsTop == nil { rowsTop = y }
                placements[index] = Placement(
                    origin: CGPoint(x: m.margin + insets.leading, y: y + (height - finite(size.height)) / 2), proposal: proposal)
                for background in pendingBackgrounds {
                    placements[background] = Placement(
                        origin: CGPoint(x: m.margin, y: y), proposal: ProposedViewSize(width: cardWidth, height: height))
                }
                pendingBackgrounds = []
                // A row hiding its top separator hides the one below the row before it.
                let hidden = subview[ListRowSeparatorKey.self]
                if hidden.contains(.top) { hideSeparator(lastRow?.separator) }
                lastRow = (index, nil)
                y += height
                rowsBottom = y
                if index + 1 < parts.count, parts[index + 1].kind == .separator {
                    let start = m.margin + insets.leading
                    placements[index + 1] = Placement(
                        origin: CGPoint(x: start, y: y - hairline),
                        proposal: hidden.contains(.bottom) ? .zero : ProposedViewSize(width: Swift.max(width - m.margin - start, 0), height: hairline))
                    lastRow = (index, index + 1)
                }
            case .separator:
                break
            case .placeholder:
                let size = subview.sizeThatFits(.unspecified)
                if rowsTop == nil { rowsTop = y }
                placements[index] = Placement(origin: CGPoint(x: m.margin, y: y), proposal: .unspecified)
                y += finite(size.height)
                rowsBottom = y
                lastRow = nil
            }
        }
        closeSection()
        if section != nil { y += m.bottom }
        return (placements, y)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension ListLayout: BuiltInLayout {
    /// Sized from its proposal's width; guides and spacing are its subviews' (the defaults).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .spacingOfAlikeSubviews] }
}
