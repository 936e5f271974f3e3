import Foundation
import Testing
import Trellis
import TrellisScene

/// The scene vocabulary of clip shapes: `clipShape` and `cornerRadius`.
@Suite("Scene clip shapes")
@MainActor
struct SceneClipShapeTests {
    func element(_ modifier: String) throws -> LayoutResult.Element? {
        let json = """
            {"proposal": "unspecified", "view": {"type": "Color", "name": "red",
              "modifiers": [{"frame": {"width": 60, "height": 40}}, \(modifier), {"id": "c"}]}}
            """
        return try SceneFile(json: json).layout().element(id: "c")
    }

    func error(_ modifier: String) -> SceneError? {
        let json = """
            {"view": {"type": "Color", "name": "red", "modifiers": [\(modifier)]}}
            """
        do {
            _ = try SceneFile(json: json)
            Issue.record("accepted: \(modifier)")
            return nil
        } catch {
            return error
        }
    }

    @Test("a shape's name clips to that shape")
    func shapeByName() throws {
        #expect(try element(#"{"clipShape": "Circle"}"#)?.clipShape?.outline == .circle)
        #expect(try element(#"{"clipShape": "Capsule"}"#)?.clipShape?.outline == .capsule)
    }

    @Test("a shape written as its view clips to it, with its arguments")
    func shapeAsView() throws {
        let clip = try element(#"{"clipShape": {"type": "RoundedRectangle", "cornerRadius": 12}}"#)?.clipShape
        #expect(clip?.outline == .roundedRectangle(cornerSize: CGSize(width: 12, height: 12)))
    }

    @Test("a shape with eoFill keeps the even-odd rule")
    func eoFill() throws {
        let clip = try element(#"{"clipShape": {"shape": "Ellipse", "eoFill": true}}"#)?.clipShape
        #expect(clip?.outline == .ellipse)
        #expect(clip?.isEOFilled == true)
    }

    @Test("cornerRadius clips to a rounded rectangle")
    func cornerRadius() throws {
        let clip = try element(#"{"cornerRadius": 8}"#)?.clipShape
        #expect(clip?.outline == .roundedRectangle(cornerSize: CGSize(width: 8, height: 8)))
    }

    @Test("an unknown shape name lists the shapes")
    func unknownShape() {
        #expect(error(#"{"clipShape": "Star"}"#)?.description
            == #"1:71: view.modifiers[0].clipShape: unknown shape "Star"; expected one of: Rectangle, Circle, Ellipse, Capsule, RoundedRectangle, "#
            + "UnevenRoundedRectangle, Path")
    }

    @Test("a view that is not a shape is not a clip shape")
    func notAShape() {
        #expect(error(#"{"clipShape": {"type": "Text", "text": "a"}}"#)?.path == "view.modifiers[0].clipShape.type")
    }

    @Test("a RoundedRectangle named without its corners says how to write them")
    func roundedRectangleNeedsCorners() {
        #expect(error(#"{"clipShape": "RoundedRectangle"}"#)?.description.contains("cornerRadius") == true)
    }

    @Test("an unknown key in a clip shape lists the accepted keys")
    func unknownKey() {
        #expect(error(#"{"clipShape": {"type": "Circle", "radius": 3}}"#)?.path == "view.modifiers[0].clipShape.radius")
    }

    @Test("a corner radius that is not a number is an error")
    func cornerRadiusNotNumber() {
        #expect(error(#"{"cornerRadius": "big"}"#)?.path == "view.modifiers[0].cornerRadius")
    }
}
