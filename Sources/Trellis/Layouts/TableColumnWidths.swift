import Foundation

/// How wide a table column wants to be (``TableColumn/width(_:)``,
/// ``TableColumn/width(min:ideal:max:)``), in points of cell content.
enum TableColumnWidth: Equatable {
    /// No width given: 100 points ideally, growing and shrinking with the table.
    case automatic
    /// A fixed width that neither grows nor shrinks.
    case fixed(CGFloat)
    /// A flexible width: `ideal` (100 without one) when there is room, between `min` and
    /// `max`.
    case flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)

    /// Whether every number given is finite and not negative.
    var isValid: Bool {
        switch self {
        case .automatic: true
        case let .fixed(width): width.isFinite && width >= 0
        case let .flexible(min, ideal, max): [min, ideal, max].allSatisfy { $0.map { $0.isFinite && $0 >= 0 } ?? true }
        }
    }

    /// The width with its bad numbers (non-finite, negative) left out: a bad fixed width is
    /// automatic, a bad bound or ideal is not given; a `max` below `min` is `min`.
    var sanitized: TableColumnWidth {
        func good(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        switch self {
        case .automatic: return .automatic
        case let .fixed(width): return good(width).map { .fixed($0) } ?? .automatic
        case let .flexible(min, ideal, max):
            let low = good(min), high = good(max)
            return .flexible(min: low, ideal: good(ideal), max: high.map { Swift.max($0, low ?? 0) })
        }
    }
}

/// Where a table's columns go across its width: the rule of macOS's table (AppKit's
/// `NSTableView` under SwiftUI's `Table`), measured on macOS 26.
///
/// A column's *pitch* is its content width plus its cell's insets (8 leading, 6 trailing) and
/// the 3 points between columns. The columns start 8 points in and have the table's width
/// less 15 (8 leading, 7 trailing) to share:
///
/// 1. Each column's ideal pitch: an automatic column's content is 100 wide, a fixed column's
///    its width, a flexible column's its `ideal` (100 without one) kept between its bounds.
/// 2. **Grow** (the ideals fit the width less 15): the surplus is shared equally by the
///    columns that can grow (not fixed, not at their `max`), each share rounded to the nearest
///    half point (halves up); a column that reaches its `max` passes the rest of its share on.
/// 3. **Shrink** (the ideals exceed the width less 15, but not the width): each column that is
///    not fixed gives up 15 ÷ their number, rounded the same way, and no more than keeps its
///    `min` (an automatic column's minimum, 10, is assumed: not measured).
/// 4. **Overflow** (the ideals exceed the width): the columns keep their ideals and run past
///    the trailing edge.
///
/// Sources: swiftui-web goldens `table/basic`, `table/widths`, `table/sized`, `table/regimes`,
/// `table/sorting` (macOS 26.2) and that project's write-up of 46 more widths
/// (Docs/elements/Table.md). The shrink rule for a mix of fixed and other columns (the share
/// divided among the columns that are not fixed) is a derivation.
enum TableColumnWidths {
    /// Where the first column starts.
    static let leadingMargin: CGFloat = 8
    /// The space kept after the last column when the columns fit.
    static let trailingMargin: CGFloat = 7
    /// A cell's content inset from its column's start.
    static let cellLeading: CGFloat = 8
    /// What a pitch holds besides the content: the cell's insets (8 and 6) and the spacing (3).
    static let pitchExtra: CGFloat = 17
    /// An automatic or flexible column's ideal content width.
    static let automaticWidth: CGFloat = 100
    /// An automatic column's smallest content width (assumed).
    static let automaticMinimum: CGFloat = 10

    /// A column's place: where it starts and its pitch.
    struct Column: Equatable {
        var x: CGFloat
        var pitch: CGFloat
        /// The width its cells are proposed: the pitch less the insets and spacing.
        var contentWidth: CGFloat { Swift.max(pitch - TableColumnWidths.pitchExtra, 0) }
    }

    /// The ideal pitch of a column.
    static func idealPitch(_ width: TableColumnWidth) -> CGFloat {
        switch width.sanitized {
        case .automatic: return automaticWidth + pitchExtra
        case let .fixed(value): return value + pitchExtra
        case let .flexible(min, ideal, max):
            return clamp(ideal ?? automaticWidth, min, max) + pitchExtra
        }
    }

    /// The width the columns want: their ideal pitches and the margins.
    static func idealWidth(_ widths: [TableColumnWidth]) -> CGFloat {
        widths.reduce(0) { $0 + idealPitch($1) } + leadingMargin + trailingMargin
    }

    /// Each column's start and pitch in a table `width` wide (a non-finite width: the ideal).
    static func columns(_ widths: [TableColumnWidth], in width: CGFloat) -> [Column] {
        let widths = widths.map(\.sanitized)
        var pitches = widths.map(idealPitch)
        let total = pitches.reduce(0, +)
        let width = width.isFinite ? width : total + leadingMargin + trailingMargin
        let available = width - leadingMargin - trailingMargin
        if total <= available {
            grow(&pitches, widths, by: available - total)
        } else if total <= width {
            shrink(&pitches, widths)
        }
        var x = leadingMargin
        return pitches.map { pitch in
            defer { x += pitch }
            return Column(x: x, pitch: pitch)
        }
    }

    /// Step 2: shares `surplus` among the columns that can grow.
    private static func grow(_ pitches: inout [CGFloat], _ widths: [TableColumnWidth], by surplus: CGFloat) {
        var remaining = surplus
        var growing = widths.indices.filter { room(widths[$0], pitches[$0]) > 0 }
        while remaining > 0, !growing.isEmpty {
            let share = roundedToHalf(remaining / CGFloat(growing.count))
            guard share > 0 else { return }
            var capped: [Int] = []
            for index in growing {
                let given = Swift.min(share, room(widths[index], pitches[index]))
                pitches[index] += given
                remaining -= given
                if given < share { capped.append(index) }
            }
            // Only a column that reached its `max` leaves something to pass on.
            guard !capped.isEmpty else { return }
            growing.removeAll { capped.contains($0) }
        }
    }

    /// Step 3: takes 15 points from the columns that are not fixed.
    private static func shrink(_ pitches: inout [CGFloat], _ widths: [TableColumnWidth]) {
        let shrinking = widths.indices.filter { if case .fixed = widths[$0] { false } else { true } }
        guard !shrinking.isEmpty else { return }
        let loss = roundedToHalf((leadingMargin + trailingMargin) / CGFloat(shrinking.count))
        for index in shrinking {
            pitches[index] = Swift.max(pitches[index] - loss, minimumPitch(widths[index]))
        }
    }

    /// How much more a column can grow.
    private static func room(_ width: TableColumnWidth, _ pitch: CGFloat) -> CGFloat {
        switch width {
        case .automatic: .infinity
        case .fixed: 0
        case let .flexible(_, _, max): max.map { Swift.max($0 + pitchExtra - pitch, 0) } ?? .infinity
        }
    }

    private static func minimumPitch(_ width: TableColumnWidth) -> CGFloat {
        switch width {
        case .automatic: automaticMinimum + pitchExtra
        case let .fixed(value): value + pitchExtra
        case let .flexible(min, _, _): (min ?? 0) + pitchExtra
        }
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var value = value
        if let high { value = Swift.min(value, high) }
        if let low { value = Swift.max(value, low) }
        return value
    }

    /// `value` to the nearest half point, halves rounded up (AppKit's shares: 29.25 → 29.5).
    static func roundedToHalf(_ value: CGFloat) -> CGFloat {
        (value * 2).rounded(.toNearestOrAwayFromZero) / 2
    }
}
