import Foundation
import Testing
@testable import Trellis

/// The names of SF Symbols Trellis ships (`Resources/Symbols/symbol-names.txt`, SF Symbols 7.1
/// with older, localized and renamed names; its header names its sources) and the format they
/// are stored in.
@Suite("SF Symbol names")
struct SymbolNamesTests {
    @Test("the shipped list is read, and holds every name of SF Symbols 7.1")
    func listIsRead() throws {
        let names = try #require(SymbolNames.all)
        #expect(names.count == 9_208)
    }

    // documented: SF Symbols' name files — `star` (2019), `pointer.arrow.click` (2025),
    // `0.circle.ar` (a localized form), `volume.3` (an old name of `speaker.3`).
    @Test("SF Symbols' names are in the list, old, new, localized and renamed ones alike")
    func realNames() {
        for name in ["star", "star.fill", "circle", "pointer.arrow.click", "0.circle.ar", "volume.3", "arrow.backward"] {
            #expect(SymbolNames.contains(name), "\(name)")
        }
    }

    @Test("a made-up name, a misspelt one and a filled form that does not exist are not in the list")
    func madeUpNames() {
        for name in ["not.a.symbol.name", "made.up", "", "Star", "star.", "gear.fill", "square.rectangle"] {
            #expect(!SymbolNames.contains(name), "\(name)")
        }
    }

    @Test("every name the measured table holds is an SF Symbol")
    func measuredNamesAreSymbols() {
        for name in SymbolMetrics.table.keys.sorted() {
            #expect(SymbolNames.contains(name), "\(name)")
        }
        for name in SymbolMetrics.directionalNames.keys.sorted() {
            #expect(SymbolNames.contains(name), "\(name)")
        }
    }

    @Test("each line is the count of characters shared with the name before, a space, and the rest")
    func decodesSharedPrefixes() {
        let text = "# a comment\n0 star\n4 .fill\n0 sun.max\n7 .fill\n"
        #expect(SymbolNames.decode(Data(text.utf8)) == ["star", "star.fill", "sun.max", "sun.max.fill"])
    }

    @Test("a line that does not follow the format is skipped, never a crash")
    func damagedLinesAreSkipped() {
        let text = "0 ok\nx star\n99 long\n-1 minus\n99999999999999999999999 huge\nnospace\n\n2 kay\n"
        #expect(SymbolNames.decode(Data(text.utf8)) == ["ok", "okkay"])
        #expect(SymbolNames.decode(Data()).isEmpty)
        #expect(SymbolNames.decode(Data([0xFF, 0xFE, 0x20, 0x0A])).isEmpty)
    }
}
