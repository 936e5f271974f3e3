import Foundation
import Testing
@testable import Trellis

/// A split view on iOS. Collapsed (an iPhone): SwiftUI's documented behaviour (Apple's
/// `NavigationSplitView` and `NavigationSplitViewColumn`: a compact width collapses the
/// columns into a stack, a selection shows the next column), with the stack's recorded bars
/// (swiftui-web `ios/nav/basic`: a 116.5-point large-title bar; a back button's bar, 64).
/// In a regular width (an iPad) the widths are a derivation, not a recording.
@Suite("Navigation split view")
@MainActor
struct NavigationSplitViewTests {
    private let phone = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private var regular: EnvironmentValues {
        var environment = self.environment
        environment.horizontalSizeClass = .regular
        return environment
    }

    private static func box(_ id: String) -> some View {
        StandIn.fixed(width: 50, height: 24.5).id(id)
    }

    /// A mailbox list and a message, with the selection and the top column kept outside.
    struct Mail: View {
        final class Model {
            var selection: Int?
            var column = NavigationSplitViewColumn.sidebar
        }
        let model: Model
        var body: some View {
            NavigationSplitView(preferredCompactColumn: Binding(get: { model.column }, set: { model.column = $0 })) {
                List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                    NavigationSplitViewTests.box("inbox").tag(1)
                    NavigationLink(value: 2) { NavigationSplitViewTests.box("sentLabel") }.id("sent")
                }
                .navigationTitle("Mailboxes")
                .id("sidebar")
            } detail: {
                Message(number: model.selection)
            }
        }
    }

    struct Message: View {
        @Environment(\.dismiss) private var dismiss
        let number: Int?
        var body: some View {
            Button(action: { dismiss() }) { NavigationSplitViewTests.box("message\(number ?? 0)") }.id("back")
        }
    }

    @Test("collapsed, the sidebar is the root of a stack")
    func collapsedShowsTheSidebar() {
        let result = Mail(model: Mail.Model()).layout(in: phone, environment: environment)
        #expect(result.frame(of: "sidebar") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
        #expect(result.frame(of: "message0") == nil)
    }

    @Test("collapsed, selecting a tagged row selects it and pushes the detail")
    func selectingATaggedRowPushesTheDetail() {
        let model = Mail.Model()
        let host = LayoutHost(Mail(model: model), environment: environment)
        _ = host.layout(in: phone)
        #expect(host.activate(id: "inbox"))
        #expect(model.selection == 1)
        #expect(model.column == .detail)
        // The model is outside the host: the split view is laid out anew with it.
        let result = Mail(model: model).layout(in: phone, environment: environment)
        #expect(result.frame(of: "message1") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))
    }

    @Test("collapsed, a value link of the selection's type selects instead of pushing a value")
    func valueLinkSelects() {
        let model = Mail.Model()
        let host = LayoutHost(Mail(model: model), environment: environment)
        _ = host.layout(in: phone)
        #expect(host.activate(id: "sent"))
        let result = Mail(model: model).layout(in: phone, environment: environment)
        #expect(model.selection == 2)
        #expect(result.frame(of: "message2") != nil)
    }

    @Test("collapsed, going back from the detail shows the sidebar and clears the selection")
    func goingBackClearsTheSelection() {
        let model = Mail.Model()
        model.selection = 1
        model.column = .detail
        let host = LayoutHost(Mail(model: model), environment: environment)
        #expect(host.layout(in: phone).frame(of: "message1") != nil)
        #expect(host.activate(id: "back"))
        let result = Mail(model: model).layout(in: phone, environment: environment)
        #expect(model.selection == nil)
        #expect(model.column == .sidebar)
        #expect(result.frame(of: "message0") == nil)
        #expect(result.frame(of: "sidebar") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
    }

    @Test("collapsed, the preferred compact column is on top of the stack")
    func preferredCompactColumnIsOnTop() {
        let model = Mail.Model()
        model.column = .detail
        let result = Mail(model: model).layout(in: phone, environment: environment)
        #expect(result.frame(of: "message0") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))
    }

    /// Three columns: folders, messages, a message.
    struct ThreeColumns: View {
        @State var folder: Int?
        @State var message: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $folder) { NavigationSplitViewTests.box("folder").tag(1) }
            } content: {
                List(selection: $message) { NavigationSplitViewTests.box("messageRow").tag(5) }.id("messages")
            } detail: {
                NavigationSplitViewTests.box(message.map { "message\($0)" } ?? "empty")
            }
        }
    }

    @Test("collapsed, three columns push one after the other as selections are made")
    func threeColumnsPushInTurn() {
        let host = LayoutHost(ThreeColumns(), environment: environment)
        #expect(host.layout(in: phone).frame(of: "messages") == nil)
        #expect(host.activate(id: "folder"))
        #expect(host.layout(in: phone).frame(of: "messages") == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(host.activate(id: "messageRow"))
        #expect(host.layout(in: phone).frame(of: "message5") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))
    }

    @Test("in a regular width the columns lie side by side, the sidebar 320 points wide")
    func regularWidthColumns() {
        let view = NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") }
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: regular)
        #expect(result.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(result.frame(of: "detail") == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("automatic in a portrait regular width, the detail keeps the whole view")
    func automaticPortraitIsProminentDetail() {
        let view = NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") }
        let result = view.layout(in: ProposedViewSize(width: 768, height: 1024), environment: regular)
        #expect(result.frame(of: "detail") == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(result.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 320, height: 1024))
    }

    @Test("balanced in a portrait regular width, the detail narrows beside the sidebar")
    func balancedNarrowsTheDetail() {
        let view = NavigationSplitView { Color.red } detail: { Color.blue.id("detail") }.navigationSplitViewStyle(.balanced)
        let result = view.layout(in: ProposedViewSize(width: 768, height: 1024), environment: regular)
        #expect(result.frame(of: "detail") == CGRect(x: 320, y: 0, width: 448, height: 1024))
    }

    @Test("prominent detail keeps the detail whole in a landscape regular width")
    func prominentDetailKeepsTheDetailWhole() {
        let view = NavigationSplitView { Color.red } detail: { Color.blue.id("detail") }.navigationSplitViewStyle(.prominentDetail)
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: regular)
        #expect(result.frame(of: "detail") == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test("column visibility detailOnly shows the detail alone; doubleColumn the content and detail")
    func columnVisibility() {
        func split(_ visibility: NavigationSplitViewVisibility) -> some View {
            NavigationSplitView(columnVisibility: .constant(visibility)) {
                Color.red.id("sidebar")
            } content: {
                Color.green.id("content")
            } detail: {
                Color.blue.id("detail")
            }
        }
        let size = ProposedViewSize(width: 1200, height: 800)
        let detailOnly = split(.detailOnly).layout(in: size, environment: regular)
        #expect(detailOnly.frame(of: "sidebar") == nil)
        #expect(detailOnly.frame(of: "detail") == CGRect(x: 0, y: 0, width: 1200, height: 800))
        let double = split(.doubleColumn).layout(in: size, environment: regular)
        #expect(double.frame(of: "sidebar") == nil)
        #expect(double.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(double.frame(of: "detail") == CGRect(x: 320, y: 0, width: 880, height: 800))
        let all = split(.all).layout(in: size, environment: regular)
        #expect(all.frame(of: "content") == CGRect(x: 320, y: 0, width: 320, height: 800))
        #expect(all.frame(of: "detail") == CGRect(x: 640, y: 0, width: 560, height: 800))
    }

    @Test("columns too wide for the split view narrow to their minimum, then are cut")
    func narrowSplitView() {
        let view = NavigationSplitView {
            Color.red.navigationSplitViewColumnWidth(min: 100, ideal: 300).id("sidebar")
        } detail: {
            Color.blue.id("detail")
        }
        .navigationSplitViewStyle(.balanced)
        let narrowed = view.layout(in: ProposedViewSize(width: 200, height: 400), environment: regular)
        #expect(narrowed.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 200, height: 400))
        let cut = view.layout(in: ProposedViewSize(width: 80, height: 400), environment: regular)
        #expect(cut.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 80, height: 400))
        #expect(cut.frame(of: "detail")?.width == 0)
    }

    @Test("a column width that is not a finite, non-negative number is reported and left out")
    func badColumnWidthIsReported() {
        let view = NavigationSplitView {
            Color.red.navigationSplitViewColumnWidth(-.infinity).id("sidebar")
        } detail: {
            Color.blue
        }
        .navigationSplitViewStyle(.balanced)
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: regular)
        #expect(result.frame(of: "sidebar")?.width == 320)
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue })
    }

    @Test("a minimum width that is not a number is reported and left out; the ideal stays")
    func badMinimumWidthIsReported() {
        let view = NavigationSplitView {
            Color.red.navigationSplitViewColumnWidth(min: .nan, ideal: 200).id("sidebar")
        } detail: {
            Color.blue
        }
        .navigationSplitViewStyle(.balanced)
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: regular)
        #expect(result.frame(of: "sidebar")?.width == 200)
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue })
    }

    /// A style of the user's.
    struct PlainStyle: NavigationSplitViewStyle {
        func makeBody(configuration: Configuration) -> some View { StandIn.fixed(width: 10, height: 10).id("styled") }
    }

    @Test("a style of the user's replaces the split view by its body")
    func customStyle() {
        let view = NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue }.navigationSplitViewStyle(PlainStyle())
        let result = view.layout(in: phone, environment: environment)
        #expect(result.frame(of: "styled") != nil)
        #expect(result.frame(of: "sidebar") == nil)
    }

    @Test("visibility survives a round trip through Codable")
    func visibilityCodable() throws {
        for visibility in [NavigationSplitViewVisibility.all, .detailOnly, .doubleColumn, .automatic] {
            let data = try JSONEncoder().encode(visibility)
            #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == visibility)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data("\"sideways\"".utf8)) }
    }
}
