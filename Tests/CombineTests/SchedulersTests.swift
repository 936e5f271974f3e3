import Combine
import Foundation
import SwiftUI
import Testing

@Suite("Foundation's schedulers as Combine spells them")
struct SchedulersTests {
    @Test("receive(on:) a dispatch queue delivers there")
    func receiveOnQueue() async {
        let queue = DispatchQueue(label: "receiving")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        var subscription: AnyCancellable?
        let marks: [Int?] = await withCheckedContinuation { continuation in
            subscription = [1, 2].publisher.receive(on: queue).collect().sink { _ in
                continuation.resume(returning: [DispatchQueue.getSpecific(key: key)])
            }
        }
        #expect(marks == [7])
        subscription?.cancel()
    }

    @Test("debounce on a dispatch queue sends the last of a burst")
    func debounceOnQueue() async {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "debouncing")
        var subscription: AnyCancellable?
        let value: Int = await withCheckedContinuation { continuation in
            subscription = subject.debounce(for: .milliseconds(50), scheduler: queue).first().sink { continuation.resume(returning: $0) }
            for value in 1...3 { subject.send(value) }
        }
        #expect(value == 3)
        subscription?.cancel()
    }

    @Test("Timer.publish sends dates on a run loop")
    func timerPublishes() {
        var dates: [Date] = []
        let subscription = Timer.publish(every: 0.01, on: .current, in: .default).autoconnect().prefix(2).sink { dates.append($0) }
        let deadline = Date().addingTimeInterval(5)
        while dates.count < 2, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
        #expect(dates.count == 2)
        subscription.cancel()
    }

    @Test("NotificationCenter's publisher sends posted notifications")
    func notificationsArePublished() {
        let center = NotificationCenter()
        let name = Notification.Name("trellis.test")
        var names: [Notification.Name] = []
        let subscription = center.publisher(for: name).sink { names.append($0.name) }
        center.post(name: name, object: nil)
        #expect(names == [name])
        subscription.cancel()
    }
}
