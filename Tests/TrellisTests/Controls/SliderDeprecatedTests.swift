import Foundation
import Testing
@testable import Trellis

/// The slider initialisers SwiftUI deprecated in favour of forms with the label first: each
/// makes the slider its renamed form makes (Apple's interface names the renamed form).
@Suite("Slider's deprecated initialisers")
@MainActor
struct SliderDeprecatedTests {
    private static let proposal = ProposedViewSize(width: 300, height: 100)

    /// The fraction of the track the thumb is at, in the first slider track of `result`.
    private static func fraction(in result: LayoutResult) -> Double? {
        for element in result.elements {
            if case let .control(drawing)? = element.drawing, case let .slider(fraction) = drawing.kind { return fraction }
        }
        return nil
    }

    @Test("value labels given as views, label last, place the labels as the renamed form does")
    func valueLabelsFirstMatchesRenamedForm() {
        let old = Slider(value: .constant(25.0), in: 0...100, minimumValueLabel: Text("0%").id("min"),
                         maximumValueLabel: Text("100%").id("max"), label: { Text("Volume") })
            .layout(in: Self.proposal)
        let renamed = Slider(value: .constant(25.0), in: 0...100, label: { Text("Volume") },
                             minimumValueLabel: { Text("0%").id("min") }, maximumValueLabel: { Text("100%").id("max") })
            .layout(in: Self.proposal)
        #expect(old.frame(of: "min") != nil)
        #expect(old.frame(of: "min") == renamed.frame(of: "min"))
        #expect(old.frame(of: "max") == renamed.frame(of: "max"))
        #expect(Self.fraction(in: old) == 0.25)
    }

    @Test("the deprecated step form keeps the value's place on the track")
    func stepFormKeepsTheValue() {
        let result = Slider(value: .constant(4.0), in: 1...10, step: 1, minimumValueLabel: Text("1"),
                            maximumValueLabel: Text("10"), label: { Text("Rating") })
            .layout(in: Self.proposal)
        #expect(Self.fraction(in: result) == 3.0 / 9.0)
    }

    @Test("label last after onEditingChanged: the slider of the renamed form")
    func labelLastWithoutValueLabels() {
        let old = Slider(value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }) { Text("Speed") }
            .layout(in: Self.proposal)
        let renamed = Slider(value: .constant(0.5), in: 0...1, label: { Text("Speed") }).layout(in: Self.proposal)
        #expect(old.size == renamed.size)
        #expect(Self.fraction(in: old) == 0.5)
    }

    @Test("label last with a step: the slider of the renamed form")
    func labelLastWithStep() {
        let old = Slider(value: .constant(2.0), in: 0...8, step: 2, onEditingChanged: { _ in }) { Text("Level") }
            .layout(in: Self.proposal)
        #expect(old.size == Slider(value: .constant(2.0), in: 0...8, step: 2, label: { Text("Level") }).layout(in: Self.proposal).size)
        #expect(Self.fraction(in: old) == 0.25)
    }
}
