import Foundation

/// The layout of `LazyVGrid` and `LazyHGrid` (in a scroll view, of the lines resolved and
/// placeholders for the rest, each a line of its own: `LazyGridHost.swift`). Written
/// for the vertical grid, whose tracks are columns and whose lines are rows; the horizontal
/// grid swaps the axes.
///
/// 1. **Tracks.** Fixed items take their size; flexible and adaptive items, in order, each
///    take an equal share of what the fixed items and the spacing after each item leave of
///    the grid's width, a flexible item clamped to its minimum and maximum; an adaptive item
///    makes as many tracks of at least its minimum as fit its share (with its own spacing
///    between them), sharing it equally, each at most its maximum. An item's `spacing` (8 by
///    default) follows it.
/// 2. **Lines.** The views fill the tracks in order, a line at a time; each view is proposed
///    its track's width and no height; a line is as tall as its tallest view, and lines are
///    `spacing` apart (8 by default).
/// 3. **Size.** The grid takes the width it is offered (its tracks' when offered none) and is
///    as tall as its lines.
/// 4. **Placement.** The tracks sit in the grid's width by the grid's alignment; each view in
///    its cell by its item's alignment, else by the grid's alignment across and centred along.
/// 5. **Sections.** A section's header and footer each take a line of their own, proposed the
///    grid's whole width and placed across it by the grid's alignment; a section's views start
///    on a new line. Lines of every kind are `spacing` apart.
///
/// Sources: swiftui-web goldens `lazy/grids` (fixed 60 and two flexible columns in 280: 60,
/// 102 and a flexible capped at 80, centred; an adaptive column of minimum 50 and spacing 10
/// in 240: four tracks of 52.5; two fixed rows of 30 in a horizontal grid: the grid as wide
/// as its columns) and `lazy/grid-alignment` (a `.trailing` grid puts its tracks at its
/// trailing edge and a view without an item alignment at its cell's trailing edge, centred
/// vertically), macOS 26.2. Tracks for an unspecified width (each flexible item at its
/// minimum, an adaptive one a single track of its minimum) and the default spacing between
/// lines are Trellis's own. Sections: `lazy/grid-sections` (three fixed columns of 60, spacing
/// 4, in 240: a 24-point header across all 240 at y 0, five cells in two lines from 28, the
/// footer at 76, the next section's text header centred at 96 and its cells from 116).
struct LazyGridAlgorithm {
    /// The axis the lines follow one another along (vertical for a `LazyVGrid`).
    let majorAxis: Axis
    let items: [GridItem]
    /// The grid's alignment across its major axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private var minorAxis: Axis { majorAxis.orthogonal }
    private static let defaultSpacing: CGFloat = 8

    /// A track: its length across, its views' alignment, and the space after it.
    private struct Track {
        var length: CGFloat
        var alignment: Alignment?
        var spacing: CGFloat
    }

    /// The tracks for `available` length across (`nil`: unspecified).
    private func tracks(_ available: CGFloat?) -> [Track] {
        let spacings = items.map { Self.usable($0.spacing) ?? Self.defaultSpacing }
        var left = (available ?? 0) - items.dropLast().indices.reduce(0) { $0 + spacings[$1] }
        var sharing = 0
        for item in items {
            switch item.size {
            case let .fixed(length): left -= Self.usable(length).map { Swift.max($0, 0) } ?? 0
            case .flexible, .adaptive: sharing += 1
            }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let after = index == items.count - 1 ? 0 : spacings[index]
            switch item.size {
            case let .fixed(length):
                tracks.append(Track(length: Self.usable(length).map { Swift.max($0, 0) } ?? 0, alignment: item.alignment, spacing: after))
            case let .flexible(minimum, maximum):
                let lower = Swift.max(Self.usable(minimum) ?? 0, 0)
                let share = available == nil ? lower : left / CGFloat(sharing)
                let length = Swift.max(lower, Swift.min(maximum.isNaN ? .infinity : maximum, share))
                left -= length
                sharing -= 1
                tracks.append(Track(length: length, alignment: item.alignment, spacing: after))
            case let .adaptive(minimum, maximum):
                let lower = Swift.max(Self.usable(minimum) ?? 0, 0)
                let share = available == nil ? lower : left / CGFloat(sharing)
                let inner = spacings[index]
                let fits = lower + inner > 0 ? ((share + inner) / (lower + inner)).rounded(.down) : 1
                let count = fits.isFinite ? Swift.max(1, Swift.min(Int(fits), 10_000)) : 1
                let each = Swift.max(lower, Swift.min(maximum.isNaN ? .infinity : maximum, (share - CGFloat(count - 1) * inner) / CGFloat(count)))
                left -= each * CGFloat(count) + CGFloat(count - 1) * inner
                sharing -= 1
                for track in 0 ..< count {
                    tracks.append(Track(length: each, alignment: item.alignment, spacing: track == count - 1 ? after : inner))
                }
            }
        }
        return tracks
    }

    private static func usable(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }

    private var lineSpacing: CGFloat { Self.usable(spacing) ?? Self.defaultSpacing }

    /// Where a view goes: its line, and its track (`nil` for a line of its own).
    private struct Cell {
        var line: Int
        var column: Int?
    }

