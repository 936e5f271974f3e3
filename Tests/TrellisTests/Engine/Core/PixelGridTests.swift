import Foundation
import Testing
@testable import Trellis

// SwiftUI rounds every view's frame with `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`
// and the environment's pixel length (1 / displayScale): each edge goes to the nearest pixel,
// halfway going up, and the size is the distance between the rounded edges. Source:
// OpenSwiftUI's reimplementation, github.com/OpenSwiftUIProject/OpenSwiftUI,
// Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift (`roundToNearestOrUp`:
// `self += m / 2; round(.down, toMultipleOf: m)`), used by `ViewFrame.round(toMultipleOf:)`.
@Suite("Pixel rounding")
@MainActor
struct PixelGridTests {
    @Test("an edge halfway between pixels goes up, also below zero")
    func halfwayGoesUp() {
        // −0.5 → 0 (not −1, as rounding away from zero would give); 10.5 → 11.
        #expect(PixelGrid.round(CGRect(x: -0.5, y: 0.5, width: 11, height: 10), scale: 1)
            == CGRect(x: 0, y: 1, width: 11, height: 10))
        #expect(PixelGrid.round(CGRect(x: -1.5, y: -2.5, width: 1, height: 1), scale: 1)
            == CGRect(x: -1, y: -2, width: 1, height: 1))
    }

    @Test("edges are rounded, not the size")
    func edgesNotSize() {
        // Edges 0.4 → 0 and 0.8 → 1: the 0.4-wide view is 1 pixel wide; edges 0.6 → 1 and
        // 1.0 → 1: the next 0.4-wide view is empty, so neighbours still touch.
        #expect(PixelGrid.round(CGRect(x: 0.4, y: 0, width: 0.4, height: 1), scale: 1)
            == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(PixelGrid.round(CGRect(x: 0.6, y: 0, width: 0.4, height: 1), scale: 1)
            == CGRect(x: 1, y: 0, width: 0, height: 1))
    }

    @Test("at scale 2 and 3 edges go to the nearest half and third of a point")
    func fractionalScales() {
        // Scale 2: 0.25 is halfway between 0 and 0.5, so it goes up to 0.5; 1.1 → 1.0.
        #expect(PixelGrid.round(CGRect(x: 0.25, y: 0.1, width: 1, height: 1), scale: 2)
            == CGRect(x: 0.5, y: 0, width: 1, height: 1))
        // Scale 3: 0.5 is 1.5 thirds, halfway, so it goes up to 2 thirds.
        let rounded = PixelGrid.round(CGRect(x: 0.5, y: 0, width: 1, height: 1), scale: 3)
        let third: CGFloat = 1 / 3
        #expect(rounded.minX == 2 * third)
    }

    // The host applies it to every frame it reports (docs/semantics.md, "Pixel rounding").
    @Test("layout results report frames on the pixel grid and keep the exact ones")
    func resultsAreRounded() {
        let result = Color.red.frame(width: 11, height: 10).id("c").frame(width: 10, height: 10)
            .layout(in: .unspecified)
        #expect(result.element(id: "c")?.exactFrame == CGRect(x: -0.5, y: 0, width: 11, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 11, height: 10))
    }
}
