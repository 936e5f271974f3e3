import Foundation
import Testing
@testable import Trellis
import TrellisScene

/// The SF Symbol catalogs recorded by swiftui-web (`symbol/catalog-<size>`, macOS 26 at 2×),
/// ported in `Fixtures/swiftui-web/symbol.json`. There every frame is compared within the text
/// tolerance, because each row is centred and begins with a text whose width the system font
/// sets; these tests hold what does not follow text to the recording exactly: each symbol's
/// size, and its y on its row's first text baseline.
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

    @Test("each symbol of the 17-pt catalog has its recorded size and y (swiftui-web symbol/catalog-17)",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func catalog17() throws {
        let (symbols, wrong) = try Self.mismatches("symbol/catalog-17")
        #expect(symbols == 240)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    // Sizes other than 17 pt are the 17-pt table scaled and rounded to the half point: at 10 pt
    // 105 of the 240 sizes are exact, none more than 1 pt off (issue 41, "SF Symbols").
    @Test("each symbol of the 10-pt catalog has its recorded size and y (swiftui-web symbol/catalog-10)",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func catalog10() throws {
        let (symbols, wrong) = try Self.mismatches("symbol/catalog-10")
        #expect(symbols == 240)
        withKnownIssue("10-pt symbol sizes are scaled from the 17-pt table, not measured (issue 41, SF Symbols)") {
            #expect(wrong.count == 0, "\(wrong.count) of 240 differ; the first: \(wrong.prefix(3))")
        }
    }
}
