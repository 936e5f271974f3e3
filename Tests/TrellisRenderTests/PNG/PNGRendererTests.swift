import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// A shape whose path has points that are not finite.
private struct BrokenShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: CGFloat.nan, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: .infinity))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A triangle with points far beyond any canvas.
private struct HugeShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: -1e308, y: 0))
            path.addQuadCurve(to: CGPoint(x: 1e308, y: 5), control: CGPoint(x: 0, y: -1e308))
            path.addCurve(to: CGPoint(x: 0, y: 1e308), control1: CGPoint(x: 1e308, y: 1e308), control2: CGPoint(x: -1e308, y: 1e308))
            path.closeSubpath()
        }
    }
}

/// What `PNGRenderer` draws, read back from its PNG file.
@Suite("PNG renderer")
@MainActor
struct PNGRendererTests {
    /// The drawn image's pixels and its problems.
    struct Drawn {
        let image: DecodedPNG
        let problems: [String]

        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let o = (y * image.width + x) * 4
            return (0..<4).map { Int(image.pixels[o + $0]) }
        }
    }

    static func draw(_ result: LayoutResult, _ renderer: PNGRenderer = PNGRenderer()) throws -> Drawn {
        let output = renderer.draw(result)
        let image = try DecodedPNG([UInt8](output.png))
        #expect(image.width == output.width && image.height == output.height)
        return Drawn(image: image, problems: output.problems)
    }

    static func near(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a colour view fills its frame, the canvas is the background, one pixel per point by default")
    func colourView() throws {
        let drawn = try Self.draw(Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).padding(5).layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.image.width == 20 && drawn.image.height == 20)
        #expect(drawn.pixel(10, 10) == [255, 0, 0, 255])
        #expect(drawn.pixel(2, 2) == [255, 255, 255, 255])
        #expect(drawn.problems.isEmpty)
    }

    @Test("the scale multiplies the image's size; a clear background stays transparent")
    func scaled() throws {
        let result = Color.black.frame(width: 10, height: 10).padding(5).layout(in: .unspecified, fonts: .testFont)
        let drawn = try Self.draw(result, PNGRenderer(scale: 3, background: "none"))
        #expect(drawn.image.width == 60 && drawn.image.height == 60)
        #expect(drawn.pixel(2, 2)[3] == 0 && drawn.pixel(30, 30) == [0, 0, 0, 255])
    }

    @Test("a circle clip shape shows the content inside the circle only, antialiased at its edge")
    func clipShape() throws {
        let drawn = try Self.draw(Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).clipShape(Circle()).layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.pixel(20, 20) == [0, 0, 255, 255])
        #expect(drawn.pixel(1, 1) == [255, 255, 255, 255])
        // On the circle's edge, 45° from the centre: partly covered.
        let edge = drawn.pixel(5, 5)
        #expect(edge[0] > 0 && edge[0] < 255, "\(edge)")
    }

    @Test("a linear gradient runs from its first colour to its last across the frame")
    func gradient() throws {
        let view = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 10)
        let drawn = try Self.draw(view.layout(in: .unspecified, fonts: .testFont))
        #expect(Self.near(drawn.pixel(0, 5), [254, 0, 1, 255], within: 3))
        #expect(Self.near(drawn.pixel(50, 5), [127, 0, 128, 255], within: 3))
        #expect(Self.near(drawn.pixel(99, 5), [1, 0, 254, 255], within: 3))
    }

    @Test("opacity blends a view with what is beneath it")
    func opacity() throws {
        let drawn = try Self.draw(Color.black.frame(width: 10, height: 10).opacity(0.5).layout(in: .unspecified, fonts: .testFont))
        #expect(Self.near(drawn.pixel(5, 5), [128, 128, 128, 255], within: 1))
    }

    @Test("a shadow darkens the canvas beside the view, offset as asked")
    func shadow() throws {
        let view = Color(red: 1, green: 1, blue: 1).frame(width: 20, height: 20).shadow(color: .black, radius: 2, x: 6, y: 6).padding(20)
        let drawn = try Self.draw(view.layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.pixel(44, 44)[0] < 200, "below and right of the view: \(drawn.pixel(44, 44))")
        #expect(drawn.pixel(14, 14) == [255, 255, 255, 255], "above and left: \(drawn.pixel(14, 14))")
    }

    @Test("text in the square test model draws its squares")
    func testFontText() throws {
        let drawn = try Self.draw(Text("a b").font(.system(size: 10)).foregroundStyle(.black).padding(10).layout(in: .unspecified, fonts: .testFont))
        // Squares at x 10...20 and 30...40, the space between; the baseline 8 below the top.
        #expect(drawn.pixel(15, 15) == [0, 0, 0, 255] && drawn.pixel(35, 15) == [0, 0, 0, 255])
        #expect(drawn.pixel(25, 15) == [255, 255, 255, 255])
    }

    @Test("text in a font file draws glyphs from its outlines inside the text's frame")
    func fontText() throws {
        let result = Text("Hello").font(.system(size: 20)).foregroundStyle(.black).padding(10).layout(in: .unspecified, fonts: .system)
        let drawn = try Self.draw(result)
        #expect(drawn.problems.isEmpty, "\(drawn.problems)")
        let text = try #require(result.elements.first { if case .text = $0.drawing { true } else { false } })
        var inside = 0, outside = 0
        for y in 0..<drawn.image.height {
            for x in 0..<drawn.image.width where drawn.pixel(x, y)[0] < 128 {
                if text.frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 60 && outside == 0, "dark pixels: \(inside) inside the frame, \(outside) outside")
    }

    @Test("text whose font file is not in the renderer's library is drawn as boxes, with a problem")
    func missingFont() throws {
        let result = Text("Hi").font(.system(size: 20)).padding(10).layout(in: .unspecified, fonts: .system)
        let drawn = try Self.draw(result, PNGRenderer(fonts: FontLibrary(searchPaths: ["/nonexistent-trellis-fonts"])))
        #expect(drawn.problems.contains { $0.contains("no font file of the family 'Inter'") }, "\(drawn.problems)")
        #expect((0..<drawn.image.height).contains { y in (0..<drawn.image.width).contains { drawn.pixel($0, y)[0] < 128 } })
    }

    @Test("a path with points that are not finite draws what is finite, without a crash")
    func notFinite() throws {
        let drawn = try Self.draw(BrokenShape().fill(.black).frame(width: 20, height: 20).layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.image.width == 20 && drawn.image.height == 20)
    }

    @Test("a zero-size picture is one pixel, with a problem")
    func zeroSize() throws {
        let drawn = try Self.draw(Color.red.frame(width: 0, height: 0).layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.image.width == 1 && drawn.image.height == 1)
        #expect(drawn.problems.contains { $0.contains("at least one pixel") })
    }

    @Test("a picture over the pixel limit is drawn at a smaller scale, with a problem", arguments: [1e6, 1e308])
    func absurdSize(side: CGFloat) throws {
        let result = Color.red.frame(width: side, height: 10).layout(in: .unspecified, fonts: .testFont)
        let output = PNGRenderer().draw(result)
        #expect(output.width <= PNGRenderer.maximumSide && output.width * output.height <= PNGRenderer.maximumPixelCount)
        #expect(output.scale < 1 && output.problems.contains { $0.contains("over the limit") }, "\(output.problems)")
    }

    @Test("a scale that is not a positive number draws at 1, with a problem", arguments: [CGFloat.nan, 0, -2])
    func badScale(scale: CGFloat) throws {
        let drawn = try Self.draw(Color.red.frame(width: 8, height: 4).layout(in: .unspecified, fonts: .testFont), PNGRenderer(scale: scale))
        #expect(drawn.image.width == 8 && drawn.image.height == 4)
        #expect(drawn.problems.contains { $0.contains("drawn at 1") })
    }

    @Test("geometry far beyond the picture (paths and strokes at 1e308, a shadow moved 1e300, a huge blur) draws without a crash")
    func extremeGeometry() throws {
        let view = ZStack {
            HugeShape().fill(.black)
            HugeShape().stroke(.red, style: StrokeStyle(lineWidth: 1e300, lineCap: .round, lineJoin: .round, dash: [1e-300, 1]))
            Color.blue.shadow(color: .black, radius: 1e300, x: 1e300, y: -1e300).blur(radius: 1e300)
        }.frame(width: 20, height: 20)
        let drawn = try Self.draw(view.layout(in: .unspecified, fonts: .testFont), PNGRenderer(scale: 2))
        #expect(drawn.image.width == 40 && drawn.image.height == 40)
    }
}
