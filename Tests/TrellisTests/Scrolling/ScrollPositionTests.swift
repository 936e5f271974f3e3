import Foundation
import Observation
import Testing
@testable import Trellis

/// Scroll positions as input: the host's `scroll` methods, `scrollPosition` bindings,
/// `ScrollViewReader` proxies and `scrollClipDisabled`. Source of the measured cases:
/// swiftui-web golden `scroll/position` (macOS 26.2; its fixture `ScrollAPIFixtures.position`:
/// 30 rows 120 × 20 with ids 0…29 in a `LazyVStack(spacing: 0)` in a scroll view over a 1 pt
/// probe, in a 300 × 220 window, so the scroll view is 219 tall).
@Suite("Scroll views: positions")
@MainActor
struct ScrollPositionTests {
    /// The value a binding reads, changed by the tests between layouts.
    final class Model {
        var row: Int? = 10
    }

    private func positionedRows(_ model: Model, proxy: ((ScrollViewProxy) -> Void)? = nil) -> some View {
        VStack(spacing: 0) {
            ScrollViewReader { reader in
                let _ = proxy?(reader)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0 ..< 30, id: \.self) { index in Color.blue.frame(width: 120, height: 20).id(index) }
                    }
                }
                .scrollPosition(id: Binding(get: { model.row }, set: { model.row = $0 }))
                .id("scroll")
            }
            Color.clear.frame(width: 110, height: 1)
        }
    }

    private let window = ProposedViewSize(width: 300, height: 220)

    @Test("a scrollPosition(id:) binding's first value does not scroll")
    func firstBindingValueDoesNotScroll() {
        // Golden scroll/position, at rest: row 0 at the top though the binding holds 10.
        let host = LayoutHost(positionedRows(Model()))
        let result = host.layout(in: window)
        #expect(result.frame(of: 0) == CGRect(x: 90, y: 0, width: 120, height: 20))
        #expect(result.frame(of: 10) == CGRect(x: 90, y: 200, width: 120, height: 20))
    }

    @Test("changing a scrollPosition(id:) binding without an anchor scrolls the least that shows the view")
    func changedBindingScrollsLeast() {
        // Golden scroll/position, step row20: row 20's bottom on the scroll view's (y 199).
        let model = Model()
        let host = LayoutHost(positionedRows(model))
        _ = host.layout(in: window)
        model.row = 20
        let result = host.layout(in: window)
        #expect(result.frame(of: 20) == CGRect(x: 90, y: 199, width: 120, height: 20))
        #expect(result.frame(of: 10) == CGRect(x: 90, y: -1, width: 120, height: 20))
    }

    @Test("a proxy's scrollTo with the top anchor puts the view's top on the scroll view's")
    func proxyScrollsToTop() {
        // Golden scroll/position, step proxy5: row 5 at y 0.
        var kept: ScrollViewProxy?
        let host = LayoutHost(positionedRows(Model()) { kept = $0 })
        _ = host.layout(in: window)
        kept?.scrollTo(5, anchor: .top)
        let result = host.layout(in: window)
        #expect(result.frame(of: 5)?.minY == 0)
        #expect(result.frame(of: 15)?.minY == 200)
    }

    @Test("a proxy's scrollTo with the centre anchor puts the view's centre on the scroll view's")
    func proxyScrollsToCentre() {
        // Golden scroll/position, step proxy-center: row 7's centre on 109.5, row 2 at y -0.5.
        var kept: ScrollViewProxy?
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let host = LayoutHost(positionedRows(Model()) { kept = $0 }, environment: environment)
        _ = host.layout(in: window)
        kept?.scrollTo(7, anchor: .center)
        let result = host.layout(in: window)
        #expect(result.frame(of: 2)?.minY == -0.5)
        #expect(result.frame(of: 12)?.minY == 199.5)
    }

    // Derived: a scroll view cannot move past its content's ends (UIScrollView and
    // NSScrollView clamp programmatic offsets; the golden's row20 step stops short of them).
    @Test("an offset past the content's end is clamped to it")
    func offsetIsClamped() {
        let host = LayoutHost(positionedRows(Model()))
        host.scroll("scroll", to: ScrollPosition(y: 10_000))
        let result = host.layout(in: window)
        // 600 of content in 219: the last row's bottom on the scroll view's.
        #expect(result.frame(of: 29)?.maxY == 219)
        host.scroll("scroll", to: ScrollPosition(y: -50))
        #expect(host.layout(in: window).frame(of: 0)?.minY == 0)
    }

    @Test("a position at an edge scrolls to that end of the content")
    func edgePositionScrollsToEnd() {
        let host = LayoutHost(positionedRows(Model()))
        host.scroll("scroll", to: ScrollPosition(edge: .bottom))
        #expect(host.layout(in: window).frame(of: 29)?.maxY == 219)
        var position = ScrollPosition(edge: .bottom)
        position.scrollTo(edge: .top)
        host.scroll("scroll", to: position)
        #expect(host.layout(in: window).frame(of: 0)?.minY == 0)
    }

    @Test("a point position puts that point of the content at the scroll view's top")
    func pointPositionSetsOffset() {
        let host = LayoutHost(positionedRows(Model()))
        #expect(host.scroll("scroll", to: ScrollPosition(point: CGPoint(x: 0, y: 45))))
        let result = host.layout(in: window)
        #expect(result.frame(of: 2)?.minY == -5)
        #expect(result.element(id: 2)?.visibleFrame == CGRect(x: 90, y: 0, width: 120, height: 15))
        #expect(result.element(id: 0)?.visibleFrame == nil)
    }

    @Test("scrolling a mark with no scroll view in it changes nothing and says so")
    func scrollingNothingReturnsFalse() {
        let host = LayoutHost(positionedRows(Model()))
        #expect(!host.scroll(3, to: ScrollPosition(y: 40)))
        #expect(!host.scroll("missing", to: ScrollPosition(y: 40)))
    }

    @Test("the host's scrollTo scrolls the scroll view around the view")
    func hostScrollToFindsScrollView() {
        let host = LayoutHost(positionedRows(Model()))
        host.scrollTo(12, anchor: .top)
        #expect(host.layout(in: window).frame(of: 12)?.minY == 0)
    }

    @Test("a ScrollPosition binding's first value scrolls")
    func scrollPositionBindingScrolls() {
        final class Box { var position = ScrollPosition(edge: .bottom) }
        let box = Box()
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.blue.frame(width: 120, height: 20).id($0) } }
        }
        .scrollPosition(Binding(get: { box.position }, set: { box.position = $0 }))
        let host = LayoutHost(view)
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 200)).frame(of: 29)?.maxY == 200)
        box.position.scrollTo(id: 10, anchor: .top)
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 200)).frame(of: 10)?.minY == 0)
    }

    @Test("a position made from x and y gives both, and scrollTo(x:y:) moves both")
    func pointPositionReportsAxes() {
        var position = ScrollPosition(x: 10, y: 20)
        #expect(position.x == 10 && position.y == 20)
        #expect(ScrollPosition(y: 5).x == nil)
        position.scrollTo(x: 30, y: 40)
        #expect(position.point == CGPoint(x: 30, y: 40))
        position.scrollTo(edge: .top)
        #expect(position.x == nil && position.y == nil)
    }

    @Test("scrollClipDisabled turns off the scroll view's clipping")
    func clipDisabled() {
        let result = ScrollView { Color.blue.frame(width: 100, height: 400).id("tall") }
            .scrollClipDisabled()
            .id("scroll")
            .layout(in: ProposedViewSize(width: 300, height: 200))
        #expect(result.element(id: "scroll")?.clipsContent == false)
        #expect(result.element(id: "tall")?.visibleFrame == CGRect(x: 0, y: 0, width: 100, height: 400))
    }

    @Test("a ScrollPosition reports what it names")
    func positionProperties() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.edge == nil && position.point == nil && position.viewID == nil)
        position.scrollTo(id: 4)
        #expect(position.viewID(type: Int.self) == 4)
        position.scrollTo(x: 12)
        #expect(position.point == CGPoint(x: 12, y: 0))
        position.scrollTo(edge: .trailing)
        #expect(position.edge == .trailing)
        #expect(!position.isPositionedByUser)
        #expect(ScrollPosition(id: "a", anchor: .top) == ScrollPosition(id: "a", anchor: .top))
    }
}

