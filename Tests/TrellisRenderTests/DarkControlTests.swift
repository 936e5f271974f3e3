import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Controls in the dark colour scheme draw with iOS's dark system colours (issue 22's
/// leftovers; values in ControlPalette.swift, from Apple's Human Interface Guidelines, "Color").
@Suite("Controls in the dark colour scheme")
@MainActor
struct DarkControlTests {
    func drawing<V: View>(_ view: V, _ scheme: ColorScheme) -> LayoutResult.ControlDrawing? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let result = view.layout(in: ProposedViewSize(width: 300, height: 100), environment: environment, fonts: .testFont)
        for element in result.elements {
            if case let .control(control)? = element.drawing { return control }
        }
        return nil
    }

    func pieces<V: View>(_ view: V, _ scheme: ColorScheme) -> [ControlPiece] {
        guard let control = drawing(view, scheme) else { return [] }
        return ControlPiece.pieces(of: control, in: CGRect(x: 0, y: 0, width: 51, height: 31))
    }

    @Test("a control's drawing carries the environment's colour scheme")
    func drawingCarriesScheme() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(false))
        #expect(drawing(toggle, .dark)?.colorScheme == .dark)
        #expect(drawing(toggle, .light)?.colorScheme == .light)
    }

    @Test("an iOS switch that is off has the dark track #39393d in the dark scheme")
    func darkSwitchOffTrack() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(false))
        #expect(pieces(toggle, .dark).first?.color.hex == "#39393d")
        #expect(pieces(toggle, .light).first?.color.hex == "#787880")
    }

    @Test("an iOS switch that is on is dark systemGreen in the dark scheme")
    func darkSwitchOnTrack() {
        #expect(pieces(Toggle("Wi-Fi", isOn: .constant(true)), .dark).first?.color.hex == "#30d158")
    }

    @Test("a bordered text field's box is secondarySystemBackground with a separator edge in the dark scheme")
    func darkTextField() {
        let field = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        let dark = pieces(field, .dark)
        #expect(dark.map(\.color.hex) == ["#1c1c1e", "#545458"])
        #expect(dark.last?.color.opacity == 0.6)
        #expect(pieces(field, .light).first?.color.hex == "#ffffff")
    }

    @Test("a stepper's glyphs are drawn in the dark scheme's label colour, white")
    func darkStepperGlyphs() {
        let glyphs = pieces(Stepper("Guests", value: .constant(2)), .dark).filter {
            if case .glyph = $0.figure { return true }
            return false
        }
        #expect(glyphs.count == 2)
        #expect(glyphs.allSatisfy { $0.color.hex == "#ffffff" })
    }

    @Test("the SVG of a dark scene's control uses the dark colours, as a light one the light ones")
    func svgUsesDarkColours() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let result = Toggle("Wi-Fi", isOn: .constant(false)).layout(in: .unspecified, environment: environment, fonts: .testFont)
        let svg = SVGRenderer(background: "#000000").render(result)
        #expect(svg.contains("fill=\"#39393d\""))
        #expect(!svg.contains("fill=\"#787880\""))
    }
}
