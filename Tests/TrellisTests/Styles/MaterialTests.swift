import Foundation
import Testing
@testable import Trellis

// Materials, drawn as a translucent layer without blur (docs/differences.md): SwiftUI
// ("Material": "a background material type … that creates different levels of
// translucency") — thicker materials let less of what is behind show through.
@MainActor
@Suite("Materials")
struct MaterialTests {
    private func paint(_ view: some View) -> LayoutResult.Paint? {
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10))
        switch result.elements.last?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    @Test("thicker materials are drawn more opaque")
    func thickerIsMoreOpaque() {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let opacities = materials.map { paint(Rectangle().fill($0))?.opacity ?? -1 }
        #expect(opacities.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(opacities == opacities.sorted())
        #expect(Set(opacities).count == materials.count)
    }

    @Test("the ShapeStyle members are the materials")
    func shapeStyleMembers() {
        #expect(paint(Rectangle().fill(.regularMaterial)) == paint(Rectangle().fill(Material.regular)))
        #expect(paint(Rectangle().fill(.ultraThinMaterial)) == paint(Rectangle().fill(Material.ultraThin)))
        #expect(paint(Rectangle().fill(.thickMaterial)) == paint(Rectangle().fill(Material.thick)))
        #expect(paint(Rectangle().fill(.bar)) == paint(Rectangle().fill(Material.bar)))
    }

    @Test("a material is light in a light scheme and dark in a dark one")
    func materialFollowsScheme() throws {
        let light = try #require(paint(Rectangle().fill(.thinMaterial)))
        let dark = try #require(paint(Rectangle().fill(.thinMaterial).environment(\.colorScheme, .dark)))
        #expect(light.red > 0.9 && dark.red < 0.2)
        #expect(light.opacity == dark.opacity)
    }

    @Test("a material background lets the colour behind show through, lightened")
    func materialOverColourInRender() throws {
        let view = Color.red.frame(width: 10, height: 10).overlay(Rectangle().fill(.thinMaterial))
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10))
        let paints = result.elements.compactMap { element -> LayoutResult.Paint? in
            if case let .fill(paint)? = element.drawing { return paint }
            if case let .shape(_, paint)? = element.drawing { return paint }
            return nil
        }
        #expect(paints.count == 2)
        #expect(paints.last?.opacity ?? 1 < 1)
    }

    @Test("the active appearance leaves a material as it is on an iPhone")
    func activeAppearanceUnchanged() {
        #expect(paint(Rectangle().fill(Material.thin.materialActiveAppearance(.active))) == paint(Rectangle().fill(.thinMaterial)))
        #expect(paint(Rectangle().fill(Color.red.materialActiveAppearance(.matchWindow))) == paint(Rectangle().fill(Color.red)))
        #expect(paint(Rectangle().fill(.thinMaterial).materialActiveAppearance(.active)) == paint(Rectangle().fill(.thinMaterial)))
        #expect(EnvironmentValues().materialActiveAppearance == .automatic)
    }
}
