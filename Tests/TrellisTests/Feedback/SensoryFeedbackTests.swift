import Foundation
import Observation
import Testing
@testable import Trellis

// Sensory feedback: Trellis has no haptics, so a live host records what the
// `sensoryFeedback` modifiers play; they play when their trigger changes, as `onChange` runs
// (Apple, `view/sensoryfeedback(_:trigger:)`: "Plays the specified feedback when the provided
// trigger value changes").

@Observable @MainActor
private final class Counter {
    var value = 0
}

private struct Plain: View {
    let counter: Counter
    var body: some View { Color.red.frame(width: 10, height: 10).sensoryFeedback(.success, trigger: counter.value) }
}

private struct Conditional: View {
    let counter: Counter
    var body: some View {
        Color.red.sensoryFeedback(.impact(weight: .heavy), trigger: counter.value) { old, new in new > old }
    }
}

private struct Chosen: View {
    let counter: Counter
    var body: some View {
        Color.red.sensoryFeedback(trigger: counter.value) { old, new in
            new > old ? .increase : new < old ? .decrease : nil
        }
    }
}

private struct Constant: View {
    let counter: Counter
    var body: some View {
        Color.red.sensoryFeedback(trigger: counter.value) { counter.value == 3 ? .selection(.maximum) : nil }
    }
}

@Suite("Sensory feedback")
@MainActor
struct SensoryFeedbackTests {
    let proposal = ProposedViewSize(width: 100, height: 100)

    @Test("feedback plays once each time the trigger changes, not at appear")
    func playsOnChange() {
        let counter = Counter()
        let host = LayoutHost(Plain(counter: counter))
        _ = host.layout(in: proposal)
        #expect(host.playedSensoryFeedback.isEmpty)
        counter.value = 1
        _ = host.layout(in: proposal)
        _ = host.layout(in: proposal)
        counter.value = 2
        _ = host.layout(in: proposal)
        #expect(host.playedSensoryFeedback == [.success, .success])
    }

    @Test("a condition that returns false plays nothing")
    func condition() {
        let counter = Counter()
        let host = LayoutHost(Conditional(counter: counter))
        _ = host.layout(in: proposal)
        counter.value = 5
        _ = host.layout(in: proposal)
        counter.value = 2
        _ = host.layout(in: proposal)
        #expect(host.playedSensoryFeedback == [.impact(weight: .heavy)])
    }

    @Test("the feedback closure chooses what plays from the old and new values")
    func chosen() {
        let counter = Counter()
        let host = LayoutHost(Chosen(counter: counter))
        _ = host.layout(in: proposal)
        counter.value = 4
        _ = host.layout(in: proposal)
        counter.value = 1
        _ = host.layout(in: proposal)
        #expect(host.playedSensoryFeedback == [.increase, .decrease])
    }

    @Test("the closure without values plays what it returns; nil plays nothing")
    func closureWithoutValues() {
        let counter = Counter()
        let host = LayoutHost(Constant(counter: counter))
        _ = host.layout(in: proposal)
        counter.value = 2
        _ = host.layout(in: proposal)
        counter.value = 3
        _ = host.layout(in: proposal)
        #expect(host.playedSensoryFeedback == [.selection(.maximum)])
    }

    @Test("a snapshot plays nothing and the modifier leaves the layout as it was")
    func layoutUnchanged() {
        let counter = Counter()
        let plain = Color.red.frame(width: 10, height: 10).layout(in: proposal)
        let played = Plain(counter: counter).layout(in: proposal)
        #expect(played.elements.map(\.frame) == plain.elements.map(\.frame))
    }

    @Test("feedback values compare by kind and parameters")
    func equality() {
        #expect(SensoryFeedback.impact(weight: .light, intensity: 0.5) == .impact(weight: .light, intensity: 0.5))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
        #expect(SensoryFeedback.impact(flexibility: .soft) != .impact(flexibility: .rigid))
        #expect(SensoryFeedback.impact != .impact(weight: .medium))
        #expect(SensoryFeedback.press(.button) != .press(.toggle))
        #expect(SensoryFeedback.release(.slider) == .release(.slider))
        let all: [SensoryFeedback] = [.success, .warning, .error, .selection, .increase, .decrease, .start, .stop, .alignment,
                                      .levelChange, .pathComplete, .selection(.minimum), .selection(.on), .selection(.off),
                                      .press(.buttonIconOnly), .press(.slider), .press(.tab)]
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() { #expect((a == b) == (i == j)) }
        }
        #expect(SensoryFeedback.Weight.medium != .light)
        #expect(SensoryFeedback.Flexibility.solid != .soft)
    }
}
