import Foundation
import Testing
@testable import Trellis

/// Toolbars and search driven headless: a toolbar button activated in a live host, the
/// search presented and dismissed. The behaviour is Apple's documented one (`ToolbarItem`,
/// `searchable(text:isPresented:)`, `isSearching`, `dismissSearch`, `searchCompletion`); the
/// frames are the recorded fixtures' (`ios/search/basic`, `ios/search/active`).
@Suite("Toolbars in a host")
@MainActor
struct ToolbarHostTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    /// A list whose toolbar button adds a row.
    struct Adder: View {
        @State var count = 1
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0 ..< count, id: \.self) { index in
                        StandIn.fixed(width: 50, height: 24.5).id("row\(index)")
                    }
                }
                .navigationTitle("Rows")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button { count += 1 } label: { StandIn.fixed(width: 30.5, height: 24.5) }.id("add")
                    }
                }
            }
        }
    }

    @Test("activate(id:) runs a toolbar button's action")
    func activateToolbarButton() {
        let host = LayoutHost(Adder(), environment: environment)
        var result = host.layout(in: window)
        #expect(result.frame(of: "row1") == nil)
        #expect(host.activate(id: "add"))
        result = host.layout(in: window)
        // ios/nav/basic's rows: 56 apart from the list's top under a large title.
        #expect(result.frame(of: "row1")?.minY == CGFloat(116.5 + 56 + 15.75))
    }

    /// A searchable list whose search a row presents and a row inside dismisses.
    struct Searcher: View {
        @State var query = ""
        @State var presented = false
        var body: some View {
            NavigationStack {
                Results()
                    .navigationTitle("Fruit")
                    .searchable(text: $query, isPresented: $presented)
                    .searchSuggestions {
                        StandIn.fixed(width: 44.5, height: 24.5).searchCompletion("Apple").id("suggestion")
                    }
                    .toolbar {
                        ToolbarItem { Button { presented = true } label: { StandIn.fixed(width: 30.5, height: 24.5) }.id("search") }
                    }
                    .id("list")
            }
            .overlay { StandIn.fixed(width: CGFloat(query.count), height: 1).id("query") }
        }
    }

    /// The searched list: reads `isSearching`, dismisses the search from a row.
    struct Results: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            List {
                StandIn.fixed(width: isSearching ? 100 : 50, height: 24.5).id("state")
                Button { dismissSearch() } label: { StandIn.fixed(width: 40, height: 24.5) }.id("dismiss")
            }
        }
    }

    @Test("presenting the search sets isSearching and moves the content between the presented bands")
    func presentingTheSearch() {
        let host = LayoutHost(Searcher(), environment: environment)
        var result = host.layout(in: window)
        // ios/search/basic: at rest, under a large title, over the field's 76-point band.
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 116.5, width: 320, height: 287.5))
        #expect(result.frame(of: "state")?.width == 50)
        #expect(result.frame(of: "suggestion") == nil)

        #expect(host.activate(id: "search"))
        result = host.layout(in: window)
        // ios/search/active: presented, between 54 and 60 points, the suggestions over it.
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 54, width: 320, height: 366))
        #expect(result.frame(of: "state")?.width == 100)
        #expect(result.frame(of: "suggestion") == CGRect(x: 16, y: 69.75, width: 44.5, height: 24.5))
    }

    @Test("activating a suggestion with a search completion sets the search's text")
    func searchCompletion() {
        let host = LayoutHost(Searcher(), environment: environment)
        _ = host.layout(in: window)
        #expect(host.activate(id: "search"))
        _ = host.layout(in: window)
        #expect(host.activate(id: "suggestion"))
        let result = host.layout(in: window)
        #expect(result.frame(of: "query")?.width == 5)
    }

    @Test("dismissSearch ends the presented search and clears its text")
    func dismissingTheSearch() {
        let host = LayoutHost(Searcher(), environment: environment)
        _ = host.layout(in: window)
        #expect(host.activate(id: "search"))
        _ = host.layout(in: window)
        #expect(host.activate(id: "suggestion"))
        _ = host.layout(in: window)
        #expect(host.activate(id: "dismiss"))
        let result = host.layout(in: window)
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 116.5, width: 320, height: 287.5))
        #expect(result.frame(of: "state")?.width == 50)
        #expect(result.frame(of: "query")?.width == 0)
    }
}