/// The offset a scroll view was laid out at, read back from the host.
@Suite("Scroll views: offsets read back")
@MainActor
struct ScrollOffsetTests {
    private func list() -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.blue.frame(width: 120, height: 20).id($0) } }
        }
        .scrollTargetLayout()
        .scrollIndicators(.hidden)
        .scrollDisabled(true)
        .id("list")
    }

    // Derived: 600 of content in 200 scrolls at most 400.
    @Test("the host reports the clamped offset a scroll view was laid out at")
    func offsetReadBack() {
        let host = LayoutHost(list())
        #expect(host.scrollOffset(of: "list") == nil)
        host.scroll("list", to: ScrollPosition(edge: .bottom))
        _ = host.layout(in: ProposedViewSize(width: 300, height: 200))
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 400))
        #expect(host.scrollOffset(of: "missing") == nil)
    }

    /// Twenty rows under a 20-point top content margin in a scroll view 150 tall (swiftui-web
    /// `scroll/geometry`, macOS 26.2: the scroll view at y 21 of its window, row 0 at 41 at rest
    /// and content offset y −20; row 10 at 41 and offset 180 after a reader scrolls it to the top).
    private func margined() -> LayoutHost {
        LayoutHost(ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 20, id: \.self) { Color.blue.frame(width: 120, height: 20).id($0) } }
        }
        .contentMargins(.top, 20, for: .scrollContent)
        .frame(height: 150)
        .id("margined"))
    }

    @Test("content offsets count from inside the content margins")
    func offsetsCountFromInsideMargins() {
        let host = margined()
        _ = host.layout(in: ProposedViewSize(width: 300, height: 150))
        #expect(host.scrollOffset(of: "margined") == CGPoint(x: 0, y: -20))
        host.scroll("margined", to: ScrollPosition(y: 180))
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 150)).frame(of: 10)?.minY == 20)
    }

    @Test("a view scrolled to the top lines up under the top content margin")
    func scrolledViewUnderMargin() {
        let host = margined()
        host.scrollTo(10, anchor: .top)
        #expect(host.layout(in: ProposedViewSize(width: 300, height: 150)).frame(of: 10)?.minY == 20)
        #expect(host.scrollOffset(of: "margined") == CGPoint(x: 0, y: 180))
    }
}

