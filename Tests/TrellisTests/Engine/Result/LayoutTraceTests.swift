import Foundation
import Testing
@testable import Trellis

/// The explain trace: every size question each view received, who asked, and its placement.
@Suite("Layout trace")
@MainActor
struct LayoutTraceTests {
    /// HStack { VStack { a, b }, g }: the stack algorithm (StackLayout.swift, steps 3-4) asks
    /// each subview for its length at 0 and at ∞ to order them, then proposes a share.
    var nested: some View {
        HStack(spacing: 0) {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.id("b")
        }.id("v")
        Color.green.id("g")
        }
    }

    @Test("a nested stack's child receives its container's 0, ∞ and actual probes, in that order")
    func outerProbes() throws {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        let v = try #require(trace.entry(id: "v"))
        let bySizing = v.questions.filter { $0.asker == .container(.sizeThatFits, proposal: ProposedViewSize(width: 200, height: 100)) }
        #expect(bySizing.map(\.proposal) == [
            ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100),
            ProposedViewSize(width: 100, height: 100),
        ])
        #expect(bySizing.map(\.answer) == [
            CGSize(width: 20, height: 100), CGSize(width: CGFloat.infinity, height: 100), CGSize(width: 100, height: 100),
        ])
    }

    @Test("a grandchild receives the inner stack's 0, ∞ and actual probes along its axis")
    func innerProbes() throws {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        let a = try #require(trace.entry(id: "a"))
        // The stack sizing itself for the width it was offered at last (its share, 100).
        let heights = a.questions
            .filter { $0.asker == .container(.sizeThatFits, proposal: ProposedViewSize(width: 100, height: 100)) }
            .map(\.proposal.height)
        #expect(heights == [0, .infinity, 50])
    }

    @Test("the root's first question comes from the host with the layout's proposal")
    func hostAsksRoot() throws {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        let root = try #require(trace.entries.first)
        #expect(root.questions.first?.asker == .host)
        #expect(root.questions.first?.proposal == ProposedViewSize(width: 200, height: 100))
        #expect(root.questions.first?.answer == CGSize(width: 200, height: 100))
    }

    @Test("each entry points at its element in the result, with its frame and placement proposal")
    func entriesMatchElements() throws {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        #expect(trace.entries.count == trace.result.elements.count)
        for (index, entry) in trace.entries.enumerated() {
            #expect(entry.element == index)
            #expect(entry.name == trace.result.elements[index].name)
            #expect(entry.depth == trace.result.elements[index].depth)
        }
        let a = try #require(trace.entry(id: "a")?.element)
        #expect(trace.result.elements[a].frame == trace.result.frame(of: "a"))
    }

    @Test("a view's last question is the host sizing it for the proposal it was placed with")
    func placementQuestion() throws {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        let g = try #require(trace.entry(id: "g"))
        let last = try #require(g.questions.last)
        #expect(last.asker == .host)
        #expect(last.proposal == trace.result.proposal(of: "g"))
        #expect(last.answer == trace.result.frame(of: "g")?.size)
    }

    @Test("questions are numbered in the order the whole pass asked them")
    func questionOrder() {
        let trace = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100))
        let all = trace.entries.flatMap(\.questions).map(\.order).sorted()
        #expect(all == Array(0..<all.count))
        for entry in trace.entries {
            #expect(entry.questions.map(\.order) == entry.questions.map(\.order).sorted())
        }
    }

    @Test("views a ViewThatFits leaves out are traced, with no element")
    func hiddenViewsAreTraced() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10).id("wide")
            Color.blue.frame(width: 50, height: 10).id("narrow")
        }
        let trace = LayoutTrace(view, in: ProposedViewSize(width: 100, height: 100))
        let wide = try #require(trace.entry(id: "wide"))
        #expect(wide.element == nil)
        #expect(!wide.questions.isEmpty)
        let narrow = try #require(trace.entry(id: "narrow"))
        #expect(narrow.element.map { trace.result.elements[$0].frame.width } == 50)
    }

    @Test("tracing a host starts cold, so a second trace sees the same questions")
    func traceStartsCold() {
        let host = LayoutHost(nested)
        _ = host.layout(in: ProposedViewSize(width: 200, height: 100))
        let first = host.trace(in: ProposedViewSize(width: 200, height: 100))
        let second = host.trace(in: ProposedViewSize(width: 200, height: 100))
        #expect(first.entries.map(\.questions) == second.entries.map(\.questions))
        #expect(first.entries.flatMap(\.questions).count > 10)
    }

    @Test("a layout after a trace records nothing")
    func tracingIsOffAfterwards() {
        let host = LayoutHost(nested)
        _ = host.trace(in: ProposedViewSize(width: 200, height: 100))
        #expect(host.engine.measurementLog == nil)
    }

    @Test("the log names each question's asker and the container's proposal")
    func description() {
        let text = LayoutTrace(nested, in: ProposedViewSize(width: 200, height: 100)).description
        #expect(text.hasPrefix(
            "HStack — placed with (200, 100), frame (0, 0, 200, 100)\n    asked (200, 100) → (200, 100) by the host\n"))
        #expect(text.contains("\n  VStack #v — placed with (100, 100), frame (0, 0, 100, 100)\n"))
        #expect(text.contains("\n      asked (0, 100) → (20, 100) by HStack.sizeThatFits for (200, 100)\n"))
        #expect(text.contains("\n        asked (100, 0) → (20, 10) by VStack.sizeThatFits for (100, 100)\n"))
        #expect(text.contains("\n      asked (100, 100) → (100, 100) by the host, for its placement\n"))
    }

    // LayoutTrial's documentation: "every sizeThatFits or dimensions question".
    @Test("a layout trial lists dimensions questions as well as sizeThatFits ones")
    func trialListsDimensions() {
        let run = LayoutTrial(HStackLayout(spacing: 0), subviews: [.fixed(width: 10, height: 10), .fixed(width: 20, height: 10)])
            .run(in: ProposedViewSize(width: 100, height: 50))
        let widths = run.subviews[0].measurements.map(\.proposal.width)
        #expect(widths.prefix(3) == [0, .infinity, 50])
    }

    // Untraced passes answer a frame that fixes both dimensions without asking its layout or
    // caching the answer; traced passes ask, so the trace lists the question.
    @Test("a traced layout places frames that fix both dimensions as an untraced one does")
    func fixedFramesTracedAndUntraced() {
        let view = HStack {
            Color.red.frame(width: 30, height: 20).id("a")
            VStack { Color.blue.frame(width: 10, height: 40).id("b"); Color.green.frame(width: 15) }
        }
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 25, height: 35)] {
            let traced = LayoutTrace(view, in: proposal)
            let untraced = view.layout(in: proposal)
            #expect(traced.result.elements.map(\.frame) == untraced.elements.map(\.frame))
            #expect(traced.entry(id: "a")?.questions.isEmpty == false)
        }
    }
}
