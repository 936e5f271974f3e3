import Foundation
import Testing
@testable import Trellis

/// `Image(systemName:)`: symbols sized for the font and image scale, from measured sizes.
@Suite("Symbols")
@MainActor
struct SymbolTests {
    private var twoTimes: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        return environment
    }

    private func size(_ view: some View) -> CGSize {
        view.layout(in: .unspecified, fonts: .testFont).size
    }

    // measured: swiftui-web `ios/symbol/basic` (iOS 26, body 17 pt): star 22 × 20, gear
    // 21.5 × 20.5, wifi 22.5 × 16, chevron.right 12.5 × 16.5.
    @Test("symbols at the body font have their measured sizes")
    func bodySizes() {
        #expect(size(Image(systemName: "star")) == CGSize(width: 22, height: 20))
        #expect(size(Image(systemName: "gear")) == CGSize(width: 21.5, height: 20.5))
        #expect(size(Image(systemName: "wifi")) == CGSize(width: 22.5, height: 16))
        #expect(size(Image(systemName: "chevron.right")) == CGSize(width: 12.5, height: 16.5))
    }

    // measured: swiftui-web `ios/symbol/basic` — star at .title (28 pt) 36 × 33.5, at
    // .largeTitle (34 pt) 43.5 × 40.5, at .footnote (13 pt) 16.5 × 16; Trellis scales its
    // 26-point size above 26 points, to within a point (docs/semantics.md, "Symbols").
    @Test("a symbol scales with the font, to within a point of SwiftUI's")
    func scalesWithFont() {
        let measured: [(Font, CGSize)] = [
            (.title, CGSize(width: 36, height: 33.5)), (.largeTitle, CGSize(width: 43.5, height: 40.5)),
            (.footnote, CGSize(width: 16.5, height: 16)),
        ]
        for (font, expected) in measured {
            let got = size(Image(systemName: "star").font(font))
            #expect(abs(got.width - expected.width) <= 1 && abs(got.height - expected.height) <= 1, "\(font): \(got)")
        }
    }

    // measured: swiftui-web `ios/symbol/basic` — `starLargeScale` 28 × 27 against 22 × 20;
    // `symbol/basic` (macOS 13 pt) small 13.5 × 13, large 21.5 × 20.5 against 16.5 × 16.
    @Test("imageScale makes a symbol smaller or larger, to within a point of SwiftUI's")
    func imageScale() {
        let large = size(Image(systemName: "star").imageScale(.large))
        #expect(abs(large.width - 28) <= 1 && abs(large.height - 27) <= 1)
        let small = size(Image(systemName: "star").font(.system(size: 13)).imageScale(.small))
        #expect(abs(small.width - 13.5) <= 1 && abs(small.height - 13) <= 1)
    }

    private func macSize(_ view: some View) -> CGSize {
        var environment = twoTimes
        environment.targetPlatform = .macOS
        return view.layout(in: .unspecified, environment: environment, fonts: .testFont).size
    }

    // measured: swiftui-web `symbol/basic` (macOS 26, 13-pt default font, 2×; at 784361d) —
    // the star at macOS's text styles (caption 10 pt, title 22, largeTitle 26), at 11 and 17
    // points, at each image scale, `bold()` and `fontWeight(.semibold)`.
    @Test("macOS symbols at recorded sizes, weights and scales have their recorded sizes")
    func macOSRecordedSizes() {
        let star = Image(systemName: "star")
        let expected: [(String, CGSize, CGSize)] = [
            ("body", macSize(star), CGSize(width: 16.5, height: 16)),
            ("caption", macSize(star.font(.caption)), CGSize(width: 13, height: 11.5)),
            ("title", macSize(star.font(.title)), CGSize(width: 28.5, height: 26)),
            ("largeTitle", macSize(star.font(.largeTitle)), CGSize(width: 33.5, height: 31.5)),
            ("size17", macSize(star.font(.system(size: 17))), CGSize(width: 22, height: 20)),
            ("size11", macSize(star.font(.system(size: 11))), CGSize(width: 14.5, height: 13.5)),
            ("small", macSize(star.imageScale(.small)), CGSize(width: 13.5, height: 13)),
            ("large", macSize(star.imageScale(.large)), CGSize(width: 21.5, height: 20.5)),
            ("bold", macSize(star.bold()), CGSize(width: 17, height: 16.5)),
            ("semibold", macSize(star.fontWeight(.semibold)), CGSize(width: 17, height: 16)),
            ("tall", macSize(Image(systemName: "rectangle.portrait")), CGSize(width: 14, height: 16)),
            ("wide", macSize(Image(systemName: "line.3.horizontal")), CGSize(width: 16, height: 8.5)),
        ]
        for (id, got, recorded) in expected {
            #expect(got == recorded, "\(id)")
        }
    }

    // measured: swiftui-web `symbol/basic` (`approximateRow`, macOS): light 16 × 15.5, black
    // 17.5 × 17, 24 points 31 × 28.5, 40 points 51.5 × 47, large at 24 points 39.5 × 37,
    // `star.fill` at 30 points 39 × 35.5, `chevron.right` semibold at 30 points 23 × 31.5;
    // none is among the recorded sizes, weights and scales (docs/semantics.md, "Symbols").
    @Test("macOS symbols at unrecorded sizes and weights are within a point of SwiftUI's")
    func macOSUnrecordedSizes() {
        let star = Image(systemName: "star")
        let expected: [(String, CGSize, CGSize)] = [
            ("light", macSize(star.fontWeight(.light)), CGSize(width: 16, height: 15.5)),
            ("black", macSize(star.fontWeight(.black)), CGSize(width: 17.5, height: 17)),
            ("size24", macSize(star.font(.system(size: 24))), CGSize(width: 31, height: 28.5)),
            ("size40", macSize(star.font(.system(size: 40))), CGSize(width: 51.5, height: 47)),
            ("largeSize24", macSize(star.font(.system(size: 24)).imageScale(.large)), CGSize(width: 39.5, height: 37)),
            ("blue30", macSize(Image(systemName: "star.fill").font(.system(size: 30))), CGSize(width: 39, height: 35.5)),
            ("chevronSemibold", macSize(Image(systemName: "chevron.right").font(.system(size: 30, weight: .semibold))),
             CGSize(width: 23, height: 31.5)),
        ]
        for (id, got, recorded) in expected {
            #expect(abs(got.width - recorded.width) <= 1 && abs(got.height - recorded.height) <= 1,
                    "\(id): \(got) against \(recorded)")
        }
    }

    // measured: swiftui-web `ios/symbol/basic` — in a first-baseline row the star's bottom is
    // 3.5 below the text's baseline (184.25 + 20 against 182.25 + 18.5).
    @Test("a symbol sits on the text baseline by its own descent")
    func baseline() {
        let result = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star").id("star")
            Text("Hello").id("text")
        }.layout(in: .unspecified, environment: twoTimes, fonts: .testFont)
        let star = result.frame(of: "star")!, text = result.frame(of: "text")!
        // The square test font's baseline is its ascent, 0.8 × 17 = 13.6, rounded to 13.5 at 2×.
        #expect(star.maxY - (text.minY + 13.5) == 3.5)
    }

    // derived: the baselines are the symbol's own answers (a leaf measurer), not modifiers
    // around it: one node, as an image is one view.
    @Test("a symbol at its own size is one node that answers its baselines")
    func symbolIsOneNode() {
        let host = LayoutHost(Image(systemName: "star"), fonts: .testFont)
        let result = host.layout(in: .unspecified)
        #expect(host.engine.nodes.count == 1)
        #expect(result.elements.count == 1)
    }

    // derived: an SF Symbol outside the measured table (`pointer.arrow.click`, SF Symbols 7)
    // is sized as `circle` (20 × 19 at 17 points) and reported.
    @Test("an SF Symbol Trellis has not measured is sized as a typical one and reported")
    func unmeasuredSymbol() {
        #expect(!SymbolMetrics.isMeasured("pointer.arrow.click"))
        let result = Image(systemName: "pointer.arrow.click").layout(in: .unspecified, fonts: .testFont)
        #expect(result.size == size(Image(systemName: "circle")))
        #expect(result.size == CGSize(width: 20, height: 19))
        #expect(result.diagnostics.map(\.kind) == [.approximated])
    }

    // measured: swiftui-web `symbol/basic` (`unknown`: "not.a.symbol.name" recorded 0 × 0);
    // the message is the one SwiftUI logs.
    @Test("a name that is no SF Symbol is 0 × 0 and reported with SwiftUI's message")
    func unknownName() {
        let result = Image(systemName: "not.a.symbol").layout(in: .unspecified, fonts: .testFont)
        #expect(result.size == .zero)
        #expect(result.diagnostics.map(\.kind) == [.missingImage])
        #expect(result.diagnostics.first?.message.hasPrefix("No symbol named 'not.a.symbol' found in system symbol set") == true)
    }

    // measured: swiftui-web `symbol/basic` (`unknown` 0 × 0 between `chevron` and `wide`, each
    // 8 points from it in a spacing-8 row).
    @Test("a name that is no SF Symbol still takes its place, and its spacing, in a stack")
    func unknownNameKeepsItsSpacing() {
        let result = HStack(spacing: 8) {
            Color.red.frame(width: 10, height: 10).id("before")
            Image(systemName: "not.a.symbol").id("unknown")
            Color.red.frame(width: 10, height: 10).id("after")
        }
        .layout(in: .unspecified, fonts: .testFont)
        #expect(result.frame(of: "unknown") == CGRect(x: 18, y: 5, width: 0, height: 0))
        #expect(result.frame(of: "after")?.minX == 26)
    }

    // derived: many views naming one unknown name give one diagnostic (SwiftUI logs it once).
    @Test("a name that is no SF Symbol is reported once however many images name it")
    func unknownNameReportedOnce() {
        let result = VStack {
            Image(systemName: "not.a.symbol")
            Image(systemName: "not.a.symbol")
            Image(systemName: "also.not.a.symbol")
        }
        .layout(in: .unspecified, fonts: .testFont)
        #expect(result.diagnostics.map(\.kind) == [.missingImage, .missingImage])
    }

    // documented: SF Symbols' names (Resources/Symbols/symbol-names.txt) have no `gear.fill`,
    // so the name is 0 × 0 and a filled variant of `gear` falls back to `gear`; a filled form
    // that exists (`bell.slash.fill`) is found, sized as its outline (derived).
    @Test("a name's filled form is found when it is an SF Symbol, and 0 × 0 when it is not")
    func filledForms() {
        #expect(size(Image(systemName: "bell.slash.fill")) == size(Image(systemName: "bell.slash")))
        #expect(size(Image(systemName: "bell.slash.fill")) != .zero)
        #expect(size(Image(systemName: "gear.fill")) == .zero)
        #expect(size(Image(systemName: "gear").symbolVariant(.fill)) == size(Image(systemName: "gear")))
    }

    // estimate: redacted, a name that is no symbol keeps the placeholder every symbol has (no
    // recording of one).
    @Test("redacted, a name that is no SF Symbol is a symbol's placeholder")
    func unknownNameRedacted() {
        let unknown = size(Image(systemName: "not.a.symbol").redacted(reason: .placeholder))
        #expect(unknown == size(Image(systemName: "star").redacted(reason: .placeholder)))
        #expect(unknown != .zero)
    }

    // derived: SF Symbols' forward/backward names are the localised right/left glyphs.
    @Test("a forward or backward symbol is sized as its right or left form, unreported")
    func directionalSymbols() {
        let forward = Image(systemName: "chevron.forward").layout(in: .unspecified, fonts: .testFont)
        let backward = Image(systemName: "chevron.backward").layout(in: .unspecified, fonts: .testFont)
        #expect(forward.size == size(Image(systemName: "chevron.right")))
        #expect(backward.size == size(Image(systemName: "chevron.left")))
        #expect(forward.diagnostics.isEmpty && backward.diagnostics.isEmpty)
    }

    // measured: swiftui-web `symbol/basic` — `resizable`, a resizable star in a 50 × 50 frame, is 50 × 50.
    @Test("a resizable symbol takes the proposal")
    func resizableSymbol() {
        let result = Image(systemName: "star").resizable().layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(result.size == CGSize(width: 50, height: 50))
    }
}
