import Foundation
import Testing
@testable import Trellis

/// `symbolEffect`: an effect animates a symbol's layers and never changes its size or place
/// (Apple's documentation of the Symbols framework); headless no time passes, so the symbol is
/// laid out at rest.
@Suite("Symbol effects")
@MainActor
struct SymbolEffectTests {
    private func frame(_ view: some View) -> CGRect? {
        HStack { Text("Wi-Fi"); view.id("symbol") }
            .layout(in: ProposedViewSize(width: 300, height: 100))
            .element(id: "symbol")?.exactFrame
    }

    @Test("an indefinite effect changes neither the symbol's size nor its place")
    func indefinite() {
        let plain = frame(Image(systemName: "wifi"))
        #expect(plain != nil)
        #expect(frame(Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)) == plain)
        #expect(frame(Image(systemName: "wifi").symbolEffect(.pulse, isActive: false)) == plain)
    }

    @Test("a discrete effect changes neither the symbol's size nor its place")
    func discrete() {
        let plain = frame(Image(systemName: "bell"))
        #expect(frame(Image(systemName: "bell").symbolEffect(.bounce.down.byLayer, options: .speed(2), value: 3)) == plain)
        #expect(frame(Image(systemName: "bell").symbolEffectsRemoved()) == plain)
    }

    @Test("options keep both their repetition and their speed")
    func options() {
        let options = SymbolEffectOptions.repeat(3).speed(2)
        #expect(options.repeatCount == 3)
        #expect(options.speedMultiplier == 2)
        #expect(SymbolEffectOptions.default.repeating.repeatCount == 0)
        #expect(SymbolEffectOptions.repeating.nonRepeating.repeatCount == 1)
    }

    @Test("a variant changes only its own property")
    func variants() {
        let effect = BounceSymbolEffect.bounce.up.wholeSymbol
        #expect(effect.direction == .up)
        #expect(effect.layering == .wholeSymbol)
        #expect(ScaleSymbolEffect.scale.down != ScaleSymbolEffect.scale.up)
    }
}
