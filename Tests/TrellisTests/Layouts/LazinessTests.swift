import Foundation
import Testing
@testable import Trellis

/// Real laziness: a lazy stack in a scroll view resolves only the rows near what shows.
/// Source: swiftui-web golden `lazy/laziness` (macOS 26.2; its fixture
/// `LazyPinnedFixtures.laziness`: 200 rows 200 × 20 marked "r0"…"r199" in a
/// `LazyVStack(spacing: 0)` in a scroll view filling a 300 × 200 window; rows 0–9 at rest,
/// rows 100–109 after a reader scrolls to "r100" with the top anchor).
@Suite("Lazy stacks: laziness")
@MainActor
struct LazinessTests {
    /// Counts the rows made, as a probe would.
    final class Counter {
        var made = 0
    }

    private func rows(_ count: Int, counter: Counter? = nil, proxy: ((ScrollViewProxy) -> Void)? = nil) -> some View {
        ScrollViewReader { reader in
            let _ = proxy?(reader)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0 ..< count, id: \.self) { index in
                        let _ = counter.map { $0.made += 1 }
                        Color.blue.frame(width: 200, height: 20).id("r\(index)")
                    }
                }
            }
            .id("scroll")
        }
    }

    private let window = ProposedViewSize(width: 300, height: 200)

    @Test("at rest a lazy stack lays out the rows that show where SwiftUI does")
    func restingRowsAsMeasured() {
        // Golden lazy/laziness: r0…r9 at y 0…180, x 50.
        let result = rows(200).layout(in: window)
        for index in 0 ..< 10 {
            #expect(result.frame(of: "r\(index)") == CGRect(x: 50, y: CGFloat(index) * 20, width: 200, height: 20))
        }
    }

    @Test("a lazy stack in a scroll view makes only the rows near what shows")
    func makesOnlyNearbyRows() {
        let counter = Counter()
        let host = LayoutHost(rows(100_000, counter: counter))
        let result = host.layout(in: window)
        #expect(result.frame(of: "r9")?.minY == 180)
        #expect(result.frame(of: "r500") == nil)
        // Ten rows show; one more each side, and the first row made before anything was known.
        #expect(counter.made < 40)
    }

    @Test("the estimated content length makes the scroll range of every row")
    func estimatedLengthScrolls() {
        let host = LayoutHost(rows(100_000))
        host.scroll("scroll", to: ScrollPosition(edge: .bottom))
        let result = host.layout(in: window)
        #expect(result.frame(of: "r99999")?.maxY == 200)
        #expect(result.frame(of: "r99990")?.minY == 0)
    }

    @Test("scrolling to an unmade row makes it and puts it in place")
    func scrollsToUnmadeRow() {
        // Golden lazy/laziness, step r100: r100 at y 0, r109 at y 180.
        var kept: ScrollViewProxy?
        let host = LayoutHost(rows(200) { kept = $0 })
        _ = host.layout(in: window)
        kept?.scrollTo("r100", anchor: .top)
        let result = host.layout(in: window)
        #expect(result.frame(of: "r100") == CGRect(x: 50, y: 0, width: 200, height: 20))
        #expect(result.frame(of: "r109") == CGRect(x: 50, y: 180, width: 200, height: 20))
        #expect(result.frame(of: "r0") == nil)
    }

    @Test("a point offset in a long list shows the rows there")
    func offsetShowsRowsThere() {
        let counter = Counter()
        let host = LayoutHost(rows(100_000, counter: counter))
        host.scroll("scroll", to: ScrollPosition(y: 1_000_010))
        let result = host.layout(in: window)
        #expect(result.frame(of: "r50000")?.minY == -10)
        #expect(result.element(id: "r50000")?.visibleFrame == CGRect(x: 50, y: 0, width: 200, height: 10))
        #expect(counter.made < 80)
    }

    @Test("a lazy stack outside a scroll view makes every row")
    func outsideScrollViewMakesAll() {
        let counter = Counter()
        let result = LazyVStack(spacing: 0) {
            ForEach(0 ..< 50, id: \.self) { index in
                let _ = counter.made += 1
                Color.blue.frame(width: 10, height: 20).id(index)
            }
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(counter.made == 50)
        #expect(result.frame(of: 49)?.minY == 980)
    }
}

/// Real laziness in lazy grids: whole lines near what shows. Derived: the grid's lines are
/// as measured (swiftui-web `lazy/grids`); which lines are made is Trellis's own choice.
@Suite("Lazy grids: laziness")
@MainActor
struct LazyGridLazinessTests {
    final class Counter {
        var made = 0
    }

