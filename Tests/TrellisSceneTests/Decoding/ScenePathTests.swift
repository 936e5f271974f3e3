import Foundation
import Testing
import Trellis
import TrellisScene

/// `Path` and `UnevenRoundedRectangle` in scene files (issue 22's leftovers): each reads as the
/// same Swift, and bad input is an error or a diagnostic as it is in code.
@Suite("Scene files: paths and uneven rounded rectangles")
@MainActor
struct ScenePathTests {
    /// Lays out `json`'s view and `view` in the same 200 × 200 proposal and compares what they
    /// draw.
    func expectSame<V: View>(_ json: String, _ view: V, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try SceneFile(json: #"{"proposal": {"width": 200, "height": 200}, "view": "# + json + "}")
            .layout(fonts: .testFont)
        let swift = LayoutHost(view, fonts: .testFont).layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(scene.elements.map(\.name) == swift.elements.map(\.name), sourceLocation: sourceLocation)
        #expect(scene.elements.map(\.frame) == swift.elements.map(\.frame), sourceLocation: sourceLocation)
        #expect(scene.elements.map(\.drawing) == swift.elements.map(\.drawing), sourceLocation: sourceLocation)
        #expect(scene.elements.map(\.clipShape) == swift.elements.map(\.clipShape), sourceLocation: sourceLocation)
    }

    func error(_ json: String) -> SceneError? {
        do {
            _ = try SceneFile(json: #"{"view": "# + json + "}")
            Issue.record("accepted: \(json)")
            return nil
        } catch {
            return error
        }
    }

    @Test("every path command reads as the Path method of its name")
    func everyCommand() throws {
        let json = """
            {"type": "Path", "fill": "blue", "commands": [
              {"move": {"x": 0, "y": 0}}, {"line": {"x": 40, "y": 0}},
              {"quadCurve": {"to": {"x": 40, "y": 40}, "control": {"x": 60, "y": 20}}},
              {"curve": {"to": {"x": 0, "y": 40}, "control1": {"x": 30, "y": 60}, "control2": {"x": 10, "y": 60}}},
              "closeSubpath",
              {"arc": {"center": {"x": 80, "y": 20}, "radius": 15, "startAngle": 0, "endAngle": 270, "clockwise": true}},
              {"addRect": {"x": 0, "y": 70, "width": 30, "height": 20}},
              {"addRoundedRect": {"in": {"x": 40, "y": 70, "width": 30, "height": 20}, "cornerSize": {"width": 4, "height": 6}, "style": "circular"}},
              {"addEllipse": {"x": 80, "y": 70, "width": 30, "height": 20}}
            ]}
            """
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 0))
            path.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
            path.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60))
            path.closeSubpath()
            path.addArc(center: CGPoint(x: 80, y: 20), radius: 15, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: true)
            path.addRect(CGRect(x: 0, y: 70, width: 30, height: 20))
            path.addRoundedRect(in: CGRect(x: 40, y: 70, width: 30, height: 20), cornerSize: CGSize(width: 4, height: 6), style: .circular)
            path.addEllipse(in: CGRect(x: 80, y: 70, width: 30, height: 20))
        }
        try expectSame(json, path.fill(Color.blue))
    }

    @Test("a path's stroke and trim read as their Swift")
    func strokeAndTrim() throws {
        let commands = #"[{"move": {"x": 0, "y": 0}}, {"line": {"x": 50, "y": 30}}, {"line": {"x": 0, "y": 60}}]"#
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 50, y: 30))
            path.addLine(to: CGPoint(x: 0, y: 60))
        }
        try expectSame(
            ##"{"type": "Path", "commands": \##(commands), "stroke": {"color": "#ff9500", "lineWidth": 3, "lineCap": "round"}}"##,
            path.stroke(Color(red: 1, green: 149 / 255, blue: 0), style: StrokeStyle(lineWidth: 3, lineCap: .round)))
        try expectSame(
            #"{"type": "Path", "commands": \#(commands), "trim": {"to": 0.5}, "stroke": "red"}"#,
            path.trim(from: 0, to: 0.5).stroke(Color.red, style: StrokeStyle()))
    }

    @Test("a NaN point in a scene's path is reported and dropped, as in code")
    func nanPointReported() throws {
        let json = """
            {"proposal": {"width": 100, "height": 100}, "view": {"type": "Path", "commands": [
              {"move": {"x": 0, "y": 0}}, {"line": {"x": "nan", "y": 10}}, {"line": {"x": 20, "y": 20}}
            ]}}
            """
        let scene = try SceneFile(json: json).layout()
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 20))
        }
        let swift = LayoutHost(path).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(scene.diagnostics.contains { $0.kind == .invalidPosition && $0.message.contains("not finite") })
        #expect(scene.diagnostics.map(\.message) == swift.diagnostics.map(\.message))
        #expect(scene.elements.map(\.drawing) == swift.elements.map(\.drawing))
    }

    @Test("an unknown path command names the commands")
    func unknownCommand() {
        let message = error(#"{"type": "Path", "commands": [{"hop": {"x": 1, "y": 1}}]}"#)?.message
        #expect(message == #"unknown path command "hop"; expected one of: "#
            + "move, line, quadCurve, curve, arc, addRect, addRoundedRect, addEllipse, closeSubpath")
    }

    @Test("a path command object has exactly one command")
    func oneCommandPerObject() {
        #expect(error(#"{"type": "Path", "commands": [{"move": {"x": 0, "y": 0}, "line": {"x": 1, "y": 1}}]}"#) != nil)
    }

    @Test("an arc needs its direction, as addArc does")
    func arcNeedsClockwise() {
        let message = error(#"{"type": "Path", "commands": [{"arc": {"center": {"x": 0, "y": 0}, "radius": 5, "startAngle": 0, "endAngle": 90}}]}"#)?
            .message
        #expect(message?.hasPrefix(#"missing key "clockwise""#) == true)
    }

    @Test("a path cannot be stroked inside its border")
    func pathHasNoStrokeBorder() {
        #expect(error(#"{"type": "Path", "commands": [], "strokeBorder": "red"}"#)?.message.contains("strokeBorder") == true)
    }

    @Test("a path clips as the same Path in Swift")
    func pathClipShape() throws {
        let json = #"""
            {"type": "Color", "name": "red", "modifiers": [{"frame": {"width": 60, "height": 40}},
              {"clipShape": {"type": "Path", "commands": [{"addEllipse": {"x": 0, "y": 0, "width": 30, "height": 30}}]}}]}
            """#
        try expectSame(json, Color.red.frame(width: 60, height: 40).clipShape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30))))
    }

    @Test("an UnevenRoundedRectangle reads as its Swift, by the radii's labels or cornerRadii")
    func unevenRoundedRectangle() throws {
        let swift = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4, style: .circular)
            .fill(Color.mint).frame(width: 80, height: 50)
        let frame = #""modifiers": [{"frame": {"width": 80, "height": 50}}]"#
        try expectSame(
            #"{"type": "UnevenRoundedRectangle", "topLeadingRadius": 12, "bottomTrailingRadius": 4, "style": "circular", "fill": "mint", \#(frame)}"#,
            swift)
        try expectSame(
            #"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": 12, "bottomTrailing": 4}, "style": "circular", "fill": "mint", \#(frame)}"#,
            swift)
    }

    @Test("an UnevenRoundedRectangle strokes inside its border")
    func unevenStrokeBorder() throws {
        try expectSame(
            #"{"type": "UnevenRoundedRectangle", "topTrailingRadius": 10, "strokeBorder": {"color": "gray", "lineWidth": 4}}"#,
            UnevenRoundedRectangle(topTrailingRadius: 10).strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 4)))
    }

    @Test("cornerRadii and a radius by its label are not both taken")
    func unevenRadiiOnce() {
        #expect(error(#"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": 2}, "topLeadingRadius": 3}"#) != nil)
    }

    @Test("an UnevenRoundedRectangle clips as its Swift, by name or by object")
    func unevenClipShape() throws {
        try expectSame(
            #"{"type": "Color", "name": "red", "modifiers": [{"clipShape": {"type": "UnevenRoundedRectangle", "bottomLeadingRadius": 9}}]}"#,
            Color.red.clipShape(UnevenRoundedRectangle(bottomLeadingRadius: 9)))
        try expectSame(
            #"{"type": "Color", "name": "red", "modifiers": [{"clipShape": "UnevenRoundedRectangle"}]}"#,
            Color.red.clipShape(UnevenRoundedRectangle()))
    }
}
