import Foundation
import Synchronization
import Testing
@testable import Trellis

/// `LayoutHost.replace(id:with:)`: after a replacement, a layout equals a fresh layout of the
/// changed tree (docs/semantics.md, "Host contract: Replacement").
@Suite("Replacing a marked view")
@MainActor
struct ReplaceTests {
    /// Everything a result says about every view, in order, plus its diagnostics.
    func dump(_ result: LayoutResult) -> [String] {
        result.elements.map { element in
            "\(element.depth) \(element.parent.map(String.init) ?? "-") \(element.name) \(element.id.map { "\($0)" } ?? "")"
                + " \(element.exactFrame) \(element.frame) \(element.proposal) \(element.layoutDirection)"
        } + ["size \(result.size)"] + result.diagnostics.map(\.description)
    }

    /// Lays out `before` in a host (at `proposals`, so its caches are warm), replaces `id` with
    /// `replacement`, and checks the next layouts against fresh hosts of `after`.
    func expectReplacementMatchesFresh<Before: View, After: View, Replacement: View>(
        _ before: Before, replacing id: String, with replacement: Replacement, after: After,
        proposals: [ProposedViewSize] = [ProposedViewSize(width: 300, height: 200), ProposedViewSize(width: 120, height: nil)],
        environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .testFont,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = LayoutHost(before, environment: environment, fonts: fonts)
        for proposal in proposals { _ = host.layout(in: proposal) }
        #expect(host.replace(id: id, with: replacement), sourceLocation: sourceLocation)
        for proposal in proposals.reversed() {
            let fresh = LayoutHost(after, environment: environment, fonts: fonts).layout(in: proposal)
            #expect(dump(host.layout(in: proposal)) == dump(fresh), sourceLocation: sourceLocation)
        }
    }

    // Found by "replacing a marked view with another tree gives a fresh layout of the changed
    // tree" (seed 2344): a cell belongs to its row by a layout value the `GridRow` gave it, and
    // the replacement had none, so it fell out of its row into one of its own.
    @Test("a replaced cell of a GridRow stays in its row")
    func replacedGridCellStaysInRow() {
        func tree(_ width: CGFloat) -> some View {
            Grid(horizontalSpacing: 2, verticalSpacing: 3) {
                GridRow {
                    Color.red.frame(width: width, height: 10).id("x")
                    Color.blue.frame(width: 20, height: 20)
                }
                Color.green.frame(width: 30, height: 5)
            }
        }
        expectReplacementMatchesFresh(tree(10), replacing: "x", with: Color.red.frame(width: 15, height: 10), after: tree(15))
    }

    // The contract of `replace(id:with:)`: the layout of the tree with `view.id(id)` written
    // where the marked view was, so what the code around the mark does applies to the new view.
    @Test("a layout priority written around a replaced view's mark applies to its replacement")
    func outerPriorityApplies() {
        func tree(_ width: CGFloat) -> some View {
            HStack(spacing: 0) {
                Group { Color.red.frame(minWidth: width, maxWidth: 100).id("x") }.layoutPriority(1)
                Color.green.frame(minWidth: 5, maxWidth: 100).id("y").layoutPriority(1)
                Color.blue.frame(minWidth: 10, maxWidth: 100)
            }
        }
        let proposals = [ProposedViewSize(width: 150, height: 10), ProposedViewSize(width: 120, height: 10)]
        expectReplacementMatchesFresh(
            tree(10), replacing: "x", with: Color.red.frame(minWidth: 20, maxWidth: 100), after: tree(20), proposals: proposals)
        expectReplacementMatchesFresh(
            tree(10), replacing: "y", with: Color.green.frame(minWidth: 5, maxWidth: 100), after: tree(10), proposals: proposals)
    }

