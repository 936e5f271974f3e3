import Foundation
import Testing
@testable import Trellis

/// `refreshable`: its action in the environment, and run by a host.
@Suite("Refreshable")
@MainActor
struct RefreshableTests {
    actor Counter {
        var count = 0
        func increment() { count += 1 }
    }

    @Test("a host runs the refresh action around a view")
    func hostRefreshes() async {
        let counter = Counter()
        let host = LayoutHost(List { StandIn.fixed(width: 10, height: 10).id("row") }.refreshable { await counter.increment() })
        _ = host.layout(in: ProposedViewSize(width: 320, height: 480))
        #expect(await host.refresh(id: "row"))
        #expect(await counter.count == 1)
    }

    final class Seen { var actions: [RefreshAction?] = [] }

    struct Reader: View {
        let seen: Seen
        @Environment(\.refresh) private var refresh
        var body: some View {
            seen.actions.append(refresh)
            return StandIn.fixed(width: 10, height: 10)
        }
    }

    @Test("the refresh action is in the environment inside, and absent outside")
    func environment() async {
        let counter = Counter()
        let inside = Seen(), outside = Seen()
        let view = VStack {
            Reader(seen: inside).refreshable { await counter.increment() }
            Reader(seen: outside)
        }
        _ = view.layout(in: .unspecified)
        #expect(outside.actions.count == 1 && outside.actions[0] == nil)
        await inside.actions.first??()
        #expect(await counter.count == 1)
    }

    @Test("a host refresh finds nothing where no view is refreshable")
    func nothingToRefresh() async {
        let host = LayoutHost(StandIn.fixed(width: 10, height: 10).id("plain"))
        #expect(!(await host.refresh(id: "plain")))
    }
}
