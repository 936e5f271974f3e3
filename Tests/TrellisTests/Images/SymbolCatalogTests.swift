import Foundation
import Testing
@testable import Trellis
import TrellisScene

/// The SF Symbol catalogs recorded by swiftui-web (`symbol/catalog-<size>`, macOS 26 at 2×;
/// github.com/iamcgn/swiftui-web at 784361d), ported in `Fixtures/swiftui-web/symbol.json`.
/// There every frame is compared within the text tolerance, because each row is centred and
/// begins with a text whose width the system font sets; these tests hold what does not follow
/// text to the recording exactly: each symbol's size, and its y on its row's first text
/// baseline.
@Suite("SF Symbol catalogs")
@MainActor
struct SymbolCatalogTests {
    /// The case named `name` in `swiftui-web/symbol.json`.
    static func catalog(_ name: String) throws -> JSONValue {
        let url = FixtureCase.folder.appendingPathComponent("swiftui-web/symbol.json")
        let root = try JSONValue(contentsOf: url)
        let cases = root["cases"]?.elements ?? []
        return try #require(cases.first { $0["name"]?.stringValue == name })
    }

    /// The symbols of the catalog `name` whose laid-out size or y differ from the recording's.
    static func mismatches(_ name: String) throws -> (symbols: Int, wrong: [String]) {
        let spec = try catalog(name)
        let scene = try SceneFile(spec, ignoringKeys: FixtureCase.caseKeys)
        let result = scene.layout(fonts: .system)
        let expect = try #require(spec["expect"])
        let symbols = (expect.keys ?? []).filter { $0 != "grid" && !$0.hasPrefix("row") }
        var wrong: [String] = []
        for id in symbols {
            let numbers = try #require(expect[id]?.elements).map { try $0.decodeNumber() }
            guard let frame = result.element(id: id)?.exactFrame else {
                wrong.append("\(id): missing")
                continue
            }
            if frame.size != CGSize(width: numbers[2], height: numbers[3]) || frame.minY != numbers[1] {
                wrong.append("\(id): expected \(numbers), got \(frame)")
            }
        }
        return (symbols.count, wrong)
    }

    /// The recorded catalogs: every size swiftui-web records a macOS text style at, and the
    /// 13-point body size at two more weights and the two other image scales.
    nonisolated static let names = ["10", "11", "12", "13", "15", "17", "22", "26",
                        "13-semibold", "13-bold", "13-small", "13-large"].map { "symbol/catalog-\($0)" }

    @Test("each symbol of a catalog has its recorded size and y (swiftui-web symbol/catalog-<size>)",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"),
          arguments: names)
    func catalog(_ name: String) throws {
        let (symbols, wrong) = try Self.mismatches(name)
        #expect(symbols == 240)
        #expect(wrong.isEmpty, "\(wrong.count) of 240 differ; the first: \(wrong.prefix(3))")
    }

    @Test("the size tables hold each of the 240 catalog symbols once, at every measured size")
    func tablesAreComplete() throws {
        let spec = try Self.catalog("symbol/catalog-13")
        let names = try #require(spec["expect"]?.keys).filter { $0 != "grid" && !$0.hasPrefix("row") }
        #expect(Set(names) == Set(SymbolMetrics.table.keys))
        #expect(SymbolMetrics.parse(SymbolMetrics.regularSizes).count == 240)
        #expect(SymbolMetrics.parse(SymbolMetrics.variantSizes).count == 240)
        #expect(SymbolMetrics.table.values.allSatisfy { $0.sizes.count == SymbolMetrics.measuredPointSizes.count })
    }
}
