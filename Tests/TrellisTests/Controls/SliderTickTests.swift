import Foundation
import Testing
@testable import Trellis

/// Slider ticks (iOS 26): built by ``SliderTickBuilder``, recorded on the slider's track as
/// fractions of its range; a neutral value starts the fill, enabled bounds hold the thumb.
@Suite("Slider ticks")
@MainActor
struct SliderTickTests {
    private static func track<V: View>(_ view: V) -> LayoutResult.ControlDrawing? {
        let result = view.layout(in: ProposedViewSize(width: 300, height: 100))
        for element in result.elements {
            if case let .control(drawing)? = element.drawing, case .slider = drawing.kind { return drawing }
        }
        return nil
    }

    @Test("ticks are recorded on the track as fractions of the range, in order")
    func ticksRecorded() throws {
        let slider = Slider(value: .constant(1.0), in: 0...2) {
            Text("Speed")
        } ticks: {
            SliderTick(1.5)
            SliderTick("Normal", 1.0)
            SliderTick(0.5) { Text("Slow") }
        }
        let drawing = try #require(Self.track(slider))
        #expect(drawing.ticks == [0.25, 0.5, 0.75])
    }

    @Test("a slider without ticks records none")
    func noTicks() throws {
        #expect(try #require(Self.track(Slider(value: .constant(0.5)))).ticks.isEmpty)
    }

    @Test("a tick outside the range, or not a number, is left out")
    func outOfRangeTicks() throws {
        let slider = Slider(value: .constant(1.0), in: 0...2) {
            Text("Speed")
        } ticks: {
            SliderTick(-1.0)
            SliderTick(Double.nan)
            SliderTick(2.0)
            SliderTick(3.0)
        }
        #expect(try #require(Self.track(slider)).ticks == [1])
    }

    @Test("if and if-else choose ticks", arguments: [false, true])
    func conditionalTicks(flag: Bool) throws {
        let slider = Slider(value: .constant(0.0), in: 0...4) {
            Text("Level")
        } ticks: {
            if flag { SliderTick(1.0) }
            if flag { SliderTick(2.0) } else { SliderTick(3.0) }
        }
        #expect(try #require(Self.track(slider)).ticks == (flag ? [0.25, 0.5] : [0.75]))
    }

    @Test("a for-each makes a tick for each element")
    func forEachTicks() throws {
        let slider = Slider(value: .constant(0.0), in: 0...10) {
            Text("Level")
        } ticks: {
            SliderTickContentForEach([2.0, 4, 6], id: \.self) { SliderTick($0) }
        }
        #expect(try #require(Self.track(slider)).ticks == [0.2, 0.4, 0.6])
        let range = SliderTickContentForEach(0..<3) { SliderTick(Double($0)) }
        #expect(range.body.map(\.value) == [0, 1, 2])
    }

    @Test("a tick closure marks the steps it returns a tick for")
    func stepTicks() throws {
        let slider = Slider(value: .constant(0.0), in: 0...10, step: 2.5, label: { Text("Level") }, tick: { value in
            value == 5 ? nil : SliderTick(value)
        })
        #expect(try #require(Self.track(slider)).ticks == [0, 0.25, 0.75, 1])
    }

    @Test("a tiny step asks only the range's ends", arguments: [1e-9, 0, -1])
    func tinyStep(step: Double) {
        #expect(Slider<EmptyView, EmptyView>.steps(of: 0.0...1.0, by: step) == [0, 1])
    }

    @Test("the neutral value is recorded as where the fill starts")
    func neutralValue() throws {
        let slider = Slider(value: .constant(-5.0), in: -10...10, neutralValue: 0) { Text("Balance") }
        let drawing = try #require(Self.track(slider))
        #expect(drawing.neutralFraction == 0.5)
        guard case let .slider(fraction) = drawing.kind else { Issue.record("not a slider"); return }
        #expect(fraction == 0.25)
    }

    @Test("the thumb stays within the enabled bounds")
    func enabledBounds() throws {
        let slider = Slider(value: .constant(9.0), in: 0...10, enabledBounds: 2...6) { Text("Level") }
        guard case let .slider(fraction)? = Self.track(slider)?.kind else { Issue.record("no slider"); return }
        #expect(fraction == 0.6)
    }

    @Test("ticks are identified, equal and ordered by value")
    func tickIdentity() {
        #expect(SliderTick(1.0) == SliderTick("One", 1.0))
        #expect(SliderTick(1.0).id == SliderTick(1.0).id)
        #expect(SliderTick(1.0).id != SliderTick(2.0).id)
        #expect(SliderTick(1.0) < SliderTick(2.0))
        #expect([SliderTick(3.0), SliderTick(1.0)].sorted().map(\.value) == [1, 3])
    }

    @Test("the ticks are drawn under the same layout as a slider without them")
    func layoutUnchanged() {
        let plain = VStack { Slider(value: .constant(0.5)).id("s") }.layout(in: ProposedViewSize(width: 300, height: 100))
        let ticked = VStack {
            Slider(value: .constant(0.5), label: { EmptyView() }, ticks: { SliderTick(0.2) }).id("s")
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(plain.frame(of: "s") == ticked.frame(of: "s"))
    }
}

/// `sliderThumbVisibility(_:)`: a hidden thumb is left out of the drawing, the frame kept.
@Suite("Slider thumb visibility")
@MainActor
struct SliderThumbVisibilityTests {
    private static func track<V: View>(_ view: V) -> LayoutResult.ControlDrawing? {
        let result = view.layout(in: ProposedViewSize(width: 300, height: 100))
        for element in result.elements {
            if case let .control(drawing)? = element.drawing, case .slider = drawing.kind { return drawing }
        }
        return nil
    }

    @Test("a hidden thumb is recorded on the slider's drawing", arguments: [Visibility.automatic, .visible, .hidden])
    func recorded(visibility: Visibility) throws {
        let drawing = try #require(Self.track(Slider(value: .constant(0.5)).sliderThumbVisibility(visibility)))
        #expect(drawing.showsThumb == (visibility != .hidden))
    }

    @Test("hiding the thumb keeps the slider's frame")
    func frameKept() {
        let plain = VStack { Slider(value: .constant(0.5)).id("s") }.layout(in: ProposedViewSize(width: 300, height: 100))
        let hidden = VStack { Slider(value: .constant(0.5)).sliderThumbVisibility(.hidden).id("s") }
            .layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(plain.frame(of: "s") == hidden.frame(of: "s"))
    }

    @Test("another control's drawing shows its thumb whatever the slider setting")
    func otherControls() throws {
        let result = Toggle("On", isOn: .constant(true)).sliderThumbVisibility(.hidden)
            .layout(in: ProposedViewSize(width: 300, height: 100))
        let drawings = result.elements.compactMap { element -> LayoutResult.ControlDrawing? in
            if case let .control(drawing)? = element.drawing { return drawing }
            return nil
        }
        let drawing = try #require(drawings.first)
        #expect(drawing.showsThumb)
    }
}
