import Foundation
import Testing
@testable import Trellis

/// Navigation driven headless: links activated, paths bound, screens dismissed. The frames
/// are those of the recorded fixtures (NavigationFixtureTests); the flows are SwiftUI's
/// documented behaviour (Apple's `NavigationStack`, `NavigationLink`, `DismissAction`).
@Suite("Navigation in a host")
@MainActor
struct NavigationHostTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    /// A quarter-point grid, as the recordings' frames.
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func box(_ id: String) -> some View {
        StandIn.fixed(width: 50, height: 24.5).id(id)
    }

    /// Three screens: a list of links, a detail that links further, a last screen that
    /// dismisses itself.
    struct Flow: View {
        @State var path: [Int] = []
        let row: (String) -> AnyView

        var body: some View {
            NavigationStack(path: $path) {
                List { NavigationLink(value: 1) { row("rootLabel") }.id("toDetail") }
                    .navigationTitle("Settings")
                    .navigationDestination(for: Int.self) { number in
                        Detail(number: number, row: row)
                    }
                    .id("root")
            }
        }
    }

    struct Detail: View {
        let number: Int
        let row: (String) -> AnyView
        var body: some View {
            if number == 1 {
                List { NavigationLink(value: 2) { row("detailLabel") }.id("toLast") }
                    .navigationTitle("Detail")
                    .navigationBarTitleDisplayMode(.inline)
                    .id("detail")
            } else {
                Last(row: row)
            }
        }
    }

    struct Last: View {
        @Environment(\.dismiss) private var dismiss
        let row: (String) -> AnyView
        var body: some View {
            VStack { Button(action: { dismiss() }) { row("doneLabel") }.id("done") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Last")
                .id("last")
        }
    }

    @Test("activating links walks three screens, and dismiss pops the last")
    func threeScreenFlow() {
        let host = LayoutHost(Flow(row: { AnyView(StandIn.fixed(width: 50, height: 24.5).id($0)) }), environment: environment)
        var result = host.layout(in: window)
        // ios/nav/basic: the root's list under a large title.
        #expect(result.frame(of: "root") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
        #expect(result.frame(of: "detail") == nil)

        #expect(host.activate(id: "toDetail"))
        result = host.layout(in: window)
        // ios/nav/inline's bar: the detail's list 64 down, its first row 35 below.
        #expect(result.frame(of: "detail") == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(result.frame(of: "detailLabel")?.minY == 64 + 35 + 15.75)

        #expect(host.activate(id: "toLast"))
        result = host.layout(in: window)
        // The last screen's title is automatic: inline, as the detail's below it.
        #expect(result.frame(of: "last") == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(result.frame(of: "done") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))

        #expect(host.activate(id: "done"))
        result = host.layout(in: window)
        #expect(result.frame(of: "last") == nil)
        #expect(result.frame(of: "detail") == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test("a link pushes through the path binding")
    func linkAppendsToThePath() {
        final class Model { var path: [Int] = [] }
        let model = Model()
        let host = LayoutHost(NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            NavigationLink("Next", value: 7).id("link")
                .navigationDestination(for: Int.self) { Text("\($0)") }
        })
        _ = host.layout(in: window)
        #expect(host.activate(id: "link"))
        #expect(model.path == [7])
    }

    @Test("a NavigationPath binding takes values of any type")
    func navigationPathBinding() {
        final class Model { var path = NavigationPath() }
        let model = Model()
        let host = LayoutHost(NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            NavigationLink("Next", value: "detail").id("link")
                .navigationDestination(for: String.self) { Text($0) }
        })
        _ = host.layout(in: window)
        #expect(host.activate(id: "link"))
        #expect(model.path == NavigationPath(["detail"]))
    }

    @Test("a typed path does not take a value of another type")
    func typedPathRefusesOtherTypes() {
        final class Model { var path: [Int] = [] }
        let model = Model()
        let host = LayoutHost(NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            NavigationLink("Next", value: "text").id("link")
        })
        _ = host.layout(in: window)
        host.activate(id: "link")
        #expect(model.path.isEmpty)
    }

    @Test("a destination link pushes its view with a back button bar")
    func destinationLinkPushesItsView() {
        let host = LayoutHost(NavigationStack {
            NavigationLink { StandIn.fixed(width: 50, height: 24.5).id("pushed") } label: { Text("Go") }.id("link")
        }, environment: environment)
        _ = host.layout(in: window)
        #expect(host.activate(id: "link"))
        let result = host.layout(in: window)
        // No title: the bar of a back button alone, 64 (derived from the inline bar).
        #expect(result.frame(of: "pushed") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))
    }

    @Test("navigationDestination(isPresented:) pushes while its binding is true")
    func presentedDestination() {
        final class Model { var shown = true }
        let model = Model()
        let view = NavigationStack {
            Color.clear
                .navigationDestination(isPresented: Binding(get: { model.shown }, set: { model.shown = $0 })) {
                    box("presented").navigationBarBackButtonHidden()
                }
        }
        #expect(view.layout(in: window, environment: environment).frame(of: "presented") == CGRect(x: 135, y: 227.75, width: 50, height: 24.5))
        model.shown = false
        #expect(view.layout(in: window, environment: environment).frame(of: "presented") == nil)
    }

    @Test("navigationDestination(item:) shows the screen for its item")
    func itemDestination() {
        let view = NavigationStack {
            Color.clear.navigationDestination(item: .constant(Optional(3))) { number in box("item\(number)") }
        }
        #expect(view.layout(in: window, environment: environment).frame(of: "item3") != nil)
    }

    @Test("a path value without a destination is reported and shows an empty screen")
    func missingDestinationIsReported() {
        let view = NavigationStack(path: .constant([1])) { box("root") }
        let result = view.layout(in: window, environment: environment)
        #expect(result.diagnostics.contains { $0.kind == .missingNavigationDestination })
    }

    @Test("the screens under the top one are hidden")
    func lowerScreensAreHidden() {
        let view = NavigationStack(path: .constant([1])) {
            box("root").navigationDestination(for: Int.self) { _ in box("top") }
        }
        let result = view.layout(in: window, environment: environment)
        #expect(result.element(id: "root")?.isHidden == true)
        #expect(result.element(id: "top")?.isHidden == false)
    }

    @Test("NavigationPath removes no more than it holds")
    func navigationPathRemovesSafely() {
        var path = NavigationPath([1, 2])
        path.append("three")
        #expect(path.count == 3)
        path.removeLast(10)
        #expect(path.isEmpty)
        path.removeLast(-1)
        #expect(path.isEmpty)
    }

    @Test("NavigationView lays out as a stack")
    func navigationViewIsAStack() {
        let view = NavigationView { Color.clear.id("content").navigationBarTitle("Title") }
        #expect(view.layout(in: window, environment: environment).frame(of: "content") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
    }
}
