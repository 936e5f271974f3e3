import Foundation
import Testing
@testable import Trellis

/// What a replacement leaves behind: the replaced views' storage is reused, their cached
/// answers go, and so do the problems found in them.
extension ReplaceTests {
    @Test("a view replaced again and again reuses its nodes' storage")
    func repeatedReplacementsReuseStorage() {
        func leaf(_ width: CGFloat) -> some View { Color.red.frame(width: width, height: 10) }
        func tree(_ width: CGFloat) -> some View {
            HStack { leaf(width).id("x"); ForEach(0 ..< 20, id: \.self) { _ in leaf(10) } }
        }
        let proposal = ProposedViewSize(width: 500, height: 100)
        let host = LayoutHost(tree(10))
        _ = host.layout(in: proposal)
        let nodes = host.engine.nodes.count, childEntries = host.engine.childEntryCount
        for step in 1 ... 200 {
            host.replace(id: "x", with: leaf(CGFloat(10 + step % 7)))
            _ = host.layout(in: proposal)
        }
        #expect(host.engine.nodes.count == nodes)
        #expect(host.engine.childEntryCount == childEntries)
        #expect(dump(host.layout(in: proposal)) == dump(tree(CGFloat(10 + 200 % 7)).layout(in: proposal)))
    }

    @Test("the table entries of replaced views are dropped, so a tree that keeps changing keeps tables of its size")
    func replacedViewsTableEntriesAreDropped() {
        // Each replacement brings boxes, sizings, visuals and written names of its own.
        func leaf(_ step: Int) -> some View {
            HStack { Text("step \(step)"); Color(red: 0, green: 0, blue: Double(step % 2)).padding(CGFloat(step % 5)) }
        }
        func tree(_ step: Int) -> some View { VStack { leaf(step).id("x"); Color.red.frame(width: 10, height: 10) } }
        let proposal = ProposedViewSize(width: 500, height: 100)
        let host = LayoutHost(tree(0))
        let held = host.layout(in: proposal)
        var largest = 0
        for step in 1 ... 3000 {
            host.replace(id: "x", with: leaf(step))
            _ = host.layout(in: proposal)
            largest = max(largest, host.engine.store.tables.entryCount)
        }
        // Compaction runs past twice what the last one kept, plus 1,024.
        #expect(largest < 2 * 20 + 1024 + 20)
        #expect(dump(host.layout(in: proposal)) == dump(tree(3000).layout(in: proposal)))
        // A result taken before the changes still reads its own entries.
        #expect(held.elements.map(\.name).contains("Text(\"step 0\")"))
    }