/// A width a reader's content reads.
@Observable @MainActor
private final class ReaderWidth {
    var value: CGFloat = 10
}

/// A `ScrollViewReader` whose content reads a model.
private struct ReadingReader: View {
    let width: ReaderWidth
    var body: some View {
        ScrollViewReader { _ in Color.blue.frame(width: width.value, height: 10).id("bar") }
    }
}

/// The scroll geometry type and the modifiers that report scrolling, which a snapshot never runs.
@Suite("Scroll views: geometry and phases")
@MainActor
struct ScrollGeometryTests {
    @Test("a scroll geometry's visible rect and bounds follow its offset, size and insets")
    func geometryRects() {
        // swiftui-web scroll/geometry at rest: offset y -20, container 130 tall, top inset 20:
        // visible rect at y -20, 150 tall; bounds 130 tall.
        var insets = EdgeInsets()
        insets.top = 20
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: -20), contentSize: CGSize(width: 120, height: 400), contentInsets: insets,
            containerSize: CGSize(width: 120, height: 130))
        #expect(geometry.visibleRect == CGRect(x: 0, y: -20, width: 120, height: 150))
        #expect(geometry.bounds.height == 130)
        #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.idle.isScrolling)
    }

    @Test("what a ScrollViewReader's content reads makes it again when it changes")
    func readerContentIsTracked() {
        let width = ReaderWidth()
        let host = LayoutHost(ReadingReader(width: width))
        _ = host.layout(in: ProposedViewSize(width: 200, height: 50))
        width.value = 40
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")?.width == 40)
    }

    @Test("a position the host asks for is reached with no scroll phase change")
    func programmaticScrollHasNoPhase() {
        var calls = 0
        let host = LayoutHost(ScrollView { Color.blue.frame(width: 100, height: 400).id("tall") }
            .onScrollPhaseChange { _, _ in calls += 1 }
            .scrollIndicatorsFlash(onAppear: true)
            .id("scroll"))
        _ = host.layout(in: ProposedViewSize(width: 300, height: 200))
        host.scroll("scroll", to: ScrollPosition(y: 100))
        let result = host.layout(in: ProposedViewSize(width: 300, height: 200))
        #expect(result.frame(of: "tall")?.minY == -100)
        // (The one call is the scroll view's first layout's.)
        #expect(calls == 1)
    }

    // measured: swiftui-web `scroll/geometry` and `ios/scroll/geometry` at 72fe0c9 — the
    // phase action's count is 1 at rest, before anything scrolls.
    @Test("the phase action runs once as the scroll view first lays out, idle to idle, and not again")
    func phaseActionRunsAtFirstLayout() {
        var seen: [String] = []
        let host = LayoutHost(ScrollView { Color.blue.frame(width: 100, height: 400) }
            .onScrollPhaseChange { old, new in seen.append("\(old)>\(new)") })
        _ = host.layout(in: ProposedViewSize(width: 300, height: 200))
        _ = host.layout(in: ProposedViewSize(width: 310, height: 200))
        #expect(seen == ["idle>idle"])
    }

    @Test("onScrollGeometryChange reports the offset from inside the margins, the sizes and insets")
    func geometryChangeReports() {
        // swiftui-web scroll/geometry (macOS 26.2): at rest offset y −20, content 120 × 400, a
        // container 130 tall, top inset 20; after scrolling row 10 to the top, offset y 180.
        final class Seen { var geometries: [ScrollGeometry] = [] }
        let seen = Seen()
        let host = LayoutHost(ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 20, id: \.self) { Color.blue.frame(width: 120, height: 20).id($0) } }
        }
        .contentMargins(.top, 20, for: .scrollContent)
        .frame(height: 150)
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.geometries.append(new) }
        .id("margined"))
        _ = host.layout(in: ProposedViewSize(width: 300, height: 150))
        #expect(seen.geometries.count == 1)
        let rest = seen.geometries.last
        #expect(rest?.contentOffset == CGPoint(x: 0, y: -20))
        #expect(rest?.contentSize == CGSize(width: 120, height: 400))
        #expect(rest?.containerSize == CGSize(width: 120, height: 130))
        #expect(rest?.contentInsets.top == 20)
        host.scrollTo(10, anchor: .top)
        _ = host.layout(in: ProposedViewSize(width: 300, height: 150))
        #expect(seen.geometries.count == 2)
        #expect(seen.geometries.last?.contentOffset == CGPoint(x: 0, y: 180))
    }

    @Test("onScrollVisibilityChange reports a view crossing its threshold, from the first time it shows")
    func visibilityChange() {
        final class Seen { var changes: [String] = [] }
        let seen = Seen()
        let host = LayoutHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0 ..< 10, id: \.self) { index in
                    Color.blue.frame(width: 100, height: 50).id(index)
                        .onScrollVisibilityChange { seen.changes.append("\(index) \($0)") }
                }
            }
        }.id("scroll"))
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(seen.changes == ["0 true", "1 true"])
        // Rows 1 and 3 half show (at the threshold), row 2 wholly, row 0 no more.
        host.scroll("scroll", to: ScrollPosition(y: 75))
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(seen.changes == ["0 true", "1 true", "0 false", "2 true", "3 true"])
    }

}
