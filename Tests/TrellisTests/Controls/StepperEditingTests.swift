import Foundation
import Testing
@testable import Trellis

/// A live host's finger on a stepper. Sources: Apple's `Stepper(value:step:label:onEditingChanged:)`
/// ("A closure that's called when editing begins and ends. For example, on iOS, the user may
/// touch and hold the increment or decrement buttons on a Stepper", and `step`: "The amount
/// to increment or decrement value each time the user clicks or taps the stepper's increment
/// or decrement buttons":
/// https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)),
/// and UIKit's `UIStepper`, which steps as the finger goes down.
@Suite("Stepper editing")
@MainActor
struct StepperEditingTests {
    final class Log {
        var entries: [String] = []
        var value: Int

        init(_ value: Int) { self.value = value }

        var binding: Binding<Int> {
            Binding(get: { self.value }, set: { self.value = $0; self.entries.append("value \($0)") })
        }
        func editing(_ isEditing: Bool) { entries.append("editing \(isEditing)") }
    }

    /// A host of the stepper's buttons alone (labels hidden): 94 × 32 on iOS, minus on the
    /// left half; 20 × 26 on macOS, up on the upper half.
    static func host(_ view: some View, platform: TargetPlatform = .iOS) -> LayoutHost {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        let host = LayoutHost(view.labelsHidden(), environment: environment, fonts: .testFont)
        _ = host.layout(in: ProposedViewSize(width: 200, height: 100))
        return host
    }

    @Test("a tap on an iOS stepper's right half increments, editing reported around the step")
    func plusIncrementsWithinEditing() {
        let log = Log(1)
        let host = Self.host(Stepper("Count", value: log.binding, onEditingChanged: log.editing))
        #expect(host.tap(at: CGPoint(x: 70, y: 16)))
        #expect(log.entries == ["editing true", "value 2", "editing false"])
    }

    @Test("a tap on an iOS stepper's left half decrements by the step")
    func minusDecrementsByStep() {
        let log = Log(10)
        let host = Self.host(Stepper("Count", value: log.binding, step: 3))
        host.tap(at: CGPoint(x: 20, y: 16))
        #expect(log.value == 7)
    }

    @Test("a stepper's value stays within its range")
    func valueStaysInRange() {
        let log = Log(3)
        let host = Self.host(Stepper("Count", value: log.binding, in: 0...3, onEditingChanged: log.editing))
        host.tap(at: CGPoint(x: 70, y: 16))
        #expect(log.entries == ["editing true", "editing false"])
        #expect(log.value == 3)
    }

    @Test("stepping past the largest integer leaves the value as it is")
    func overflowLeavesValue() {
        let log = Log(Int.max)
        let host = Self.host(Stepper("Count", value: log.binding))
        host.tap(at: CGPoint(x: 70, y: 16))
        #expect(log.value == Int.max)
    }

    @Test("a stepper's onIncrement and onDecrement run from their buttons")
    func actionsRunFromButtons() {
        let log = Log(0)
        let host = Self.host(Stepper("Count", onIncrement: { log.entries.append("up") }, onDecrement: { log.entries.append("down") }))
        host.tap(at: CGPoint(x: 70, y: 16))
        host.tap(at: CGPoint(x: 20, y: 16))
        #expect(log.entries == ["up", "down"])
    }

    @Test("a click on a macOS stepper's upper arrow increments")
    func macUpperArrowIncrements() {
        let log = Log(1)
        let host = Self.host(Stepper("Count", value: log.binding), platform: .macOS)
        host.tap(at: CGPoint(x: 10, y: 6))
        #expect(log.value == 2)
    }

    @Test("a disabled stepper takes no touch")
    func disabledStepperTakesNoTouch() {
        let log = Log(1)
        let host = Self.host(Stepper("Count", value: log.binding, onEditingChanged: log.editing).disabled(true))
        host.tap(at: CGPoint(x: 70, y: 16))
        #expect(log.entries.isEmpty)
    }
}

extension StepperEditingTests {
    @Test("the deprecated stepper with its label last steps and reports editing as the renamed form")
    func deprecatedLabelLastForm() {
        let log = Log(1)
        let host = Self.host(Stepper(value: log.binding, step: 2, onEditingChanged: log.editing) { Text("Count") })
        host.tap(at: CGPoint(x: 70, y: 16))
        #expect(log.entries == ["editing true", "value 3", "editing false"])
    }
}
