import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `gauge/basic` and `gauge/accessory` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/gauge/<name>/frames.json` at d3a7b54: macOS 26.2, scale 2; the views in
/// `Fixtures/Sources/Gauge/GaugeFixtures.swift` at d3a7b54), re-typed and laid out with the
/// system fonts in the recordings' windows. Every frame follows the labels' text (its height
/// sets the gauges' and so the stacks'), so the suite needs the system font; the widths and
/// the leading edges do not, and the recordings' heights come out exact.
@Suite("Gauge recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct GaugeFixtureTests {
    /// `GaugeFixtures.basic`, re-typed: the default gauge's label forms, bounds and sizing.
    private struct Basic: View {
        var body: some View {
            VStack(spacing: 14) {
                Gauge(value: 0.4) { Text("Battery") }.id("bare")
                Gauge(value: 0.6) { Text("Level") } currentValueLabel: { Text("60%") }.id("value")
                Gauge(value: 0.3) { Text("Range") } currentValueLabel: { Text("30") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .id("bounds")
                Gauge(value: 25, in: 0 ... 50) { Text("Total") }.id("total")
                Gauge(value: 0.5) { Text("Narrow") }.frame(width: 120).id("narrow")
                Gauge(value: 0.7) { Text("Tinted") }.tint(.red).id("tinted")
                Gauge(value: 0.4) { Text("Cap") }.gaugeStyle(.linearCapacity).id("capacity")
                Gauge(value: 0.8) { Text("Hidden") }.labelsHidden().id("hidden")
            }
            .padding(20)
            .id("stack")
        }
    }

    /// `GaugeFixtures.accessory`, re-typed: the four accessory styles.
    private struct Accessory: View {
        var body: some View {
            VStack(spacing: 20) {
                HStack(spacing: 14) {
                    Gauge(value: 0.4) { Text("A") } currentValueLabel: { Text("40") }
                        .gaugeStyle(.accessoryCircular).id("circular")
                    Gauge(value: 0.4) { Text("B") } currentValueLabel: { Text("40") }
                        .gaugeStyle(.accessoryCircularCapacity).id("circularCapacity")
                    Gauge(value: 0.3) { Text("C") } currentValueLabel: { Text("30") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                        .gaugeStyle(.accessoryCircular).id("circularBounds")
                    Gauge(value: 0.4) { Text("D") }.gaugeStyle(.accessoryCircular).id("circularBare")
                }
                .id("circulars")
                Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryLinear).id("linear")
                Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryLinearCapacity).id("linearCapacity")
                Gauge(value: 0.3) { Text("Range") } currentValueLabel: { Text("30") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .gaugeStyle(.accessoryLinear).id("linearBounds")
                Gauge(value: 0.3) { Text("Range") } currentValueLabel: { Text("30") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .gaugeStyle(.accessoryLinearCapacity).id("linearCapacityBounds")
                Gauge(value: 0.6) { Text("Bare") }.gaugeStyle(.accessoryLinear).id("linearBare")
            }
            .padding(20)
            .id("stack")
        }
    }

    @Test("gauge/basic: a macOS gauge is its label over a 16-point bar, the current value under it")
    func basic() {
        let frames = RecordedFrames(Basic(), platform: .macOS, window: CGSize(width: 320, height: 560))
        frames.exact("stack", 0, 29.654296875, 320, 500.69140625)
        frames.exact("bare", 20, 49.654296875, 280, 40.15087890625)
        frames.exact("value", 20, 103.80517578125, 280, 60.89306640625)
        frames.exact("bounds", 20, 178.6982421875, 280, 60.89306640625)
        frames.exact("total", 20, 253.59130859375, 280, 40.15087890625)
        frames.exact("narrow", 100, 307.7421875, 120, 40.15087890625)
        frames.exact("tinted", 20, 361.89306640625, 280, 40.15087890625)
        frames.exact("capacity", 20, 416.0439453125, 280, 40.15087890625)
        frames.exact("hidden", 20, 470.19482421875, 280, 40.15087890625)
    }

    @Test("gauge/accessory: rings 58 square, linear rows 8 tall, capacity bars 52 with their labels")
    func accessory() {
        let frames = RecordedFrames(Accessory(), platform: .macOS, window: CGSize(width: 320, height: 380))
        frames.exact("stack", 0, 27, 320, 326)
        frames.exact("circulars", 23, 47, 274, 58)
        frames.exact("circular", 23, 47, 58, 58)
        frames.exact("circularCapacity", 95, 47, 58, 58)
        frames.exact("circularBounds", 167, 47, 58, 58)
        frames.exact("circularBare", 239, 47, 58, 58)
        frames.exact("linear", 20, 125, 280, 8)
        frames.exact("linearCapacity", 20, 153, 280, 52)
        frames.exact("linearBounds", 20, 225, 280, 8)
        frames.exact("linearCapacityBounds", 20, 253, 280, 52)
        frames.exact("linearBare", 20, 325, 280, 8)
    }
}
