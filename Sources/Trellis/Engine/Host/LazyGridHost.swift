import Foundation

// A lazy grid's windows: whole lines of cells near what its scroll view shows (see
// `LazyHost.swift` for stacks). A window starts and ends on a line, so that the cells it holds
// fill the tracks as they would with every cell; the cells a line holds are counted from the
// resolved cells (those whose spans meet the first one's), and rows left out are estimated a
// line at a time, at the pitch of the resolved lines. Derived: SwiftUI's estimate is not
// measured.

extension LayoutEngine {
    /// The plan that resolves the lines of `record` (a lazy grid) that `scrollView` shows in
    /// `frames`.
    func lazyGridPlan(for record: LazyContainerRecord, in scrollView: NodeID, frames: [CGRect]) -> LazyPlan? {
        guard let (start, end, origin, shown) = lazyAxis(of: record, in: scrollView, frames: frames) else { return nil }
        var plan = currentPlan(of: record)
        for (index, segment) in record.segments.enumerated() where !segment.eager {
            // The resolved cells' spans, from the grid's start, in order.
            var spans: [(low: CGFloat, high: CGFloat)] = []
            for row in segment.rows where row.first != .none {
                spans.append((start(frames[row.first.index]) - origin, end(frames[row.last.index]) - origin))
            }
            guard let first = spans.first else { continue }
            // The cells of the first line: those whose spans meet the first cell's.
            var columns = spans.prefix { $0.low < first.high && $0.high > first.low || $0.low == first.low }.count
            if columns == spans.count, spans.count < segment.count, segment.window.upperBound < segment.count {
                // Every cell resolved is on one line: lines may be longer. More cells, from the start.
                plan.windows[index] = segment.window.lowerBound ..< Swift.min(segment.window.lowerBound + 4 * spans.count, segment.count)
                plan.columns[index] = columns
                continue
            }
            columns = Swift.max(columns, 1)
            // The resolved lines' spans.
            var lines: [(low: CGFloat, high: CGFloat)] = []
            for (offset, span) in spans.enumerated() {
                if offset % columns == 0 { lines.append(span) } else {
                    lines[lines.count - 1].low = Swift.min(lines[lines.count - 1].low, span.low)
                    lines[lines.count - 1].high = Swift.max(lines[lines.count - 1].high, span.high)
                }
            }
            let firstLine = segment.window.lowerBound / Swift.max(segment.columns, 1)
            let pitch = lines.count >= 2
                ? (lines[lines.count - 1].low - lines[0].low) / CGFloat(lines.count - 1)
                : lines[0].high - lines[0].low + record.gap
            plan.pitches[index] = pitch
            plan.columns[index] = columns
            guard pitch > 0, pitch.isFinite else { continue }
            let lineCount = (segment.count + columns - 1) / columns
            let limit = CGFloat(lineCount) + 2
            func clamp(_ value: CGFloat) -> Int { Int(Swift.min(Swift.max(value, -limit), limit)) }
            /// The line at `position`, estimated where none was resolved.
            func line(at position: CGFloat) -> Int {
                if position < lines[0].low { return firstLine - clamp(((lines[0].low - position) / pitch).rounded(.up)) }
                let last = lines.count - 1
                if position >= lines[last].low { return firstLine + last + clamp(((position - lines[last].low) / pitch).rounded(.down)) }
                return firstLine + (lines.lastIndex { $0.low <= position } ?? 0)
            }
            var low = Swift.max(line(at: shown.low) - 1, 0)
            let high = Swift.min(line(at: shown.high) + 2, lineCount)
            // Shown past the last line (an offset the content cuts short): the last lines show.
            if high == lineCount {
                let shownLines = Int(Swift.min(((shown.high - shown.low) / pitch).rounded(.up), limit)) + 2
                low = Swift.min(low, Swift.max(lineCount - shownLines, 0))
            }
            let window = low < high
                ? low * columns ..< Swift.min(high * columns, segment.count)
                : Swift.min(low * columns, segment.count) ..< Swift.min(low * columns, segment.count)
            // (A change of the cells per line moves every line: the window starts again from its lines.)
            plan.windows[index] = columns == segment.columns || segment.window.lowerBound == 0 ? window : 0 ..< Swift.min(segment.count, 4 * columns)
        }
        return plan
    }
}
