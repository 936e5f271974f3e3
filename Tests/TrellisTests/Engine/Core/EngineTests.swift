import Foundation
import Testing
@testable import Trellis
import TrellisGallery

@Suite("Engine")
@MainActor
struct EngineTests {
    /// A row of rows, `depth` deep, with two children per level and a colour at the bottom.
    private func nested(_ depth: Int, _ counter: CallCounter) -> AnyView {
        if depth == 0 { return AnyView(Color.red.frame(width: 10, height: 10)) }
        return AnyView(ProbingRow(counter: counter) { nested(depth - 1, counter); nested(depth - 1, counter) })
    }

    @Test("the depth the resolver finds equals the depth of a walk of the tree")
    func resolverDepthMatchesWalk() {
        let trees: [AnyView] = [
            AnyView(Color.red),
            AnyView(HStack { Color.red; VStack { Color.blue.padding().frame(width: 3) } }),
            AnyView(VStack { ForEach(0 ..< 5) { row in HStack { ForEach(0 ..< row, id: \.self) { _ in Text("x").padding() } } } }),
            AnyView(ZStack { Color.red.overlay { HStack { Color.blue.background { Color.green.padding() } } } }),
            AnyView(Grid { GridRow { Color.red; Color.blue.frame(width: 4) }; Divider() }),
        ]
        for tree in trees {
            let (resolver, root) = Resolver.resolveRoot(tree, environment: EnvironmentValues(), fonts: .testFont)
            let depth = resolver.depth(of: root)
            #expect(depth != nil)
            #expect(depth == LayoutHost(tree).engine.depth())
        }
    }

    @Test("a node is plain data of 32 bytes: copying or freeing one retains nothing")
    func nodeIsPlainData() {
        #expect(_isPOD(Node.self))
        #expect(MemoryLayout<Node>.stride == 32)
    }

