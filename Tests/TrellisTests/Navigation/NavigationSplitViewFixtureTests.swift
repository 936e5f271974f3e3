import Foundation
import Testing
@testable import Trellis

/// The recorded split view fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/splitview/<name>/frames.json` at 4ce0680, macOS 26.2, scale 2; the views
/// in `Fixtures/Sources/SplitView/SplitViewFixtures.swift`), re-typed. Texts are stood in for
/// by `StandIn`s of their recorded sizes (Trellis measures text with other fonts), the
/// sidebar's rows on their 18.5-point lines; every probe of the recordings is compared
/// exactly (`splitview/visibility` at `.detailOnly` a known issue).
@Suite("Navigation split view fixtures (macOS)")
@MainActor
struct NavigationSplitViewFixtureTests {
    private let window = ProposedViewSize(width: 480, height: 300)

    private let environment = EnvironmentValues.recording(.macOS, scale: 4)

    /// A recorded text: its size in the golden.
    private func text(_ width: CGFloat, _ id: String) -> some View {
        StandIn.fixed(width: width, height: 16).id(id)
    }

    /// A recorded sidebar row's text: its size in the golden, on the sidebar's 18.5 line.
    private func sidebarText(_ width: CGFloat, _ id: String) -> some View {
        StandIn.fixed(width: width, height: 18.5).id(id)
    }

