import Foundation

/// The list styles Trellis lays out (``ListStyle``'s built-in styles, resolved for a platform).
enum ListStyleKind: Equatable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar
}

/// How a list looks and measures on one platform in one style: where its rows, headers,
/// footers and section cards go, and their colours.
///
/// Sources (docs/semantics.md, "Lists and forms"): swiftui-web goldens `ios/list/basic`,
/// `ios/list/plain`, `ios/list/footer`, `ios/list/footer-header`, `ios/list/spacing`,
/// `ios/list/editing`, `ios/list/selection`, `ios/form/basic` (iOS 26 simulator, 320 and 375
/// wide) and `list/basic`, `list/sections`, `list/styles`, `list/modifiers` (macOS 26). Values
/// marked "estimate" were not recorded.
struct ListMetrics: Equatable, Sendable {
    /// The margin between the list's edges and its rows' (an inset-grouped card's margin).
    var margin: CGFloat
    /// The space inside a row around its content (``View/listRowInsets(_:)`` replaces it).
    var rowInsets: EdgeInsets
    /// The least height of a row (``EnvironmentValues/defaultMinListRowHeight``).
    var minRowHeight: CGFloat
    /// Whether a section's rows sit on a card (grouped styles), and its corner radius.
    var cards: Bool
    var cornerRadius: CGFloat
    /// Before the first section: with a header (to the header's top), without (to the first row).
    var firstHeaderTop: CGFloat
    var firstTop: CGFloat
    /// Between sections, after a section without a footer (`listSectionSpacing` replaces it).
    var sectionSpacing: CGFloat
    /// Between sections, after a section's footer.
    var spacingAfterFooter: CGFloat
    /// Added to the spacing before a section with a header (to its top) and without one.
    var headerTop: CGFloat
    var noHeaderTop: CGFloat
    /// Between a header's bottom and its section's first row.
    var headerBottom: CGFloat
    /// Between a section's last row and its footer's top.
    var footerTop: CGFloat
    /// After the last section (estimate on every platform).
    var bottom: CGFloat
    /// The list's background, a section card's and a separator's colours.
    var background: Color
    var cardBackground: Color
    var separator: Color
    /// Whether rows are separated by hairlines.
    var separators: Bool
    /// The header's and footer's fonts (`nil`: the body font).
    var headerFont: Font?
    var footerFont: Font?
    /// Between two rows of a section (`listRowSpacing` replaces it).
    var rowSpacing: CGFloat = 0
    /// Whether a footer sits at its rows' trailing inset rather than their leading one.
    var footerTrailing = false
    /// The fill behind every second row (`nil`: rows do not alternate); set on macOS from
    /// ``EnvironmentValues/listAlternatesRows``.
    var alternateRowFill: Color?
    /// How far above a standard header's place a header of increased prominence sits
    /// (``View/headerProminence(_:)``; on iOS it is a larger title instead).
    var prominentHeaderRise: CGFloat = 0

    /// iOS's grouped background (`systemGroupedBackground`, #F2F2F7; black when dark), its
    /// cards (`secondarySystemGroupedBackground`, white; #1C1C1E when dark) and separator
    /// (`opaqueSeparator`, #C6C6C8; #38383A when dark).
    static let groupedGray = Color.base(of: .groupedBackground)
    static let groupedCard = Color.base(of: .secondaryGroupedBackground)
    static let iOSSeparator = Color.base(of: .opaqueSeparator)
    /// macOS's separator (`separatorColor`, black at 10 %; estimate from the goldens' images).
    static let macOSSeparator = Color(white: 0, opacity: 0.1)

    /// The metrics of `style` on `platform`.
    static func of(_ style: ListStyleKind, on platform: TargetPlatform) -> ListMetrics {
        platform.system == .macOS ? macOS(style) : iOS(style)
    }