    @Test("the subtree flags the resolver works out are those computed afresh from each node")
    func resolverFlagsMatchRecomputation() {
        let view = VStack {
            HStack { Color.red.frame(width: 4, height: 4); Spacer(); Divider(); Text("a") }
            Color.blue.alignmentGuide(.leading) { _ in 3 }.padding(2).frame(maxWidth: 50)
            ZStack { Color.green.frame(width: 5) }.overlay { Color.gray }.layoutPriority(1)
            Grid { GridRow { Color.red; Text("b").gridCellColumns(2) } }
            ViewThatFits { Color.red.frame(width: 500); Color.blue.fixedSize() }
            BasicVStack { Color.red.frame(height: 3).offset(x: 2); Spacer(minLength: 4) }.aspectRatio(2, contentMode: .fit)
        }
        let host = LayoutHost(view)
        let engine = host.engine
        let nodes = engine.nodes
        for index in nodes.indices {
            var children = NodeFlags.subtreeFlags
            for child in engine.children(of: NodeID(index)) { children.formIntersection(engine.columns.flags[child.index]) }
            let expected = engine.store.tables.summaryFlags(of: nodes[index], children: children)
            #expect(
                engine.columns.flags[index].intersection(NodeFlags.subtreeFlags) == expected,
                "node \(engine.store.name(of: NodeID(index)))")
        }
    }

    @Test("built-in views name their nodes after the view, an overlay and a background after the modifier")
    func builtInNodeNames() {
        let view = Group {
            HStack { Spacer(); Divider() }
            VStack {}
            ZStack {}
            ViewThatFits { Color.red }
            Grid {}
            Color.red.overlay { Color.blue }.background { Color.blue }
        }
        let names = view.layout(in: ProposedViewSize(width: 100, height: 100)).elements.map(\.name)
        #expect(names.prefix(3) == ["Root", "HStack", "Spacer"])
        for name in ["Divider", "VStack", "ZStack", "ViewThatFits", "Grid", "overlay", "background"] {
            #expect(names.contains(name), "no node named \(name) in \(names)")
        }
    }

    // docs/semantics.md, "Host contract: Caching": answers are cached per node and proposal, so a
    // container probing each child three times never makes nesting exponential. Each of the
    // 2^d - 1 containers here is measured at most for the few distinct proposals it receives.
    @Test("measurements are cached per node and proposal, so nested probing stays linear")
    func cachingKeepsNestingLinear() {
        let counter = CallCounter()
        let depth = 8
        let result = nested(depth, counter).layout(in: ProposedViewSize(width: 500, height: 100))
        let containers = (1 << depth) - 1
        #expect(result.size == CGSize(width: 10 * CGFloat(1 << depth), height: 10))
        // Without the cache: 3^depth calls into the innermost rows alone.
        #expect(counter.count("sizeThatFits") <= containers * 3)
    }

    // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    // — a subview the layout does not place is centred in the container's bounds and given the
    // container's proposal (docs/semantics.md, "Custom layouts: Placement"); Trellis reports it.
    @Test("an unplaced subview is centred with the container's proposal and reported")
    func unplacedSubviewIsCentred() {
        struct PlacesFirstOnly: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let result = PlacesFirstOnly { Color.red.id("a"); Color.blue.id("b") }
            .layout(in: ProposedViewSize(width: 40, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 30, y: 15, width: 40, height: 20))
        #expect(result.diagnostics.map(\.kind) == [.notPlaced])
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    // — "call this method from your implementation of placeSubviews"; a placement made while
    // sizing counts for nothing, so the subview is unplaced (centred and reported).
    @Test("a subview placed only from sizeThatFits counts as not placed")
    func placingWhileSizingHasNoEffect() {
        struct PlacesWhileSizing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].place(at: CGPoint(x: 3, y: 4), proposal: .unspecified)
                return CGSize(width: 100, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = PlacesWhileSizing { Color.red.id("a") }.layout(in: ProposedViewSize(width: 40, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 30, y: 15, width: 40, height: 20))
        #expect(result.diagnostics.map(\.kind) == [.notPlaced])
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    // — place once per subview; Trellis keeps the last call and reports the repetition.
    @Test("a subview placed twice takes the last placement and is reported")
    func placedTwiceKeepsLast() {
        struct PlacesTwice: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: 1, y: 1), proposal: .unspecified)
                subviews[0].place(at: CGPoint(x: 7, y: 9), proposal: .unspecified)
            }
        }
        let result = PlacesTwice { Color.red.id("a") }.layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 7, y: 9, width: 10, height: 10))
        #expect(result.diagnostics.map(\.kind) == [.placedMoreThanOnce])
    }

    /// A layout that answers whatever it is told to, and places its subview where told.
    private struct Hostile: Layout {
        let size: CGSize
        let position: CGPoint
        let childProposal: ProposedViewSize
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: position, proposal: childProposal) }
        }
    }

    // derived: docs/semantics.md, "Bad input: Misbehaving layouts" — NaN and negative sizes
    // from a custom layout become 0, with a diagnostic naming the view; nothing crashes.
    @Test("NaN and negative sizes from a custom layout become 0 and are reported")
    func badSizesBecomeZero() {
        let result = Hostile(size: CGSize(width: CGFloat.nan, height: -5), position: .zero, childProposal: .zero) { Color.red }
            .id("h").layout(in: .unspecified)
        #expect(result.size == .zero)
        #expect(result.diagnostics.contains { $0.kind == .invalidSize && $0.view.contains("Hostile") })
    }

    // derived: docs/semantics.md, "Bad input: Misbehaving layouts" — a NaN position becomes 0
    // and is reported.
    @Test("a NaN position becomes 0 and is reported")
    func nanPositionBecomesZero() {
        let result = Hostile(size: CGSize(width: 50, height: 50), position: CGPoint(x: CGFloat.nan, y: 4), childProposal: .zero) {
            Color.red.id("c")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 4, width: 0, height: 0))
        #expect(result.diagnostics.map(\.kind) == [.invalidPosition])
    }

    // derived: docs/semantics.md, "Bad input: Misbehaving layouts" — a NaN proposal dimension
    // is treated as unspecified and a negative one as 0, reported.
    @Test("NaN proposals become unspecified and negative ones 0")
    func badProposalsAreCleaned() {
        let result = Hostile(size: CGSize(width: 50, height: 50), position: .zero,
                             childProposal: ProposedViewSize(width: .nan, height: -3)) { Color.red.id("c") }
            .layout(in: .unspecified)
        #expect(result.frame(of: "c")?.size == CGSize(width: 10, height: 0))
        #expect(result.diagnostics.map(\.kind) == [.invalidProposal])
    }

    // https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection — "SwiftUI
    // horizontally flips the x position of each view within its parent" in right-to-left mode.
    @Test("right to left mirrors each view's x within its parent")
    func rightToLeftMirrors() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let view = BasicVStack {
            Color.red.frame(width: 100, height: 10).id("wide")
            Color.blue.frame(width: 30, height: 10).id("narrow")
        }
        let result = view.layout(in: .unspecified, environment: environment)
        #expect(result.frame(of: "wide") == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.frame(of: "narrow") == CGRect(x: 70, y: 10, width: 30, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:) — the value
    // applies to the view and its descendants only.
    @Test("a right-to-left environment on a subtree mirrors only that subtree")
    func environmentScopesDirection() {
        let view = BasicVStack {
            Color.red.frame(width: 100, height: 10)
            BasicVStack { Color.blue.frame(width: 100, height: 1); Color.green.frame(width: 20, height: 1).id("inner") }
                .environment(\.layoutDirection, .rightToLeft)
            Color.blue.frame(width: 20, height: 1).id("outer")
        }
        let result = view.layout(in: .unspecified)
        #expect(result.frame(of: "inner")?.minX == 80)
        #expect(result.frame(of: "outer")?.minX == 0)
    }

    // docs/semantics.md, "Host contract: Marks and printing": `.id` marks the view it is applied
    // to; for a modified view, the outermost modifier so far.
    @Test("an id marks the outermost modifier it is applied to")
    func idMarksOutermost() {
        let result = BasicVStack { Color.red.frame(width: 30, height: 20).id("framed").frame(width: 50) }
            .layout(in: .unspecified)
        #expect(result.frame(of: "framed") == CGRect(x: 10, y: 0, width: 30, height: 20))
        #expect(result.frame(of: "missing") == nil)
    }

    // derived: frames are rounded to the pixel grid of the display scale (docs/semantics.md,
    // "Pixel rounding"), edge by edge, so neighbours that touch keep touching.
    @Test("frames are rounded to the display scale, exact frames are kept")
    func pixelRounding() {
        struct Thirds: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let width = bounds.width / CGFloat(subviews.count)
                for (i, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * width, y: bounds.minY),
                                  proposal: ProposedViewSize(width: width, height: 10))
                }
            }
        }
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let result = Thirds { Color.red.id(0); Color.red.id(1); Color.red.id(2) }.layout(in: .unspecified, environment: environment)
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 0, width: 33.5, height: 10))
        #expect(result.frame(of: 1) == CGRect(x: 33.5, y: 0, width: 33, height: 10))
        #expect(result.frame(of: 2) == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
        #expect(abs((result.element(id: 1)?.exactFrame.width ?? 0) - 100.0 / 3) < 1e-9)
    }

    // docs/semantics.md, "Host contract: Marks and printing": `print(result)` shows every view,
    // its proposal, size and frame.
    @Test("the printed result lists every view with its proposal, size and position")
    func dump() {
        let text = BasicVStack { Color.red.frame(width: 30, height: 20).id("box") }
            .layout(in: ProposedViewSize(width: 100, height: nil)).description
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines == [
            "BasicVStack  proposal (100, nil) → (30, 20) at (0, 0)",
            "  frame(width: 30, height: 20) #box  proposal (nil, nil) → (30, 20) at (0, 0)",
            "    Color(red)  proposal (30, 20) → (30, 20) at (0, 0)",
        ])
    }

    // docs/semantics.md, "Host contract: Caching": results do not depend on caches — a cold
    // layout after discarding every cache gives the same frames.
    @Test("discarding caches does not change the result")
    func cachesDoNotChangeResults() {
        let host = LayoutHost(BasicVStack { Color.red.frame(width: 30, height: 20); Circle().frame(height: 7) })
        let warm = host.layout(in: ProposedViewSize(width: 100, height: 100))
        host.discardCaches()
        let cold = host.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(warm.elements.map(\.exactFrame) == cold.elements.map(\.exactFrame))
    }
}

