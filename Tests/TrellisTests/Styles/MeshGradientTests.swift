import Foundation
import Testing
@testable import Trellis

/// Mesh gradients as shape styles and views, as the drawing carries them.
@Suite("Mesh gradients")
@MainActor
struct MeshGradientTests {
    private let size = ProposedViewSize(width: 100, height: 40)
    private let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    private func paint(_ element: LayoutResult.Element?) -> LayoutResult.Paint? {
        switch element?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    // https://developer.apple.com/documentation/swiftui/meshgradient
    @Test("a mesh gradient view fills its proposal like a colour")
    func viewFillsProposal() {
        let result = MeshGradient(width: 2, height: 2, points: square, colors: [.red, .green, .blue, .yellow]).layout(in: size)
        #expect(result.elements.last?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(result.elements.last?.name == "MeshGradient")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("the paint carries the points, the colours row by row and then the background")
    func paintCarriesMesh() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0.25, 1], [1, 0.75]],
                                colors: [.red, .green, .blue, .yellow], background: .black, smoothsColors: false)
        let paint = paint(Rectangle().fill(mesh).layout(in: size).elements.last)
        #expect(paint?.gradient?.geometry == .mesh(
            width: 2, height: 2, points: [UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 0), UnitPoint(x: 0.25, y: 1), UnitPoint(x: 1, y: 0.75)],
            smoothsColors: false))
        let expected = [Color.red, .green, .blue, .yellow, .black].map { LayoutResult.Paint($0).hex }
        #expect(paint?.gradient?.stops.map(\.paint.hex) == expected)
    }

    @Test("Bézier points draw at their positions")
    func bezierPositions() {
        let points = square.map {
            MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0, topControlPoint: $0, trailingControlPoint: $0, bottomControlPoint: $0)
        }
        let bezier = MeshGradient(width: 2, height: 2, bezierPoints: points, colors: [.red, .green, .blue, .yellow])
        let plain = MeshGradient(width: 2, height: 2, points: square, colors: [.red, .green, .blue, .yellow])
        #expect(paint(Rectangle().fill(bezier).layout(in: size).elements.last) == paint(Rectangle().fill(plain).layout(in: size).elements.last))
    }

    @Test("resolved colours draw as the colours they resolve")
    func resolvedColours() {
        let resolved = [Color.Resolved(red: 1, green: 0, blue: 0), Color.Resolved(red: 0, green: 0, blue: 1)]
        let mesh = MeshGradient(width: 2, height: 2, points: square, resolvedColors: resolved + resolved)
        #expect(mesh.colors == .resolvedColors(resolved + resolved))
        let hexes = paint(Rectangle().fill(mesh).layout(in: size).elements.last)?.gradient?.stops.map(\.paint.hex)
        #expect(hexes?.prefix(4).map { $0 } == ["#ff0000", "#0000ff", "#ff0000", "#0000ff"])
    }

    @Test("a mesh narrower than 2 points is reported and paints only its background")
    func tooNarrow() {
        let mesh = MeshGradient(width: 1, height: 2, points: [[0, 0], [0, 1]], colors: [.red, .blue], background: .green)
        let result = Rectangle().fill(mesh).layout(in: size)
        #expect(result.diagnostics.count == 1)
        let gradient = paint(result.elements.last)?.gradient
        #expect(gradient?.geometry == .mesh(width: 0, height: 0, points: [], smoothsColors: true))
        #expect(gradient?.stops.map(\.paint.hex) == [LayoutResult.Paint(.green).hex])
    }

    @Test("a mesh whose point count is not width × height is reported")
    func wrongPointCount() {
        let mesh = MeshGradient(width: 2, height: 2, points: Array(square.prefix(3)), colors: [.red, .green, .blue, .yellow])
        let result = Rectangle().fill(mesh).layout(in: size)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("3 points") == true)
    }

    @Test("a mesh with a NaN point is reported and paints its background")
    func nanPoint() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .yellow])
        let result = Rectangle().fill(mesh).layout(in: size)
        #expect(result.diagnostics.count == 1)
        #expect(paint(result.elements.last)?.gradient?.stops.count == 1)
    }

    @Test("a huge mesh size is reported, not allocated")
    func hugeSize() {
        let mesh = MeshGradient(width: .max, height: .max, points: square, colors: [.red, .green, .blue, .yellow])
        #expect(Rectangle().fill(mesh).layout(in: size).diagnostics.count == 1)
    }

    @Test("GraphicsContext.Shading.meshGradient fills with the mesh over the canvas")
    func canvasShading() {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [.red, .green, .blue, .yellow])
        let result = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .meshGradient(mesh))
        }.layout(in: size)
        var found: LayoutResult.Paint?
        for element in result.elements {
            if case let .canvas(drawing)? = element.drawing, case let .fill(_, paint, _)? = drawing.commands.first?.content { found = paint }
        }
        #expect(found?.gradient?.geometry == .mesh(
            width: 2, height: 2, points: square.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }, smoothsColors: true))
    }
}
