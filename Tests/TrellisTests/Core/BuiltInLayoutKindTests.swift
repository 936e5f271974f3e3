import Foundation
import Testing
@testable import Trellis

/// The engine skips work for built-in layouts from what their types declare statically
/// (`PlacesRelativeToBounds.mergesSubviewGuides`); the declaration must agree with the
/// conformance it stands for.
@Suite("Built-in layout kinds")
@MainActor
struct BuiltInLayoutKindTests {
    @Test("a modifier layout's static guide-merging flag matches its MergesSubviewGuides conformance")
    func mergesSubviewGuidesFlagMatchesConformance() {
        func check<L: PlacesRelativeToBounds>(_ type: L.Type) -> Bool {
            L.mergesSubviewGuides == (type is any MergesSubviewGuides.Type)
        }
        #expect(check(FixedFrameLayout.self))
        #expect(check(FlexFrameLayout.self))
        #expect(check(PaddingLayout.self))
        #expect(check(OverlayLayout.self))
        #expect(check(OffsetLayout.self))
        #expect(check(PositionLayout.self))
        #expect(check(AspectRatioLayout.self))
        #expect(check(FixedSizeLayout.self))
        #expect(FixedFrameLayout.mergesSubviewGuides)
        #expect(!OverlayLayout.mergesSubviewGuides)
    }
}