    @Test("child lists freed by replacements of every length are gathered up, and layouts that keep their subviews see them anew")
    func freedChildListsAreGathered() {
        /// Keeps its subviews in its cache and places them from there: a stale proxy would
        /// place the wrong views (or none).
        struct KeepsSubviews: Layout {
            func makeCache(subviews: Subviews) -> Subviews { subviews }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) -> CGSize {
                let sizes = cache.map { $0.sizeThatFits(.unspecified) }
                return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) {
                var x = bounds.minX
                for subview in cache {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
        }
        func list(_ count: Int) -> some View {
            VStack(spacing: 0) { ForEach(0 ..< count, id: \.self) { _ in Color.red.frame(width: 2, height: 1) } }
        }
        // The user layout's child list is stored after the replaced list's: gathering moves it.
        func tree(_ count: Int) -> some View {
            HStack(spacing: 0) {
                list(count).id("list")
                KeepsSubviews { Color.blue.frame(width: 3, height: 3); Color.green.frame(width: 4, height: 4) }
            }
        }
        let proposals = [ProposedViewSize(width: 300, height: 300), ProposedViewSize(width: 200, height: nil)]
        let host = LayoutHost(tree(1))
        for proposal in proposals { _ = host.layout(in: proposal) }
        var freed = 0
        for count in 2 ... 150 {
            #expect(host.replace(id: "list", with: list(count)))
            freed += count - 1
            for proposal in proposals where count % 10 == 0 {
                #expect(dump(host.layout(in: proposal)) == dump(tree(count).layout(in: proposal)))
            }
        }
        // Lists of a length no later list has cannot be reused: without gathering them up,
        // storage would hold every list ever made (11,324 entries). Gathered, it holds the
        // live ones (154) and fewer free ones than the threshold or the live entries.
        #expect(freed > 10_000)
        #expect(host.engine.childEntryCount < 4_096 + 2 * 154)
    }

    @Test("a tree that keeps changing keeps a measure cache the size of its valid answers")
    func measureCacheDropsStaleAnswers() {
        func tree(_ width: CGFloat) -> some View {
            VStack {
                HStack { Color.red.frame(width: width, height: 10).id("x"); Color.blue }
                Color.green
            }
        }
        let host = LayoutHost(tree(10))
        func proposal(_ step: Int) -> ProposedViewSize { ProposedViewSize(width: CGFloat(100 + step), height: 100) }
        for step in 0 ..< 3_000 {
            host.replace(id: "x", with: Color.red.frame(width: CGFloat(10 + step % 5), height: 10))
            _ = host.layout(in: proposal(step))
        }
        // Each change makes the stacks' answers for earlier widths stale; kept, they would fill
        // a table of thousands.
        #expect(host.engine.measureCacheCapacity <= 256)
        #expect(dump(host.layout(in: proposal(0))) == dump(tree(CGFloat(10 + 2_999 % 5)).layout(in: proposal(0))))
    }

    @Test("the problems found in a replaced view go with it")
    func replacedProblemsGo() {
        func tree(_ width: CGFloat) -> some View {
            HStack {
                VStack { Color.red.frame(width: width, height: 10) }.id("x")
                Color.blue.frame(width: 5, height: 5)
            }
        }
        #expect(!tree(-5).layout(in: .unspecified).diagnostics.isEmpty)
        expectReplacementMatchesFresh(tree(-5), replacing: "x", with: VStack { Color.red.frame(width: 5, height: 10) }, after: tree(5))
        expectReplacementMatchesFresh(tree(5), replacing: "x", with: VStack { Color.red.frame(width: -5, height: 10) }, after: tree(-5))
    }

    // The stack's cached answer remembers the problem its computation met; asked again after
    // the change, it meets none, and must not report the old one from a later pass's hit.
    @Test("a problem met while laying out a replaced view is not reported after the replacement")
    func replacedLayoutProblemsGo() {
        let proposal = ProposedViewSize(width: 300, height: 200), other = ProposedViewSize(width: 200, height: 200)
        let before = HStack { NaNWidthLayout { Color.red }.id("x"); Color.blue.frame(width: 5, height: 5) }
        let after = HStack { Color.red.frame(maxWidth: 50, maxHeight: 10).id("x"); Color.blue.frame(width: 5, height: 5) }
        #expect(before.layout(in: proposal).diagnostics.count == 1)
        expectReplacementMatchesFresh(
            before, replacing: "x", with: Color.red.frame(maxWidth: 50, maxHeight: 10), after: after, proposals: [proposal, other, proposal])
    }

    @Test("a modifier's problem stays while one of the views it modified is in the tree")
    func sharedProblemStays() {
        let before = HStack { Group { Color.red; Color.blue }.frame(width: -5, height: 10).id("x") }
        let after = HStack {
            Color.green.frame(width: 5, height: 10).id("x")
            Color.blue.frame(width: -5, height: 10).id("x")
        }
        #expect(after.layout(in: .unspecified).diagnostics.count == 1)
        expectReplacementMatchesFresh(before, replacing: "x", with: Color.green.frame(width: 5, height: 10), after: after)
    }
}

/// Results kept while their host changes: they share the engine's storage, which must not
/// change under them, and keeping one must not make the next layout start over.
extension ReplaceTests {
    @Test("results kept while the host changes and lays out again stay as they were, and each is a fresh layout's")
    func keptResultsStay() {
        func leaf(_ step: Int) -> some View { Color.red.frame(width: CGFloat(10 + step % 4), height: 10) }
        func list(_ step: Int) -> some View {
            VStack(spacing: 2) { ForEach(0 ..< step % 3 + 1, id: \.self) { _ in Color.green.frame(width: 6, height: 6) } }
        }
        func tree(leaf leafStep: Int, list listStep: Int) -> some View {
            HStack(alignment: .top) {
                VStack { leaf(leafStep).id("leaf"); Color.blue.frame(width: 5, height: 5) }
                list(listStep).id("list")
                Text("kept words").frame(maxWidth: .infinity)
            }
        }
        let proposals = [ProposedViewSize(width: 120, height: 80), ProposedViewSize(width: 90, height: nil)]
        let host = LayoutHost(tree(leaf: 0, list: 0), fonts: .testFont)
        var listStep = 0
        var kept: [(result: LayoutResult, dump: [String])] = []
        for step in 1 ... 40 {
            #expect(host.replace(id: "leaf", with: leaf(step)))
            if step % 3 != 0 {
                listStep = step
                #expect(host.replace(id: "list", with: list(listStep)))
            }
            let proposal = proposals[step % 2]
            let result = host.layout(in: proposal)
            #expect(dump(result) == dump(tree(leaf: step, list: listStep).layout(in: proposal, fonts: .testFont)))
            kept.append((result, dump(result)))
            // Mostly only the last result is kept; every seventh step, the ones before it too.
            if step % 7 != 0 { kept.removeFirst(kept.count - 1) }
            for (result, dumped) in kept { #expect(dump(result) == dumped) }
        }
        #expect(host.engine.spareReuses > 20)
    }
}

/// The measure cache of a host laid out again and again.
extension ReplaceTests {
    @Test("a host laid out at ever new widths keeps a measure cache the size of its latest passes' answers")
    func measureCacheForgetsUnusedAnswers() {
        let tree = VStack(alignment: .leading) {
            ForEach(0 ..< 20, id: \.self) { index in Text("line \(index) of some wrapping words") }
        }
        let host = LayoutHost(tree, fonts: .testFont)
        func proposal(_ width: Int) -> ProposedViewSize { ProposedViewSize(width: CGFloat(width), height: nil) }
        for width in 100 ..< 1_100 { _ = host.layout(in: proposal(width)) }
        // Kept, every text's answers for a thousand widths would take a table of 32,768.
        #expect(host.engine.measureCacheCapacity <= 2_048)
        for width in [100, 640, 1_099] {
            #expect(dump(host.layout(in: proposal(width))) == dump(tree.layout(in: proposal(width), fonts: .testFont)))
        }
    }
}

/// A host that keeps changing keeps what it holds at the size of its tree (issue 37: "Flat
/// over time"): the spacing preferences and the marked views' contexts of views replaced or
/// resolved again are given back.
extension ReplaceTests {
    @Test("the spacing preferences of containers around replaced views are dropped")
    func replacedContainersSpacingIsDropped() {
        func leaf(_ width: CGFloat) -> some View { Color.blue.frame(width: width, height: 10) }
        let proposal = ProposedViewSize(width: 300, height: 100)
        let host = LayoutHost(VStack { HStack { Text("Hello"); leaf(10).id("x") }; Color.green.frame(height: 4) })
        _ = host.layout(in: proposal)
        var largest = 0
        for step in 1 ... 2000 {
            host.replace(id: "x", with: leaf(CGFloat(10 + step % 2)))
            _ = host.layout(in: proposal)
            largest = max(largest, host.engine.spacings.preferenceCount)
        }
        // Compaction runs past twice what the last one kept, and at 64 at least.
        #expect(largest <= 64 + 1)
    }

