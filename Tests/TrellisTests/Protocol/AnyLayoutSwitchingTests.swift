import Foundation
import Testing
@testable import Trellis

@Suite("AnyLayout switching")
@MainActor
struct AnyLayoutSwitchingTests {
    private func content() -> some View {
        Group {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 30, height: 40).id("b")
        }
    }

    // https://developer.apple.com/documentation/swiftui/anylayout — "Switch between
    // type-erased layouts": the erased layout lays out exactly as the one it wraps. HStack:
    // 20 + 8 + 30 wide, "a" centred on 40: y = 15.
    @Test("AnyLayout(HStackLayout()) lays out as an HStack")
    func erasedHStack() {
        let result = AnyLayout(HStackLayout()) { content() }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 58, height: 40))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 15, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 28, y: 0, width: 30, height: 40))
    }

    // As above for VStack: 10 + 8 + 40 tall, "a" centred on 30: x = 5.
    @Test("AnyLayout(VStackLayout()) lays out as a VStack")
    func erasedVStack() {
        let result = AnyLayout(VStackLayout()) { content() }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 58))
        #expect(result.frame(of: "a") == CGRect(x: 5, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 18, width: 30, height: 40))
    }

    // https://developer.apple.com/documentation/swiftui/anylayout — the same content under a
    // layout chosen at run time, as Apple's example switches on a size class.
    @Test("a condition switches the erased layout between stacks", arguments: [true, false])
    func switching(horizontal: Bool) {
        let layout = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        let result = layout { content() }.layout(in: .unspecified)
        #expect(result.size == (horizontal ? CGSize(width: 50, height: 40) : CGSize(width: 30, height: 50)))
    }

    // https://developer.apple.com/documentation/swiftui/gridlayout — GridLayout is the grid
    // "you can use in conditional layouts": erased, it still reads GridRow and cell traits.
    @Test("AnyLayout(GridLayout()) lays out as a Grid")
    func erasedGrid() {
        let result = AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
            GridRow { Color.red.frame(width: 20, height: 10).id("a"); Color.blue.frame(width: 30, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 10).gridCellColumns(2).id("span") }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 50, height: 20))
        #expect(result.frame(of: "span") == CGRect(x: 20, y: 10, width: 10, height: 10))
    }
}
