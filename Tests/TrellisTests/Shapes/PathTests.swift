import Foundation
import Testing
@testable import Trellis

/// Path's own API: building, reading, transforming, hit-testing and its text form.
@Suite("Path")
struct PathTests {
    // https://developer.apple.com/documentation/swiftui/path/addline(to:)
    @Test("a line without a current point adds nothing, as CoreGraphics does")
    func lineNeedsCurrentPoint() {
        var path = Path()
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(path.isEmpty)
    }

    // https://developer.apple.com/documentation/swiftui/path/currentpoint
    @Test("the current point is the last point, and a close returns it to the subpath's start")
    func currentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    // https://developer.apple.com/documentation/swiftui/path/boundingrect
    @Test("the bounding rectangle holds the curves, not their control points")
    func boundingRectExcludesControlPoints() {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40))
        let box = circle.boundingRect
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.minY - 20) < 1e-9)
        #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 40) < 1e-9)
        #expect(Path().boundingRect.isNull)
    }

    // https://developer.apple.com/documentation/swiftui/path/applying(_:)
    @Test("applying a transform moves every point; offsetBy translates")
    func transforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: 5) == Path(CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    // https://developer.apple.com/documentation/swiftui/path/contains(_:eofill:)
    @Test("a pentagram's centre is inside by the non-zero rule and outside by even-odd")
    func containsFillRules() {
        var star = Path()
        star.addLines((0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return CGPoint(x: 30 + 26 * cos(angle), y: 30 + 26 * sin(angle))
        })
        star.closeSubpath()
        #expect(star.contains(CGPoint(x: 30, y: 30)))
        #expect(!star.contains(CGPoint(x: 30, y: 30), eoFill: true))
        #expect(!star.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("a circle contains its centre and not its bounding box's corners")
    func containsCurves() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.contains(CGPoint(x: 10, y: 10)))
        #expect(!circle.contains(CGPoint(x: 1, y: 1)))
    }

    // https://developer.apple.com/documentation/swiftui/path/description
    @Test("the description reads back into the same path")
    func descriptionRoundTrips() {
        var path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
        #expect(Path(path.description)?.description == path.description)
        #expect(Path(CGRect(x: 0, y: 0, width: 100, height: 60)).description == "0 0 m 100 0 l 100 60 l 0 60 l h")
    }

    // https://developer.apple.com/documentation/swiftui/path/init(_:)-87w1j
    @Test("a malformed description makes no path", arguments: ["0 0 x", "1 m", "0 0 l", "0 0 m 1", "h"])
    func malformedDescription(_ text: String) {
        #expect(Path(text) == nil)
    }

    @Test("forEach visits every element in order")
    func forEachVisitsElements() {
        var seen: [Path.Element] = []
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { seen.append($0) }
        #expect(seen == [.move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 0, y: 1)), .closeSubpath])
    }

    @Test("a negative or NaN corner makes a plain rectangle")
    func badCornersMakeRectangles() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(Path(roundedRect: rect, cornerRadius: -4) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect))
    }

    @Test("an arc with a NaN angle is only its start: a move, and no curves")
    func nanArc() {
        let path = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(.nan), clockwise: false) }
        #expect(path.elements == [.move(to: CGPoint(x: 10, y: 0))])
    }

    @Test("an arc between two tangents meets both lines")
    func tangentArc() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        #expect(path.elements[1] == .line(to: CGPoint(x: 15, y: 0)))
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 5) < 1e-9)
    }

    @Test("an arc of 3.6 billion degrees folds its whole turns: at most two turns of curves, ending where it should")
    func hugeArcFoldsTurns() {
        let path = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360 * 1e7 + 90), clockwise: false) }
        #expect(path.elements.count <= 9)
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x) < 1e-4 && abs(end.y - 10) < 1e-4)
    }

    @Test("an arc of 1e300 degrees draws a finite circle in its own direction")
    func astronomicalArc() {
        let path = Path { $0.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-1e300)) }
        #expect(path.elements.count > 4 && path.elements.count <= 9)
        #expect(path.boundingRect.width > 19.9 && path.boundingRect.width < 20.1)
        if case let .curve(to, _, _) = path.elements[1] { #expect(to.y < 0) } else { Issue.record("no curve") }
    }
}