    @Test("a live view resolved again finds the contexts of its marked views instead of adding them")
    func liveUpdatesKeepTheirContexts() {
        let model = SoakModel()
        let host = LayoutHost(VStack { SoakRow(model: model); Color.green.frame(height: 4) })
        let proposal = ProposedViewSize(width: 300, height: 100)
        _ = host.layout(in: proposal)
        let contexts = host.engine.contexts.count
        for step in 1 ... 200 {
            model.width = CGFloat(10 + step % 2)
            _ = host.update()
            _ = host.layout(in: proposal)
        }
        #expect(host.engine.contexts.count == contexts)
        // (The last change set the width back to 10, a new model's.)
        let fresh = VStack { SoakRow(model: SoakModel()); Color.green.frame(height: 4) }.layout(in: proposal)
        #expect(host.layout(in: proposal).frame(of: "leaf") == fresh.frame(of: "leaf"))
    }
}

/// What ``ReplaceTests/liveUpdatesKeepTheirContexts()``'s row reads.
@Observable private final class SoakModel { var width: CGFloat = 10 }

/// A row whose first leaf is as wide as its model says, beside a marked leaf.
private struct SoakRow: View {
    let model: SoakModel
    var body: some View {
        HStack { Color.red.frame(width: model.width, height: 10); Color.blue.frame(width: 10, height: 10).id("leaf") }
    }
}