    /// `count` cells 20 tall in three fixed columns of 60, lines 4 apart, in a 300 × 200 scroll view.
    private func grid(_ count: Int, counter: Counter, leading: Bool = false) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 4) {
                if leading { Color.red.frame(height: 20).id("leading") }
                ForEach(0 ..< count, id: \.self) { index in
                    let _ = counter.made += 1
                    Color.blue.frame(height: 20).id(index)
                }
            }
        }
        .id("scroll")
    }

    private let window = ProposedViewSize(width: 300, height: 200)

    @Test("a lazy grid in a scroll view makes only the lines near what shows")
    func makesNearbyLines() {
        let counter = Counter()
        let host = LayoutHost(grid(30_000, counter: counter))
        let result = host.layout(in: window)
        // Columns at 52, 120 and 188 (196 of tracks centred in 300); lines 24 apart.
        #expect(result.frame(of: 0) == CGRect(x: 52, y: 0, width: 60, height: 20))
        #expect(result.frame(of: 5) == CGRect(x: 188, y: 24, width: 60, height: 20))
        #expect(result.frame(of: 3000) == nil)
        #expect(counter.made < 100)
    }

    @Test("a lazy grid scrolled far down shows the lines there in their tracks")
    func scrolledFarDown() {
        let counter = Counter()
        let host = LayoutHost(grid(30_000, counter: counter))
        host.scroll("scroll", to: ScrollPosition(y: 24 * 5_000))
        let result = host.layout(in: window)
        #expect(result.frame(of: 15_000) == CGRect(x: 52, y: 0, width: 60, height: 20))
        #expect(result.frame(of: 15_004) == CGRect(x: 120, y: 24, width: 60, height: 20))
        #expect(counter.made < 200)
    }

    @Test("a ForEach after other cells in a lazy grid makes every cell")
    func foreachAfterCellsIsEager() {
        let counter = Counter()
        let result = grid(40, counter: counter, leading: true).layout(in: window)
        #expect(counter.made == 40)
        // The ForEach's first cell follows the leading cell in its line.
        #expect(result.frame(of: 0)?.minX == 120)
    }
}

/// Laziness along the horizontal axis. Derived, as the vertical cases' choices are.
@Suite("Lazy stacks: horizontal laziness")
@MainActor
struct HorizontalLazinessTests {
    @Test("a LazyHStack in a horizontal scroll view makes only the columns near what shows")
    func horizontalStackIsLazy() {
        final class Counter { var made = 0 }
        let counter = Counter()
        let host = LayoutHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 50_000, id: \.self) { index in
                    let _ = counter.made += 1
                    Color.blue.frame(width: 30, height: 40).id(index)
                }
            }
        }.id("scroll"))
        host.scroll("scroll", to: ScrollPosition(x: 30 * 20_000))
        let result = host.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.frame(of: 20_000)?.minX == 0)
        #expect(result.frame(of: 20_009)?.maxX == 300)
        #expect(counter.made < 80)
    }

    @Test("a lazy stack in a scroll view across its axis makes every row")
    func acrossAxisMakesAll() {
        final class Counter { var made = 0 }
        let counter = Counter()
        _ = ScrollView(.horizontal) {
            LazyVStack(spacing: 0) {
                ForEach(0 ..< 300, id: \.self) { _ in
                    let _ = counter.made += 1
                    Color.blue.frame(width: 30, height: 10)
                }
            }
        }
        .layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(counter.made == 300)
    }
}

/// Replacing views in lazy containers.
@Suite("Lazy stacks: replacement")
@MainActor
struct LazyReplacementTests {
    @Test("a view in a lazy stack that resolves only some rows is not replaceable")
    func lazyRowsAreNotReplaceable() {
        let host = LayoutHost(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0 ..< 100, id: \.self) { Color.blue.frame(width: 10, height: 20).id($0) } }
        })
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(!host.replace(id: 1, with: Color.red.frame(width: 10, height: 40)))
        // Outside a scroll view the stack resolves every view, and its views are replaceable.
        let plain = LayoutHost(LazyVStack(spacing: 0) { ForEach(0 ..< 5, id: \.self) { Color.blue.frame(width: 10, height: 20).id($0) } })
        _ = plain.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(plain.replace(id: 1, with: Color.red.frame(width: 10, height: 40)))
    }
}
