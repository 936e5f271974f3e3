import Foundation
import Testing
@testable import Trellis

/// How a table shares its width among its columns: macOS's rule as the swiftui-web goldens
/// `table/*` (macOS 26.2) and that project's write-up of 46 more widths
/// (https://github.com/iamcgn/swiftui-web, Docs/elements/Table.md) recorded it.
@Suite("Table column widths")
struct TableColumnWidthsTests {
    private func starts(_ widths: [TableColumnWidth], in width: CGFloat) -> [CGFloat] {
        TableColumnWidths.columns(widths, in: width).map(\.x)
    }

    private let automatic = TableColumnWidth.automatic

    @Test("three automatic columns that fit the width but not its margins each give up 5 (table/basic)")
    func threeAutomaticColumnsShrink() {
        #expect(starts([automatic, automatic, automatic], in: 360) == [8, 120, 232])
    }

    @Test("two automatic columns share the surplus equally (table/sorting)")
    func twoAutomaticColumnsGrow() {
        #expect(starts([automatic, automatic], in: 360) == [8, 180.5])
    }

    @Test("two automatic columns in 240 give up 7.5 each (table/sized)")
    func twoAutomaticColumnsShrinkByHalves() {
        #expect(starts([automatic, automatic], in: 240) == [8, 117.5])
    }

    @Test("columns wider than the table keep their ideals and overflow (table/regimes)")
    func overflowingColumnsKeepTheirIdeals() {
        #expect(starts([automatic, automatic], in: 200) == [8, 125])
    }

    @Test("a share is rounded to the nearest half point, halves up (table/regimes)")
    func sharesRoundToHalves() {
        #expect(starts([automatic, automatic, automatic, automatic], in: 600) == [8, 154.5, 301, 447.5])
        #expect(TableColumnWidths.columns([automatic, automatic, automatic, automatic], in: 480).map(\.pitch) == [113, 113, 113, 113])
    }

    @Test("a fixed column keeps its width while the others grow (table/widths)")
    func fixedColumnsDoNotGrow() {
        let widths: [TableColumnWidth] = [.fixed(80), .flexible(min: 40, ideal: 60, max: 100), automatic]
        #expect(starts(widths, in: 360) == [8, 105, 209])
    }

    @Test("a flexible column grows to its max and passes the rest on")
    func flexibleColumnsStopAtTheirMax() {
        let columns = TableColumnWidths.columns([.flexible(min: nil, ideal: 60, max: 70), automatic], in: 360)
        #expect(columns[0].pitch == 87)
        #expect(columns[1].pitch == CGFloat(345 - 87))
    }

    @Test("a flexible column's ideal sets its pitch (Docs/elements/Table.md: min 150, ideal 200)")
    func flexibleIdealSetsThePitch() {
        #expect(starts([.flexible(min: 150, ideal: 200, max: nil), automatic], in: 360) == [8, 230.5])
    }

    @Test("the last column ends 0.5 short of the margin in 380 and overshoots it in 370")
    func lastColumnAgainstTheMargin() {
        let wide = TableColumnWidths.columns([automatic, automatic, automatic], in: 380)
        #expect(wide.map(\.pitch) == [121.5, 121.5, 121.5])
        let narrow = TableColumnWidths.columns([automatic, automatic, automatic], in: 370)
        #expect(narrow.map(\.pitch) == [118.5, 118.5, 118.5])
    }

    @Test("bad widths are left out: a NaN fixed width is automatic, a negative bound is not given")
    func badWidthsAreSanitized() {
        #expect(TableColumnWidth.fixed(.nan).sanitized == .automatic)
        #expect(TableColumnWidth.flexible(min: -5, ideal: .infinity, max: 50).sanitized == .flexible(min: nil, ideal: nil, max: 50))
        #expect(TableColumnWidth.flexible(min: 80, ideal: nil, max: 50).sanitized == .flexible(min: 80, ideal: nil, max: 80))
        #expect(starts([.fixed(.nan), automatic], in: .infinity) == [8, 125])
    }
}
