import Foundation
import Testing
@testable import Trellis

// `Edge.Corner` and its set, `RectangleCornerInsets`, and `EdgeInsets.inset(by:edges:)`
// (SwiftUI: "Edge/Corner", "RectangleCornerInsets"). Apple documents no formula for
// `inset(by:edges:)`; Trellis's (an edge grows by the larger extent of its two corners) is
// derived.
@Suite("Edge corners and corner insets")
struct EdgeCornerTests {
    @Test("the edge sets of corners hold the two corners on that edge")
    func edgeSetsHoldTheirCorners() {
        #expect(Edge.Corner.Set.top == [.topLeading, .topTrailing])
        #expect(Edge.Corner.Set.leading.contains(Edge.Corner.bottomLeading))
        #expect(!Edge.Corner.Set.leading.contains(Edge.Corner.topTrailing))
        #expect(Edge.Corner.Set.top.union(.bottom) == .all)
        #expect(Edge.Corner.Set.leading.union(.trailing) == .all)
        #expect(Edge.Corner.Set.none.isEmpty)
        #expect(Edge.Corner.allCases.allSatisfy { Edge.Corner.Set.all.contains($0) })
    }

    @Test("a corner set describes the corners it holds")
    func cornerSetDescription() {
        #expect(Edge.Corner.Set([.topLeading, .bottomTrailing]).debugDescription == "[topLeading, bottomTrailing]")
        #expect(Edge.Corner.bottomLeading.debugDescription == "bottomLeading")
    }

    @Test("corner radii read by corner")
    func radiiByCorner() {
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(Edge.Corner.allCases.map { radii[$0] } == [1, 4, 2, 3])
    }

    @Test("corner insets start at zero")
    func cornerInsetsStartAtZero() {
        let insets = RectangleCornerInsets()
        #expect(insets.topLeading == .zero && insets.bottomTrailing == .zero)
        #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).inset(by: insets) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("insetting by corners grows each edge by the larger of its corners' extents")
    func insetByCornersGrowsEdges() {
        let corners = RectangleCornerInsets(
            topLeading: CGSize(width: 10, height: 20), topTrailing: CGSize(width: 5, height: 30),
            bottomLeading: CGSize(width: 15, height: 2), bottomTrailing: CGSize(width: 1, height: 4))
        let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1).inset(by: corners)
        #expect(insets == EdgeInsets(top: 31, leading: 16, bottom: 5, trailing: 6))
    }

    @Test("insetting by corners leaves the edges not asked for")
    func insetByCornersOnlyOnEdges() {
        let corners = RectangleCornerInsets(
            topLeading: CGSize(width: 10, height: 20), topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
        #expect(EdgeInsets().inset(by: corners, edges: .top) == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(EdgeInsets().inset(by: corners, edges: .horizontal) == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
    }

    @Test("negative or NaN corner extents count as zero")
    func badCornerExtentsCountAsZero() {
        let corners = RectangleCornerInsets(
            topLeading: CGSize(width: -10, height: CGFloat.nan), topTrailing: CGSize(width: CGFloat.nan, height: -3),
            bottomLeading: .zero, bottomTrailing: .zero)
        #expect(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2).inset(by: corners) == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
    }
}
