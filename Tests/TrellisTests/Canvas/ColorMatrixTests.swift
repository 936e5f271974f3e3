import Foundation
import Testing
@testable import Trellis

// `ColorMatrix` and `GraphicsContext.Filter.colorMatrix(_:)`: SwiftUI ("ColorMatrix": "A
// matrix to use in an RGBA color transformation") — each output component is a row's weights
// of (r, g, b, a) plus its constant.
@Suite("Canvas colour matrix filter")
@MainActor
struct ColorMatrixTests {
    /// The paint of the first fill `matrix` filters: an opaque (0.2, 0.4, 0.6) square.
    private func filtered(_ matrix: ColorMatrix) -> LayoutResult.Paint? {
        let result = Canvas { context, _ in
            context.addFilter(.colorMatrix(matrix))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(red: 0.2, green: 0.4, blue: 0.6))
        }.layout(in: ProposedViewSize(width: 10, height: 10))
        for element in result.elements {
            if case let .canvas(drawing)? = element.drawing, case let .fill(_, paint, _)? = drawing.commands.first?.content { return paint }
        }
        return nil
    }

    @Test("the identity matrix leaves the colour unchanged")
    func identityUnchanged() throws {
        let paint = try #require(filtered(ColorMatrix()))
        #expect(abs(paint.red - 0.2) < 1e-6 && abs(paint.green - 0.4) < 1e-6 && abs(paint.blue - 0.6) < 1e-6 && paint.opacity == 1)
    }

    @Test("a matrix that swaps red and blue swaps them")
    func swapRedBlue() throws {
        var swap = ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        let paint = try #require(filtered(swap))
        #expect(abs(paint.red - 0.6) < 1e-6 && abs(paint.blue - 0.2) < 1e-6 && abs(paint.green - 0.4) < 1e-6)
    }

    @Test("the constant column adds, and the result is clamped into 0...1")
    func constantsAndClamp() throws {
        var matrix = ColorMatrix()
        (matrix.g5, matrix.r5, matrix.a4) = (0.1, 5, 0.5)
        let paint = try #require(filtered(matrix))
        #expect(abs(paint.green - 0.5) < 1e-6)
        #expect(paint.red == 1)
        #expect(abs(paint.opacity - 0.5) < 1e-6)
    }

    @Test("a matrix of NaN weights gives zero, not NaN")
    func nanWeights() throws {
        var matrix = ColorMatrix()
        matrix.r1 = .nan
        let paint = try #require(filtered(matrix))
        #expect(paint.red == 0)
    }

    @Test("matrices compare by their weights")
    func equality() {
        var changed = ColorMatrix()
        changed.a1 = 0.5
        #expect(ColorMatrix() == ColorMatrix())
        #expect(changed != ColorMatrix())
    }
}
