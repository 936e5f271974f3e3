import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `symboleffect/basic` (github.com/iamcgn/swiftui-web at a001ea3: the recording
/// `Fixtures/Goldens/symboleffect/basic/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/SymbolEffect/SymbolEffectFixtures.swift`, re-typed here): inactive and
/// untriggered symbol effects leave each star at its size — 16.5 × 16 in the body font,
/// 28.5 × 26 in the title font — centred in the row. Every frame exact.
@Suite("Symbol effect recordings")
@MainActor
struct SymbolEffectFixtureTests {
    @Test("symboleffect/basic: symbols with effects at rest keep their sizes and places")
    func basic() {
        let row = HStack(spacing: 24) {
            Image(systemName: "star").symbolEffect(.pulse, isActive: false).id("pulse")
            Image(systemName: "star").symbolEffect(.bounce, value: 0).id("bounce")
            Image(systemName: "star").font(.title).symbolEffect(.scale, isActive: false).id("scale")
            Image(systemName: "star").symbolEffect(.variableColor.iterative, options: .repeating, isActive: false).id("variable")
        }
        .id("row")
        let frames = RecordedFrames(row, platform: .macOS, window: CGSize(width: 240, height: 80))
        frames.exact("row", 45, 27, 150, 26)
        frames.exact("pulse", 45, 32, 16.5, 16)
        frames.exact("bounce", 85.5, 32, 16.5, 16)
        frames.exact("scale", 126, 27, 28.5, 26)
        frames.exact("variable", 178.5, 32, 16.5, 16)
    }
}
