import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The rasterizer's coverage: exact areas, antialiased edges, the fill rules, strokes.
@Suite("PNG rasterizer")
struct RasterizerTests {
    static let box = PixelBox(x: 0, y: 0, width: 64, height: 64)

    static func rect(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat, clockwise: Bool = true) -> [CGPoint] {
        let points = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
        return clockwise ? points : points.reversed()
    }

    static func area(_ coverage: Coverage?) -> Double { coverage.map { $0.values.reduce(0) { $0 + Double($1) } } ?? 0 }

    @Test("a pixel half covered by a rectangle's edge is half painted")
    func halfPixel() throws {
        let coverage = try #require(Rasterizer.coverage(of: [Self.rect(2, 2, 4.5, 5)], evenOdd: false, within: Self.box))
        #expect(coverage.value(x: 3, y: 3) == 1)
        #expect(abs(coverage.value(x: 4, y: 3) - 0.5) < 1e-5)
        #expect(coverage.value(x: 5, y: 3) == 0)
    }

    @Test("a slanted edge across several pixels covers the triangle's exact area")
    func slantedArea() {
        // A triangle 10 wide and 1 high: its edge crosses ten pixels of one row.
        let triangle = [CGPoint(x: 1, y: 1), CGPoint(x: 11, y: 1), CGPoint(x: 1, y: 2)]
        #expect(abs(Self.area(Rasterizer.coverage(of: [triangle], evenOdd: false, within: Self.box)) - 5) < 1e-4)
    }

    @Test("a circle's coverage sums to πr², within the flattening error")
    func circleArea() {
        let circle = Outlines.polylines(Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40)), tolerance: 0.05)
        let area = Self.area(Rasterizer.coverage(of: circle.map(\.points), evenOdd: false, within: Self.box))
        // Chords lie inside the curve, at most the tolerance from it: the area lost is at most
        // the tolerance times the perimeter.
        #expect(area < Double.pi * 400 && Double.pi * 400 - area < 0.05 * 2 * Double.pi * 20, "area \(area)")
    }

    @Test("nested squares wound alike: non-zero fills the middle, even-odd leaves a hole")
    func fillRules() throws {
        let squares = [Self.rect(10, 10, 50, 50), Self.rect(20, 20, 40, 40)]
        let nonZero = try #require(Rasterizer.coverage(of: squares, evenOdd: false, within: Self.box))
        let evenOdd = try #require(Rasterizer.coverage(of: squares, evenOdd: true, within: Self.box))
        #expect(nonZero.value(x: 30, y: 30) == 1 && nonZero.value(x: 15, y: 30) == 1)
        #expect(evenOdd.value(x: 30, y: 30) == 0 && evenOdd.value(x: 15, y: 30) == 1)
    }

    @Test("an inner square wound the other way is a hole under the non-zero rule")
    func counterWound() throws {
        let squares = [Self.rect(10, 10, 50, 50), Self.rect(20, 20, 40, 40, clockwise: false)]
        let coverage = try #require(Rasterizer.coverage(of: squares, evenOdd: false, within: Self.box))
        #expect(coverage.value(x: 30, y: 30) == 0 && coverage.value(x: 15, y: 30) == 1)
    }

    @Test("shapes beyond the box are cut at its edges, what lies left of it counted")
    func clippedToBox() throws {
        let coverage = try #require(Rasterizer.coverage(of: [Self.rect(-100, 10, 5.5, 20)], evenOdd: false, within: Self.box))
        #expect(coverage.box == PixelBox(x: 0, y: 10, width: 6, height: 10))
        #expect(coverage.value(x: 0, y: 15) == 1 && abs(coverage.value(x: 5, y: 15) - 0.5) < 1e-5)
    }

    @Test("points that are not finite are left out, never a crash")
    func notFinite() {
        let broken = [CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: 1, y: 10)]
        _ = Rasterizer.coverage(of: [broken], evenOdd: false, within: Self.box)
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addLine(to: CGPoint(x: 4, y: 4))
        #expect(Outlines.polylines(path, tolerance: 0.1).first?.points == [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4)])
    }

    @Test("a stroke covers its width along the line, plus its caps", arguments: [(CGLineCap.butt, 12.0), (.square, 16.0), (.round, 12 + Double.pi)])
    func strokeCaps(cap: CGLineCap, area: Double) {
        let line = [Polyline(points: [CGPoint(x: 10, y: 10), CGPoint(x: 16, y: 10)], isClosed: false)]
        let polygons = Outlines.stroke(line, style: StrokeStyle(lineWidth: 2, lineCap: cap), tolerance: 0.001)
        #expect(abs(Self.area(Rasterizer.coverage(of: polygons, evenOdd: false, within: Self.box)) - area) < 0.01)
    }

    @Test("a dashed stroke covers only its dashes")
    func dashes() throws {
        let line = [Polyline(points: [CGPoint(x: 10, y: 10), CGPoint(x: 18, y: 10)], isClosed: false)]
        let dashed = try #require(Outlines.dashed(line, pattern: [2, 2], phase: 0))
        #expect(dashed.count == 2)
        let polygons = Outlines.stroke(dashed, style: StrokeStyle(lineWidth: 2), tolerance: 0.01)
        #expect(abs(Self.area(Rasterizer.coverage(of: polygons, evenOdd: false, within: Self.box)) - 8) < 0.01)
    }

    @Test("a closed square's stroke is a frame, with mitred corners filled")
    func closedStroke() throws {
        let square = Outlines.polylines(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), tolerance: 0.1)
        let polygons = Outlines.stroke(square, style: StrokeStyle(lineWidth: 4), tolerance: 0.01)
        let coverage = try #require(Rasterizer.coverage(of: polygons, evenOdd: false, within: Self.box))
        // Outer square 24 wide less inner square 16 wide.
        #expect(abs(Self.area(coverage) - (24 * 24 - 16 * 16)) < 0.01)
        #expect(coverage.value(x: 8, y: 8) == 1 && coverage.value(x: 20, y: 20) == 0)
    }

    @Test("a dash pattern that would cut a stroke into more than the limit of pieces is not applied")
    func tooManyDashes() {
        let line = [Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1e6, y: 0)], isClosed: false)]
        #expect(Outlines.dashed(line, pattern: [1, 1], phase: 0) == nil)
        #expect(Outlines.dashed(line, pattern: [10, 10], phase: 0)?.count == 50_000)
    }
}
