// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// An inbox as apps write one (re-typed from the shape of public app code): a searchable list
/// in a navigation stack, an edit button leading, a compose button trailing, a bottom bar with
/// a status line between two actions, and the deprecated `navigationBarItems` on a detail.
private struct Inbox: View {
    @State private var query = ""
    @State private var composed = 0
    let subjects = ["Lunch", "Invoice", "Trip"]

    var shown: [String] {
        query.isEmpty ? subjects : subjects.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { subject in
                NavigationLink(subject) { Text(subject).navigationBarItems(trailing: Button("Reply") {}) }
            }
            .navigationTitle("Inbox")
            .searchable(text: $query, prompt: "Search mail")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button { composed += 1 } label: { Image(systemName: "square.and.pencil") }
                        .id("compose")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button { } label: { Image(systemName: "line.3.horizontal.decrease.circle") }
                    Spacer()
                    Text("Updated just now").font(.caption)
                    Spacer()
                    Button { } label: { Image(systemName: "tray") }
                }
            }
            .id("list")
        }
        .overlay(alignment: .topLeading) { Color.clear.frame(width: CGFloat(composed), height: 1).id("composed") }
    }
}

@Suite("SwiftUI code: an inbox with a toolbar and search")
@MainActor
struct InboxToolbarCodeTests {
    @Test("the list sits between the large title's bar and the search field's band; compose runs")
    func inboxScreen() {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        let host = LayoutHost(Inbox(), environment: environment)
        var result = host.layout(in: ProposedViewSize(width: 320, height: 480))
        // swiftui-web ios/search/basic: 116.5 under a large title, 76 above the bottom (the
        // search field takes the bottom band from the toolbar's bottom items).
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 116.5, width: 320, height: 287.5))
        #expect(host.activate(id: "compose"))
        result = host.layout(in: ProposedViewSize(width: 320, height: 480))
        #expect(result.frame(of: "composed")?.width == 1)
    }
}