    @Test("splitview/basic: a 140-point sidebar inset 8, its rows 32 apart, the detail centred in the rest")
    func basic() {
        let view = NavigationSplitView {
            List { sidebarText(35, "row1"); sidebarText(45, "row2") }.id("sidebar")
        } detail: {
            text(35, "detail")
        }
        .id("split")
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "split") == CGRect(x: 0, y: 0, width: 480, height: 300))
        #expect(result.frame(of: "sidebar") == CGRect(x: 8, y: 8, width: 140, height: 284))
        #expect(result.frame(of: "row1") == CGRect(x: 24, y: 24.75, width: 35, height: 18.5))
        #expect(result.frame(of: "row2") == CGRect(x: 24, y: 56.75, width: 45, height: 18.5))
        #expect(result.frame(of: "detail") == CGRect(x: 296.5, y: 142, width: 35, height: 16))
    }

    @Test("splitview/widths: a fixed column width, a stack centred in each column")
    func widths() {
        let view = NavigationSplitView {
            VStack(spacing: 8) {
                text(34, "menu")
                Color.red.frame(width: 40, height: 20).id("swatch")
            }
            .navigationSplitViewColumnWidth(150)
            .id("sidebar")
        } detail: {
            VStack(spacing: 8) {
                text(31, "wide")
                Color.blue.frame(width: 40, height: 20).id("box")
            }
            .id("detailStack")
        }
        .id("split")
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "split") == CGRect(x: 0, y: 0, width: 480, height: 300))
        #expect(result.frame(of: "sidebar") == CGRect(x: 63, y: 128, width: 40, height: 44))
        #expect(result.frame(of: "menu") == CGRect(x: 66, y: 128, width: 34, height: 16))
        #expect(result.frame(of: "swatch") == CGRect(x: 63, y: 152, width: 40, height: 20))
        #expect(result.frame(of: "detailStack") == CGRect(x: 299, y: 128, width: 40, height: 44))
        #expect(result.frame(of: "wide") == CGRect(x: 303.5, y: 128, width: 31, height: 16))
        #expect(result.frame(of: "box") == CGRect(x: 299, y: 152, width: 40, height: 20))
    }

    @Test("splitview/three: a content column at its ideal width, a divider before the detail")
    func three() {
        let view = NavigationSplitView {
            List { sidebarText(35, "row1") }.id("sidebar")
        } content: {
            List { text(41.5, "contentRow") }
                .navigationSplitViewColumnWidth(min: 120, ideal: 160, max: 220)
                .id("content")
        } detail: {
            text(35, "detail")
        }
        .id("split")
        let result = view.layout(in: ProposedViewSize(width: 640, height: 300), environment: environment)
        #expect(result.frame(of: "split") == CGRect(x: 0, y: 0, width: 640, height: 300))
        #expect(result.frame(of: "sidebar") == CGRect(x: 8, y: 8, width: 140, height: 284))
        #expect(result.frame(of: "row1") == CGRect(x: 24, y: 24.75, width: 35, height: 18.5))
        #expect(result.frame(of: "content") == CGRect(x: 148, y: 0, width: 160, height: 300))
        #expect(result.frame(of: "contentRow") == CGRect(x: 164, y: 14, width: 41.5, height: 16))
        #expect(result.frame(of: "detail") == CGRect(x: 457, y: 142, width: 35, height: 16))
    }

    @Test("splitview/columns: a sidebar at its ideal width, a 200-point content column")
    func columns() {
        let view = NavigationSplitView {
            List { sidebarText(35, "row1") }
                .navigationSplitViewColumnWidth(min: 100, ideal: 120, max: 200)
                .id("sidebar")
        } content: {
            List { text(41.5, "contentRow") }.id("content")
        } detail: {
            text(35, "detail")
        }
        .id("split")
        let result = view.layout(in: ProposedViewSize(width: 640, height: 300), environment: environment)
        #expect(result.frame(of: "split") == CGRect(x: 0, y: 0, width: 640, height: 300))
        #expect(result.frame(of: "sidebar") == CGRect(x: 8, y: 8, width: 120, height: 284))
        #expect(result.frame(of: "row1") == CGRect(x: 24, y: 24.75, width: 35, height: 18.5))
        #expect(result.frame(of: "content") == CGRect(x: 128, y: 0, width: 200, height: 300))
        #expect(result.frame(of: "contentRow") == CGRect(x: 144, y: 14, width: 41.5, height: 16))
        #expect(result.frame(of: "detail") == CGRect(x: 467, y: 142, width: 35, height: 16))
    }

    @Test("splitview/sized: a split view fills the frame it is given")
    func sized() {
        let view = NavigationSplitView {
            List { sidebarText(35, "row1") }.id("sidebar")
        } detail: {
            text(35, "detail")
        }
        .frame(width: 320, height: 200)
        .id("split")
        .frame(maxWidth: .infinity, maxHeight: .infinity)   // the window centres it
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "split") == CGRect(x: 80, y: 50, width: 320, height: 200))
        #expect(result.frame(of: "sidebar") == CGRect(x: 88, y: 58, width: 140, height: 184))
        #expect(result.frame(of: "row1") == CGRect(x: 104, y: 74.75, width: 35, height: 18.5))
        #expect(result.frame(of: "detail") == CGRect(x: 296.5, y: 142, width: 35, height: 16))
    }

    /// `splitview/selection`'s view, its selection kept in state: a row's tag selects it.
    struct Selection: View {
        @State var selection: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    StandIn.fixed(width: 35, height: 18.5).tag(1).id("row1")
                    StandIn.fixed(width: 45, height: 18.5).tag(2).id("row2")
                }
                .id("sidebar")
            } detail: {
                if let selection {
                    StandIn.fixed(width: selection == 1 ? 58 : 60, height: 16).id("number\(selection)")
                } else {
                    StandIn.fixed(width: 38.5, height: 16).id("placeholder")
                }
            }
            .id("split")
        }
    }

    /// Expects the split, its sidebar and its rows where `splitview/selection` has them in
    /// every step: a selection changes the detail only.
    private func expectSidebar(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = RecordedFrames(result: result)
        frames.exact("split", 0, 0, 480, 300, sourceLocation: sourceLocation)
        frames.exact("sidebar", 8, 8, 140, 284, sourceLocation: sourceLocation)
        frames.exact("row1", 24, 24.75, 35, 18.5, sourceLocation: sourceLocation)
        frames.exact("row2", 24, 56.75, 45, 18.5, sourceLocation: sourceLocation)
    }

    @Test("splitview/selection: selecting a row shows its detail in the detail column")
    func selection() {
        let host = LayoutHost(Selection(), environment: environment)
        var result = host.layout(in: window)
        expectSidebar(result)
        #expect(result.frame(of: "placeholder") == CGRect(x: 294.75, y: 142, width: 38.5, height: 16))
        #expect(host.activate(id: "row1"))
        result = host.layout(in: window)
        expectSidebar(result)
        #expect(result.frame(of: "number1") == CGRect(x: 285, y: 142, width: 58, height: 16))
        #expect(host.activate(id: "row2"))
        result = host.layout(in: window)
        expectSidebar(result)
        #expect(result.frame(of: "number2") == CGRect(x: 284, y: 142, width: 60, height: 16))
        #expect(result.frame(of: "number1") == nil)
    }

    /// `splitview/visibility`'s view: the column visibility in state, `.detailOnly` at first.
    struct Visibility: View {
        @State var visibility: NavigationSplitViewVisibility = .detailOnly
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List { Text("Apple").id("row1") }.id("sidebar")
            } detail: {
                Text("Detail").id("detail")
            }
            .id("split")
        }
    }

    @Test("splitview/visibility: the detail keeps its place whatever the column visibility")
    func visibility() {
        for visibility in [.detailOnly, .all] as [NavigationSplitViewVisibility] {
            let result = Visibility(visibility: visibility).layout(in: window, environment: environment)
            let frames = RecordedFrames(result: result)
            frames.exact("split", 0, 0, 480, 300)
            // The recording (4ce0680) shows the sidebar in every state, `.detailOnly` too:
            // swiftui-web's hosted window does not collapse it, where an app's window does
            // (Trellis hides the sidebar at `.detailOnly`, as Apple documents; docs/differences.md).
            if visibility == .detailOnly {
                withKnownIssue("splitview/visibility: recorded with the sidebar shown at .detailOnly") {
                    frames.exact("sidebar", 8, 8, 140, 284)
                    frames.text("detail", 296.5, 142, 35, 16)
                }
            } else {
                frames.exact("sidebar", 8, 8, 140, 284)
                frames.text("detail", 296.5, 142, 35, 16)
                // The sidebar's list takes the sidebar style: its row on an 18.5 line, 16.75 down.
                frames.text("row1", 24, 24.75, 35, 18.5)
            }
        }
    }
}
