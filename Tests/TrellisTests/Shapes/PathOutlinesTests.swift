import Foundation
import Testing
@testable import Trellis

/// Curves cut into points for stroked paths and the PNG renderer, within what shows (`Outlines.polylines`'s
/// `visible`): a part wholly outside it is one line, a far-reaching curve costs a bounded
/// number of points, and a curve inside it is cut as without it.
@Suite("Path outlines")
struct OutlinesTests {
    static let canvas = CGRect(x: -2, y: -2, width: 68, height: 68)

    @Test("a curve inside what shows is cut as it is without a visible area")
    func insideIsUnchanged() {
        let circle = Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(Outlines.polylines(circle, tolerance: 0.05, visible: Self.canvas).map(\.points)
            == Outlines.polylines(circle, tolerance: 0.05).map(\.points))
    }

    @Test("a curve wholly outside what shows is one line to its end")
    func outsideIsALine() {
        var path = Path()
        path.move(to: CGPoint(x: -100, y: -100))
        path.addCurve(to: CGPoint(x: -50, y: -100), control1: CGPoint(x: -90, y: -300), control2: CGPoint(x: -60, y: -300))
        path.addQuadCurve(to: CGPoint(x: -100, y: -100), control: CGPoint(x: -75, y: 40))
        #expect(Outlines.polylines(path, tolerance: 0.05, visible: Self.canvas).first?.points
            == [CGPoint(x: -100, y: -100), CGPoint(x: -50, y: -100), CGPoint(x: -100, y: -100)])
    }

    @Test("the curves of one path together are cut into no more than the path's budget of points")
    func pathOfWildCurvesIsBounded() {
        // 2,000 curves each reaching a million points out and crossing what shows: alone, each
        // would be cut into up to 4,096 points (8 million in all).
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        for i in 0 ..< 2_000 {
            let end = CGPoint(x: i.isMultiple(of: 2) ? 60 : 0, y: i.isMultiple(of: 2) ? 60 : 0)
            path.addCurve(to: end, control1: CGPoint(x: 1e6, y: -1e6), control2: CGPoint(x: -1e6, y: 1e6))
        }
        let points = Outlines.polylines(path, tolerance: 0.05, visible: Self.canvas).reduce(0) { $0 + $1.points.count }
        #expect(points > 2_000 * 16)
        // (A cut that runs out of its share ends each piece still pending, at most 25, with a line.)
        #expect(points <= Outlines.pathPointBudget + 2_000 * 25 + 1)
    }

    @Test("a curve whose control points are a million points away is cut into a bounded number of points")
    func farCurveIsBounded() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 60, y: 60), control1: CGPoint(x: 1e6, y: -1e6), control2: CGPoint(x: -1e6, y: 1e6))
        let points = try #require(Outlines.polylines(path, tolerance: 0.05, visible: Self.canvas).first?.points)
        #expect(points.count <= Outlines.maximumCurvePoints + 1)
        #expect(points.first == CGPoint(x: 0, y: 0) && points.last == CGPoint(x: 60, y: 60))
        // Where it shows, every point of the curve is within the tolerance of a piece.
        let pieces = zip(points, points.dropFirst()).filter { Self.canvas.insetBy(dx: -4, dy: -4).intersects(Outlines.hull($0.0, $0.1)) }
        func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
            let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
            let t = length > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1) : 0
            return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
        }
        var checked = 0
        for i in 0...1_000_000 {
            let t = CGFloat(i) / 1_000_000, u = 1 - t
            let p = CGPoint(x: 3 * u * u * t * 1e6 - 3 * u * t * t * 1e6 + t * t * t * 60, y: -3 * u * u * t * 1e6 + 3 * u * t * t * 1e6 + t * t * t * 60)
            guard CGRect(x: 0, y: 0, width: 64, height: 64).contains(p) else { continue }
            checked += 1
            #expect(pieces.contains { distance(p, $0.0, $0.1) <= 0.06 })
        }
        #expect(checked > 0)
    }
}
