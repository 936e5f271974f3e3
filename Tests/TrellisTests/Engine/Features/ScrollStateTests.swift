import Foundation
import Observation
import Testing
@testable import Trellis

/// What a live host keeps of its scroll views when the views around them are read again:
/// their positions by identity, and only the proxies' storage someone can still ask through.
@Suite("Scroll state across a view read again")
@MainActor
struct ScrollStateTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    // Derived: 30 rows of 20 in a scroll view 180 tall scroll at most 420; a scroll view's
    // position is its state, kept while its identity lasts (docs/semantics.md, "Live state").
    @Test("a scroll view made again by its view's body stays where it was scrolled")
    func positionSurvivesReread() {
        let model = ScrollStateModel()
        let host = LayoutHost(ScrolledRows(model: model))
        _ = host.layout(in: window)
        host.scroll("rows", to: ScrollPosition(edge: .bottom))
        _ = host.layout(in: window)
        #expect(host.scrollOffset(of: "rows") == CGPoint(x: 0, y: 420))
        model.headerWidth = 50
        let result = host.layout(in: window)
        #expect(result.frame(of: "header")?.width == 50)
        #expect(host.scrollOffset(of: "rows") == CGPoint(x: 0, y: 420))
        #expect(result.frame(of: 29)?.maxY == 200)
    }

    @Test("a reader read again many times keeps only the proxies someone holds")
    func unheldProxiesAreForgotten() {
        let model = ScrollStateModel()
        let host = LayoutHost(ReaderRows(model: model, keeper: nil))
        for width in 1 ... 100 {
            model.headerWidth = CGFloat(width)
            _ = host.layout(in: window)
        }
        #expect(host.engine.features.scrolling.proxies.count <= 1)
    }

    @Test("a proxy kept by the app still scrolls after its reader is made again")
    func keptProxyStillScrolls() {
        let model = ScrollStateModel()
        let keeper = ProxyKeeper()
        let host = LayoutHost(ReaderRows(model: model, keeper: keeper))
        _ = host.layout(in: window)
        model.headerWidth = 50
        _ = host.layout(in: window)
        keeper.first?.scrollTo(29, anchor: .bottom)
        #expect(host.layout(in: window).frame(of: 29)?.maxY == 200)
    }
}

/// What the rows' view reads.
@Observable @MainActor
private final class ScrollStateModel {
    var headerWidth: CGFloat = 10
}

/// The first proxy a reader gave (not observed: keeping it makes nothing again).
@MainActor
private final class ProxyKeeper {
    var first: ScrollViewProxy?
}

/// A header that reads the model over 30 rows in a scroll view.
private struct ScrolledRows: View {
    let model: ScrollStateModel
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: model.headerWidth, height: 20).id("header")
            ScrollView {
                VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.blue.frame(height: 20).id($0) } }
            }
            .id("rows")
        }
    }
}

/// The same in a `ScrollViewReader`, whose first proxy `keeper` keeps.
private struct ReaderRows: View {
    let model: ScrollStateModel
    let keeper: ProxyKeeper?
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: model.headerWidth, height: 20).id("header")
            ScrollViewReader { proxy in
                let _ = keeper.map { if $0.first == nil { $0.first = proxy } }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0 ..< 30, id: \.self) { Color.blue.frame(height: 20).id($0) } }
                }
            }
        }
    }
}
