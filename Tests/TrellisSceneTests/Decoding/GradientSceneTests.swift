import Foundation
import Testing
import Trellis
import TrellisScene

/// Gradient views in scene files (docs/scene-format.md, "Views"), and the errors of their
/// malformed forms.
@Suite("Scene files: gradients")
@MainActor
struct GradientSceneTests {
    private func gradient(_ json: String) throws -> LayoutResult.GradientPaint? {
        let result = try SceneFile(json: json).layout()
        guard case let .fill(paint)? = result.elements.last?.drawing else { return nil }
        return paint.gradient
    }

    @Test("a LinearGradient scene draws the gradient the view draws")
    func linear() throws {
        let json = #"""
            {"proposal": {"width": 100, "height": 40}, "view": {"type": "LinearGradient", "colors": ["red", "blue"],
              "startPoint": "leading", "endPoint": "trailing"}}
            """#
        let expected = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .layout(in: ProposedViewSize(width: 100, height: 40))
        guard case let .fill(paint)? = expected.elements.last?.drawing else {
            Issue.record("the view draws no fill")
            return
        }
        #expect(try gradient(json) == paint.gradient)
    }

    @Test("stops, radial, elliptical and angular forms")
    func otherForms() throws {
        let radial = try gradient(#"""
            {"view": {"type": "RadialGradient", "stops": [{"color": "yellow", "location": 0}, {"color": "orange", "location": 0.5}],
              "center": "center", "startRadius": 2, "endRadius": 20}}
            """#)
        #expect(radial?.geometry == .radial(center: .center, startRadius: 2, endRadius: 20))
        #expect(radial?.stops.map(\.location) == [0, 0.5])
        let elliptical = try gradient(#"{"view": {"type": "EllipticalGradient", "colors": ["white", "purple"]}}"#)
        #expect(elliptical?.geometry == .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        let angular = try gradient(#"{"view": {"type": "AngularGradient", "colors": ["red", "blue"], "center": "top", "angle": 90}}"#)
        #expect(angular?.geometry == .angular(center: .top, startAngle: .degrees(90), endAngle: .degrees(450)))
    }

    @Test("a gradient needs colors or stops, not both")
    func colorsOrStops() {
        #expect(rejected(#"{"view": {"type": "LinearGradient", "startPoint": "top", "endPoint": "bottom"}}"#)?
            .description.contains("missing key \"colors\" or \"stops\"") == true)
        #expect(rejected(#"{"view": {"type": "EllipticalGradient", "colors": ["red"], "stops": []}}"#)?
            .description.contains("not both") == true)
    }

    @Test("an unknown colour in a gradient lists the colour names")
    func unknownColour() {
        #expect(rejected(#"{"view": {"type": "EllipticalGradient", "colors": ["red", "chartreuse"]}}"#)?
            .description.contains("unknown color name \"chartreuse\"") == true)
    }
}
