// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A mail app's shell as apps write one (re-typed from the shape of public app code): a
/// sidebar of mailboxes whose links drive a selection, and a detail.
private struct Mailboxes: View {
    @State private var selection: String?
    let names = ["Inbox", "Sent", "Archive"]

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(names, id: \.self) { name in
                    NavigationLink(name, value: name).id(name)
                }
            }
            .navigationTitle("Mailboxes")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        } detail: {
            if let selection {
                Text(selection).id("detail")
            } else {
                Text("No mailbox selected").id("placeholder")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// A settings screen in the iOS 13 style, with the API Apple has since deprecated (in a
/// future release, so it builds without a warning, here as on iOS).
private struct LegacySettings: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Version 1.0").id("about")) { Text("About") }.id("aboutLink")
                Text("Licences")
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {})
            .id("list")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

@Suite("SwiftUI code: an app shell")
@MainActor
struct AppShellCodeTests {
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    @Test("on iPhone the mailboxes are a stack, and a mailbox's link pushes its detail")
    func mailboxesOnIPhone() {
        let host = LayoutHost(Mailboxes(), environment: environment)
        let phone = ProposedViewSize(width: 320, height: 480)
        #expect(host.layout(in: phone).frame(of: "placeholder") == nil)
        #expect(host.activate(id: "Sent"))
        let detail = host.layout(in: phone).frame(of: "detail")
        // Pushed under a back button's 64-point bar, centred in the 416 points below it.
        #expect(detail.map { abs($0.midY - (64 + 416 / 2)) <= 0.25 } == true)
    }

    @Test("on iPad the detail is centred beside the 220-point sidebar")
    func mailboxesOnIPad() {
        var environment = self.environment
        environment.horizontalSizeClass = .regular
        let result = Mailboxes().layout(in: ProposedViewSize(width: 1024, height: 768), environment: environment)
        #expect(result.frame(of: "placeholder").map { abs($0.midX - (220 + 804 / 2)) <= 0.25 } == true)
        #expect(result.frame(of: "Inbox").map { $0.maxX <= 220 } == true)
    }

    @Test("the legacy settings screen has an inline bar and its link pushes")
    func legacySettings() {
        let host = LayoutHost(LegacySettings(), environment: environment)
        let phone = ProposedViewSize(width: 320, height: 480)
        #expect(host.layout(in: phone).frame(of: "list") == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(host.activate(id: "aboutLink"))
        #expect(host.layout(in: phone).frame(of: "about") != nil)
    }
}
