import Foundation
import Trellis

/// A small app of three screens: a tab bar whose first tab is a `NavigationStack` listing
/// mailboxes, a row that pushes the mailbox's detail, and a button there that presents a
/// compose sheet at the medium detent. The gallery shows each screen (`app-list`,
/// `app-detail`, `app-sheet`) from the state a tap reaches; `host.activate(id:)` walks the same
/// flow from the first.
struct AppShellScene: View {
    static let mailboxes = ["Inbox", "Drafts", "Archive"]

    /// The mailboxes pushed when the scene starts.
    var path: [String] = []
    /// Whether the compose sheet shows when the scene starts.
    var composes = false

    var body: some View {
        AppShellApp(path: path, composes: composes)
    }
}

/// The app itself, its navigation path and sheet in state, starting as its scene says.
struct AppShellApp: View {
    @State private var path: [String]
    @State private var composes: Bool

    init(path: [String], composes: Bool) {
        _path = State(initialValue: path)
        _composes = State(initialValue: composes)
    }

    var body: some View {
        TabView {
            Tab("Mail", systemImage: "tray") {
                NavigationStack(path: $path) {
                    List(AppShellScene.mailboxes, id: \.self) { mailbox in
                        NavigationLink(mailbox, value: mailbox).id("app.row.\(mailbox)")
                    }
                    .navigationTitle("Mailboxes")
                    .navigationDestination(for: String.self) { mailbox in
                        AppShellDetail(mailbox: mailbox, composes: $composes)
                    }
                }
            }
            Tab("Settings", systemImage: "gear") {
                Text("Settings").id("app.settings")
            }
        }
    }
}

/// A mailbox's screen: a count and a button that presents the compose sheet.
struct AppShellDetail: View {
    let mailbox: String
    @Binding var composes: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("3 messages").foregroundStyle(.secondary).id("app.count")
            Button("Compose") { composes = true }.buttonStyle(.borderedProminent).id("app.compose")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle(mailbox)
        .navigationBarTitleDisplayMode(.inline)
        .sheet(isPresented: $composes) { AppShellCompose() }
    }
}

/// The compose sheet, at the medium detent; Send dismisses it.
struct AppShellCompose: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("New message").font(.headline).id("app.sheet.title")
            Button("Send") { dismiss() }.id("app.send")
        }
        .presentationDetents([.medium])
    }
}