    /// iOS (and the other touch platforms, estimate): inset grouped by default.
    private static func iOS(_ style: ListStyleKind) -> ListMetrics {
        // ios/list/basic: rows 56 apart at x 32 in a 320-wide list, the first row's card at 35;
        // a section's header 10 from the top, its card 10 below it; 17.5 + 10 from a card to
        // the next header (ios/list/editing); ios/list/footer: a footer 8 below its card, the
        // next card 23.5 below the footer (16 + 10 to a header: ios/list/footer-header);
        // ios/list/spacing: `listSectionSpacing(30)` puts the next header 30 + 10 below.
        // ios/form/basic: a 31-tall slider's row is 61 tall (15 above and below it).
        var metrics = ListMetrics(
            margin: 16, rowInsets: EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16), minRowHeight: 56,
            cards: true, cornerRadius: 26, firstHeaderTop: 10, firstTop: 35, sectionSpacing: 17.5, spacingAfterFooter: 6,
            headerTop: 10, noHeaderTop: 17.5, headerBottom: 10, footerTop: 8, bottom: 35,
            background: groupedGray, cardBackground: groupedCard, separator: iOSSeparator, separators: true,
            headerFont: .headline, footerFont: .subheadline)
        switch style {
        case .automatic, .insetGrouped, .sidebar:
            break
        case .grouped:
            // (Estimate: the inset-grouped rows without the card's margin and corners.)
            metrics.margin = 0
            metrics.cornerRadius = 0
        case .plain, .inset:
            // ios/list/plain: rows 56 apart at x 16 from the top; a section's header takes
            // 66.5 with its 24.5-tall text (split evenly: estimate).
            metrics.margin = style == .inset ? 16 : 0
            metrics.cards = false
            metrics.cornerRadius = 0
            metrics.firstHeaderTop = 21
            metrics.firstTop = 0
            metrics.sectionSpacing = 0
            metrics.spacingAfterFooter = 8
            metrics.headerTop = 21
            metrics.noHeaderTop = 0
            metrics.headerBottom = 21
            metrics.bottom = 0
            metrics.background = Color.base(of: .background)
            metrics.headerFont = .headline
        }
        return metrics
    }

    /// macOS: the inset style by default.
    private static func macOS(_ style: ListStyleKind) -> ListMetrics {
        // list/basic: rows 24 apart at x 16, the first 10 from the top, a 40-tall row 48 tall;
        // list/modifiers: `listRowInsets` leading 30 puts a row at 46 (16 + 30);
        // list/sections: a header 6 above its rows and 6 after the last row before it plus
        // 20; a footer 6 below its rows, the next section 6 + 20 below it.
        var metrics = ListMetrics(
            margin: 16, rowInsets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0), minRowHeight: 24,
            cards: false, cornerRadius: 0, firstHeaderTop: 16, firstTop: 10, sectionSpacing: 20, spacingAfterFooter: 26,
            headerTop: 6, noHeaderTop: 0, headerBottom: 6, footerTop: 6, bottom: 10,
            background: .white, cardBackground: .white, separator: macOSSeparator, separators: false,
            headerFont: nil, footerFont: nil)
        switch style {
        case .automatic, .inset:
            // list/prominence (8d46be3): an increased header 16 tall (the list's font) at 6,
            // its row where a standard header's would be (42): 10 above a standard header.
            metrics.prominentHeaderRise = 10
            // Headers and footers in the semibold subheadline (11 pt on a 16-point line):
            // list/sections (at bd2e4d1) "Vegetables" 61.5 × 16 and "Footer" 36 × 16, the
            // sizes text-metrics.json (03283214) records for exactly that font; list/prominence
            // "Standard" 50 and "Increased" 54, the same font at either prominence.
            metrics.headerFont = .subheadline.weight(.semibold)
            metrics.footerFont = .subheadline.weight(.semibold)
        case .plain:
            // list/styles: plain rows at x 8 from the top.
            metrics.margin = 8
            metrics.firstTop = 0
            metrics.firstHeaderTop = 6
            metrics.bottom = 0
        case .sidebar:
            // list/styles: sidebar rows 32 apart, the first 10 from the top.
            metrics.minRowHeight = 32
            metrics.background = Color(red: 236 / 255, green: 236 / 255, blue: 236 / 255)
        case .grouped, .insetGrouped:
            // `Form`'s grouped look, rows on rounded cards. form/grouped (49c51a9): cards 20
            // in, rows 10 in on every side and 21 apart (a 1-pt gap under each separator),
            // the first header 20 from the top in the headline font (18.5 tall), its card 10
            // below it; a footer 10 below its card, trailing, in the default font; the next
            // header 30 below a footer, a headerless section's card 10 below the last;
            // form/grouped-background, form/styles: without a header the first row's content
            // 30 down. Split between sectionSpacing, headerTop and noHeaderTop, the two
            // recorded sums are **derived**; the least row height and the corners are
            // estimates.
            metrics.margin = 20
            metrics.rowInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            metrics.rowSpacing = 1
            metrics.minRowHeight = 28
            metrics.cards = true
            metrics.cornerRadius = 6
            metrics.separators = true
            metrics.firstHeaderTop = 20
            metrics.firstTop = 20
            metrics.sectionSpacing = 10
            metrics.spacingAfterFooter = 10
            metrics.headerTop = 20
            metrics.noHeaderTop = 0
            metrics.headerBottom = 10
            metrics.footerTop = 10
            metrics.headerFont = .headline
            metrics.footerTrailing = true
            metrics.background = Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)
        }
        return metrics
    }
}
