import Foundation
import Testing
@testable import Trellis

/// The deprecated navigation API, with the meaning Apple documents for it: `NavigationView`
/// (a stack on iPhone, columns on iPad and macOS, its styles), the bar modifiers that became
/// `navigationTitle` and `toolbar`, and the link forms that became `navigationDestination`.
/// Frames are the recorded ones the newer API reproduces (swiftui-web `ios/nav/*`, 33be500;
/// `splitview/basic`, 4ce0680).
@Suite("Deprecated navigation API")
@MainActor
struct NavigationDeprecatedAPITests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func box(_ id: String) -> some View {
        StandIn.fixed(width: 50, height: 24.5).id(id)
    }

    @Test("NavigationView of two views on iPhone is a stack of the first")
    func navigationViewOnIPhoneIsAStackOfTheFirstView() {
        let view = NavigationView {
            List { Text("Row") }.navigationBarTitle("Mailboxes").id("sidebar")
            box("detail")
        }
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "sidebar") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
        #expect(result.frame(of: "detail") == nil)
    }

    @Test("NavigationView of two views on macOS lays them out as a split view's columns")
    func navigationViewOnMacOSIsASplitView() {
        var environment = self.environment
        environment.targetPlatform = .macOS
        let view = NavigationView {
            List { Text("Row") }.id("sidebar")
            StandIn.fixed(width: 35, height: 16).id("detail")
        }
        let result = view.layout(in: ProposedViewSize(width: 480, height: 300), environment: environment)
        #expect(result.frame(of: "sidebar") == CGRect(x: 8, y: 8, width: 140, height: 284))
        #expect(result.frame(of: "detail") == CGRect(x: 296.5, y: 142, width: 35, height: 16))
    }

    @Test("navigationViewStyle(.stack) keeps a stack in a regular width")
    func stackStyleKeepsAStack() {
        var environment = self.environment
        environment.horizontalSizeClass = .regular
        let view = NavigationView {
            box("first")
            box("second")
        }
        .navigationViewStyle(.stack)
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: environment)
        #expect(result.frame(of: "first") == CGRect(x: 487, y: 371.75, width: 50, height: 24.5))
        #expect(result.frame(of: "second") == nil)
    }

    @Test("DoubleColumnNavigationViewStyle lays a navigation view out in columns")
    func doubleColumnStyleMakesColumns() {
        var environment = self.environment
        environment.horizontalSizeClass = .regular
        let view = NavigationView {
            Color.red.id("first")
            Color.blue.id("second")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
        let result = view.layout(in: ProposedViewSize(width: 1024, height: 768), environment: environment)
        #expect(result.frame(of: "first") == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(result.frame(of: "second") == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("navigationBarHidden(true) takes the bar away: the content fills the screen")
    func navigationBarHiddenRemovesTheBar() {
        let view = NavigationStack { box("content").navigationTitle("Title").navigationBarHidden(true) }
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "content") == CGRect(x: 135, y: 227.75, width: 50, height: 24.5))
    }

    @Test("navigationBarTitle with an inline display mode makes ios/nav/inline's 64-point bar")
    func navigationBarTitleInline() {
        let view = NavigationStack {
            List { Text("Row") }.navigationBarTitle("Settings", displayMode: .inline).id("list")
        }
        let result = view.layout(in: window, environment: environment)
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    /// Uses of the link forms Apple deprecates for iOS 16 and later. A deprecated declaration
    /// that meets a requirement that is not deprecated is the one way Swift offers to call
    /// deprecated API without a warning; the calls are the ones a client writes.
    private protocol LinkForms {
        func isActive(_ binding: Binding<Bool>) -> AnyView
        func tagged(_ selection: Binding<Int?>) -> AnyView
    }

    private struct DeprecatedLinks: LinkForms {
        let destination: AnyView
        @available(*, deprecated)
        func isActive(_ binding: Binding<Bool>) -> AnyView {
            AnyView(NavigationLink("Open", destination: destination, isActive: binding).id("link"))
        }
        @available(*, deprecated)
        func tagged(_ selection: Binding<Int?>) -> AnyView {
            AnyView(NavigationLink(tag: 3, selection: selection) { destination } label: { Text("Three") }.id("link"))
        }
    }

    private var links: any LinkForms { DeprecatedLinks(destination: AnyView(box("pushed"))) }

    @Test("NavigationLink(isActive:) pushes while its binding is true, and sets it when activated")
    func isActiveLink() {
        final class Model { var active = false }
        let model = Model()
        let binding = Binding(get: { model.active }, set: { model.active = $0 })
        let stack = NavigationStack { links.isActive(binding) }
        let host = LayoutHost(stack, environment: environment)
        #expect(host.layout(in: window).frame(of: "pushed") == nil)
        #expect(host.activate(id: "link"))
        #expect(model.active)
        // No title: a back button's bar, 64, as a destination link's.
        let result = stack.layout(in: window, environment: environment)
        #expect(result.frame(of: "pushed") == CGRect(x: 135, y: 64 + (416 - 24.5) / 2, width: 50, height: 24.5))
    }

    @Test("popping an isActive link's screen sets its binding to false")
    func isActiveLinkPops() {
        final class Model { var active = true }
        let model = Model()
        let binding = Binding(get: { model.active }, set: { model.active = $0 })
        let pushed = AnyView(BackButton())
        let host = LayoutHost(NavigationStack { (DeprecatedLinks(destination: pushed) as any LinkForms).isActive(binding) }, environment: environment)
        #expect(host.layout(in: window).frame(of: "back") != nil)
        #expect(host.activate(id: "back"))
        #expect(!model.active)
    }

    @Test("NavigationLink(tag:selection:) pushes while the selection equals its tag")
    func taggedLink() {
        final class Model { var selection: Int? }
        let model = Model()
        let binding = Binding(get: { model.selection }, set: { model.selection = $0 })
        let stack = NavigationStack { links.tagged(binding) }
        let host = LayoutHost(stack, environment: environment)
        _ = host.layout(in: window)
        #expect(host.activate(id: "link"))
        #expect(model.selection == 3)
        #expect(stack.layout(in: window, environment: environment).frame(of: "pushed") != nil)
        model.selection = 4
        #expect(stack.layout(in: window, environment: environment).frame(of: "pushed") == nil)
    }

    /// A screen that goes back when activated.
    private struct BackButton: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button(action: { dismiss() }) { Text("Back") }.id("back")
        }
    }
}
