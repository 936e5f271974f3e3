import Foundation
import Testing
@testable import Trellis

/// Tree-structured rows: `OutlineGroup` and `List(_:children:)` make each element a row and
/// each element whose children are not `nil` a `DisclosureGroup` over them, collapsed until
/// expanded (Apple, `outlinegroup` and `outlinegroup/init(_:children:content:)`).
@Suite("Outline groups")
@MainActor
struct OutlineGroupTests {
    struct Item: Identifiable {
        let id: Int
        var children: [Item]?
    }

    static let tree = [
        Item(id: 1, children: [Item(id: 11), Item(id: 12, children: [Item(id: 121)])]),
        Item(id: 2),
    ]

    private func row(_ item: Item) -> some View {
        Color.blue.frame(width: 40, height: 20).id("item\(item.id)")
    }

    private let window = ProposedViewSize(width: 320, height: 400)

    @Test("an element with children is a collapsed disclosure group labelled with its row")
    func parentIsACollapsedDisclosureGroup() {
        let outline = VStack(spacing: 0) { OutlineGroup(Self.tree, children: \.children) { row($0) } }
        let same = VStack(spacing: 0) {
            DisclosureGroup { row(Item(id: 11)) } label: { row(Item(id: 1)) }
            row(Item(id: 2))
        }
        let result = outline.layout(in: window), expected = same.layout(in: window)
        #expect(result.frame(of: "item1") == expected.frame(of: "item1"))
        #expect(result.frame(of: "item2") == expected.frame(of: "item2"))
        #expect(result.frame(of: "item11") == nil)
        #expect(result.frame(of: "item121") == nil)
    }

    @Test("a root element and its id key path make one row")
    func rootElementForm() {
        let outline = OutlineGroup(Item(id: 2), id: \.id, children: \.children) { row($0) }
        #expect(outline.layout(in: window).frame(of: "item2")?.size == CGSize(width: 40, height: 20))
    }

    @Test("a hierarchical list is a list of the outline group's rows")
    func listWithChildren() {
        let list = List(Self.tree, children: \.children) { row($0) }
        let same = List {
            DisclosureGroup { row(Item(id: 11)) } label: { row(Item(id: 1)) }
            row(Item(id: 2))
        }
        let result = list.layout(in: window), expected = same.layout(in: window)
        #expect(result.frame(of: "item1") != nil)
        #expect(result.frame(of: "item1") == expected.frame(of: "item1"))
        #expect(result.frame(of: "item2") == expected.frame(of: "item2"))
    }

    @Test("in a macOS list a disclosure group's rows are rows of an outline, indented past the triangles")
    func macOSOutlineRows() {
        // swiftui-web `list/outline` (macOS 26.2, 8d46be3): top-level rows 9 in from the rows'
        // inset (16), a group's rows 13 deeper, every row at least 24 tall (here 28: 20 and 4 above and below) from 10 down.
        let list = List {
            DisclosureGroup(isExpanded: .constant(true)) {
                row(Item(id: 11))
                DisclosureGroup(isExpanded: .constant(true)) { row(Item(id: 121)) } label: { row(Item(id: 12)) }
            } label: {
                row(Item(id: 1))
            }
            row(Item(id: 2))
        }
        let result = list.layout(in: window, environment: .recording(.macOS))
        #expect(result.frame(of: "item1") == CGRect(x: 25, y: 14, width: 40, height: 20))
        #expect(result.frame(of: "item11") == CGRect(x: 38, y: 42, width: 40, height: 20))
        #expect(result.frame(of: "item12") == CGRect(x: 38, y: 70, width: 40, height: 20))
        #expect(result.frame(of: "item121") == CGRect(x: 51, y: 98, width: 40, height: 20))
        #expect(result.frame(of: "item2") == CGRect(x: 25, y: 126, width: 40, height: 20))
    }

    @Test("a macOS list without disclosure groups keeps its rows at the inset")
    func macOSFlatListIsNotIndented() {
        let list = List { row(Item(id: 1)); row(Item(id: 2)) }
        let result = list.layout(in: window, environment: .recording(.macOS))
        #expect(result.frame(of: "item1")?.minX == 16)
        #expect(result.frame(of: "item2")?.minX == 16)
    }
}
