import Foundation
import Testing
@testable import Trellis

/// The recorded navigation fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/ios/nav/<name>/frames.json` at 33be500, iOS 26 simulator, a window
/// without a status bar; the views in `Fixtures/Sources/iOS/IOSFixtures.swift`), re-typed.
/// Texts are stood in for by `StandIn`s of their recorded sizes (Trellis measures text with
/// other fonts), so every frame here is exact. Every probe of the still recordings and of the
/// push recordings' steps (the push and the pop, the root as at rest) is checked; the scroll
/// recordings' steps (`scrollTo` under a collapsing bar) are not.
@Suite("Navigation fixtures")
@MainActor
struct NavigationFixtureTests {
    /// A recorded text: its size in the golden.
    private func text(_ width: CGFloat, _ id: String) -> some View {
        StandIn.fixed(width: width, height: 24.5).id(id)
    }

    /// A quarter-point grid: the recordings hold frames at quarter points (their probes are
    /// not rounded to their 2x pixels).
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func expectFrame(_ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        let frame = result.frame(of: id)
        #expect(frame == CGRect(x: x, y: y, width: width, height: height), "\(id)")
    }

    @Test("ios/nav/basic: a large title puts the list 116.5 down, its first row at its top")
    func basicLargeTitle() {
        let view = NavigationStack {
            List {
                NavigationLink(destination: { text(57.5, "pushed") }, label: { text(50, "linkLabel") }).id("link")
                text(32.5, "row")
            }
            .navigationTitle("Settings")
            .id("list")
        }
        .id("nav")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 480), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 116.5, 320, 363.5)
        expectFrame(result, "link", 32, 132.25, 256, 24.5)
        expectFrame(result, "row", 32, 188.25, 32.5, 24.5)
    }

    @Test("ios/nav/inline: an inline title puts the list 64 down, its first row 35 below")
    func inlineTitle() {
        let view = NavigationStack {
            List { text(32.5, "row") }
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .id("list")
        }
        .id("nav")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 300), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 300)
        expectFrame(result, "list", 0, 64, 320, 236)
        expectFrame(result, "row", 32, 114.75, 32.5, 24.5)
    }

    @Test("ios/nav/sizing: a stack without a title has no bar and takes all it is offered")
    func sizingWithoutTitle() {
        let view = VStack(spacing: 8) {
            NavigationStack { text(41.5, "small") }.id("navText")
            text(32.5, "below")
        }
        .id("stack")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 300), environment: environment)
        expectFrame(result, "stack", 0, 0, 320, 300)
        expectFrame(result, "navText", 0, 0, 320, 267.5)
        expectFrame(result, "small", 139.25, 121.5, 41.5, 24.5)
        expectFrame(result, "below", 143.75, 275.5, 32.5, 24.5)
    }

    /// The root of the `ios/nav/push*` fixtures: a list with a value link, titled "Settings".
    private func pushFixture(
        path: Binding<[Int]>, withRow: Bool = false, @ViewBuilder detail: @escaping () -> some View
    ) -> some View {
        NavigationStack(path: path) {
            List {
                NavigationLink(value: 1) { text(50, "linkLabel") }.id("link")
                if withRow { text(32.5, "row") }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: Int.self) { _ in detail() }
            .id("list")
        }
        .id("nav")
    }

    @Test("ios/nav/push: a pushed screen with an automatic title shows it large too")
    func pushLargeTitle() {
        // At rest and after the pop (the path empty), then pushed.
        for path in [[], [1]] as [[Int]] {
            let view = pushFixture(path: .constant(path), withRow: true) {
                List { text(57.5, "pushed") }.navigationTitle("Detail").id("detail")
            }
            let result = view.layout(in: ProposedViewSize(width: 320, height: 480), environment: environment)
            expectFrame(result, "nav", 0, 0, 320, 480)
            if path.isEmpty {
                #expect(result.frame(of: "detail") == nil)
            } else {
                expectFrame(result, "detail", 0, 116.5, 320, 363.5)
                expectFrame(result, "pushed", 32, 132.25, 57.5, 24.5)
            }
            // The root screen keeps its frames beneath.
            expectFrame(result, "list", 0, 116.5, 320, 363.5)
            expectFrame(result, "link", 32, 132.25, 256, 24.5)
            expectFrame(result, "row", 32, 188.25, 32.5, 24.5)
        }
    }

    @Test("ios/nav/push-inline and push-noback: at rest and after the pop, the root list under its large title")
    func pushRoot() {
        let view = pushFixture(path: .constant([])) { text(57.5, "pushed").id("detail") }
        let result = view.layout(in: ProposedViewSize(width: 320, height: 480), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "list", 0, 116.5, 320, 363.5)
        expectFrame(result, "link", 32, 132.25, 256, 24.5)
        #expect(result.frame(of: "detail") == nil)
    }

    @Test("ios/nav/push-inline: an inline pushed screen's content is centred below a 64-point bar")
    func pushInlineTitle() {
        let view = pushFixture(path: .constant([1])) {
            VStack { text(57.5, "pushed") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Detail")
                .navigationBarTitleDisplayMode(.inline)
                .id("detail")
        }
        let result = view.layout(in: ProposedViewSize(width: 320, height: 480), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "detail", 0, 64, 320, 416)
        expectFrame(result, "pushed", 131.25, 259.75, 57.5, 24.5)
        expectFrame(result, "list", 0, 116.5, 320, 363.5)
        expectFrame(result, "link", 32, 132.25, 256, 24.5)
    }

    @Test("ios/nav/push-noback: a pushed screen without title and back button has no bar")
    func pushWithoutBackButton() {
        let view = pushFixture(path: .constant([1])) {
            VStack { text(57.5, "pushed") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationBarBackButtonHidden()
                .id("detail")
        }
        let result = view.layout(in: ProposedViewSize(width: 320, height: 480), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 480)
        expectFrame(result, "detail", 0, 0, 320, 480)
        expectFrame(result, "pushed", 131.25, 227.75, 57.5, 24.5)
        expectFrame(result, "list", 0, 116.5, 320, 363.5)
        expectFrame(result, "link", 32, 132.25, 256, 24.5)
    }

    @Test("ios/nav/scroll: a scroll view under a large title starts 116.5 down, its content at its top")
    func scrollUnderLargeTitle() {
        let view = NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0 ..< 20, id: \.self) { index in
                        Color.clear.frame(maxWidth: .infinity).frame(height: 40).id("row\(index)")
                    }
                }
                .id("content")
            }
            .navigationTitle("Settings")
            .id("scroll")
        }
        .id("nav")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 400)
        expectFrame(result, "content", 0, 116.5, 320, 800)
        for index in 0 ..< 20 {
            expectFrame(result, "row\(index)", 0, 116.5 + 40 * CGFloat(index), 320, 40)
        }
        // The scroll view reports the frame it is laid out at; its viewport reaches the top.
        expectFrame(result, "scroll", 0, 116.5, 320, 283.5)
    }

    @Test("ios/nav/ignores: a scroll view ignoring the top safe area starts its content at the top")
    func scrollIgnoringTheBar() {
        let view = NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0 ..< 20, id: \.self) { index in
                        Color.clear.frame(maxWidth: .infinity).frame(height: 40).id("row\(index)")
                    }
                }
                .id("content")
            }
            .ignoresSafeArea(edges: .top)
            .navigationTitle("Settings")
            .id("scroll")
        }
        .id("nav")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 400)
        expectFrame(result, "content", 0, 0, 320, 800)
        for index in 0 ..< 20 {
            expectFrame(result, "row\(index)", 0, 40 * CGFloat(index), 320, 40)
        }
        // Marked after `ignoresSafeArea`, the scroll view reports the frame it was laid out at.
        expectFrame(result, "scroll", 0, 116.5, 320, 283.5)
    }

    @Test("ios/nav/list-scroll: rows of a list under a large title are 56 apart from its top")
    func listUnderLargeTitle() {
        let view = NavigationStack {
            List {
                ForEach(0 ..< 20, id: \.self) { index in text(32.5, "row\(index)") }
            }
            .navigationTitle("Settings")
            .id("list")
        }
        .id("nav")
        let result = view.layout(in: ProposedViewSize(width: 320, height: 400), environment: environment)
        expectFrame(result, "nav", 0, 0, 320, 400)
        expectFrame(result, "list", 0, 116.5, 320, 283.5)
        for index in 0 ..< 6 {
            expectFrame(result, "row\(index)", 32, 132.25 + 56 * CGFloat(index), 32.5, 24.5)
        }
    }

    /// `ios/dark/nav`'s view (33be500; `Fixtures/Sources/iOS/IOSDarkFixtures.swift`): a list
    /// under a large title, whose value link pushes an inline screen; with its texts.
    struct DarkNavigation: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Detail", value: 1).id("link")
                    Text("Row").id("row")
                }
                .navigationTitle("Settings")
                .navigationDestination(for: Int.self) { _ in
                    VStack { Text("Pushed").id("pushed") }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .navigationTitle("Detail")
                        .navigationBarTitleDisplayMode(.inline)
                        .id("detail")
                }
                .id("list")
            }
            .id("nav")
        }
    }

    @Test("ios/dark/nav: dark, with the system fonts; activating the link pushes the inline screen")
    func darkNavigation() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.displayScale = 2
        let host = LayoutHost(DarkNavigation(), environment: environment)
        let window = ProposedViewSize(width: 320, height: 400)
        var frames = RecordedFrames(result: host.layout(in: window))
        frames.exact("nav", 0, 0, 320, 400)
        frames.exact("list", 0, 116.5, 320, 283.5)
        frames.text("link", 32, 132.25, 256, 24.5)
        frames.text("row", 32, 188.25, 32.5, 24.5)

        // push: the link's value.
        #expect(host.activate(id: "link"))
        frames = RecordedFrames(result: host.layout(in: window))
        frames.exact("nav", 0, 0, 320, 400)
        frames.exact("detail", 0, 64, 320, 336)
        frames.text("pushed", 131.25, 219.75, 57.5, 24.5)
        // The root keeps its frames beneath.
        frames.exact("list", 0, 116.5, 320, 283.5)
        frames.text("link", 32, 132.25, 256, 24.5)
        frames.text("row", 32, 188.25, 32.5, 24.5)
    }
}
