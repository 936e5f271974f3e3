import Foundation
import Testing
@testable import Trellis

/// An app's flow walked through `host.activate`: switch tab, present a sheet at a medium
/// detent, dismiss it from inside, run an alert's action. The frames are those of the
/// recordings (`ios/tabs/*`: the content above the 83-point bar) and of swiftui-web's reading
/// of the sheet and alert goldens (`ios/sheet/medium`, `ios/alert/basic`).
@Suite("An app flow through tabs and presentations")
@MainActor
struct AppFlowTests {
    final class Log { var deleted = false }

    struct App: View {
        @State var tab = "home"
        @State var showsSheet = false
        @State var asks = false
        let log: Log

        var body: some View {
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: "home") {
                    StandIn.fixed(width: 100, height: 24.5).id("homeContent")
                }
                Tab("Settings", systemImage: "gear", value: "settings") {
                    VStack(spacing: 20) {
                        Button(action: { showsSheet = true }) { StandIn.fixed(width: 100, height: 24.5) }.id("showSheet")
                        Button(action: { asks = true }) { StandIn.fixed(width: 100, height: 24.5) }.id("ask")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(isPresented: $showsSheet) { SheetContent() }
                    .alert("Delete the item?", isPresented: $asks) {
                        Button("Delete", role: .destructive) { log.deleted = true }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
        }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button(action: { dismiss() }) { StandIn.fixed(width: 100, height: 80) }
                .id("done")
                .presentationDetents([.medium])
        }
    }

    @Test("switch tab, present a medium sheet, dismiss it, run an alert's action")
    func walk() {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        let log = Log()
        let host = LayoutHost(App(log: log), environment: environment)
        let phone = ProposedViewSize(width: 375, height: 667)

        // 1. The first tab: its content centred above the bar.
        var result = host.layout(in: phone)
        #expect(result.frame(of: "homeContent") == CGRect(x: 137.5, y: 279.75, width: 100, height: 24.5))

        // 2. The Settings tab, by its value.
        #expect(host.activate(id: "settings"))
        result = host.layout(in: phone)
        #expect(result.frame(of: "homeContent") == nil)
        // Two buttons 20 apart centred in the 584 points above the bar.
        #expect(result.frame(of: "showSheet") == CGRect(x: 137.5, y: 257.5, width: 100, height: 24.5))
        #expect(result.frame(of: "ask") == CGRect(x: 137.5, y: 302, width: 100, height: 24.5))

        // 3. The sheet at the medium detent: 351 tall, 6 in; the screen stays beneath.
        #expect(host.activate(id: "showSheet"))
        result = host.layout(in: phone)
        #expect(result.frame(of: "done") == CGRect(x: 137.5, y: 445.5, width: 100, height: 80))
        #expect(result.frame(of: "showSheet") == CGRect(x: 137.5, y: 257.5, width: 100, height: 24.5))

        // 4. Dismissed from inside.
        #expect(host.activate(id: "done"))
        result = host.layout(in: phone)
        #expect(result.frame(of: "done") == nil)
        #expect(result.frame(of: "showSheet") == CGRect(x: 137.5, y: 257.5, width: 100, height: 24.5))

        // 5. The alert: its buttons in a row in the 299-point card; Delete runs and dismisses.
        #expect(host.activate(id: "ask"))
        result = host.layout(in: phone)
        #expect(result.frame(of: "Cancel")?.minX == 51.5)
        #expect(result.frame(of: "Delete")?.minX == 191.75)
        #expect(host.activate(id: "Delete"))
        #expect(log.deleted)
        result = host.layout(in: phone)
        #expect(result.frame(of: "Delete") == nil)
        #expect(result.frame(of: "ask") == CGRect(x: 137.5, y: 302, width: 100, height: 24.5))
    }
}
