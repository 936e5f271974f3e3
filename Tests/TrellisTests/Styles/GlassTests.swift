import Foundation
import Testing
@testable import Trellis

// Liquid Glass (iOS 26): `glassEffect`, `Glass`, `GlassEffectContainer` and the glass button
// styles. Apple documents glass as a material behind the view in a capsule by default
// (developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)); the colours it is drawn
// in are derived (docs/differences.md).
@MainActor
@Suite("Glass")
struct GlassTests {
    private let window = ProposedViewSize(width: 200, height: 100)

    /// The element drawing the glass behind the view marked "content", and the content's frame.
    private func glass(_ view: some View) throws -> (drawing: LayoutResult.Drawing?, frame: CGRect, content: CGRect) {
        let result = view.layout(in: window)
        let content = try #require(result.frame(of: "content"))
        let behind = try #require(result.elements.first { element in
            if case .shape? = element.drawing { return element.frame == content }
            return false
        })
        return (behind.drawing, behind.frame, content)
    }

    @Test("glass is drawn behind the view in a capsule filling its frame, as the regular material")
    func regularGlassIsCapsuleOfMaterial() throws {
        let drawn = try glass(Color.clear.frame(width: 120, height: 44).id("content").glassEffect())
        guard case let .shape(outline, paint)? = drawn.drawing else {
            Issue.record("no glass shape: \(String(describing: drawn.drawing))")
            return
        }
        #expect(outline == .capsule)
        #expect(paint == LayoutResult.Paint(Color(red: 1, green: 1, blue: 1, opacity: Material.regular.opacity)))
    }

    @Test("glass in a shape takes that shape")
    func glassTakesItsShape() throws {
        let drawn = try glass(Color.clear.frame(width: 44, height: 44).id("content").glassEffect(.clear, in: .circle))
        guard case .shape(let kind, let paint)? = drawn.drawing else {
            Issue.record("no glass shape")
            return
        }
        #expect(kind == .circle)
        #expect(paint.opacity == Material.ultraThin.opacity)
    }

    @Test("tinted glass is drawn in its tint at the variant's opacity")
    func tintedGlass() throws {
        let drawn = try glass(Color.clear.frame(width: 120, height: 44).id("content").glassEffect(.regular.tint(.blue).interactive()))
        guard case .shape(_, let paint)? = drawn.drawing else {
            Issue.record("no glass shape")
            return
        }
        #expect(paint == LayoutResult.Paint(Color.blue.opacity(Material.regular.opacity)))
    }

    @Test("glass moves no frame, and identity glass draws nothing")
    func glassMovesNoFrame() {
        let plain = Text("A").padding().layout(in: window)
        let glassy = Text("A").padding().glassEffect().layout(in: window)
        #expect(plain.size == glassy.size)
        let identity = Text("A").padding().glassEffect(.identity).layout(in: window)
        let painted = identity.elements.compactMap { element -> Double? in
            if case let .shape(_, paint)? = element.drawing { return paint.opacity }
            return nil
        }
        #expect(painted.allSatisfy { $0 == 0 })
    }

    @Test("a glass container lays its content out as it is")
    func containerIsTransparentToLayout() {
        let row = HStack(spacing: 20) { Color.red.frame(width: 44, height: 44).glassEffect(); Color.blue.frame(width: 44, height: 44) }
        let plain = row.layout(in: window)
        let contained = GlassEffectContainer(spacing: 30) { row }.layout(in: window)
        #expect(plain.elements.map(\.frame) == contained.elements.map(\.frame))
    }

    @Test("a glass button has the bordered button's size")
    func glassButtonIsBorderedSize() {
        let bordered = Button("Edit") {}.buttonStyle(.bordered).layout(in: window).size
        #expect(Button("Edit") {}.buttonStyle(.glass).layout(in: window).size == bordered)
        #expect(Button("Edit") {}.buttonStyle(.glass(.clear)).layout(in: window).size == bordered)
        #expect(Button("Done") {}.buttonStyle(.glassProminent).layout(in: window).size
            == Button("Done") {}.buttonStyle(.borderedProminent).layout(in: window).size)
    }

    @Test("a prominent glass button's bezel is the tint's glass and its label white")
    func prominentGlassIsTinted() throws {
        let result = Button("Done") {}.buttonStyle(.glassProminent).tint(.green).layout(in: window)
        let controls = result.elements.compactMap { element -> LayoutResult.ControlDrawing? in
            if case let .control(control)? = element.drawing { return control }
            return nil
        }
        let control = try #require(controls.first)
        #expect(control.tint == LayoutResult.Paint(Color.green.opacity(Material.regular.opacity)))
    }

    @Test("glass IDs, unions and transitions change nothing drawn")
    func recordedModifiersAreInert() {
        let namespace = Namespace().wrappedValue
        let plain = Color.red.frame(width: 44, height: 44).glassEffect().layout(in: window)
        let named = Color.red.frame(width: 44, height: 44).glassEffect()
            .glassEffectID("a", in: namespace).glassEffectUnion(id: "u", namespace: namespace)
            .glassEffectTransition(.materialize).layout(in: window)
        #expect(plain.elements.map(\.frame) == named.elements.map(\.frame))
        #expect(plain.elements.map(\.drawing) == named.elements.map(\.drawing))
    }
}
