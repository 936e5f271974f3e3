import Foundation
import Testing
@testable import Trellis

/// Colours set through SwiftUI's foreground-style API, as renderers see them.
@Suite("Foreground styles")
@MainActor
struct ForegroundStyleTests {
    private func paint(_ color: Color) -> LayoutResult.Paint { LayoutResult.Paint(color) }

    private func textPaint(_ element: LayoutResult.Element) -> LayoutResult.Paint? {
        if case let .text(drawing) = element.drawing { return drawing.paint }
        return nil
    }

    // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    @Test("fill(_:) draws a shape filled with the style", arguments: 0..<5)
    func fillEachShape(shape: Int) {
        let views: [AnyView] = [
            AnyView(Rectangle().fill(.orange)), AnyView(RoundedRectangle(cornerRadius: 4).fill(.orange)),
            AnyView(Circle().fill(.orange)), AnyView(Ellipse().fill(.orange)), AnyView(Capsule().fill(.orange)),
        ]
        let result = views[shape].layout(in: ProposedViewSize(width: 20, height: 10))
        guard case let .shape(_, fill) = result.elements.last?.drawing else {
            Issue.record("expected a shape, got \(String(describing: result.elements.last?.drawing))")
            return
        }
        #expect(fill == paint(.orange))
    }

    @Test("fill adds no view to the tree")
    func fillAddsNoNode() {
        let result = Circle().fill(.red).frame(width: 10, height: 10).layout(in: .unspecified)
        #expect(result.elements.map(\.name) == ["frame(width: 10, height: 10)", "Circle"])
    }

    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @Test("foregroundStyle colours the shapes and text inside the view")
    func foregroundStyleReachesDescendants() {
        let result = VStack { Rectangle(); Text("a") }.foregroundStyle(.green)
            .layout(in: ProposedViewSize(width: 50, height: 50), fonts: .testFont)
        #expect(result.elements[1].drawing == .shape(.rectangle, paint(.green)))
        #expect(textPaint(result.elements[2]) == paint(.green))
    }

    @Test("a style set further in wins over one set further out")
    func innerStyleWins() {
        let result = VStack { Circle().fill(.red); Circle() }.foregroundStyle(.blue)
            .layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(result.elements[1].drawing == .shape(.circle, paint(.red)))
        #expect(result.elements[2].drawing == .shape(.circle, paint(.blue)))
    }

    // https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
    @Test("Text.foregroundColor returns Text and wins over the environment's colour")
    func textForegroundColor() {
        let text: Text = Text("a").foregroundColor(.red)
        let result = VStack { text }.foregroundColor(.blue).layout(in: .unspecified, fonts: .testFont)
        #expect(textPaint(result.elements[1]) == paint(.red))
    }

    @Test("Text.foregroundStyle returns Text drawn in the colour")
    func textForegroundStyle() {
        let text: Text = Text("a").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
        let result = text.layout(in: .unspecified, fonts: .testFont)
        #expect(textPaint(result.elements[0]) == paint(Color(red: 0.2, green: 0.4, blue: 0.6)))
    }

    // https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) — nil: "the
    // default foreground color".
    @Test("foregroundColor(nil) restores the primary colour")
    func foregroundColorNil() {
        let result = Rectangle().foregroundColor(nil).foregroundColor(.red).layout(in: .unspecified)
        #expect(result.elements[0].drawing == .shape(.rectangle, paint(.primary)))
    }

    @Test("text and shapes are primary when no style is set")
    func defaultsArePrimary() {
        let result = HStack { Capsule(); Text("a") }.layout(in: ProposedViewSize(width: 50, height: 50), fonts: .testFont)
        #expect(result.elements[1].drawing == .shape(.capsule, paint(.primary)))
        #expect(textPaint(result.elements[2]) == paint(.primary))
    }

    private struct Stripes: ShapeStyle {}

    @Test("a style that is not a colour is reported and leaves the colour unchanged")
    func unsupportedStyle() {
        let result = Rectangle().foregroundStyle(Stripes()).foregroundStyle(.red).layout(in: .unspecified)
        #expect(result.elements[0].drawing == .shape(.rectangle, paint(.red)))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
        #expect(result.diagnostics.first?.view == "foregroundStyle")
    }

    @Test("the shape-style colour names are the colours of the same name")
    func shapeStyleNames() {
        func style<S: ShapeStyle>(_ style: S) -> S { style }
        #expect(style(.red) == Color.red)
        #expect(style(.clear) == Color.clear)
        let color: Color = .teal
        #expect(color == Color.teal)
    }
}
