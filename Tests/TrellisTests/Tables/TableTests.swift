import Foundation
import Testing
@testable import Trellis

/// Tables (docs/semantics.md, "Tables"). The macOS cases are the swiftui-web goldens
/// `table/*` (https://github.com/iamcgn/swiftui-web, Fixtures/Goldens/table/*/frames.json,
/// macOS 26.2; the views in Fixtures/Sources/Table/TableFixtures.swift; both read at 721f26c),
/// their text stood in for by views of the recorded sizes, as Trellis measures text with other
/// fonts: every probe of those recordings is checked exactly, the cells at their recorded sizes.
@Suite("Tables")
@MainActor
struct TableTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let color: String
        let count: Int
    }

    static let fruits = [
        Fruit(id: 1, name: "Apple", color: "Red", count: 3),
        Fruit(id: 2, name: "Banana", color: "Yellow", count: 12),
        Fruit(id: 3, name: "Cherry", color: "Red", count: 40),
    ]

    /// The recorded sizes of the fixture's texts (13-point SF on macOS 26).
    static let nameWidths: [Int: CGFloat] = [1: 35, 2: 45, 3: 41.5]
    static let colorWidths: [Int: CGFloat] = [1: 23.5, 2: 38.5, 3: 23.5]
    static let countWidths: [Int: CGFloat] = [1: 8.5, 2: 14, 3: 16.5]

    private func text(_ width: CGFloat?, _ id: String) -> some View {
        Color.clear.frame(width: width ?? 0, height: 16).id(id)
    }

    private let macOS = EnvironmentValues.recording(.macOS)

    private let window = ProposedViewSize(width: 360, height: 220)

    @Test("table/basic: three automatic columns, cells 8 into their columns, rows 24 apart from 37")
    func basicTable() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(Self.nameWidths[fruit.id], "name\(fruit.id)") }
            TableColumn("Color") { fruit in text(Self.colorWidths[fruit.id], "color\(fruit.id)") }
            TableColumn("Count") { fruit in text(Self.countWidths[fruit.id], "count\(fruit.id)") }
        }
        .id("table")
        let result = table.layout(in: window, environment: macOS)
        #expect(result.frame(of: "table") == CGRect(x: 0, y: 0, width: 360, height: 220))
        #expect(result.frame(of: "color1") == CGRect(x: 128, y: 37, width: 23.5, height: 16))
        #expect(result.frame(of: "color2") == CGRect(x: 128, y: 61, width: 38.5, height: 16))
        #expect(result.frame(of: "color3") == CGRect(x: 128, y: 85, width: 23.5, height: 16))
        #expect(result.frame(of: "count1") == CGRect(x: 240, y: 37, width: 8.5, height: 16))
        #expect(result.frame(of: "count2") == CGRect(x: 240, y: 61, width: 14, height: 16))
        #expect(result.frame(of: "count3") == CGRect(x: 240, y: 85, width: 16.5, height: 16))
    }

    @Test("table/widths: a fixed, a flexible and an automatic column")
    func columnWidths() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(Self.nameWidths[fruit.id], "name\(fruit.id)") }.width(80)
            TableColumn("Color") { fruit in text(Self.colorWidths[fruit.id], "color\(fruit.id)") }.width(min: 40, ideal: 60, max: 100)
            TableColumn("Count") { fruit in text(Self.countWidths[fruit.id], "count\(fruit.id)") }
        }
        .id("table")
        let result = table.layout(in: window, environment: macOS)
        #expect(result.frame(of: "table") == CGRect(x: 0, y: 0, width: 360, height: 220))
        for (row, y) in [(1, 37), (2, 61), (3, 85)] as [(Int, CGFloat)] {
            #expect(result.frame(of: "name\(row)") == CGRect(x: 16, y: y, width: Self.nameWidths[row]!, height: 16))
            #expect(result.frame(of: "color\(row)") == CGRect(x: 113, y: y, width: Self.colorWidths[row]!, height: 16))
            #expect(result.frame(of: "count\(row)") == CGRect(x: 217, y: y, width: Self.countWidths[row]!, height: 16))
        }
    }

    @Test("table/sized: a framed table under a text, in a stack")
    func sizedTable() {
        let view = VStack(spacing: 8) {
            text(38.5, "above")
            Table(Self.fruits) {
                TableColumn("Name") { fruit in text(Self.nameWidths[fruit.id], "name\(fruit.id)") }
                TableColumn("Color") { fruit in text(Self.colorWidths[fruit.id], "color\(fruit.id)") }
            }
            .frame(width: 240, height: 120)
            .id("table")
        }
        .id("stack")
        .frame(width: 360, height: 220)
        let result = view.layout(in: window, environment: macOS)
        #expect(result.frame(of: "stack") == CGRect(x: 60, y: 38, width: 240, height: 144))
        // (Its unrounded frame, as the recording's probe reads it; at 2× it is drawn at 161.)
        #expect(result.element(id: "above")?.exactFrame == CGRect(x: 160.75, y: 38, width: 38.5, height: 16))
        #expect(result.frame(of: "table") == CGRect(x: 60, y: 62, width: 240, height: 120))
        #expect(result.frame(of: "name1") == CGRect(x: 76, y: 99, width: 35, height: 16))
        #expect(result.frame(of: "name2") == CGRect(x: 76, y: 123, width: 45, height: 16))
        #expect(result.frame(of: "name3") == CGRect(x: 76, y: 147, width: 41.5, height: 16))
    }

    @Test("table/regimes: overflowing columns keep their ideals; four columns grow by half points")
    func widthRegimes() {
        let view = VStack(spacing: 8) {
            Table(Self.fruits) {
                TableColumn("Name") { fruit in text(Self.nameWidths[fruit.id], "oname\(fruit.id)") }
                TableColumn("Color") { fruit in text(Self.colorWidths[fruit.id], "ocolor\(fruit.id)") }
            }
            .frame(width: 200, height: 120)
            .id("overflow")
            Table(Self.fruits) {
                TableColumn("Name") { fruit in text(Self.nameWidths[fruit.id], "gname\(fruit.id)") }
                TableColumn("Color") { fruit in text(Self.colorWidths[fruit.id], "gcolor\(fruit.id)") }
                TableColumn("Count") { fruit in text(Self.countWidths[fruit.id], "gcount\(fruit.id)") }
                TableColumn("Empty") { fruit in text(38.5, "gempty\(fruit.id)") }
            }
            .id("grow")
        }
        .id("stack")
        let result = view.layout(in: ProposedViewSize(width: 600, height: 300), environment: macOS)
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 0, width: 600, height: 300))
        #expect(result.frame(of: "overflow") == CGRect(x: 200, y: 0, width: 200, height: 120))
        #expect(result.frame(of: "grow") == CGRect(x: 0, y: 128, width: 600, height: 172))
        for (row, y) in [(1, 37), (2, 61), (3, 85)] as [(Int, CGFloat)] {
            #expect(result.frame(of: "oname\(row)") == CGRect(x: 216, y: y, width: Self.nameWidths[row]!, height: 16))
            #expect(result.frame(of: "ocolor\(row)") == CGRect(x: 333, y: y, width: Self.colorWidths[row]!, height: 16))
            #expect(result.frame(of: "gname\(row)") == CGRect(x: 16, y: y + 128, width: Self.nameWidths[row]!, height: 16))
            #expect(result.frame(of: "gcolor\(row)") == CGRect(x: 162.5, y: y + 128, width: Self.colorWidths[row]!, height: 16))
            #expect(result.frame(of: "gcount\(row)") == CGRect(x: 309, y: y + 128, width: Self.countWidths[row]!, height: 16))
            #expect(result.frame(of: "gempty\(row)") == CGRect(x: 455.5, y: y + 128, width: 38.5, height: 16))
        }
    }

    /// The model of `table/sorting`: the app sorts its rows by the table's sort order.
    @Observable final class SortModel {
        var order = [KeyPathComparator(\Fruit.name)]
    }

    struct SortedTable: View {
        let model: SortModel
        var body: some View {
            Table(TableTests.fruits.sorted(using: model.order), sortOrder: Binding(get: { model.order }, set: { model.order = $0 })) {
                TableColumn("Name", value: \.name) { fruit in
                    Color.clear.frame(width: TableTests.nameWidths[fruit.id] ?? 0, height: 16).id("name\(fruit.id)")
                }
                TableColumn("Count", value: \.count) { fruit in
                    Color.clear.frame(width: TableTests.countWidths[fruit.id] ?? 0, height: 16).id("count\(fruit.id)")
                }
            }
        }
    }

    @Test("table/sorting: two sortable columns in 360 start at 8 and 180.5")
    func sortableColumns() {
        let result = SortedTable(model: SortModel()).id("table").layout(in: window, environment: macOS)
        #expect(result.frame(of: "table") == CGRect(x: 0, y: 0, width: 360, height: 220))
        for (row, y) in [(1, 37), (2, 61), (3, 85)] as [(Int, CGFloat)] {
            #expect(result.frame(of: "name\(row)") == CGRect(x: 16, y: y, width: Self.nameWidths[row]!, height: 16))
            #expect(result.frame(of: "count\(row)") == CGRect(x: 188.5, y: y, width: Self.countWidths[row]!, height: 16))
        }
    }

    @Test("pressing a header sorts by its column forward, again reverses; the rows follow the data (table/sorting byCount)")
    func pressingAHeaderWritesTheSortOrder() {
        let model = SortModel()
        let host = LayoutHost(SortedTable(model: model), environment: macOS)
        _ = host.layout(in: window)
        #expect(host.activate(id: "Count"))
        #expect(model.order == [KeyPathComparator(\Fruit.count), KeyPathComparator(\Fruit.name)])
        #expect(host.activate(id: "Count"))
        #expect(model.order.first == KeyPathComparator(\Fruit.count, order: .reverse))
        // Sorted by count, reversed: Apple (3) is the last row, as recorded (`byCount`: name1
        // and count1). The recording's other cells read (0, −8, 0 × 16) after the step, the
        // probes of cells the table moved, not a layout; here they are in their rows.
        let result = host.layout(in: window)
        #expect(result.frame(of: "name1") == CGRect(x: 16, y: 85, width: 35, height: 16))
        #expect(result.frame(of: "count1") == CGRect(x: 188.5, y: 85, width: 8.5, height: 16))
        #expect(result.frame(of: "name3")?.origin == CGPoint(x: 16, y: 37))
    }

    @Test("a header press puts its column first and keeps the others after it")
    func sortOrderAfterPressing() {
        let name = KeyPathComparator(\Fruit.name), count = KeyPathComparator(\Fruit.count)
        #expect(TableSorting.order(afterPressing: count, in: [name]) == [count, name])
        #expect(TableSorting.order(afterPressing: name, in: [count, KeyPathComparator(\Fruit.name, order: .reverse)]) == [name, count])
        #expect(TableSorting.order(afterPressing: count, in: []) == [count])
    }

    @Observable final class SelectionModel {
        var selection: Int?
    }

    struct SelectableTable: View {
        let model: SelectionModel
        var body: some View {
            Table(TableTests.fruits, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                TableColumn("Name") { fruit in
                    Color.clear.frame(width: TableTests.nameWidths[fruit.id] ?? 0, height: 16).id("name\(fruit.id)")
                }
                TableColumn("Color") { fruit in Color.clear.frame(width: TableTests.colorWidths[fruit.id] ?? 0, height: 16) }
            }
        }
    }

    private func bands(_ result: LayoutResult) -> [(frame: CGRect, hex: String)] {
        result.elements.compactMap { element in
            guard case let .shape(.roundedRectangle, paint)? = element.drawing else { return nil }
            return (element.frame, paint.hex)
        }
    }

    @Test("every second row has a grey band 10 in from the table's sides")
    func alternateRowsHaveBands() {
        let result = SelectableTable(model: SelectionModel()).layout(in: window, environment: macOS)
        let found = bands(result)
        #expect(found.count == 1)
        #expect(found.first?.frame == CGRect(x: 10, y: 57, width: 340, height: 24))
        #expect(found.first?.hex == "#f4f4f4")
    }

    @Test("activating a row selects it, and the selected row has the selection band (table/selection)")
    func activatingARowSelectsIt() {
        let model = SelectionModel()
        let host = LayoutHost(SelectableTable(model: model), environment: macOS)
        _ = host.layout(in: window)
        #expect(host.activate(id: 3))
        #expect(model.selection == 3)
        let result = host.layout(in: window)
        // The frames do not change (as recorded); the third row's band is the selection's.
        #expect(result.frame(of: "name3")?.origin == CGPoint(x: 16, y: 85))
        #expect(bands(result).contains { $0.frame.minY == 81 && $0.hex == "#dcdcdc" }, "\(bands(result))")
    }

    @Test("table/selection: selecting a row, another, and none keeps every frame")
    func selectionKeepsFrames() {
        let recorded = RecordedSteps.frames(
            SelectionModel(), { model in SelectableTable(model: model).id("table") },
            window: CGSize(width: 360, height: 220),
            steps: [{ $0.selection = 1 }, { $0.selection = 3 }, { $0.selection = nil }])
        for frames in recorded {
            frames.exact("table", 0, 0, 360, 220)
            frames.exact("name1", 16, 37, 35, 16)
            frames.exact("name2", 16, 61, 45, 16)
            frames.exact("name3", 16, 85, 41.5, 16)
        }
    }

    @Test("hidden column headers leave the rows 5 from the table's top")
    func hiddenHeaders() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(30, "name\(fruit.id)") }
        }
        .tableColumnHeaders(.hidden)
        let result = table.layout(in: window, environment: macOS)
        #expect(result.frame(of: "name1")?.origin == CGPoint(x: 16, y: 9))
    }

    @Test("a tall cell makes its row taller, 4 above and below it")
    func tallCellsGrowTheirRow() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in Color.clear.frame(width: 30, height: fruit.id == 1 ? 40 : 16).id("name\(fruit.id)") }
        }
        let result = table.layout(in: window, environment: macOS)
        #expect(result.frame(of: "name1")?.minY == 37)
        #expect(result.frame(of: "name2")?.minY == CGFloat(33 + 48 + 4))
    }

    @Test("a column with a string key path shows the string as a text")
    func stringColumnShowsText() {
        let table = Table(Self.fruits) { TableColumn("Color", value: \.color) }
        let result = table.layout(in: window, environment: macOS)
        let texts = result.elements.compactMap { element -> String? in
            guard case let .text(text)? = element.drawing else { return nil }
            return text.lines.map(\.text).joined()
        }
        #expect(texts.filter { $0 == "Red" }.count == 2)
        #expect(texts.contains("Yellow"))
        #expect(texts.contains("Color"))
    }

    @Test("rows built with TableRow and ForEach are the table's rows, in order")
    func rowsBuilder() {
        let table = Table(of: Fruit.self) {
            TableColumn("Name") { fruit in text(30, "name\(fruit.id)") }
        } rows: {
            TableRow(Self.fruits[2])
            ForEach(Self.fruits.prefix(2)) { TableRow($0) }
        }
        let result = table.layout(in: window, environment: macOS)
        #expect(result.frame(of: "name3")?.minY == 37)
        #expect(result.frame(of: "name1")?.minY == 61)
        #expect(result.frame(of: "name2")?.minY == 85)
    }

    @Test("on iPhone a table is a list of its first column's cells")
    func compactTableIsAList() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(30, "name\(fruit.id)") }
            TableColumn("Color") { fruit in text(20, "color\(fruit.id)") }
        }
        let list = List { ForEach(Self.fruits) { fruit in text(30, "name\(fruit.id)") } }
        let compact = ProposedViewSize(width: 390, height: 600)
        let tableResult = table.layout(in: compact), listResult = list.layout(in: compact)
        #expect(tableResult.frame(of: "name1") != nil)
        #expect(tableResult.frame(of: "name2") == listResult.frame(of: "name2"))
        #expect(tableResult.frame(of: "color1") == nil)
    }

    @Test("in a regular width on iOS a table lays out its columns")
    func regularWidthShowsColumns() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        environment.displayScale = 2
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(30, "name\(fruit.id)") }
            TableColumn("Color") { fruit in text(20, "color\(fruit.id)") }
        }
        let result = table.layout(in: window, environment: environment)
        #expect(result.frame(of: "color1")?.origin == CGPoint(x: 188.5, y: 37))
    }

    @Test("a 100,000-row table makes only the rows near what shows")
    func hugeTableIsLazy() {
        final class Counter { var made = 0 }
        let counter = Counter()
        let rows = (0 ..< 100_000).map { Fruit(id: $0, name: "", color: "", count: $0) }
        let table = Table(rows) {
            TableColumn("Count") { fruit in
                let _ = counter.made += 1
                text(20, "count\(fruit.id)")
            }
        }
        let result = table.layout(in: window, environment: macOS)
        #expect(counter.made < 60)
        #expect(result.frame(of: "count0") != nil)
        #expect(result.frame(of: "count50000") == nil)
    }

    @Test("a NaN column width is reported and the column is automatic")
    func badWidthIsReported() {
        let table = Table(Self.fruits) {
            TableColumn("Name") { fruit in text(30, "name\(fruit.id)") }.width(.nan)
            TableColumn("Color") { fruit in text(20, "color\(fruit.id)") }
        }
        let result = table.layout(in: window, environment: macOS)
        #expect(result.diagnostics.contains { $0.description.contains("TableColumn.width") })
        #expect(result.frame(of: "color1")?.minX == 188.5)
    }
}

