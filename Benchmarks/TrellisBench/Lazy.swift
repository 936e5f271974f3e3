import Foundation
import Trellis

// Lazy lists (issue 21): a scroll view of a `LazyVStack` of `count` rows, laid out at an offset
// half way down. Only the rows near what shows are made and laid out, so the figures must not
// grow with the row count.
//
//     trellis-bench --lazy 1000,100000            rows made, cold and scroll times per list
//     trellis-bench --lazy 100000 --profile cold --runs 3    (for callgrind: Benchmarks/count.sh l100k)

/// How many row views the lists made (their bodies read), since the last reset.
@MainActor var lazyRowsMade = 0

/// One row: a 40-point square and a bar, padded, 56 tall.
struct LazyRow: View {
    let index: Int
    var body: some View {
        let _ = lazyRowsMade += 1
        HStack {
            Color.blue.frame(width: 40, height: 40)
            Color.gray.frame(height: 12)
        }
        .padding(8)
        .id(index)
    }
}

/// The list: `count` rows in a lazy stack in a scroll view marked "list".
struct LazyList: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0 ..< count, id: \.self) { LazyRow(index: $0) }
            }
        }
        .id("list")
    }
}

/// The screen the lists are laid out on.
let lazyScreen = ProposedViewSize(width: 390, height: 844)

/// A host of the list of `count` rows asked to scroll half way down (rows are 56 tall).
@MainActor func lazyHost(_ count: Int, offsetRows: Int? = nil) -> LayoutHost {
    let host = LayoutHost(LazyList(count: count))
    host.scroll("list", to: ScrollPosition(y: CGFloat(offsetRows ?? count / 2) * 56))
    return host
}

/// Figures of one lazy list.
struct LazyFigures: Codable {
    var rows: Int
    var rowsMade: Int
    var elements: Int
    var coldNs: Double
    var scrollNs: Double
}

/// Measures the list of `count` rows: the rows made by a cold layout at the offset, the
/// elements of its result, the median time of that cold layout (making the host, asking it to
/// scroll, laying out), and of a scroll by one screen on a warm host.
@MainActor func measureLazy(_ count: Int, quick: Bool) -> LazyFigures {
    lazyRowsMade = 0
    let result = lazyHost(count).layout(in: lazyScreen)
    let made = lazyRowsMade
    let runs = quick ? 5 : 21
    let cold = median(runs: runs) { _ = lazyHost(count).layout(in: lazyScreen) }
    let warm = lazyHost(count)
    _ = warm.layout(in: lazyScreen)
    var down = false
    let scroll = median(runs: runs) {
        down.toggle()
        warm.scroll("list", to: ScrollPosition(y: CGFloat(count / 2 + (down ? 15 : 0)) * 56))
        _ = warm.layout(in: lazyScreen)
    }
    return LazyFigures(rows: count, rowsMade: made, elements: result.elements.count, coldNs: cold, scrollNs: scroll)
}

/// Runs the lazy lists: figures, or (`profile`) the cold layout `runs` times for a profiler.
@MainActor func runLazy(_ counts: [Int], _ options: Options) {
    if options.profile != nil {
        for count in counts {
            for _ in 0 ..< (options.runs ?? 100) { _ = lazyHost(count).layout(in: lazyScreen) }
        }
        return
    }
    if !options.json {
        print("trellis-bench --lazy: a LazyVStack of n rows in a ScrollView, laid out half way down (390×844)")
        print("rows      rows made  elements   cold      scroll by a screen")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for count in counts {
        let f = measureLazy(count, quick: options.quick)
        if options.json {
            print(String(decoding: try! encoder.encode(f), as: UTF8.self))
        } else {
            print(
                String(f.rows).leftPad(7), String(f.rowsMade).leftPad(10), String(f.elements).leftPad(9),
                (format(f.coldNs / 1000, 1) + " µs").leftPad(10), (format(f.scrollNs / 1000, 1) + " µs").leftPad(12))
        }
    }
}
