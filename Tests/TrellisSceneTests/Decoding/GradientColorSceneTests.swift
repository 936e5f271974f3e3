import Foundation
import Testing
import Trellis
import TrellisScene

/// A gradient's colours in a scene take every colour form a colour takes elsewhere (issue 22's
/// leftovers: they were names only).
@Suite("Scene files: gradient colours")
@MainActor
struct GradientColorSceneTests {
    private func gradient(_ json: String) throws -> LayoutResult.GradientPaint? {
        let result = try SceneFile(json: json).layout()
        guard case let .fill(paint)? = result.elements.last?.drawing else { return nil }
        return paint.gradient
    }

    private func gradient<V: View>(of view: V) -> LayoutResult.GradientPaint? {
        guard case let .fill(paint)? = view.layout(in: ProposedViewSize(width: 100, height: 40)).elements.last?.drawing else {
            return nil
        }
        return paint.gradient
    }

    @Test("colors take hex and component colours, as Color(red:green:blue:opacity:)")
    func hexColors() throws {
        let json = ##"""
            {"proposal": {"width": 100, "height": 40}, "view": {"type": "LinearGradient",
              "colors": ["#ff9500", {"red": 0, "green": 0.5, "blue": 1, "opacity": 0.5}, "#0a84ff80", "mint"],
              "startPoint": "leading", "endPoint": "trailing"}}
            """##
        let expected = gradient(of: LinearGradient(
            colors: [Color(red: 1, green: 149 / 255, blue: 0), Color(red: 0, green: 0.5, blue: 1, opacity: 0.5),
                     Color(red: 10 / 255, green: 132 / 255, blue: 1, opacity: 128 / 255), .mint],
            startPoint: .leading, endPoint: .trailing))
        #expect(expected != nil)
        #expect(try gradient(json) == expected)
    }

    @Test("a stop's colour takes a hex colour")
    func hexStops() throws {
        let json = ##"""
            {"proposal": {"width": 100, "height": 40}, "view": {"type": "RadialGradient",
              "stops": [{"color": "#fff", "location": 0}, {"color": "#1c1c1e", "location": 0.7}],
              "center": "center", "startRadius": 0, "endRadius": 30}}
            """##
        let expected = gradient(of: RadialGradient(
            stops: [Gradient.Stop(color: Color(red: 1, green: 1, blue: 1), location: 0),
                    Gradient.Stop(color: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255), location: 0.7)],
            center: .center, startRadius: 0, endRadius: 30))
        #expect(expected != nil)
        #expect(try gradient(json) == expected)
    }

    @Test("a malformed hex colour in a gradient is an error at that colour")
    func badHex() {
        do {
            _ = try SceneFile(json: ##"{"view": {"type": "LinearGradient", "colors": ["red", "#12"], "startPoint": "top", "endPoint": "bottom"}}"##)
            Issue.record("accepted a two-digit hex colour")
        } catch {
            #expect(error.path == "view.colors[1]")
            #expect(error.message.contains("is not a hex colour"))
        }
    }
}
