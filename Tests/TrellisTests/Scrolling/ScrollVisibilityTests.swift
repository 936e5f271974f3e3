import Foundation
import Testing
@testable import Trellis

/// What of each view the scroll views around it show (``LayoutResult/Element/visibleFrame``).
/// Source of every case: derived, docs/semantics.md "ScrollView" (what shows): the swiftui-web
/// goldens draw a scroll view's content only inside it; frames come from the scroll fixtures'
/// measured rules.
@Suite("Scroll views: what shows")
@MainActor
struct ScrollVisibilityTests {
    /// Twenty rows 20 tall, 8 apart, in a scroll view 200 tall (swiftui-web
    /// `scroll/vertical-overflow`: the content is 552 tall).
    private func rows() -> LayoutResult {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0 ..< 20, id: \.self) { index in Color.blue.frame(width: 120, height: 20).id(index) }
            }
        }
        .id("scroll")
        .layout(in: ProposedViewSize(width: 300, height: 200))
    }

    // Derived: the scroll view's frame bounds what it shows (swiftui-web goldens show its
    // content drawn only inside it).
    @Test("a row inside the scroll view shows whole")
    func rowInsideShowsWhole() {
        let row = rows().element(id: 0)
        #expect(row?.visibleFrame == CGRect(x: 0, y: 0, width: 120, height: 20))
    }

    @Test("a row across the scroll view's edge shows the part inside it")
    func rowAcrossEdgeShowsPart() {
        // Row 7 spans 196...216; the scroll view ends at 200.
        let row = rows().element(id: 7)
        #expect(row?.frame == CGRect(x: 0, y: 196, width: 120, height: 20))
        #expect(row?.visibleFrame == CGRect(x: 0, y: 196, width: 120, height: 4))
    }

    @Test("a row scrolled out of sight has no visible frame")
    func rowOutOfSightHasNone() {
        #expect(rows().element(id: 19)?.visibleFrame == nil)
    }

    @Test("a scroll view's viewport shows its content only inside it, and nothing else clips")
    func onlyScrollViewsClip() {
        let result = rows()
        let scroll = result.elements.firstIndex { $0.id == AnyHashable("scroll") }
        let viewport = result.elements.first { $0.parent == scroll && $0.name == "ScrollView" }
        #expect(viewport?.clipsContent == true)
        #expect(result.elements.filter(\.clipsContent).count == 1)
    }

    @Test("a view outside every scroll view shows whole, even beyond its container")
    func unclippedViewShowsWhole() {
        let result = HStack(spacing: 0) { Color.red.frame(width: 300, height: 10).id("wide") }
            .frame(width: 100)
            .layout(in: .unspecified)
        #expect(result.element(id: "wide")?.visibleFrame == result.element(id: "wide")?.frame)
    }

    @Test("a view inside a scroll view scrolled wholly out of sight shows nothing")
    func contentOfHiddenScrollViewShowsNothing() {
        // The inner scroll view sits at 40…60 in an outer one 30 tall: nothing of it shows.
        let result = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                ScrollView { Color.blue.frame(width: 20, height: 20).id("inside") }.frame(height: 20).id("inner")
            }
        }
        .layout(in: ProposedViewSize(width: 20, height: 30))
        #expect(result.element(id: "inner")?.visibleFrame == nil)
        #expect(result.element(id: "inside")?.visibleFrame == nil)
    }

    // Foundation's `CGRect.intersection` traps on some rectangles of infinite extent, which a
    // result may hold; the cut Trellis makes answers for them.
    @Test("the visible part of a rectangle of infinite extent is worked out without trapping")
    func infiniteRectanglesAreCut() {
        let clip = CGRect(x: 0, y: 0, width: 100, height: 50)
        let wide = CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 10)
        #expect(LayoutResult.Storage.part(of: wide, inside: clip) == CGRect(x: 10, y: 10, width: 90, height: 10))
        let everywhere = CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 10)
        #expect(LayoutResult.Storage.part(of: everywhere, inside: clip) == nil)
        #expect(LayoutResult.Storage.part(of: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), inside: clip) == nil)
    }

    @Test("nested scroll views show the part of a view inside both")
    func nestedScrollViewsIntersect() {
        let result = ScrollView {
            ScrollView(.horizontal) {
                Color.green.frame(width: 400, height: 20).id("strip")
            }
            .frame(width: 150)
        }
        .layout(in: ProposedViewSize(width: 150, height: 10))
        #expect(result.element(id: "strip")?.visibleFrame == CGRect(x: 0, y: 0, width: 150, height: 10))
    }
}
