import Foundation
import Testing
@testable import Trellis

/// Symbol variants: `symbolVariant(_:)` picks the variant of the symbol an image names.
@Suite("Symbol variants")
@MainActor
struct SymbolVariantTests {
    private func symbolNames(_ view: some View) -> [String] {
        view.layout(in: .unspecified, fonts: .testFont).elements.map(\.name).filter { $0.hasPrefix("Image(") }
    }

    // https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
    @Test("a fill variant draws the filled symbol, at the filled symbol's size")
    func fillVariant() {
        #expect(symbolNames(Image(systemName: "star").symbolVariant(.fill)) == ["Image(systemName: \"star.fill\")"])
        let circle = Image(systemName: "star").symbolVariant(.circle).layout(in: .unspecified, fonts: .testFont).size
        #expect(circle == Image(systemName: "star.circle").layout(in: .unspecified, fonts: .testFont).size)
    }

    @Test("variants reach every symbol inside, a label's icon too")
    func reachesLabels() {
        let names = symbolNames(VStack {
            Label("Alarms", systemImage: "bell")
            Image(systemName: "heart")
        }.symbolVariant(.fill))
        #expect(names == ["Image(systemName: \"bell.fill\")", "Image(systemName: \"heart.fill\")"])
    }

    @Test("variant parts are named slash, then shape, then fill, after the name's own")
    func naming() {
        #expect(SymbolVariants.fill.circle.slash.symbolName(for: "made.up") == "made.up.slash.circle.fill")
        #expect(SymbolVariants.circle.symbolName(for: "made.up.fill") == "made.up.circle.fill")
        #expect(SymbolVariants.fill.symbolName(for: "made.up.fill") == "made.up.fill")
        #expect(SymbolVariants.slash.symbolName(for: "made.up.square") == "made.up.slash.square")
        #expect(SymbolVariants.none.symbolName(for: "made.up") == "made.up")
    }

    // measured: swiftui-web `symbol/variants` (`rect`: `square` with `.rectangle` is drawn as
    // `square`, 15 × 14); SF Symbols' names have no `square.rectangle` and no `gear.fill`.
    @Test("a variant that is not an SF Symbol falls back to the symbol")
    func fallback() {
        #expect(SymbolVariants.rectangle.symbolName(for: "square") == "square")
        #expect(SymbolVariants.fill.symbolName(for: "gear") == "gear")
    }

    // documented: `bell.square` and `bell.slash` are SF Symbols, measured or not.
    @Test("a variant that is an SF Symbol is used, whether Trellis has measured it or not")
    func existingVariants() {
        #expect(SymbolVariants.square.symbolName(for: "bell") == "bell.square")
        #expect(SymbolVariants.slash.symbolName(for: "bell") == "bell.slash")
        #expect(SymbolVariants.slash.fill.symbolName(for: "bell") == "bell.slash.fill")
    }

    @Test("nested variants combine; none adds nothing")
    func combining() {
        #expect(symbolNames(Image(systemName: "bell").symbolVariant(.slash).symbolVariant(.none)) == ["Image(systemName: \"bell.slash\")"])
        var environment = EnvironmentValues()
        environment.symbolVariants = .fill
        #expect(environment.symbolVariants.contains(.fill))
        #expect(!environment.symbolVariants.contains(.circle))
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.none))
        #expect(SymbolVariants.square.circle == .circle)
    }

    @Test("setting the environment's variants to none drops the variants around")
    func environmentNone() {
        let names = symbolNames(Image(systemName: "bell").environment(\.symbolVariants, .none).symbolVariant(.fill))
        #expect(names == ["Image(systemName: \"bell\")"])
    }

    // https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
    @Test("the symbol rendering mode is kept in the environment for the views inside")
    func renderingMode() {
        var seen: [SymbolRenderingMode?] = []
        _ = RenderingModeProbe { seen.append($0) }.symbolRenderingMode(.hierarchical).layout(in: .unspecified)
        _ = RenderingModeProbe { seen.append($0) }.layout(in: .unspecified)
        #expect(seen == [.hierarchical, nil])
    }
}

/// A view that calls `read` with the symbol rendering mode of the environment it is resolved in.
private struct RenderingModeProbe: View {
    @Environment(\.symbolRenderingMode) private var mode
    let read: (SymbolRenderingMode?) -> Void
    var body: some View {
        read(mode)
        return Color.clear
    }
}