@Suite("LayoutTrial")
@MainActor
struct LayoutTrialTests {
    // docs/semantics.md, "Host contract: Testing a layout" (issue 2): a public way to run any
    // Layout against stand-ins and read back where each was placed, with what proposal, and
    // what it was asked.
    @Test("a trial reports frames, placement proposals and every question asked")
    func trialReports() {
        let run = LayoutTrial(BasicVStack(), subviews: [
            .fixed(width: 40, height: 20),
            .flexible(minWidth: 5, idealWidth: 25, maxWidth: 50, height: 8),
        ]).run(in: ProposedViewSize(width: 100, height: 100))
        #expect(run.size == CGSize(width: 40, height: 28))
        #expect(run.subviews[1].frame == CGRect(x: 0, y: 20, width: 25, height: 8))
        #expect(run.subviews[1].proposal == .unspecified)
        #expect(run.subviews[0].measurements.first == LayoutTrial<BasicVStack>.Measurement(
            proposal: .unspecified, size: CGSize(width: 40, height: 20)))
        #expect(run.diagnostics.isEmpty)
    }

    // derived: a flexible stand-in answers its ideal size when unspecified and otherwise the
    // proposal clamped to min...max.
    @Test("a flexible stand-in clamps its proposal and answers its ideal for nil")
    func flexibleStandIn() {
        let host = LayoutHost(StandIn.flexible(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 0, idealHeight: 5, maxHeight: .infinity))
        #expect(host.engine.measure(host.engine.root, ProposedViewSize(width: 100, height: nil)) == CGSize(width: 30, height: 5))
        #expect(host.engine.measure(host.engine.root, ProposedViewSize(width: 0, height: .infinity)) == CGSize(width: 10, height: CGFloat.infinity))
        #expect(host.engine.measure(host.engine.root, ProposedViewSize(width: 15, height: 3)) == CGSize(width: 15, height: 3))
    }
}

/// `LayoutResult.frame(of:)` looks marks up by hash after one walk (issue 19: a walk per
/// look-up made 10,000 look-ups on 10,000 views take 8.9 s); what it answers is unchanged.
@Suite("Looking views up by mark")
@MainActor
struct MarkLookupTests {
    @Test("a mark shared by several views finds the first shown in tree order")
    func sharedMarkFindsFirst() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("twice")
            Color.red.frame(width: 20, height: 10).id("twice")
            Color.red.frame(width: 30, height: 10).id(7)
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "twice")?.width == 10)
        #expect(result.frame(of: 7)?.width == 30)
        #expect(result.frame(of: "missing") == nil)
    }

    @Test("a hidden view's mark is not found (ViewThatFits shows one choice)")
    func hiddenMarkNotFound() {
        let result = ViewThatFits {
            Color.red.frame(width: 500, height: 10).id("wide")
            Color.red.frame(width: 50, height: 10).id("narrow")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "wide") == nil)
        #expect(result.frame(of: "narrow")?.width == 50)
    }
}