    /// The tracks, each view's size and cell, and each line's length along the major axis.
    ///
    /// A section's header and footer each take a line of their own, proposed the grid's whole
    /// length across (`full`); a section's first view starts a new line.
    private func arrange(
        _ available: CGFloat?, _ subviews: LayoutSubviews
    ) -> (tracks: [Track], sizes: [CGSize], lines: [CGFloat], cells: [Cell]) {
        let tracks = tracks(available)
        guard !tracks.isEmpty else { return (tracks, [], [], []) }
        let full = available ?? Self.across(tracks)
        var sizes: [CGSize] = [], lines: [CGFloat] = [], cells: [Cell] = []
        var column = tracks.count, section: Int?
        for subview in subviews {
            let role = subview[LazySectionKey.self]
            if let role, role.part != .content {
                let size = subview.sizeThatFits(ProposedViewSize(nil, along: majorAxis, full))
                sizes.append(size)
                lines.append(size[majorAxis])
                cells.append(Cell(line: lines.count - 1, column: nil))
                column = tracks.count
                // (Rows not resolved, in a scroll view, stay in their section.)
                if role.part != .placeholder { section = role.section }
                continue
            }
            if role?.section != section { column = tracks.count }
            section = role?.section
            if column == tracks.count {
                lines.append(0)
                column = 0
            }
            let size = subview.sizeThatFits(ProposedViewSize(nil, along: majorAxis, tracks[column].length))
            sizes.append(size)
            cells.append(Cell(line: lines.count - 1, column: column))
            lines[lines.count - 1] = Swift.max(lines[lines.count - 1], size[majorAxis])
            column += 1
        }
        return (tracks, sizes, lines, cells)
    }

    private static func across(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length + $1.spacing }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let (tracks, _, lines, _) = arrange(proposal[minorAxis], subviews)
        let along = lines.reduce(0, +) + CGFloat(Swift.max(lines.count - 1, 0)) * lineSpacing
        return CGSize(along, along: majorAxis, proposal[minorAxis] ?? Self.across(tracks))
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        // The tracks sizing worked out (an unspecified width makes them differently), in the
        // grid's width.
        let width = bounds.length(along: minorAxis)
        let (tracks, sizes, lines, cells) = arrange(proposal[minorAxis], subviews)
        guard !tracks.isEmpty else {
            // No tracks: nothing has a cell; the views are placed at the origin, proposed nothing.
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let full = proposal[minorAxis] ?? Self.across(tracks)
        var starts: [CGFloat] = [], position = Self.fraction(alignment, default: 0.5) * (width - Self.across(tracks))
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacing
        }
        var lineStarts: [CGFloat] = [], lineStart: CGFloat = 0
        for length in lines {
            lineStarts.append(lineStart)
            lineStart += length + lineSpacing
        }
        for (index, subview) in subviews.enumerated() {
            let cell = cells[index], size = sizes[index], lineStart = lineStarts[cell.line]
            guard let column = cell.column else {
                // A header or footer: its own line, aligned across the grid by its alignment.
                let minorOffset = Self.fraction(alignment, default: 0.5) * (width - size[minorAxis])
                let origin = CGPoint(lineStart, along: majorAxis, minorOffset.isFinite ? minorOffset : 0)
                subview.place(
                    at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(nil, along: majorAxis, full))
                continue
            }
            let track = tracks[column]
            let cellAlignment = track.alignment
            let acrossKey = cellAlignment.map { majorAxis == .vertical ? $0.horizontal.key : $0.vertical.key } ?? alignment
            let alongKey = cellAlignment.map { majorAxis == .vertical ? $0.vertical.key : $0.horizontal.key }
            let minorOffset = starts[column] + Self.fraction(acrossKey, default: 0.5) * (track.length - size[minorAxis])
            let majorOffset = lineStart + Self.fraction(alongKey, default: 0.5) * (lines[cell.line] - size[majorAxis])
            let origin = CGPoint(majorOffset.isFinite ? majorOffset : lineStart, along: majorAxis, minorOffset.isFinite ? minorOffset : 0)
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: ProposedViewSize(nil, along: majorAxis, track.length))
        }
    }

    /// Where a standard guide sits in a length, as a fraction of it; `fallback` for a custom one.
    private static func fraction(_ key: AlignmentKey?, default fallback: CGFloat) -> CGFloat {
        guard let key else { return fallback }
        return key.standardFraction ?? fallback
    }
}

/// The layout of a `LazyVGrid` (see ``LazyGridAlgorithm``).
struct LazyVGridLayout: LazyGridLayoutKind {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    var algorithm: LazyGridAlgorithm { LazyGridAlgorithm(majorAxis: .vertical, items: columns, alignment: alignment.key, spacing: spacing) }
}

/// The layout of a `LazyHGrid` (see ``LazyGridAlgorithm``).
struct LazyHGridLayout: LazyGridLayoutKind {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?

    var algorithm: LazyGridAlgorithm { LazyGridAlgorithm(majorAxis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing) }
}

/// A lazy grid's layout: its algorithm does the work.
protocol LazyGridLayoutKind: Layout where Cache == Void {
    /// The grid's algorithm, for its axis, items, alignment and spacing.
    var algorithm: LazyGridAlgorithm { get }
}

extension LazyGridLayoutKind {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
}
