import Foundation
import Testing
@testable import Trellis

/// The window's safe area: the host's insets, and how views inside them reach into them.
/// Sources: Apple's documentation of `ignoresSafeArea(_:edges:)` ("expands the safe area of a
/// view") and `GeometryProxy.safeAreaInsets`; the measured rules of the swiftui-web goldens
/// `position/safe-area` and `position/safe-area-padding` (in `Fixtures/safearea`), applied to
/// the window's bands. The window's own placement of the root (inside the insets, the result
/// as large as the window) is derived: docs/semantics.md, "Safe area".
@Suite("Safe area")
@MainActor
struct SafeAreaTests {
    /// A phone-like window: 59 above, 34 below, in 393 × 852.
    private let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    private let window = ProposedViewSize(width: 393, height: 852)

    private func layout<V: View>(_ view: V, insets: EdgeInsets? = nil) -> LayoutResult {
        let host = LayoutHost(view)
        host.safeAreaInsets = insets ?? self.insets
        return host.layout(in: window)
    }

    @Test("the root is laid out inside the host's insets, and the result is the window's size")
    func rootInsideInsets() {
        let result = layout(Color.red.id("root"))
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(result.size == CGSize(width: 393, height: 852))
        #expect(result.safeAreaInsets == insets)
    }

    @Test("a view that ignores the safe area at the root fills the window")
    func ignoringRootFillsWindow() {
        let result = layout(Color.red.id("root").ignoresSafeArea())
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("ignoring only the top edge grows the view upwards only")
    func ignoringTopOnly() {
        let result = layout(Color.red.id("root").ignoresSafeArea(edges: .top))
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    @Test("a view that does not reach the safe edge does not grow")
    func innerViewDoesNotGrow() {
        let result = layout(Color.red.id("inner").ignoresSafeArea().padding(10))
        #expect(result.frame(of: "inner") == CGRect(x: 10, y: 69, width: 373, height: 739))
    }

    // Apple: `edgesIgnoringSafeArea(_:)` is the deprecated form of `ignoresSafeArea(.container, edges:)`.
    @Test("edgesIgnoringSafeArea grows the view as ignoresSafeArea does on those edges")
    func edgesIgnoringSafeArea() {
        let result = layout(Color.red.id("root").edgesIgnoringSafeArea(.bottom))
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test("only the keyboard region ignored changes nothing: Trellis shows no keyboard")
    func keyboardRegionChangesNothing() {
        let result = layout(Color.red.ignoresSafeArea(.keyboard).id("root"))
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("a background that ignores the safe area reaches under the bars while its view stays inside")
    func backgroundUnderBars() {
        let result = layout(VStack { Color.clear.id("content") }.background { Color.blue.id("fill").ignoresSafeArea() })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(result.frame(of: "fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("a scroll view keeps its frame inside the bars; its viewport grows under them, its content below the top one")
    func scrollViewUnderBars() {
        let result = layout(ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.green.frame(height: 40).id($0) } }
        }.id("scroll"))
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(result.elements.first { $0.name == "ScrollView" }?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 59, width: 393, height: 40))
    }

    @Test("a scroll view that ignores the safe area starts its content at the window's top")
    func ignoringScrollViewStartsAtTop() {
        let result = layout(ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.green.frame(height: 40).id($0) } }
        }.ignoresSafeArea())
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 0, width: 393, height: 40))
    }

    @Test("a reader at the root reports the host's insets")
    func readerReportsInsets() {
        var seen = EdgeInsets()
        _ = layout(GeometryReader { proxy in
            let _ = (seen = proxy.safeAreaInsets)
            Color.clear
        })
        #expect(seen == insets)
    }

    @Test("a reader that ignores the safe area, or that does not reach its edges, reports none")
    func readerInsideReportsNone() {
        var ignoring = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), padded = ignoring
        _ = layout(GeometryReader { proxy in
            let _ = (ignoring = proxy.safeAreaInsets)
            Color.clear
        }.ignoresSafeArea())
        _ = layout(GeometryReader { proxy in
            let _ = (padded = proxy.safeAreaInsets)
            Color.clear
        }.padding(8))
        #expect(ignoring == EdgeInsets())
        #expect(padded == EdgeInsets())
    }

    @Test("a reader under a safeAreaInset bar reports the bar and spacing as its inset")
    func readerUnderInsetBar() {
        var seen = EdgeInsets()
        _ = layout(GeometryReader { proxy in
            let _ = (seen = proxy.safeAreaInsets)
            Color.clear
        }.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }, insets: EdgeInsets())
        #expect(seen == EdgeInsets(top: 0, leading: 0, bottom: 58, trailing: 0))
    }

    @Test("a leading safeAreaInset puts its bar at the leading edge, aligned by its alignment")
    func leadingInsetBar() {
        let result = Color.red.id("content")
            .safeAreaInset(edge: .leading, alignment: .top, spacing: 4) { Color.blue.frame(width: 30, height: 50).id("bar") }
            .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "bar") == CGRect(x: 0, y: 0, width: 30, height: 50))
        #expect(result.frame(of: "content") == CGRect(x: 34, y: 0, width: 166, height: 100))
    }

    @Test("changing the host's insets moves every view that depends on them")
    func changingInsetsReplaces() {
        let host = LayoutHost(ZStack { Color.red.id("fill").ignoresSafeArea(); Color.blue.frame(width: 10, height: 10).id("dot") })
        _ = host.layout(in: window)
        host.safeAreaInsets = insets
        let inset = host.layout(in: window)
        #expect(inset.frame(of: "fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
        // (Frames are rounded to pixels: the exact dot is at 191.5, 433.5.)
        #expect(inset.frame(of: "dot") == CGRect(x: 192, y: 434, width: 10, height: 10))
        host.safeAreaInsets = EdgeInsets()
        let plain = host.layout(in: window)
        #expect(plain.frame(of: "fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(plain.frame(of: "dot") == CGRect(x: 192, y: 421, width: 10, height: 10))
    }

    @Test("a growing safeAreaInset bar moves the content of a scroll view whose viewport stays")
    func growingBarMovesScrollContent() {
        // The scroll view is laid out above the bar and its viewport spans the whole 300 points
        // under either bar; its content, anchored
        // at the bottom, ends where the bar begins.
        let host = LayoutHost(ScrollView {
            VStack(spacing: 0) { ForEach(0 ..< 20, id: \.self) { Color.green.frame(height: 40).id($0) } }
        }
        .defaultScrollAnchor(.bottom)
        .id("scroll")
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 20).id("bar") })
        let first = host.layout(in: ProposedViewSize(width: 100, height: 300))
        #expect(first.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 100, height: 280))
        #expect(first.elements.first { $0.name == "ScrollView" }?.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(first.frame(of: 19)?.maxY == 280)
        _ = host.replace(id: "bar", with: Color.blue.frame(height: 60).id("bar"))
        let second = host.layout(in: ProposedViewSize(width: 100, height: 300))
        #expect(second.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 100, height: 240))
        #expect(second.elements.first { $0.name == "ScrollView" }?.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(second.frame(of: 19)?.maxY == 240)
    }

    @Test("a NaN, infinite or negative host inset counts as 0")
    func badInsetsCountAsZero() {
        let host = LayoutHost(Color.red.id("root"))
        host.safeAreaInsets = EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 12)
        #expect(host.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 12))
        let result = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 0, width: 88, height: 100))
    }

    @Test("a screen preset lays out in its size inside its insets")
    func screenPreset() {
        let result = LayoutHost(Color.red.id("root")).layout(on: .iPhone16Landscape)
        #expect(result.size == CGSize(width: 852, height: 393))
        #expect(result.frame(of: "root") == CGRect(x: 59, y: 0, width: 734, height: 372))
    }

    @Test("safe-area padding lays its content out as padding does")
    func safeAreaPaddingLikePadding() {
        let result = Color.red.id("content").safeAreaPadding(.horizontal, 12).layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "content") == CGRect(x: 12, y: 0, width: 76, height: 50))
    }

    @Test("a view inside safe-area padding that ignores the safe area reaches over the padding")
    func ignoringReachesOverPadding() {
        let result = Color.red.id("content").ignoresSafeArea().safeAreaPadding(20)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
