import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// A triangle pointing up, in its rectangle.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
        }
    }
}

/// Custom shapes and clip shapes in the SVG, JSON and terminal renderers.
@Suite("Shapes and clips in renderers")
@MainActor
struct ShapeRenderingTests {
    @Test("SVG draws a custom shape as a path element at its frame")
    func svgPath() {
        let result = Triangle().fill(.red).frame(width: 20, height: 10).padding(5).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<path d=\"M 15 5 L 25 15 L 5 15 Z\" class=\"trellis-drawing\" fill=\"#ff3b30\"/>"))
    }

    @Test("SVG clips a clip shape's content to the shape")
    func svgClipPath() {
        let result = Color.blue.frame(width: 40, height: 40).clipShape(Circle()).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<clipPath id=\"trellis-clip-0\"><circle cx=\"20\" cy=\"20\" r=\"20\"/></clipPath>"))
        #expect(out.contains("<g clip-path=\"url(#trellis-clip-0)\"><rect class=\"trellis-drawing\""))
    }

    @Test("SVG keeps an even-odd clip's rule, and nests a clip inside the clips around it")
    func svgNestedClips() {
        let result = Color.blue.frame(width: 40, height: 40).clipShape(Triangle(), style: FillStyle(eoFill: true)).padding(10)
            .clipShape(Circle()).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("clip-path=\"url(#trellis-clip-0)\"><path d=\"M 30 10 L 50 50 L 10 50 Z\" clip-rule=\"evenodd\"/></clipPath>"))
    }

    @Test("JSON reports a clip shape and a custom shape's path as SVG path data")
    func json() throws {
        let result = Triangle().frame(width: 20, height: 10).cornerRadius(4).layout(in: .unspecified)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(result).utf8)) as? [String: Any])
        let elements = try #require(parsed["elements"] as? [[String: Any]])
        let clip = try #require(elements[0]["clipShape"] as? [String: Any])
        #expect(clip["shape"] as? String == "roundedRectangle")
        #expect(clip["eoFill"] as? Bool == false)
        #expect((clip["path"] as? String)?.hasPrefix("M 20 5 L 20 6 C") == true)
        let drawing = try #require(elements[1]["drawing"] as? [String: Any])
        #expect(drawing["shape"] as? String == "path")
        #expect(drawing["path"] as? String == "M 10 0 L 20 10 L 0 10 Z")
        #expect(elements[1]["clipShape"] is NSNull)
    }

    @Test("the terminal paints only the cells inside a custom shape")
    func terminalPath() {
        // A triangle 40 × 40 in cells 10 wide and 20 tall: the top row's corners stay blank.
        let result = Triangle().fill(.red).frame(width: 40, height: 40).layout(in: .unspecified)
        let cells = TerminalRenderer(columns: 4).cells(result)
        #expect(cells[0][0].background != cells[0][1].background)
        #expect(cells[1][0].background == cells[0][1].background)
    }

    @Test("the terminal paints a clipped view's content only inside the clip shape")
    func terminalClip() {
        let result = Color.red.frame(width: 40, height: 40).clipShape(Triangle()).layout(in: .unspecified)
        let cells = TerminalRenderer(columns: 4).cells(result)
        #expect(cells[0][0].background != cells[0][1].background)
        #expect(cells[1][0].background == cells[0][1].background)
    }
}

extension ShapeRenderingTests {
    @Test("SVG clips a view's own drawing to its clip shape")
    func svgClipsOwnDrawing() {
        let result = Color.blue.clipShape(Circle()).frame(width: 40, height: 40).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<clipPath id=\"trellis-clip-1\"><circle cx=\"20\" cy=\"20\" r=\"20\"/></clipPath>"))
        #expect(out.contains("<g clip-path=\"url(#trellis-clip-1)\"><rect class=\"trellis-drawing\""))
    }

    @Test("SVG keeps a frame's clip inside the clip shape around it")
    func svgRectInsideShape() {
        let result = Color.blue.frame(width: 80, height: 20).frame(width: 40, height: 20).clipped()
            .padding(5).clipShape(Capsule()).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<clipPath id=\"trellis-clip-1\" clip-path=\"url(#trellis-clip-0)\"><rect x=\"5\" y=\"5\" width=\"40\" height=\"20\"/></clipPath>"))
        #expect(out.contains("<g clip-path=\"url(#trellis-clip-1)\"><rect class=\"trellis-drawing\""))
    }

    @Test("the terminal clips a view's own drawing to its clip shape")
    func terminalOwnClip() {
        let result = Color.red.clipShape(Triangle()).frame(width: 40, height: 40).layout(in: .unspecified)
        let cells = TerminalRenderer(columns: 4).cells(result)
        #expect(cells[0][0].background != cells[0][1].background)
    }

    @Test("SVG leaves out a path's points that are not numbers")
    func svgNonFinitePath() {
        let broken = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 1)); $0.addLine(to: CGPoint(x: 5, y: 5)) }
        #expect(Format.svgPathData(broken) == "M 0 0 L 5 5")
    }
}
