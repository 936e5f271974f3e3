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
