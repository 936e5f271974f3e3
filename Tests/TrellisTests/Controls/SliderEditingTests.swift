import Foundation
import Testing
@testable import Trellis

/// A live host's finger on a slider. Sources: Apple's `Slider(value:in:onEditingChanged:)`
/// ("The slider calls onEditingChanged when editing begins and ends. For example, on iOS,
/// editing begins when the user starts to drag the thumb along the slider's track":
/// https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:)),
/// and UIKit's `UISlider`, which an iOS slider is (a touch tracks only from the thumb).
@Suite("Slider editing")
@MainActor
struct SliderEditingTests {
    final class Log {
        var entries: [String] = []
        var value: Double

        init(_ value: Double) { self.value = value }

        var binding: Binding<Double> {
            Binding(get: { self.value }, set: { self.value = $0; self.entries.append("value \($0)") })
        }
        func editing(_ isEditing: Bool) { entries.append("editing \(isEditing)") }
    }

    /// A host of `view` laid out 200 wide: an iOS slider's thumb (27 wide) travels 173 points.
    static func host(_ view: some View, platform: TargetPlatform = .iOS) -> LayoutHost {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        let host = LayoutHost(view, environment: environment, fonts: .testFont)
        _ = host.layout(in: ProposedViewSize(width: 200, height: 100))
        return host
    }

    @Test("dragging an iOS slider's thumb reports editing began, then the values, then editing ended")
    func dragReportsEditingAroundValues() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...10, onEditingChanged: log.editing))
        host.drag(from: CGPoint(x: 13.5, y: 15.5), to: CGPoint(x: 100, y: 15.5), steps: 2)
        #expect(log.entries.first == "editing true")
        #expect(log.entries.last == "editing false")
        #expect(log.entries.dropFirst().dropLast().allSatisfy { $0.hasPrefix("value") })
        #expect(log.value == 5)
    }

    @Test("an iOS slider's thumb moves as far as the finger does, to the nearest step")
    func thumbFollowsFingerByStep() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...10, step: 1))
        // 40 of the 173 points the thumb travels: 2.31, stepped to 2.
        host.drag(from: CGPoint(x: 20, y: 15.5), to: CGPoint(x: 60, y: 15.5))
        #expect(log.value == 2)
    }

    @Test("a touch on an iOS slider's track away from its thumb neither edits nor moves it")
    func touchOffThumbDoesNothing() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...10, onEditingChanged: log.editing))
        host.drag(from: CGPoint(x: 150, y: 15.5), to: CGPoint(x: 180, y: 15.5))
        #expect(log.entries.isEmpty)
    }

    @Test("a click on a macOS slider's track puts the thumb's centre there")
    func macClickJumpsThumb() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...10, onEditingChanged: log.editing), platform: .macOS)
        // The thumb is 12 wide in the 16-point track: its centre travels 6...194.
        #expect(host.tap(at: CGPoint(x: 100, y: 8)))
        #expect(log.entries == ["editing true", "value 5.0", "editing false"])
    }

    @Test("the value a finger sets stays within the enabled bounds")
    func valueStaysInEnabledBounds() {
        let log = Log(0.5)
        let host = Self.host(Slider(value: log.binding, in: 0...1, enabledBounds: 0.2...0.8) { EmptyView() })
        host.drag(from: CGPoint(x: 100, y: 15.5), to: CGPoint(x: 199, y: 15.5))
        #expect(log.value == 0.8)
    }

    @Test("a disabled slider takes no touch")
    func disabledSliderTakesNoTouch() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...10, onEditingChanged: log.editing).disabled(true))
        host.drag(from: CGPoint(x: 13.5, y: 15.5), to: CGPoint(x: 100, y: 15.5))
        #expect(log.entries.isEmpty)
    }

    @Test("a slider over a range without a finite end reports editing but writes no value")
    func infiniteRangeWritesNothing() {
        let log = Log(0)
        let host = Self.host(Slider(value: log.binding, in: 0...Double.infinity, onEditingChanged: log.editing))
        host.drag(from: CGPoint(x: 13.5, y: 15.5), to: CGPoint(x: 100, y: 15.5))
        #expect(log.entries == ["editing true", "editing false"])
        #expect(log.value == 0)
    }
}
