import Foundation
import Testing
@testable import Trellis

/// A triangle pointing up, in its rectangle.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A shape that is always 30 × 20, whatever it is offered.
private struct Badge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
}

/// A wedge in the leading half of its rectangle that keeps its side in a right-to-left layout.
private struct FixedWedge: Shape {
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A shape whose size is not a number.
private struct Broken: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: CGFloat.nan, height: -5) }
}

/// Custom shapes and paths as views: sized by `sizeThatFits`, drawn by their path where placed.
@Suite("Shapes in layout")
@MainActor
struct ShapeLayoutTests {
    private func path(of element: LayoutResult.Element?) -> Path? {
        guard case let .shape(.path(path), _)? = element?.drawing else { return nil }
        return path
    }

    // https://developer.apple.com/documentation/swiftui/shape/sizethatfits(_:)
    @Test("a custom shape takes its proposal, 10 on an unspecified axis")
    func customShapeDefaultSizing() {
        let result = HStack(spacing: 0) { Triangle().id("t") }.fixedSize(horizontal: true, vertical: false)
            .layout(in: ProposedViewSize(width: 100, height: 40))
        #expect(result.frame(of: "t") == CGRect(x: 0, y: 0, width: 10, height: 40))
    }

    // Source: github.com/iamcgn/swiftui-web, Fixtures/Goldens/shape/modifiers/frames.json:
    // `Path { $0.addRect(0, 0, 24, 16) }` in a fixedSize HStack ("pathIdeal") is 10 × 10, its
    // own rectangle notwithstanding.
    @Test("a path view's ideal size is 10 by 10, whatever it draws")
    func pathIdealSize() {
        let result = Path { $0.addRect(CGRect(x: 0, y: 0, width: 24, height: 16)) }.id("p").fixedSize().layout(in: .unspecified)
        #expect(result.frame(of: "p") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/shape/sizethatfits(_:)
    @Test("a shape's own sizeThatFits decides its size")
    func customSizeThatFits() {
        let result = Badge().id("b").frame(width: 100, height: 100).layout(in: .unspecified)
        #expect(result.frame(of: "b") == CGRect(x: 35, y: 40, width: 30, height: 20))
    }

    @Test("a shape's path is made in its bounds and drawn at its frame")
    func pathDrawnAtFrame() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 20)
            Triangle().id("t")
        }.frame(width: 60, height: 30).layout(in: .unspecified)
        let expected = Triangle().path(in: CGRect(x: 20, y: 0, width: 40, height: 30))
        #expect(path(of: result.element(id: "t")) == expected)
    }

    @Test("a path view draws in its own coordinates, moved to its frame")
    func pathViewDrawing() {
        let triangle = Path { $0.addLines([CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]) }
        let result = triangle.id("p").frame(width: 10, height: 10).padding(5).layout(in: .unspecified)
        #expect(path(of: result.element(id: "p")) == triangle.offsetBy(dx: 5, dy: 5))
    }

    // https://developer.apple.com/documentation/swiftui/shape/layoutdirectionbehavior
    @Test("right to left, a shape's path is mirrored in its bounds; a fixed one is not")
    func mirroring() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let mirrored = MirroringWedge().frame(width: 40, height: 10).layout(in: .unspecified, environment: environment)
        #expect(path(of: mirrored.elements.last)?.boundingRect == CGRect(x: 20, y: 0, width: 20, height: 10))
        let fixed = FixedWedge().frame(width: 40, height: 10).layout(in: .unspecified, environment: environment)
        #expect(path(of: fixed.elements.last)?.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    // Source: github.com/iamcgn/swiftui-web, Fixtures/Goldens/shape/builtin/frames.json:
    // `AnyShape(Circle())` offered 60 × 40 ("any") is 40 × 40, as a circle is.
    @Test("a type-erased shape sizes as the shape it wraps")
    func anyShapeSizesAsBase() {
        let result = AnyShape(Circle()).id("a").frame(width: 60, height: 40).layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 10, y: 0, width: 40, height: 40))
        #expect(result.element(id: "a")?.drawing == .shape(.circle, LayoutResult.Paint(.primary)))
    }

    // Source: github.com/iamcgn/swiftui-web, Fixtures/Goldens/shape/modifiers/frames.json:
    // `RoundedRectangle(cornerRadius: 12).inset(by: 5)` in a 60 × 40 frame ("inset") is 60 × 40.
    @Test("an inset shape takes the frame its base would")
    func insetShapeSizing() {
        let result = RoundedRectangle(cornerRadius: 12).inset(by: 5).id("i").frame(width: 60, height: 40).layout(in: .unspecified)
        #expect(result.frame(of: "i") == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(path(of: result.element(id: "i"))?.boundingRect == CGRect(x: 5, y: 5, width: 50, height: 30))
        #expect(result.element(id: "i")?.name == "RoundedRectangle.inset(by: 5)")
    }

    @Test("a custom shape is filled with the foreground colour, or its fill")
    func customShapeColour() {
        let result = Triangle().fill(.orange).frame(width: 10, height: 10).layout(in: .unspecified)
        guard case let .shape(_, paint)? = result.elements.last?.drawing else {
            Issue.record("expected a shape")
            return
        }
        #expect(paint == LayoutResult.Paint(.orange))
    }

    @Test("a shape that answers a NaN or negative size gets 0 and a diagnostic")
    func brokenSize() {
        let result = Broken().id("b").layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(result.frame(of: "b")?.size == .zero)
        #expect(result.diagnostics.contains { $0.kind == .invalidSize })
    }

    // https://developer.apple.com/documentation/swiftui/shape/role
    @Test("a shape's role is fill unless it says otherwise")
    func defaultRole() {
        #expect(Triangle.role == .fill)
        #expect(Circle.role == .fill)
    }
}

/// FixedWedge's path with Shape's default layout direction behavior, which mirrors right to
/// left.
private struct MirroringWedge: Shape {
    func path(in rect: CGRect) -> Path { FixedWedge().path(in: rect) }
}
