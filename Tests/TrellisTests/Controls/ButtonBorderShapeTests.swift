import Foundation
import Testing
import Trellis

/// `buttonBorderShape(_:)`: the bezel's shape, drawn; the frame changes only for `.circle`.
@Suite("Button border shapes")
@MainActor
struct ButtonBorderShapeTests {
    static func layout<V: View>(_ view: V, on platform: TargetPlatform = .iOS) -> LayoutResult {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        return VStack(alignment: .leading) { view.id("b") }
            .layout(in: ProposedViewSize(width: 320, height: 400), environment: environment, fonts: .testFont)
    }

    /// The corner radius of the bezel drawn, `nil` for a capsule.
    static func bezelRadius(_ result: LayoutResult) -> CGFloat?? {
        for element in result.elements {
            if case let .control(drawing)? = element.drawing, case .buttonBezel = drawing.kind { return .some(drawing.cornerRadius) }
        }
        return nil
    }

    static func button() -> some View {
        Button(action: {}) { Color.clear.frame(width: 40, height: 20) }.buttonStyle(.bordered)
    }

    @Test("the automatic shape is a capsule on iOS and a 6 pt rounded rectangle on macOS")
    func automatic() {
        #expect(Self.bezelRadius(Self.layout(Self.button())) == .some(nil))
        #expect(Self.bezelRadius(Self.layout(Self.button(), on: .macOS)) == .some(6))
    }

    @Test("a rounded rectangle with a radius draws that radius and keeps the frame")
    func radius() {
        let plain = Self.layout(Self.button())
        let shaped = Self.layout(Self.button().buttonBorderShape(.roundedRectangle(radius: 4)))
        #expect(Self.bezelRadius(shaped) == .some(4))
        #expect(shaped.frame(of: "b") == plain.frame(of: "b"))
    }

    @Test("a negative radius draws square corners")
    func negativeRadius() {
        #expect(Self.bezelRadius(Self.layout(Self.button().buttonBorderShape(.roundedRectangle(radius: -3)))) == .some(0))
    }

    @Test("a circle makes the bezel square: as wide as the padded label's larger side")
    func circle() {
        // The label 40 × 20 padded 12 × 7 on iOS: 64 × 34, made 64 × 64.
        let result = Self.layout(Self.button().buttonBorderShape(.circle))
        #expect(result.frame(of: "b")?.size == CGSize(width: 64, height: 64))
        #expect(Self.bezelRadius(result) == .some(nil))
    }
}
