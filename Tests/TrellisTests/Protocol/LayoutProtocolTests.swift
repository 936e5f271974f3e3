import Foundation
import Testing
@testable import Trellis
import TrellisGallery

@Suite("Layout protocol")
@MainActor
struct LayoutProtocolTests {
    // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    // BasicVStack: width = widest ideal width, height = sum of ideal heights; placeSubviews puts
    // each subview below the previous one at the leading edge.
    @Test("Apple's BasicVStack stacks ideal sizes top to bottom")
    func basicVStack() {
        let result = BasicVStack {
            Rectangle().frame(width: 40, height: 20).id("a")
            Circle().id("b")  // a shape's ideal size is 10 × 10
            Rectangle().frame(width: 60, height: 5).id("c")
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.size == CGSize(width: 60, height: 35))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 30, width: 60, height: 5))
        #expect(result.diagnostics.isEmpty)
    }

    // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:) — "SwiftUI
    // calls this method ... before calling any other Layout methods"; the cache persists between
    // calls until the subviews change.
    @Test("makeCache runs once per container however many times it is asked")
    func makeCacheRunsOnce() {
        let counter = CallCounter()
        struct Cached: Layout {
            let counter: CallCounter
            func makeCache(subviews: Subviews) -> Int {
                counter.hit("makeCache")
                return subviews.count
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                CGSize(width: CGFloat(cache) * 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                for (i, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        let host = LayoutHost(Cached(counter: counter) { Color.red; Color.blue; Color.green })
        let first = host.layout(in: ProposedViewSize(width: 100, height: 100))
        _ = host.layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(first.size == CGSize(width: 30, height: 10))
        #expect(counter.count("makeCache") == 1)
    }

    // https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:) —
    // "The default implementation ... combines the spacing preferences of the subviews" (union).
    @Test("a layout's default spacing is the union of its subviews' spacing")
    func defaultSpacingIsUnion() {
        var wide = ViewSpacing.zero
        wide[.leading].defaultCategory = 30
        let run = LayoutTrial(BasicVStack(), subviews: [.fixed(width: 1, height: 1).spacing(.zero), .fixed(width: 1, height: 1).spacing(wide)])
            .run(in: .unspecified)
        let host = LayoutHost(BasicVStack { StandIn.fixed(width: 1, height: 1).spacing(.zero); StandIn.fixed(width: 1, height: 1).spacing(wide) })
        let spacing = host.engine.spacing(of: host.engine.root)
        #expect(run.diagnostics.isEmpty)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .horizontal) == 30)
        #expect(spacing.distance(to: .zero, along: .horizontal) == 0)
    }

    private enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    // https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-8ofeu
    // "The default implementation ... merges the subviews' guides" — each subview's explicit
    // value, offset by where it is placed; custom guides average (docs/semantics.md,
    // "Alignment: Merging explicit guides").
    @Test("a layout's default explicit alignment merges its subviews' placed guides")
    func defaultExplicitAlignmentMerges() {
        let view = BasicVStack {
            Rectangle().frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment(Marker.self)) { _ in 4 }
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10).alignmentGuide(VerticalAlignment(Marker.self)) { d in d.height }
        }
        let host = LayoutHost(view)
        _ = host.layout(in: .unspecified)
        let root = host.engine.dimensions(host.engine.root, .unspecified)
        #expect(root[explicit: HorizontalAlignment(Marker.self)] == 4)
        // The third subview sits at y = 20; its guide is at its bottom, 10 below: 30.
        #expect(root[explicit: VerticalAlignment(Marker.self)] == 30)
        #expect(root[explicit: VerticalAlignment.top] == nil)
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    // — the anchor is the unit point of the subview that appears at the position; .topLeading
    // by default.
    @Test("a subview's anchor lands on the given position")
    func anchorPlacement() {
        struct Centred: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
                subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
                subviews[2].place(at: CGPoint(x: 5, y: 6), proposal: ProposedViewSize(width: 20, height: 30))
            }
        }
        let result = Centred { Color.red.id("a"); Color.blue.id("b"); Color.green.id("c") }.layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 90, y: 90, width: 10, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 5, y: 6, width: 20, height: 30))
        #expect(result.proposal(of: "c") == ProposedViewSize(width: 20, height: 30))
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue: Int = 1
    }

    // https://developer.apple.com/documentation/swiftui/layoutvaluekey — a subview reads
    // `subview[Key.self]`, the value set with layoutValue(key:value:) or the default.
    @Test("layout values reach the layout, with the key's default where unset")
    func layoutValues() {
        struct ReadsRank: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.map { CGFloat($0[Rank.self]) }.reduce(0, +), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            }
        }
        let result = ReadsRank {
            Color.red.layoutValue(key: Rank.self, value: 5)
            Color.blue
            Color.green.layoutValue(key: Rank.self, value: 7).frame(width: 3)  // survives the frame
        }.layout(in: .unspecified)
        #expect(result.size.width == 13)
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubview/priority — "the layout
    // priority of the subview", set with layoutPriority(_:), 0 by default.
    @Test("a subview's priority is its layoutPriority, 0 by default")
    func priorities() {
        let run = LayoutTrial(BasicVStack(), subviews: [.fixed(width: 1, height: 1).priority(2), .fixed(width: 1, height: 1)])
        let host = LayoutHost(BasicVStack { Color.red.layoutPriority(3).frame(width: 1); Color.red })
        let subviews = host.engine.subviews(of: host.engine.root)
        #expect(subviews[0].priority == 3)
        #expect(subviews[1].priority == 0)
        #expect(run.run(in: .unspecified).diagnostics.isEmpty)
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubviews — a random-access
    // collection indexed by Int; its SubSequence is LayoutSubviews (Swift slices keep indices).
    @Test("slicing subviews keeps their indices")
    func slicing() {
        let host = LayoutHost(BasicVStack { Color.red.id(0); Color.red.id(1); Color.red.id(2) })
        let subviews = host.engine.subviews(of: host.engine.root)
        let tail = subviews[1...]
        #expect(tail.startIndex == 1 && tail.endIndex == 3 && tail.count == 2)
        #expect(tail.first == subviews[1])
        #expect(subviews.dropFirst(2).first == subviews[2])
        #expect(subviews.layoutDirection == .leftToRight)
    }

    // https://developer.apple.com/documentation/swiftui/anylayout — the wrapped layout's results.
    @Test("AnyLayout gives the wrapped layout's sizes and positions")
    func anyLayoutForwards() {
        let direct = BasicVStack { Color.red.frame(width: 30, height: 10).id("a"); Color.blue.id("b") }
            .layout(in: .unspecified)
        let erased = AnyLayout(BasicVStack()) { Color.red.frame(width: 30, height: 10).id("a"); Color.blue.id("b") }
            .layout(in: .unspecified)
        #expect(direct.size == erased.size)
        #expect(direct.frame(of: "b") == erased.frame(of: "b"))
        #expect(erased.elements[0].name == "AnyLayout(BasicVStack)")
    }
}
