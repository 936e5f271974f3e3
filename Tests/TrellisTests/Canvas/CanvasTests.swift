import Foundation
import Testing
@testable import Trellis

/// How a canvas lays out and what its context records (issue 40).
@Suite("Canvas")
@MainActor
struct CanvasTests {
    /// The canvas element's drawing in a layout of `view`.
    func drawing<V: View>(_ view: V, in proposal: ProposedViewSize = ProposedViewSize(width: 40, height: 40)) -> LayoutResult.CanvasDrawing? {
        let result = view.layout(in: proposal)
        for element in result.elements {
            if case let .canvas(drawing)? = element.drawing { return drawing }
        }
        return nil
    }

    @Test("a canvas takes the size proposed")
    func takesProposal() {
        let result = Canvas { _, _ in }.layout(in: ProposedViewSize(width: 70, height: 30))
        #expect(result.size == CGSize(width: 70, height: 30))
    }

    @Test("a canvas is 10 by 10 for an unspecified proposal")
    func unspecified() {
        #expect(Canvas { _, _ in }.layout(in: .unspecified).size == CGSize(width: 10, height: 10))
    }

    @Test("the renderer is given the frame's size")
    func rendererSize() {
        let drawing = drawing(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, in: ProposedViewSize(width: 30, height: 12))
        #expect(drawing?.size == CGSize(width: 30, height: 12))
        guard case let .fill(path, _, _)? = drawing?.commands.first?.content else {
            Issue.record("expected a fill")
            return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 12))
    }

    @Test("a command keeps the transform, opacity and blend mode in effect")
    func state() {
        let command = drawing(Canvas { context, _ in
            context.translateBy(x: 5, y: 6)
            context.scaleBy(x: 2, y: 2)
            context.opacity = 0.25
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        })?.commands.first
        #expect(command?.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(command?.opacity == 0.25)
        #expect(command?.blendMode == .multiply)
    }

    @Test("a copy of a context draws with its own state into the same canvas")
    func copies() {
        let commands = drawing(Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
        })?.commands ?? []
        #expect(commands.map(\.transform.tx) == [10, 0])
    }

    @Test("a clip is kept in canvas coordinates and narrows clipBoundingRect")
    func clipBounds() {
        var bounds = CGRect.null
        let drawing = drawing(Canvas { context, _ in
            context.translateBy(x: 10, y: 0)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            bounds = context.clipBoundingRect
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        })
        #expect(bounds == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(drawing?.commands.first?.clips.first?.path.boundingRect == CGRect(x: 10, y: 0, width: 5, height: 5))
    }

    @Test("clipToLayer clips to the union of what its content fills")
    func clipToLayer() {
        let clip = drawing(Canvas { context, _ in
            context.clipToLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
                layer.fill(Path(CGRect(x: 20, y: 20, width: 5, height: 5)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        })?.commands.first?.clips.first
        #expect(clip?.path.boundingRect == CGRect(x: 0, y: 0, width: 25, height: 25))
        #expect(clip?.path.contains(CGPoint(x: 10, y: 10)) == false)
    }

    @Test("a transform that is not finite draws nothing")
    func nonFiniteTransform() {
        let drawing = drawing(Canvas { context, _ in
            context.translateBy(x: .nan, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
            context.scaleBy(x: .infinity, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        })
        #expect(drawing?.commands.isEmpty == true)
    }

    @Test("a canvas with no area calls no renderer")
    func emptyCanvas() {
        var called = false
        let result = Canvas { _, _ in called = true }.frame(width: 0, height: 10).layout(in: .unspecified)
        #expect(result.elements.allSatisfy { $0.drawing == nil })
        #expect(!called)
    }

    @Test("commands past the maximum are dropped and counted")
    func commandCap() {
        let drawing = drawing(Canvas { context, _ in
            for _ in 0..<(LayoutResult.CanvasDrawing.maximumCommands + 3) {
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
        })
        #expect(drawing?.commands.count == LayoutResult.CanvasDrawing.maximumCommands)
        #expect(drawing?.droppedCommands == 3)
    }

    @Test("a stroke records its style; a line width that is not positive records nothing")
    func strokes() {
        let commands = drawing(Canvas { context, _ in
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), style: StrokeStyle(lineWidth: 3, dash: [2]))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: .nan)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: -1)
        })?.commands ?? []
        #expect(commands.count == 1)
        guard case let .stroke(_, _, style)? = commands.first?.content else {
            Issue.record("expected a stroke")
            return
        }
        #expect(style.lineWidth == 3 && style.dash == [2])
    }

    @Test("resolved text measures and draws at its ideal size around the anchor")
    func resolvedText() {
        var measured = CGSize.zero
        let drawing = drawing(Canvas { context, _ in
            let text = context.resolve(Text("Hello"))
            measured = text.measure(in: CGSize(width: 1000, height: 1000))
            context.draw(text, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
        })
        #expect(measured.width > 0 && measured.height > 0)
        guard case let .text(text)? = drawing?.commands.first?.content else {
            Issue.record("expected text")
            return
        }
        #expect(text.lines.first?.text == "Hello")
        #expect(text.lines.first?.origin.x == 20)
    }

    @Test("a linear gradient shading is relative to the canvas's bounds")
    func gradient() {
        let command = drawing(Canvas { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
                with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 20, y: 0)))
        })?.commands.first
        guard case let .fill(_, paint, _)? = command?.content else {
            Issue.record("expected a fill")
            return
        }
        #expect(paint.gradient?.geometry == .linear(startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 0.5, y: 0)))
    }

    @Test("the foreground shading is the environment's foreground colour")
    func foreground() {
        let command = drawing(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground)
        }.foregroundStyle(.green))?.commands.first
        guard case let .fill(_, paint, _)? = command?.content else {
            Issue.record("expected a fill")
            return
        }
        #expect(paint == LayoutResult.Paint(Color.green))
    }

    @Test("grayscale filter makes a fill's colour grey")
    func grayscale() {
        let command = drawing(Canvas { context, _ in
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(red: 1, green: 0, blue: 0))
        })?.commands.first
        guard case let .fill(_, paint, _)? = command?.content else {
            Issue.record("expected a fill")
            return
        }
        #expect(abs(paint.red - paint.green) < 1e-9 && abs(paint.green - paint.blue) < 1e-9)
        #expect(abs(paint.red - 0.2126) < 1e-9)
    }

    @Test("a blend mode Trellis cannot draw is recorded as inert and drawn normally")
    func inertBlendMode() {
        let command = drawing(Canvas { context, _ in
            context.blendMode = .xor
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        })?.commands.first
        #expect(command?.blendMode == .normal)
        #expect(command?.inertEffects == ["blendMode 25"])
    }

    @Test("an affine projection filter moves what is drawn; a perspective one is inert")
    func projectionFilter() {
        let commands = drawing(Canvas { context, _ in
            var moved = context
            moved.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))))
            moved.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
            var perspective = ProjectionTransform()
            perspective.m13 = 0.01
            context.addFilter(.projectionTransform(perspective))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        })?.commands ?? []
        #expect(commands.first?.transform == CGAffineTransform(translationX: 3, y: 4))
        #expect(commands.last?.inertEffects == ["projectionTransform"])
    }
}
