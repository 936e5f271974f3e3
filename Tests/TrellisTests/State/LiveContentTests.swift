import Foundation
import Testing
import Trellis

// Live state in content made after the first resolve: a reader's content and a lazy list's
// rows (issue 25). Their views are resolved again with the nearest live view around them, and
// rows keep their state by id (docs/semantics.md, "Live state": derived from Apple's
// `state` and "Demystify SwiftUI" on explicit identity).

@Observable private final class Count {
    var rows = 30
    var width: CGFloat = 10
}

private struct LazyRow: View {
    let index: Int
    @State private var wide = false
    var body: some View {
        HStack(spacing: 0) {
            Toggle("Wide", isOn: $wide).id("toggle-\(index)")
            Color.blue.frame(width: wide ? 90 : 30, height: 20).id("bar-\(index)")
        }
    }
}

private struct LazyRows: View {
    let count: Count
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) { ForEach(0 ..< count.rows, id: \.self) { LazyRow(index: $0) } }
        }.id("scroll")
    }
}

private struct ReaderBar: View {
    let count: Count
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: min(count.width, proxy.size.width), height: 10).id("reader-bar")
        }
    }
}

@MainActor
struct LiveContentTests {
    let proposal = ProposedViewSize(width: 300, height: 200)

    @Test("a lazy row's state change and its list's model change both relay out")
    func lazyRowsAreLive() throws {
        let count = Count()
        let host = LayoutHost(LazyRows(count: count), fonts: .testFont)
        _ = host.layout(in: proposal)
        #expect(host.activate(id: "toggle-1"))
        #expect(host.layout(in: proposal).frame(of: "bar-1")?.width == 90)
        count.rows = 5
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "bar-0")?.width == 30)
        #expect(result.frame(of: "bar-6") == nil)
    }

    @Test("a model read in a reader's content relays it out")
    func readerContentIsLive() {
        let count = Count()
        let host = LayoutHost(ReaderBar(count: count), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "reader-bar")?.width == 10)
        count.width = 120
        #expect(host.layout(in: proposal).frame(of: "reader-bar")?.width == 120)
        count.width = 50
        #expect(host.layout(in: proposal).frame(of: "reader-bar")?.width == 50)
    }
}
