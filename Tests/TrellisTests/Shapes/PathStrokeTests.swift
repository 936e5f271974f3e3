import Foundation
import Testing
@testable import Trellis

/// `Path.strokedPath(_:)` (https://developer.apple.com/documentation/swiftui/path/strokedpath(_:):
/// "Returns a stroked copy of the path using style to define how the stroked outline is
/// created"): filling the outline paints what stroking the path paints — `lineWidth / 2` on
/// each side of the path, caps at open ends (butt: none; square and round: half the width
/// beyond), as `StrokeStyle` documents.
@Suite("Stroked paths")
struct PathStrokeTests {
    private func line(from a: CGPoint, to b: CGPoint) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    @Test("a butt-capped line strokes to a band half the width on each side")
    func buttCappedLine() {
        let outline = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 20, y: 10)).strokedPath(StrokeStyle(lineWidth: 4))
        let box = outline.boundingRect
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9)
        #expect(abs(box.minY - 8) < 1e-9 && abs(box.maxY - 12) < 1e-9)
    }

    @Test("the outline contains the stroke's points and not those beyond it")
    func containsStrokedPoints() {
        let outline = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 20, y: 10)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 10, y: 11.5)))
        #expect(!outline.contains(CGPoint(x: 10, y: 12.5)))
        #expect(!outline.contains(CGPoint(x: 21, y: 10)))
    }

    @Test("round caps reach half the width beyond the ends, to within the flattening tolerance")
    func roundCaps() {
        let outline = line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0)).strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        let box = outline.boundingRect
        #expect(abs(box.minX + 3) <= Path.strokeTolerance && abs(box.maxX - 13) <= Path.strokeTolerance)
        #expect(outline.contains(CGPoint(x: -2.5, y: 0)))
    }

    @Test("a closed rectangle strokes to a ring: its middle is not inside")
    func closedRectangleRing() {
        let outline = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(outline.contains(CGPoint(x: 0.5, y: 10)))
        #expect(!outline.contains(CGPoint(x: 10, y: 10)))
        #expect(abs(outline.boundingRect.width - 22) < 1e-9)
    }

    @Test("a dash pattern leaves gaps in the outline")
    func dashedLine() {
        let outline = line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 20, y: 0)).strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5]))
        #expect(outline.contains(CGPoint(x: 2, y: 0)))
        #expect(!outline.contains(CGPoint(x: 7, y: 0)))
        #expect(outline.contains(CGPoint(x: 12, y: 0)))
    }

    @Test("an arc's outline follows the curve to within a twentieth of a point")
    func arcFollowsCurve() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let outline = arc.strokedPath(StrokeStyle(lineWidth: 10))
        // The band runs from radius 35 to 45 along the half circle.
        #expect(outline.contains(CGPoint(x: 50, y: 50 + 40)))
        #expect(outline.contains(CGPoint(x: 50, y: 50 + 44.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50 + 45.1)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("a line width that is zero, negative or not finite strokes nothing")
    func unusableWidthIsEmpty() {
        let path = line(from: .zero, to: CGPoint(x: 10, y: 0))
        for width: CGFloat in [0, -2, .nan, .infinity] {
            #expect(path.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
        }
    }

    @Test("points that are not finite are left out of the outline")
    func nonFinitePointsLeftOut() {
        var path = line(from: .zero, to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        let box = path.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect
        #expect(box.minX.isFinite && box.maxX.isFinite && abs(box.maxX - 10) < 1e-9)
    }

    @Test("a stroked path fills a shape view as the stroke would paint it")
    @MainActor
    func strokedPathAsView() {
        let outline = line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 30, y: 5)).strokedPath(StrokeStyle(lineWidth: 2))
        let result = outline.frame(width: 30, height: 10).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 30, height: 10))
        let shapes = result.elements.compactMap { element -> LayoutResult.Outline? in
            if case let .shape(outline, _)? = element.drawing { return outline } else { return nil }
        }
        #expect(shapes.count == 1)
    }
}
