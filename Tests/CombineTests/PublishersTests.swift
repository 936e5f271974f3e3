import Combine
import SwiftUI
import Testing

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var title = "Inbox"
}

/// An object that announces its changes through a subject of its own.
private final class Thermostat: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var target = 20 {
        willSet { objectWillChange.send() }
    }
}

private struct ThermostatBar: View {
    @ObservedObject var thermostat: Thermostat
    var body: some View { Color.red.frame(width: CGFloat(thermostat.target), height: 10).id("bar") }
}

private struct CounterBar: View {
    @ObservedObject var counter: Counter
    var body: some View { Color.red.frame(width: CGFloat(counter.count), height: 10).id("bar") }
}

@Suite("Published.Publisher and ObservableObjectPublisher as Combine publishers")
struct PublishersTests {
    @Test("$property sends the value when subscribed, then each new value")
    func publishedSendsValues() {
        let counter = Counter()
        var seen: [Int] = []
        let subscription = counter.$count.sink { seen.append($0) }
        counter.count = 2
        counter.count = 5
        #expect(seen == [0, 2, 5])
        subscription.cancel()
    }

    @Test("$property sends a new value before the property changes")
    func publishedSendsBeforeChange() {
        let counter = Counter()
        var seenInside: [Int] = []
        let subscription = counter.$count.dropFirst().sink { _ in seenInside.append(counter.count) }
        counter.count = 7
        #expect(seenInside == [0])
        subscription.cancel()
    }

    @Test("objectWillChange sends at each @Published change")
    func objectWillChangeSends() {
        let counter = Counter()
        var events = 0
        let subscription = counter.objectWillChange.sink { events += 1 }
        counter.count = 1
        counter.title = "Sent"
        #expect(events == 2)
        subscription.cancel()
    }

    @Test("a cancelled subscription gets no more values")
    func cancelledSubscriptionStops() {
        let counter = Counter()
        var seen: [Int] = []
        var bag = Set<AnyCancellable>()
        counter.$count.sink { seen.append($0) }.store(in: &bag)
        counter.objectWillChange.sink { seen.append(-1) }.store(in: &bag)
        bag.removeAll()
        counter.count = 3
        #expect(seen == [0])
    }

    @Test("a subscriber gets only the values it demands")
    func demandIsKept() {
        let counter = Counter()
        var seen: [Int] = []
        let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
        counter.$count.prefix(2).subscribe(subscriber)
        counter.count = 1
        counter.count = 2
        #expect(seen == [0, 1])
    }

    @Test("operators and assign(to:on:) work on $property")
    func operatorsChain() {
        let counter = Counter()
        let mirror = Counter()
        let subscription = counter.$count.map { "\($0) new" }.assign(to: \.title, on: mirror)
        counter.count = 4
        #expect(mirror.title == "4 new")
        subscription.cancel()
    }

    @MainActor @Test("a @Published change reaches a sink and a live host's views")
    func changeReachesSinkAndHost() {
        let counter = Counter()
        counter.count = 10
        var seen: [Int] = []
        let subscription = counter.$count.sink { seen.append($0) }
        let host = LayoutHost(CounterBar(counter: counter), fonts: .testFont)
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")?.width == 10)
        counter.count = 30
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")?.width == 30)
        #expect(seen == [10, 30])
        subscription.cancel()
    }

    @MainActor @Test("an object whose objectWillChange is a PassthroughSubject updates a live host")
    func subjectObjectWillChangeUpdatesHost() {
        let thermostat = Thermostat()
        let host = LayoutHost(ThermostatBar(thermostat: thermostat), fonts: .testFont)
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")?.width == 20)
        thermostat.target = 24
        #expect(host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")?.width == 24)
    }

    @Test("assign(to: &$property) sets the property and sends objectWillChange")
    func assignToPublished() {
        let counter = Counter()
        let source = PassthroughSubject<Int, Never>()
        source.assign(to: &counter.$count)
        var events = 0
        let subscription = counter.objectWillChange.sink { events += 1 }
        source.send(8)
        #expect(counter.count == 8)
        #expect(events == 1)
        subscription.cancel()
    }

    @Test("assign(to: &$property) does not keep the object alive")
    func assignEndsWithObject() {
        let source = PassthroughSubject<Int, Never>()
        weak var gone: Counter?
        do {
            let counter = Counter()
            gone = counter
            source.assign(to: &counter.$count)
            source.send(2)
            #expect(counter.count == 2)
        }
        #expect(gone == nil)
    }
}
