import Foundation

extension TextMeasure {
    /// `layout` with each line as tall as the tallest run on it (its ascent above the baseline,
    /// its descent below, raised or lowered runs included), as SwiftUI sets styled text: a line
    /// of small text after a line holding a large run keeps its own small height. Plain text,
    /// whose lines are all alike, is returned as it is.
    func withLineHeights(_ layout: TextLayout) -> TextLayout {
        guard runs.count > 1, !layout.lines.isEmpty, size > 0, layout.pointSize.isFinite else { return layout }
        let factor = layout.pointSize / size
        var starts: [Int] = [0]
        for run in runs { starts.append(starts[starts.count - 1] + run.string.count) }
        let count = starts[starts.count - 1]
        guard count > 0 else { return layout }
        let metrics = runs.map { run in
            // A run standing in for the system font takes SF's line (the text style's), as one run does.
            // Small capitals keep the line of the size they are cut from (`lineScale`).
            let lineSize = run.size * run.lineScale * factor
            let line = run.systemLineMetricsPerPoint?.scaled(by: lineSize) ?? run.face.metrics(size: lineSize)
            let offset = run.baselineOffset * factor
            // An image rises its own height above the baseline (``TextImage``).
            let image = run.image.map { $0.scaled(by: factor).ascent + offset } ?? 0
            return (
                ascent: max(line.ascent, line.ascent + offset, image), descent: max(line.descent, line.descent - offset),
                leading: line.leading)
        }
        // Each line's tallest run: the runs its characters belong to (an empty line: the run of
        // the character before it).
        let lines = layout.lines.map { line -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) in
            let from = Swift.min(line.start, count - 1), to = Swift.max(Swift.min(line.end, count), from + 1)
            var tallest: (ascent: CGFloat, descent: CGFloat, leading: CGFloat) = (0, 0, 0)
            for index in runs.indices where starts[index] < to && starts[index + 1] > from {
                tallest = (
                    Swift.max(tallest.ascent, metrics[index].ascent), Swift.max(tallest.descent, metrics[index].descent),
                    Swift.max(tallest.leading, metrics[index].leading))
            }
            return tallest
        }
        let first = style.pixels(lines[0].ascent, .toNearestOrAwayFromZero)
        var baselines = [first]
        var exact = lines[0].ascent
        for index in lines.indices.dropFirst() {
            let gap = Swift.max(lines[index - 1].leading, style.lineSpacing)
            let pitch = lines[index - 1].descent + gap + lines[index].ascent
            exact += pitch
            baselines.append(style.pixels(first + exact - lines[0].ascent, .up))
        }
        let reserved = CGFloat(Swift.max(style.reservedLines - lines.count, 0)) * layout.lineStep
        return TextLayout(
            lines: layout.lines,
            size: CGSize(width: layout.size.width, height: style.pixels(exact + lines[lines.count - 1].descent + reserved, .up)),
            firstBaseline: first, lastBaseline: baselines[baselines.count - 1], lineStep: layout.lineStep,
            pointSize: layout.pointSize, tightening: layout.tightening, baselines: baselines)
    }
}
