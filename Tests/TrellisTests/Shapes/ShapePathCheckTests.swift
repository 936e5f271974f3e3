import Foundation
import Testing
@testable import Trellis

/// Bad input in a custom shape's path: a point that is not a number is reported and dropped
/// (issue 22, "a path with a NaN point is reported and dropped"; docs/semantics.md, "Bad input").
@Suite("Shape paths with bad points")
@MainActor
struct ShapePathCheckTests {
    /// A triangle whose apex divides by the height: NaN when the shape is 0 tall.
    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.height / rect.height * rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test("a path element with a NaN point is reported and left out of the drawing")
    func nanPointDropped() {
        let result = LayoutHost(Wedge().frame(width: 40, height: 0)).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.diagnostics.contains { $0.kind == .invalidPosition && $0.message.contains("not finite") })
        let drawing = result.elements.compactMap(\.drawing).first
        guard case let .shape(.path(path), _)? = drawing else {
            Issue.record("expected a path, got \(String(describing: drawing))")
            return
        }
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case let .move(to: point), let .line(to: point): points.append(point)
            default: break
            }
        }
        #expect(points.count == 2)
        #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("a path whose points are all finite reports nothing")
    func finitePathIsQuiet() {
        let result = LayoutHost(Wedge().frame(width: 40, height: 30)).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.diagnostics.isEmpty)
    }
}
