// An app's entry file as written for iOS and macOS, unchanged: on Linux `swift run BooksApp`
// lays out its first window and prints it (App.main(); TRELLIS_SCREEN picks the screen).
import SwiftUI

@Observable
final class Shelf {
    var titles = ["Middlemarch", "Persuasion", "Bleak House"]
}

struct ShelfView: View {
    @Environment(Shelf.self) private var shelf
    @AppStorage("showsCount") private var showsCount = true
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            List(shelf.titles, id: \.self) { title in
                Text(title)
            }
            .navigationTitle(showsCount ? "Books (\(shelf.titles.count))" : "Books")
            .toolbar {
                Link("Help", destination: URL(string: "https://example.com/help")!)
            }
        }
    }
}

@main
struct BooksApp: App {
    @State private var shelf = Shelf()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
        .environment(shelf)
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { shelf.titles.sort() }
        }
        .commands {
            CommandMenu("Shelf") {
                Button("Sort") { shelf.titles.sort() }
            }
        }
        #if os(macOS)
        Settings {
            Toggle("Show count", isOn: .constant(true))
        }
        #endif
    }
}