/// Column content of one's own, as the protocol's documentation shows it.
struct FruitColumns: TableColumnContent {
    var tableColumnBody: some TableColumnContent<TableTests.Fruit, Never> {
        TableColumn("Name") { (fruit: TableTests.Fruit) in Color.clear.frame(width: 30, height: 16).id("name\(fruit.id)") }
        TableColumn("Color") { (fruit: TableTests.Fruit) in Color.clear.frame(width: 20, height: 16).id("color\(fruit.id)") }
    }
}

@Suite("Tables: content of one's own")
@MainActor
struct TableCustomContentTests {
    @Test("custom column content adds the columns of its body")
    func customColumnContent() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        let table = Table(TableTests.fruits) { FruitColumns() }
        let result = table.layout(in: ProposedViewSize(width: 360, height: 220), environment: environment)
        #expect(result.frame(of: "color1")?.origin == CGPoint(x: 188.5, y: 37))
    }

    @Test("an if in the columns and rows builders chooses what the table shows")
    func conditionalContent() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        let showColor = false
        let table = Table(of: TableTests.Fruit.self) {
            TableColumn("Name") { (fruit: TableTests.Fruit) in Color.clear.frame(width: 30, height: 16).id("name\(fruit.id)") }
            if showColor {
                TableColumn("Color") { (fruit: TableTests.Fruit) in Color.clear.frame(width: 20, height: 16).id("color\(fruit.id)") }
            }
        } rows: {
            if showColor {
                TableRow(TableTests.fruits[0])
            } else {
                TableRow(TableTests.fruits[1])
            }
        }
        let result = table.layout(in: ProposedViewSize(width: 360, height: 220), environment: environment)
        #expect(result.frame(of: "name2")?.minY == 37)
        #expect(result.frame(of: "name1") == nil)
        #expect(result.frame(of: "color2") == nil)
    }
}
