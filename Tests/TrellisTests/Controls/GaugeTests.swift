import Foundation
import Testing
@testable import Trellis

/// Gauges: a value's place in a range, shown by the gauge style in effect.
@Suite("Gauge")
@MainActor
struct GaugeTests {
    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: ProposedViewSize(width: 200, height: 300), fonts: .testFont)
    }

    private func controlKinds(_ result: LayoutResult) -> [LayoutResult.ControlDrawing.Kind] {
        result.elements.compactMap {
            if case let .control(control)? = $0.drawing { return control.kind }
            return nil
        }
    }

    // https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:)
    @Test("a gauge shows its value's place in its range as a bar filled that far")
    func fractionOfRange() {
        let result = layout(Gauge(value: 25, in: 0...100) { Text("Battery") })
        #expect(controlKinds(result) == [.progressBar(fraction: 0.25)])
    }

    @Test("a value out of its range fills the gauge to the nearer end")
    func clamped() {
        #expect(controlKinds(layout(Gauge(value: 140.0, in: 0...100) { Text("Hot") })) == [.progressBar(fraction: 1)])
        #expect(controlKinds(layout(Gauge(value: -3.0) { Text("Cold") })) == [.progressBar(fraction: 0)])
    }

    @Test("a value that is not a number leaves the gauge empty, with a diagnostic")
    func notANumber() {
        let result = layout(Gauge(value: Double.nan) { Text("?") })
        #expect(controlKinds(result) == [.progressBar(fraction: 0)])
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue })
    }

    @Test("a default gauge lays out as a linear progress view with the same label")
    func layoutMatchesProgressView() {
        let gauge = layout(Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40 %") })
        let progress = layout(ProgressView(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40 %") })
        // The gauge has one more container (the row of the bar and its bounds labels); what
        // is drawn is where the progress view draws it.
        #expect(gauge.elements.filter { $0.drawing != nil }.map(\.frame) == progress.elements.filter { $0.drawing != nil }.map(\.frame))
    }

    @Test("the minimum and maximum labels sit either side of the bar")
    func boundsLabels() throws {
        let result = layout(Gauge(value: 0.5) { Text("T") } currentValueLabel: { EmptyView() }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("40").id("max") })
        let minimum = try #require(result.frame(of: "min")), maximum = try #require(result.frame(of: "max"))
        let bar = try #require(result.elements.first { $0.name == "gauge bar" }?.frame)
        #expect(minimum.minX == 0)
        #expect(bar.minX == minimum.maxX + 4)
        #expect(maximum.minX == bar.maxX + 4)
        #expect(maximum.maxX == 200)
    }

    // https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircularcapacity
    // swiftui-web Fixtures/Goldens/gauge/accessory: every ring 58 × 58.
    @Test("a circular accessory gauge is a 58-point ring filled to the value, its current value centred")
    func circular() throws {
        let result = layout(Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70").id("v") }
            .gaugeStyle(.accessoryCircularCapacity).id("g"))
        #expect(controlKinds(result) == [.progressCircle(fraction: 0.7)])
        let ring = try #require(result.elements.first { $0.name == "gauge ring" }?.frame)
        let gauge = try #require(result.frame(of: "g"))
        let value = try #require(result.frame(of: "v"))
        #expect(gauge.size == CGSize(width: 58, height: 58))
        #expect(ring == gauge)
        #expect(value.midX == ring.midX && value.midY == ring.midY)
        #expect(controlKinds(layout(Gauge(value: 0.2) { Text("Fuel") }.gaugeStyle(.accessoryCircular)))
            == [.progressCircle(fraction: 0.2)])
    }

    @Test("a circular gauge's bounds labels end at the arc's ends, 18.385 from the centre")
    func circularBounds() throws {
        let result = layout(Gauge(value: 0.3) { Text("A") } currentValueLabel: { Text("40") }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("100").id("max") }
            .gaugeStyle(.accessoryCircular).id("g"))
        let gauge = try #require(result.frame(of: "g"))
        let minimum = try #require(result.frame(of: "min")), maximum = try #require(result.frame(of: "max"))
        // Frames are rounded to the pixel grid (whole points at scale 1).
        #expect(abs(minimum.minX - (gauge.midX - 18.385)) <= 0.5)
        #expect(abs(maximum.maxX - (gauge.midX + 18.385)) <= 0.5)
    }

    @Test("the default, automatic and linear capacity styles lay out alike")
    func linearStyles() {
        let plain = layout(Gauge(value: 0.3) { Text("A") })
        for styled in [
            layout(Gauge(value: 0.3) { Text("A") }.gaugeStyle(.linearCapacity)),
            layout(Gauge(value: 0.3) { Text("A") }.gaugeStyle(.automatic)),
        ] {
            #expect(controlKinds(styled) == [.progressBar(fraction: 0.3)])
            #expect(styled.elements.map(\.frame) == plain.elements.map(\.frame))
        }
    }

    // swiftui-web gauge/accessory `linear`: 8 tall with a current value label.
    @Test("an accessory linear gauge is an 8-point row: the current value, 8, the track")
    func accessoryLinear() throws {
        let result = layout(Gauge(value: 0.4) { Text("Level").id("label") } currentValueLabel: { Text("40").id("v") }
            .gaugeStyle(.accessoryLinear).id("g"))
        #expect(controlKinds(result) == [.progressBar(fraction: 0.4)])
        let gauge = try #require(result.frame(of: "g"))
        let value = try #require(result.frame(of: "v"))
        let bar = try #require(result.elements.first { $0.name == "gauge bar" }?.frame)
        #expect(gauge.height == 8 && gauge.width == 200)
        #expect(bar.minX == value.maxX + 8 && bar.maxX == 200 && bar.height == 8)
        #expect(abs(value.midY - gauge.midY) <= 0.5)
        #expect(result.frame(of: "label") == nil)
    }

    // swiftui-web gauge/accessory `linearBounds`: the track between the bounds labels.
    @Test("an accessory linear gauge with bounds labels puts the track between them")
    func accessoryLinearBounds() throws {
        let result = layout(Gauge(value: 0.3) { Text("L") } currentValueLabel: { Text("40").id("v") }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("100").id("max") }
            .gaugeStyle(.accessoryLinear))
        let minimum = try #require(result.frame(of: "min")), maximum = try #require(result.frame(of: "max"))
        let bar = try #require(result.elements.first { $0.name == "gauge bar" }?.frame)
        #expect(minimum.minX == 0 && bar.minX == minimum.maxX + 8)
        #expect(maximum.minX == bar.maxX + 8 && maximum.maxX == 200)
        #expect(result.frame(of: "v") == nil)
    }

    // swiftui-web gauge/accessory `linearCapacity`: 52 tall with a 13 pt label.
    @Test("an accessory linear capacity gauge stacks the label, 6, the capsule, 7 and the value")
    func accessoryLinearCapacity() throws {
        let result = layout(Gauge(value: 0.4) { Text("Level").id("label") } currentValueLabel: { Text("40").id("v") }
            .gaugeStyle(.accessoryLinearCapacity).id("g"))
        let gauge = try #require(result.frame(of: "g"))
        let label = try #require(result.frame(of: "label")), value = try #require(result.frame(of: "v"))
        let bar = try #require(result.elements.first { $0.name == "gauge bar" }?.frame)
        #expect(bar.minY == label.maxY + 6 && bar.height == 8)
        #expect(value.minY == bar.maxY + 7 && value.minX == 0)
        #expect(gauge.height == label.height + 6 + 8 + 7 + value.height)
    }

    @Test("a custom gauge style lays out its body from the configuration")
    func customStyle() {
        let result = layout(Gauge(value: 3, in: 0...4) { Text("Steps") } currentValueLabel: { Text("3") }
            markedValueLabels: { Text("2") }.gaugeStyle(PercentGaugeStyle()))
        #expect(result.elements.contains { $0.name.contains("75 %") })
        #expect(controlKinds(result).isEmpty)
    }
}

private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100)) %")
            configuration.currentValueLabel
        }
    }
}
