import Foundation
import Testing
@testable import Trellis

// SwiftUI: "listRowInsets(_:_:)" (https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:_:)):
// "Sets the insets of the specified edges"; "If nil, the default insets are used".

@MainActor
@Suite("List row insets by edge")
struct ListRowEdgeInsetsTests {
    private let window = ProposedViewSize(width: 320, height: 400)
    private let defaults = ListMetrics.of(.automatic, on: .iOS).rowInsets

    private func row(_ id: String) -> some View {
        Color.blue.frame(width: 40, height: 24.5).id(id)
    }

    private func frame(_ list: some View) -> CGRect? {
        list.layout(in: window).frame(of: "a")
    }

    @Test("an edge's inset replaces the list's on that edge only")
    func oneEdgeReplaced() {
        let byEdge = frame(List { row("a").listRowInsets(.leading, 30) })
        let full = frame(List { row("a").listRowInsets(EdgeInsets(top: defaults.top, leading: 30, bottom: defaults.bottom, trailing: defaults.trailing)) })
        #expect(byEdge != nil)
        #expect(byEdge == full)
        #expect(byEdge != frame(List { row("a") }))
    }

    @Test("vertical insets make the row taller, the horizontal ones keep the list's")
    func verticalEdges() {
        let result = List { row("a").listRowInsets(.vertical, 30); row("b") }.layout(in: window)
        let plain = List { row("a"); row("b") }.layout(in: window)
        let a = result.frame(of: "a"), plainA = plain.frame(of: "a")
        #expect(a != nil)
        #expect(a?.minX == plainA?.minX)
        // The row is as tall as its content and its insets (24.5 + 60), where it was the
        // larger of the minimum row height and its content with the list's insets.
        let rowHeight = (result.element(id: "b")?.exactFrame.minY ?? 0) - (plain.element(id: "b")?.exactFrame.minY ?? 0)
        #expect(rowHeight == 24.5 + 60 - Swift.max(ListMetrics.of(.automatic, on: .iOS).minRowHeight, 24.5 + defaults.top + defaults.bottom))
    }

    @Test("a nil length gives the edges the list's default, over listRowInsets(_:)")
    func nilLengthRestoresDefault() {
        let restored = frame(List { row("a").listRowInsets(.leading, nil).listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 2)) })
        let expected = frame(List { row("a").listRowInsets(EdgeInsets(top: 2, leading: defaults.leading, bottom: 2, trailing: 2)) })
        #expect(restored == expected)
        #expect(frame(List { row("a").listRowInsets(.all, nil) }) == frame(List { row("a") }))
    }

    @Test("a negative or non-finite length is 0, and the layout reports it")
    func badLength() {
        let result = List { row("a").listRowInsets(.leading, -.infinity) }.layout(in: window)
        #expect(result.frame(of: "a")?.minX == frame(List { row("a").listRowInsets(.leading, 0) })?.minX)
        #expect(result.diagnostics.contains { $0.description.contains("listRowInsets") })
        #expect(frame(List { row("a").listRowInsets(.leading, .nan) })?.minX.isFinite == true)
    }
}
