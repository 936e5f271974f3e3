import Foundation
import Testing
@testable import Trellis

/// Gradients as shape styles and views, as the drawing carries them.
@Suite("Gradients")
@MainActor
struct GradientTests {
    private let size = ProposedViewSize(width: 100, height: 40)

    private func paint(_ element: LayoutResult.Element?) -> LayoutResult.Paint? {
        switch element?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    // https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
    @Test("Gradient(colors:) spaces its stops evenly from 0 to 1")
    func colorsSpacedEvenly() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    // https://developer.apple.com/documentation/swiftui/lineargradient
    @Test("a linear gradient view fills its proposal like a colour")
    func gradientViewFillsProposal() {
        let result = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).layout(in: size)
        #expect(result.elements.last?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(result.elements.last?.name == "LinearGradient")
    }

    @Test("a gradient's paint keeps its first stop as the solid colour, and its stops and points")
    func paintCarriesGradient() {
        let result = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).layout(in: size)
        let paint = paint(result.elements.last)
        #expect(paint?.hex == "#ff3b30")
        #expect(paint?.gradient?.stops.map(\.paint.hex) == ["#ff3b30", "#007aff"])
        #expect(paint?.gradient?.geometry == .linear(startPoint: .leading, endPoint: .trailing))
    }

    @Test("foregroundStyle and background take gradients")
    func foregroundAndBackground() {
        let radial = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 20)
        let shape = Circle().foregroundStyle(radial).layout(in: size)
        #expect(paint(shape.elements.last)?.gradient?.geometry == .radial(center: .center, startRadius: 0, endRadius: 20))
        let background = Color.clear.background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .layout(in: size)
        #expect(background.elements.contains { paint($0)?.gradient != nil })
        #expect(background.diagnostics.isEmpty)
    }

    @Test("a gradient's stops follow the colour scheme")
    func stopsFollowScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let result = EllipticalGradient(colors: [.red, .blue]).layout(in: size, environment: environment)
        #expect(paint(result.elements.last)?.gradient?.stops.map(\.paint.hex) == ["#ff453a", "#0a84ff"])
    }

    // https://developer.apple.com/documentation/swiftui/angulargradient/init(gradient:center:angle:)
    @Test("a conic gradient turns a full circle from its angle")
    func conicTurnsFully() {
        let result = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)).layout(in: size)
        #expect(paint(result.elements.last)?.gradient?.geometry == .angular(center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
    }

    @Test("stops are sorted by location and clamped to 0...1, and a bad location is reported")
    func badLocations() {
        let stops = [Gradient.Stop(color: .blue, location: 2), Gradient.Stop(color: .red, location: .nan)]
        let result = Rectangle().fill(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)).layout(in: size)
        #expect(paint(result.elements.last)?.gradient?.stops.map(\.location) == [0, 1])
        #expect(paint(result.elements.last)?.gradient?.stops.map(\.paint.hex) == ["#ff3b30", "#007aff"])
        #expect(result.diagnostics.count == 1)
    }

    @Test("a negative radius is read as 0 and reported")
    func negativeRadius() {
        let result = Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: -5, endRadius: 10)).layout(in: size)
        #expect(paint(result.elements.last)?.gradient?.geometry == .radial(center: .center, startRadius: 0, endRadius: 10))
        #expect(result.diagnostics.count == 1)
    }

    // https://developer.apple.com/documentation/swiftui/color/gradient
    @Test("Color.gradient runs top to bottom from a lighter to a darker shade of the colour")
    func colorGradient() {
        let result = Rectangle().fill(Color.blue.gradient).layout(in: size)
        let gradient = paint(result.elements.last)?.gradient
        #expect(gradient?.geometry == .linear(startPoint: .top, endPoint: .bottom))
        let stops = gradient?.stops.map(\.paint) ?? []
        #expect(stops.count == 2)
        #expect(stops.first.map { $0.red > Color.blue.red && $0.green > Color.blue.green } == true)
        #expect(stops.last.map { $0.blue < Color.blue.blue } == true)
    }

    // https://developer.apple.com/documentation/swiftui/shapestyle/opacity(_:)
    @Test("a style's opacity(_:) multiplies the opacity it draws with")
    func styleOpacity() {
        let result = Rectangle().fill(.tint.opacity(0.5)).tint(.red).layout(in: size)
        #expect(paint(result.elements.last)?.hex == "#ff3b30")
        #expect(paint(result.elements.last)?.opacity == 0.5)
        let level = Rectangle().fill(.secondary.opacity(0.5)).layout(in: size)
        #expect(paint(level.elements.last)?.opacity == 0.3)
    }
}
