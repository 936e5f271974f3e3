import Foundation
import Testing
import Trellis
import TrellisScene

/// Hostile numbers (NaN, ±infinity, negative, huge) are expressible in every numeric argument of
/// the scene format; the engine repairs them. Whatever the value, laying the scene out must not
/// crash (docs/semantics.md, "Bad input: Numbers").
@Suite("SceneFile hostile values")
@MainActor
struct SceneHostileValueTests {
    /// Scenes with `X` where a number goes.
    nonisolated static let templates: [String] = [
        #"{"view": {"type": "RoundedRectangle", "cornerRadius": X}}"#,
        #"{"view": {"type": "RoundedRectangle", "cornerSize": {"width": X, "height": X}}}"#,
        #"{"view": {"type": "Color", "red": X, "green": X, "blue": X, "opacity": X}}"#,
        #"{"view": {"type": "Color", "white": X}}"#,
        #"{"view": {"type": "StandIn", "fixed": {"width": X, "height": X}}}"#,
        #"{"view": {"type": "StandIn", "minWidth": X, "idealWidth": X, "maxWidth": X, "minHeight": X, "idealHeight": X, "maxHeight": X}}"#,
        #"{"view": {"type": "HStack", "spacing": X, "content": [{"type": "Rectangle"}, {"type": "Spacer", "minLength": X}, {"type": "Circle"}]}}"#,
        #"{"view": {"type": "VStack", "spacing": X, "content": [{"type": "Text", "text": "a b c"}, {"type": "Divider"}]}}"#,
        #"{"view": {"type": "Grid", "horizontalSpacing": X, "verticalSpacing": X, "content": [{"type": "GridRow", "content": [{"type": "Rectangle", "modifiers": [{"gridCellAnchor": {"x": X, "y": X}}]}, {"type": "Circle"}]}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"frame": {"width": X, "height": X}}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"frame": {"minWidth": X, "idealWidth": X, "maxWidth": X, "minHeight": X, "idealHeight": X, "maxHeight": X}}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"padding": X}, {"padding": {"edges": "horizontal", "length": X}}, {"padding": {"top": X, "trailing": X}}]}}"#,
        #"{"view": {"type": "HStack", "content": [{"type": "Rectangle", "modifiers": [{"layoutPriority": X}]}, {"type": "Circle"}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"offset": {"x": X, "y": X}}, {"position": {"x": X, "y": X}}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"aspectRatio": {"ratio": X, "contentMode": "fit"}}]}}"#,
        #"{"view": {"type": "Rectangle", "modifiers": [{"aspectRatio": {"ratio": {"width": X, "height": 2}, "contentMode": "fill"}}]}}"#,
        #"{"view": {"type": "HStack", "content": [{"type": "Rectangle", "modifiers": [{"alignmentGuide": {"vertical": "center", "value": X}}]}, {"type": "Rectangle", "modifiers": [{"alignmentGuide": {"vertical": "center", "from": "top", "offset": X}}]}]}}"#,
        #"{"view": {"type": "Text", "text": "Hello, world", "modifiers": [{"font": {"size": X}}]}}"#,
        #"{"view": {"type": "Text", "text": "Hello, world", "modifiers": [{"font": {"custom": "DejaVu Serif", "fixedSize": X}}]}}"#,
        #"{"view": {"type": "Text", "text": "Hello, world and more", "modifiers": [{"lineSpacing": X}, {"minimumScaleFactor": X}, {"frame": {"width": 30}}]}}"#,
        #"{"displayScale": X, "view": {"type": "HStack", "content": [{"type": "Divider"}, {"type": "Text", "text": "a"}]}}"#,
        #"{"proposal": {"width": X, "height": X}, "view": {"type": "Text", "text": "Hello, world"}}"#,
    ]

    nonisolated static let values = [#""nan""#, #""infinity""#, #""-infinity""#, "-5", "0", "1e300"]

    struct Case: Sendable, CustomTestStringConvertible {
        let template: String
        let value: String
        var json: String { template.replacingOccurrences(of: "X", with: value) }
        var testDescription: String { json }
    }

    nonisolated static let allCases = templates.flatMap { template in values.map { Case(template: template, value: $0) } }

    /// Cases that once crashed in the text layout (a line count converted to `Int` from a
    /// non-finite or huge quotient): kept as their own test.
    nonisolated static let textLayoutRegressions: Set<String> = [
        #"{"view": {"type": "Text", "text": "Hello, world and more", "modifiers": [{"lineSpacing": "infinity"}, {"minimumScaleFactor": "infinity"}, {"frame": {"width": 30}}]}}"#,
        #"{"proposal": {"width": 1e300, "height": 1e300}, "view": {"type": "Text", "text": "Hello, world"}}"#,
    ]

    nonisolated static let cases = allCases.filter { !textLayoutRegressions.contains($0.json) }

    @Test("a hostile number in any numeric argument lays out without crashing", arguments: cases)
    func hostileNumberLaysOut(_ hostile: Case) throws {
        let scene = try SceneFile(json: hostile.json)
        for fonts in [FontLibrary.testFont, .system] {
            let result = scene.layout(in: scene.proposal ?? ProposedViewSize(width: 100, height: 100), fonts: fonts)
            #expect(result.elements.count > 0)
        }
    }

    @Test("a huge proposal or an infinite line spacing lays text out without crashing",
          arguments: allCases.filter { textLayoutRegressions.contains($0.json) })
    func hostileTextValueLaysOut(_ hostile: Case) throws {
        try hostileNumberLaysOut(hostile)
    }

    @Test("a line limit or a column count of any integer lays out without crashing",
          arguments: ["-5", "0", "1", "9007199254740992"])
    func hostileIntegerLaysOut(_ value: String) throws {
        let json = #"{"view": {"type": "Grid", "content": [{"type": "GridRow", "content": [{"type": "Text", "text": "a b c d", "modifiers": [{"lineLimit": X}, {"gridCellColumns": X}]}]}]}}"#
        let scene = try SceneFile(json: json.replacingOccurrences(of: "X", with: value))
        let result = scene.layout(in: ProposedViewSize(width: 20, height: 100), fonts: .testFont)
        #expect(result.elements.count > 0)
    }
}
