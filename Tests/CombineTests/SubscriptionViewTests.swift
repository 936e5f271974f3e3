import Combine
import SwiftUI
import Testing

/// A bar as wide as the last value its publisher sent, counting the actions run.
private struct ReceivingBar<P: Publisher>: View where P.Output == Int, P.Failure == Never {
    let publisher: P
    let runs: Runs
    @State private var width = 5
    var body: some View {
        Color.red.frame(width: CGFloat(width), height: 10).id("bar")
            .onReceive(publisher) { value in
                runs.count += 1
                width = value
            }
    }
}

/// Counts the actions run (main-actor tests only).
@MainActor private final class Runs {
    var count = 0
}

/// The bar, shown while its model says so.
private struct Switchable: View {
    @ObservedObject var model: Shown
    let subject: PassthroughSubject<Int, Never>
    let runs: Runs
    var body: some View {
        VStack {
            if model.shown { ReceivingBar(publisher: subject, runs: runs) }
            Color.blue.frame(width: CGFloat(model.tick), height: 10)
        }
    }
}

private final class Shown: ObservableObject {
    @Published var shown = true
    @Published var tick = 1
}

private let proposal = ProposedViewSize(width: 200, height: 100)

@MainActor @Suite("onReceive in a live host")
struct SubscriptionViewTests {
    @Test("onReceive runs its action when the publisher sends")
    func actionRunsOnSend() {
        let subject = PassthroughSubject<Int, Never>()
        let runs = Runs()
        let host = LayoutHost(ReceivingBar(publisher: subject, runs: runs), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 5)
        subject.send(40)
        #expect(runs.count == 1)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 40)
    }

    @Test("a publisher that sends as it is subscribed to is subscribed to once")
    func justRunsOnce() {
        let runs = Runs()
        let host = LayoutHost(ReceivingBar(publisher: Just(25), runs: runs), fonts: .testFont)
        // The action changed the state: the next layout reads the body again, which keeps
        // the subscription rather than subscribing anew.
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 25)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 25)
        #expect(runs.count == 1)
    }

    @Test("the subscription lasts while the body is read again")
    func subscriptionSurvivesBodyReads() {
        let subject = PassthroughSubject<Int, Never>()
        let runs = Runs()
        let model = Shown()
        let host = LayoutHost(Switchable(model: model, subject: subject, runs: runs), fonts: .testFont)
        _ = host.layout(in: proposal)
        model.tick = 2
        _ = host.layout(in: proposal)
        subject.send(30)
        #expect(runs.count == 1)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 30)
    }

    @Test("the subscription is cancelled when the view leaves the tree")
    func subscriptionEndsWithView() {
        let subject = PassthroughSubject<Int, Never>()
        let runs = Runs()
        let model = Shown()
        let host = LayoutHost(Switchable(model: model, subject: subject, runs: runs), fonts: .testFont)
        _ = host.layout(in: proposal)
        model.shown = false
        _ = host.layout(in: proposal)
        subject.send(30)
        #expect(runs.count == 0)
    }

    @Test("a $property publisher updates the view with each new value")
    func publishedPropertyDrivesView() {
        final class Source: ObservableObject { @Published var value = 12 }
        let source = Source()
        let runs = Runs()
        let host = LayoutHost(ReceivingBar(publisher: source.$value, runs: runs), fonts: .testFont)
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 12)
        source.value = 60
        #expect(host.layout(in: proposal).frame(of: "bar")?.width == 60)
    }

    @Test("a snapshot never subscribes")
    func snapshotDoesNotSubscribe() {
        let runs = Runs()
        let result = ReceivingBar(publisher: Just(25), runs: runs).layout(in: proposal, fonts: .testFont)
        #expect(result.frame(of: "bar")?.width == 5)
        #expect(runs.count == 0)
    }
}