    @Test("the modifiers' nodes around a replaced view take on its replacement's layout priority")
    func wrappersTakeReplacementPriority() {
        func tree(x: Double, z: Double) -> some View {
            HStack(spacing: 0) {
                Group { Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(x).id("x") }.padding(1)
                Color.green.frame(minWidth: 10, maxWidth: 100).layoutPriority(z).id("z").padding(2).layoutPriority(1).id("y")
                Color.blue.frame(minWidth: 10, maxWidth: 100)
            }
        }
        let proposals = [ProposedViewSize(width: 150, height: 10), ProposedViewSize(width: 120, height: 10)]
        // The padding around "x" took on its priority 2; its replacement has none.
        expectReplacementMatchesFresh(
            tree(x: 2, z: 0), replacing: "x", with: Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(0),
            after: tree(x: 0, z: 0), proposals: proposals)
        // The padding around "z" has the priority written on it after (1), whatever "z" has.
        expectReplacementMatchesFresh(
            tree(x: 0, z: 0), replacing: "z", with: Color.green.frame(minWidth: 10, maxWidth: 100).layoutPriority(3),
            after: tree(x: 0, z: 3), proposals: proposals)
    }

    // Found by "replacing a marked view with another tree gives a fresh layout of the changed
    // tree" (seed 501): a trait written between two marks is outside the inner one but part of
    // the view the outer one marks.
    @Test("a layout priority written inside a replaced view's mark does not apply to its replacement")
    func innerPriorityDoesNotApply() {
        func tree(priority: Double) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 100).id("inner").layoutPriority(priority).id("x")
                Color.blue.frame(minWidth: 10, maxWidth: 100)
            }
        }
        expectReplacementMatchesFresh(
            tree(priority: 2), replacing: "x", with: Color.red.frame(minWidth: 10, maxWidth: 100), after: tree(priority: 0),
            proposals: [ProposedViewSize(width: 150, height: 10)])
    }

    @Test("a replacement that gives a subview a layout priority changes how its stack shares space")
    func replacementChangesPriority() {
        func tree(_ priority: Double?) -> some View {
            HStack {
                Text("one two three four").id("a")
                if let priority { Text("five six seven").layoutPriority(priority).id("b") } else { Text("five six seven").id("b") }
                Color.red.frame(minWidth: 20, maxWidth: 200)
            }
        }
        let proposal = ProposedViewSize(width: 120, height: 200)
        // The priority matters here: the two trees lay out differently.
        #expect(LayoutHost(tree(nil), fonts: .testFont).layout(in: proposal).elements.map(\.frame)
            != LayoutHost(tree(1), fonts: .testFont).layout(in: proposal).elements.map(\.frame))
        expectReplacementMatchesFresh(
            tree(nil), replacing: "b", with: Text("five six seven").layoutPriority(1), after: tree(1),
            proposals: [proposal])
        expectReplacementMatchesFresh(
            tree(1), replacing: "b", with: Text("five six seven"), after: tree(nil),
            proposals: [proposal])
    }

    @Test("a leaf of nested stacks grows: every frame equals a fresh layout's")
    func nestedStacks() {
        func tree(_ width: CGFloat) -> some View {
            HStack(alignment: .top) {
                VStack {
                    Color.red.frame(width: 10, height: 10)
                    HStack { Color.red.frame(width: width, height: 10).id("leaf"); Color.blue.frame(width: 10, height: 30) }
                }
                VStack(alignment: .leading, spacing: 3) { Color.green.frame(width: 20, height: 20); Rectangle() }
            }
        }
        expectReplacementMatchesFresh(
            tree(10), replacing: "leaf", with: Color.red.frame(width: 60, height: 10), after: tree(60))
    }

    @Test("a fixed frame becomes a flexible one, taking the space its stack offers")
    func frames() {
        func tree<Leaf: View>(_ leaf: Leaf) -> some View {
            VStack { HStack { leaf.id("x"); Color.blue.frame(width: 40, height: 10) }; Color.gray.frame(height: 5) }
                .frame(width: 250)
        }
        expectReplacementMatchesFresh(
            tree(Color.red.frame(width: 10, height: 10)), replacing: "x",
            with: Color.red.frame(minWidth: 10, maxWidth: .infinity).frame(height: 12),
            after: tree(Color.red.frame(minWidth: 10, maxWidth: .infinity).frame(height: 12)))
    }

    @Test("replaced text is measured in the marked view's environment (font, line limit, stack)")
    func text() {
        func tree(_ text: String) -> some View {
            VStack(alignment: .leading) {
                Text("Title")
                HStack(alignment: .firstTextBaseline) { Text(text).id("body"); Text("end") }
            }
            .font(.system(size: 12)).lineLimit(2)
        }
        expectReplacementMatchesFresh(
            tree("short"), replacing: "body", with: Text("a much longer text that has to wrap over lines"),
            after: tree("a much longer text that has to wrap over lines"))
    }

    @Test("a subview of a custom layout with a cache is replaced; the layout's cache is updated")
    func customLayout() {
        struct Columns: Layout {
            struct Cache { var widths: [CGFloat] }
            func makeCache(subviews: Subviews) -> Cache {
                Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                CGSize(width: cache.widths.reduce(0, +), height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                var x = bounds.minX
                for (subview, width) in zip(subviews, cache.widths) {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += width
                }
            }
        }
        func tree(_ width: CGFloat) -> some View {
            VStack { Columns { Color.red.frame(width: 10, height: 10); Color.red.frame(width: width, height: 8).id("c") } }
        }
        expectReplacementMatchesFresh(tree(10), replacing: "c", with: Color.red.frame(width: 35, height: 8), after: tree(35))
    }

    @Test("a spacer put in a stack's place is horizontal there; right to left is kept")
    func spacerAndDirection() {
        func tree<Middle: View>(_ middle: Middle) -> some View {
            HStack { Color.red.frame(width: 10, height: 10); middle.id("m"); Color.blue.frame(width: 10, height: 10) }
        }
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        expectReplacementMatchesFresh(
            tree(Color.green.frame(width: 5, height: 5)), replacing: "m", with: Spacer(), after: tree(Spacer()),
            environment: environment)
    }

    @Test("the root can be replaced, and a replaced view can be replaced again")
    func rootAndRepeat() {
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).id("root"))
        _ = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(host.replace(id: "root", with: HStack { Color.red.frame(width: 30, height: 5).id("inner") }))
        #expect(host.replace(id: "inner", with: Color.blue.frame(width: 7, height: 7)))
        #expect(host.replace(id: "inner", with: Color.blue.frame(width: 9, height: 7)))
        let fresh = HStack { Color.blue.frame(width: 9, height: 7).id("inner") }.id("root")
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(dump(host.layout(in: ProposedViewSize(width: 100, height: 100))) == dump(fresh))
    }

    @Test("nothing changes when no view has the mark or the new view is not exactly one view")
    func refusals() {
        let host = LayoutHost(HStack { Color.red.id("a") })
        let before = dump(host.layout(in: ProposedViewSize(width: 50, height: 50)))
        #expect(!host.replace(id: "missing", with: Color.blue))
        #expect(!host.replace(id: "a", with: EmptyView()))
        #expect(!host.replace(id: "a", with: Group { Color.blue; Color.green }))
        #expect(dump(host.layout(in: ProposedViewSize(width: 50, height: 50))) == before)
    }

    @Test("when several views share the mark, the first in tree order is replaced")
    func firstInTreeOrder() {
        let host = LayoutHost(VStack { HStack { Color.red.frame(width: 1, height: 1).id("x") }.id("x"); Color.red.id("x") })
        _ = host.layout(in: .unspecified)
        #expect(host.replace(id: "x", with: Color.blue.frame(width: 3, height: 3)))
        let fresh = VStack { Color.blue.frame(width: 3, height: 3).id("x"); Color.red.id("x") }.layout(in: .unspecified)
        #expect(dump(host.layout(in: .unspecified)) == dump(fresh))
    }

    @Test("results returned before a replacement do not change")
    func earlierResultsStay() {
        let host = LayoutHost(HStack { Color.red.frame(width: 10, height: 10).id("a") })
        let before = host.layout(in: ProposedViewSize(width: 50, height: 50))
        let dumped = dump(before)
        host.replace(id: "a", with: Color.red.frame(width: 20, height: 10))
        _ = host.layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(dump(before) == dumped)
    }

    @Test("after a replacement, views outside the changed path answer from their caches")
    func onlyTheAncestorsPathIsMeasured() {
        let untouched = CallCounter(), changed = CallCounter()
        let host = LayoutHost(HStack {
            ProbingRow(counter: untouched) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
            ProbingRow(counter: changed) { Color.red.frame(width: 10, height: 10).id("leaf") }
        })
        let proposal = ProposedViewSize(width: 300, height: 100)
        _ = host.layout(in: proposal)
        let untouchedBefore = untouched.count("sizeThatFits"), changedBefore = changed.count("sizeThatFits")
        host.replace(id: "leaf", with: Color.red.frame(width: 25, height: 10))
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "leaf")?.width == 25)
        #expect(untouched.count("sizeThatFits") == untouchedBefore)
        #expect(changed.count("sizeThatFits") > changedBefore)
    }

    @Test("after a replacement, a container that keeps its size, proposal and place is not placed again")
    func unmovedContainersKeepTheirPlacement() {
        let still = PlacementLog(), changed = PlacementLog()
        // The overlay is as large as its content, which keeps its proposal and place while the
        // overlaid layout grows.
        let host = LayoutHost(
            RecordingLayout(log: still) { Color.red.frame(width: 10, height: 10) }
                .overlay(alignment: .topLeading) {
                    RecordingLayout(log: changed) { Color.red.frame(width: 10, height: 10).id("leaf") }
                })
        let proposal = ProposedViewSize(width: 300, height: 100)
        _ = host.layout(in: proposal)
        #expect(still.bounds == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        host.replace(id: "leaf", with: Color.red.frame(width: 40, height: 30))
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(still.bounds.count == 1)
        #expect(changed.bounds == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 40, height: 30)])
    }

    @Test("a user layout that moves is placed again in its new bounds, which are in root coordinates")
    func movedUserLayoutIsPlacedAgain() {
        let log = PlacementLog()
        let host = LayoutHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("leaf")
            RecordingLayout(log: log) { Color.blue.frame(width: 20, height: 20).id("inside") }
        })
        let proposal = ProposedViewSize(width: 300, height: 100)
        _ = host.layout(in: proposal)
        host.replace(id: "leaf", with: Color.red.frame(width: 50, height: 10))
        let result = host.layout(in: proposal)
        let fresh = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            RecordingLayout(log: PlacementLog()) { Color.blue.frame(width: 20, height: 20).id("inside") }
        }.layout(in: proposal)
        // The root sits at the origin; the leaf before the layout is 50 wide now.
        #expect(log.bounds.last == CGRect(x: 50, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "inside") == fresh.frame(of: "inside"))
        #expect(result.frame(of: "inside") == CGRect(x: 50, y: 0, width: 20, height: 20))
    }
}

/// The bounds each placement of a ``RecordingLayout`` was given, in order.
private final class PlacementLog: Sendable {
    private let entries = Mutex<[CGRect]>([])
    var bounds: [CGRect] { entries.withLock { $0 } }
    func append(_ bounds: CGRect) { entries.withLock { $0.append(bounds) } }
}

/// A user layout that places its subviews at its bounds' origin and logs every placement; it
/// has no explicit guides, so no placement runs aside.
private struct RecordingLayout: Layout {
    let log: PlacementLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.append(bounds)
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }
}
