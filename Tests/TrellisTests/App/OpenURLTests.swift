import Foundation
import Testing
import Trellis

// `Link` opens its destination through the environment's `openURL`, which an app (or a test)
// can replace. SwiftUI: "Link" (https://developer.apple.com/documentation/swiftui/link),
// "OpenURLAction" (https://developer.apple.com/documentation/swiftui/openurlaction): "a link
// uses the openURL action from its environment".

@MainActor private final class Opened {
    var urls: [URL] = []
}

@MainActor
@Suite("Opening URLs")
struct OpenURLTests {
    let terms = URL(string: "https://example.com/terms")!

    @Test("activating a link opens its destination through the environment's action")
    func linkOpensThroughEnvironment() {
        let opened = Opened()
        let view = Link("Terms", destination: terms).id("terms")
            .environment(\.openURL, OpenURLAction { url in
                opened.urls.append(url)
                return .handled
            })
        let host = LayoutHost(view)
        _ = host.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(host.activate(id: "terms"))
        #expect(opened.urls == [terms])
    }

    @Test("a link is laid out as a borderless button with the same label")
    func linkLaysOutAsButton() {
        let proposal = ProposedViewSize(width: 300, height: 100)
        let link = LayoutHost(Link("Terms", destination: terms).id("x")).layout(in: proposal).frame(of: "x")
        let button = LayoutHost(Button("Terms") {}.id("x")).layout(in: proposal).frame(of: "x")
        #expect(link == button)
    }

    /// The frame of `view`'s `"x"` laid out on `platform` in a 300 × 100 proposal.
    func frame<V: View>(_ view: V, on platform: TargetPlatform) -> CGRect? {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        return view.layout(in: ProposedViewSize(width: 300, height: 100), environment: environment).frame(of: "x")
    }

    // swiftui-web `dark/text` (macOS 26): a link is 31 × 16, as the text "Hello" beside it,
    // where a button with that title has a 24 pt bezel.
    @Test("on macOS a link is its label's size, without the default button's bezel")
    func macLinkHasNoBezel() {
        let link = frame(Link("Hello", destination: terms).id("x"), on: .macOS)
        let text = frame(Text("Hello").id("x"), on: .macOS)
        let button = frame(Button("Hello") {}.id("x"), on: .macOS)
        #expect(link?.size == text?.size)
        #expect(link?.size != button?.size)
    }

    @Test("a link takes a button style set around it, as a button does")
    func linkTakesButtonStyle() {
        let link = frame(Link("Hello", destination: terms).buttonStyle(.bordered).id("x"), on: .macOS)
        let button = frame(Button("Hello") {}.buttonStyle(.bordered).id("x"), on: .macOS)
        #expect(link != nil && link == button)
    }

    @Test("the completion hears whether the handler accepted the URL")
    func completionHearsAcceptance() {
        var answers: [Bool] = []
        let accepting = OpenURLAction { _ in .handled }
        let discarding = OpenURLAction { _ in .discarded }
        accepting(terms) { answers.append($0) }
        discarding(terms) { answers.append($0) }
        EnvironmentValues().openURL(terms) { answers.append($0) }
        #expect(answers == [true, false, false])
    }
}
