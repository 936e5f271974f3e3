import Foundation
import Testing
import Trellis

/// A layout keeps nothing alive once its result is returned (issue 7: "called millions of
/// times"). Found while fuzzing (`scripts/fuzz.sh`): the fuzzer's memory grew by about half a
/// kilobyte per input, and replaying one scene with an `HStack` 4,000 times took 90 MB where a
/// `BasicVStack` took 22 MB.
@Suite("Memory after layout")
@MainActor
struct MemoryTests {
    /// An object whose release the test watches.
    final class Tracker: Sendable {}

    /// A layout that holds a tracker: it lives as long as the engine's copy of the layout.
    struct Tracked: Layout {
        let tracker: Tracker
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    @Test("laying out a custom layout releases the engine and its layouts")
    func customLayoutReleased() {
        weak var tracker: Tracker?
        do {
            let held = Tracker()
            tracker = held
            _ = Tracked(tracker: held) { Rectangle() }.layout(in: ProposedViewSize(width: 10, height: 10))
        }
        #expect(tracker == nil)
    }

    /// A layout's cache may keep the `LayoutSubview`s it measured, which hold the engine, which
    /// holds the layout boxes, which hold that cache: a reference cycle that leaked every
    /// engine with a stack. Fixed: a `LayoutHost` drops the caches when it goes.
    @Test("laying out a stack releases the engine and its layouts")
    func stackReleased() {
        weak var tracker: Tracker?
        do {
            let held = Tracker()
            tracker = held
            _ = HStack { Tracked(tracker: held) { Rectangle() }; Rectangle() }.layout(in: ProposedViewSize(width: 10, height: 10))
        }
        #expect(tracker == nil)
    }

    /// A user layout that keeps its subviews in its cache, as some SwiftUI layouts do.
    struct KeepsSubviews: Layout {
        let tracker: Tracker
        func makeCache(subviews: Subviews) -> Subviews { subviews }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) {
            for subview in cache { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    @Test("laying out a user layout whose cache keeps its subviews releases the engine")
    func cachedSubviewsReleased() {
        weak var tracker: Tracker?
        do {
            let held = Tracker()
            tracker = held
            _ = KeepsSubviews(tracker: held) { Rectangle() }.layout(in: ProposedViewSize(width: 10, height: 10))
        }
        #expect(tracker == nil)
    }

    /// Where ``KeepsSubviewsAway`` puts the proxies it is given.
    nonisolated(unsafe) static var kept: LayoutSubviews?

    /// A user layout that keeps its subviews where the test can reach them after the host is gone.
    struct KeepsSubviewsAway: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            MemoryTests.kept = subviews
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    @Test("a proxy kept past its host's life answers from its tree and places nothing")
    func proxyKeptPastHostAnswers() {
        do {
            _ = KeepsSubviewsAway { Color.red.frame(width: 7, height: 3); Text("x") }
                .layout(in: ProposedViewSize(width: 10, height: 10))
        }
        let kept = MemoryTests.kept
        MemoryTests.kept = nil
        #expect(kept?.count == 2)
        #expect(kept?.first?.sizeThatFits(.unspecified) == CGSize(width: 7, height: 3))
        #expect(kept?.first?.dimensions(in: .unspecified).width == 7)
        #expect(kept?.first?.priority == 0)
        kept?.first?.place(at: .zero, proposal: .unspecified)
    }
}
