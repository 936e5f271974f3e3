import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `list/tint`, `list/separators`, `list/prominence`, `list/alternating`
/// and `list/outline` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/list/<name>/frames.json` at 8d46be3, their fixtures in
/// `Fixtures/Sources/List/ListLooksFixtures.swift` at 8d46be3): the looks a list's rows and
/// sections take — item tints, section and row separators, header prominence, alternating
/// row fills, outline and disclosure rows — change colours, never the rows' places, except
/// an increased header's. Each fixture fills its window; its rows are text, laid out with
/// the system fonts (a text frame within 1 pt or 2 %, the rest exact).
@Suite("Lists: the looks goldens")
@MainActor
struct ListLooksFixtureTests {
    @Test("list/tint: item tints leave the label rows 24 apart from 14 down",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func tint() {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi").listItemTint(.green).id("green")
            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right").listItemTint(ListItemTint.fixed(.orange)).id("orange")
            Label("Mobile", systemImage: "phone").id("plain")
        }
        .id("list")
        let frames = RecordedFrames(list, platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.exact("list", 0, 0, 320, 200)
        frames.text("orange", 16, 38, 81, 16)
        // The rows' places follow the line height, not the labels' widths: exact.
        for (id, y) in [("green", 14), ("orange", 38), ("plain", 62)] as [(String, CGFloat)] {
            #expect(frames.result.element(id: id)?.exactFrame.minY == y, "\(id)")
        }
        frames.text("green", 16, 14, 54.5, 16)
        frames.text("plain", 16, 62, 62.5, 16)
    }

    @Test("list/separators: hidden and tinted section separators keep every row's place",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func separators() {
        let list = List {
            Section("Hidden") {
                Text("Apple").id("hiddenRow1")
                Text("Banana").id("hiddenRow2")
            }
            .listSectionSeparator(.hidden)
            Section("Tinted") {
                Text("Cherry").id("tintedRow1")
                Text("Carrot").id("tintedRow2")
            }
            .listSectionSeparatorTint(Color.red)
            Section("Rows") {
                Text("Top").listRowSeparator(.hidden, edges: .top).id("topHidden")
                Text("Bottom").listRowSeparator(.hidden, edges: .bottom).id("bottomHidden")
                Text("Last").id("last")
            }
        }
        .id("list")
        let frames = RecordedFrames(list, platform: .macOS, window: CGSize(width: 320, height: 300))
        frames.exact("list", 0, 0, 320, 300)
        frames.text("hiddenRow1", 16, 42, 35, 16)
        frames.text("hiddenRow2", 16, 66, 45, 16)
        frames.text("tintedRow1", 16, 138, 41.5, 16)
        frames.text("tintedRow2", 16, 162, 38.5, 16)
        frames.text("topHidden", 16, 234, 22.5, 16)
        frames.text("bottomHidden", 16, 258, 44.5, 16)
        frames.text("last", 16, 282, 26, 16)
    }

    @Test("list/prominence: an increased header sits 10 above a standard one's place, its rows unmoved",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func prominence() {
        let list = List {
            Section {
                Text("Apple").id("row1")
            } header: {
                Text("Increased").id("increasedHeader")
            }
            .headerProminence(.increased)
            Section {
                Text("Banana").id("row2")
            } header: {
                Text("Standard").id("standardHeader")
            }
        }
        .id("list")
        let frames = RecordedFrames(list, platform: .macOS, window: CGSize(width: 320, height: 220))
        frames.exact("list", 0, 0, 320, 220)
        frames.text("row1", 16, 42, 35, 16)
        frames.text("row2", 16, 114, 45, 16)
        // The headers' places and heights: exact (the increased one 10 above a standard one's).
        #expect(frames.result.element(id: "increasedHeader")?.exactFrame.minY == 6)
        #expect(frames.result.element(id: "increasedHeader")?.exactFrame.height == 16)
        #expect(frames.result.element(id: "standardHeader")?.exactFrame.minY == 88)
        #expect(frames.result.element(id: "standardHeader")?.exactFrame.height == 16)
        frames.text("increasedHeader", 16, 6, 54, 16)
        frames.text("standardHeader", 16, 88, 50, 16)
    }

    @Test("list/alternating: alternating row fills keep the rows 24 apart from 14 down",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func alternating() {
        let stack = VStack(spacing: 8) {
            List {
                Text("Apple").id("altRow1"); Text("Banana").id("altRow2"); Text("Cherry").id("altRow3"); Text("Carrot").id("altRow4")
            }
            .listStyle(.inset(alternatesRowBackgrounds: true))
            .frame(height: 130)
            .id("insetAlternating")
            List {
                Text("Apple").id("enabledRow1"); Text("Banana").id("enabledRow2"); Text("Cherry").id("enabledRow3")
            }
            .alternatingRowBackgrounds(.enabled)
            .frame(height: 130)
            .id("enabled")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 300))
        frames.exact("stack", 0, 16, 320, 268)
        frames.exact("insetAlternating", 0, 16, 320, 130)
        frames.exact("enabled", 0, 154, 320, 130)
        frames.text("altRow1", 16, 30, 35, 16)
        frames.text("altRow2", 16, 54, 45, 16)
        frames.text("altRow3", 16, 78, 41.5, 16)
        frames.text("altRow4", 16, 102, 38.5, 16)
        frames.text("enabledRow1", 16, 168, 35, 16)
        frames.text("enabledRow2", 16, 192, 45, 16)
        frames.text("enabledRow3", 16, 216, 41.5, 16)
    }

    private struct Node: Identifiable {
        let name: String
        var children: [Node]?
        var id: String { name }
    }

    private static let tree = [
        Node(name: "Fruits", children: [Node(name: "Apple"), Node(name: "Banana")]),
        Node(name: "Vegetables", children: [Node(name: "Carrot")]),
        Node(name: "Water"),
    ]

    private var outline: some View {
        VStack(spacing: 8) {
            List(Self.tree, children: \.children) { node in
                Text(node.name).id(node.name)
            }
            .frame(height: 130)
            .id("outline")
            List {
                DisclosureGroup("Fruits", isExpanded: .constant(true)) {
                    Text("Apple").id("dgApple")
                    Text("Banana").id("dgBanana")
                }
                Text("Water").id("dgWater")
            }
            .frame(height: 130)
            .id("disclosure")
        }
        .id("stack")
    }

    @Test("list/outline: collapsed outline rows sit 9 in, past their disclosure indicators",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func outlineRows() {
        let frames = RecordedFrames(outline, platform: .macOS, window: CGSize(width: 320, height: 300))
        frames.exact("stack", 0, 16, 320, 268)
        frames.exact("outline", 0, 16, 320, 130)
        frames.text("Fruits", 25, 30, 34.5, 16)
        frames.text("Vegetables", 25, 54, 68, 16)
        frames.text("Water", 25, 78, 36, 16)
        frames.absent("Apple")
        frames.absent("Carrot")
    }

    @Test("list/outline: an expanded disclosure group's rows sit 22 in, a row after it 9 in, 24 apart",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func disclosureRows() {
        let frames = RecordedFrames(outline, platform: .macOS, window: CGSize(width: 320, height: 300))
        frames.exact("disclosure", 0, 154, 320, 130)
        frames.text("dgApple", 38, 192, 35, 16)
        frames.text("dgBanana", 38, 216, 45, 16)
        frames.text("dgWater", 25, 240, 36, 16)
    }
}
