import Foundation
import Synchronization
import Testing
@testable import Trellis

/// Counts how often a container is placed (its placement also runs, aside, whenever its
/// alignment guides are asked for).
private final class PlacementCounter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// A container that passes everything to its one subview and counts its placements.
private struct CountedBox: Layout {
    let counter: PlacementCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        counter.add()
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

@Suite("Nested stacks: cost")
@MainActor
struct NestedStackCostTests {
    /// Alternating HStacks and VStacks, `depth` deep, each with a limited rectangle, the
    /// nested stack and a spacer or divider; the innermost view is a counted container.
    private func nested(_ depth: Int, _ counter: PlacementCounter) -> AnyView {
        if depth == 0 { return AnyView(CountedBox(counter: counter) { Rectangle().frame(minWidth: 5, maxWidth: 50) }) }
        if depth % 2 == 0 {
            return AnyView(HStack { Rectangle().frame(maxWidth: 20); nested(depth - 1, counter); Spacer() })
        }
        return AnyView(VStack { Rectangle().frame(maxHeight: 20); nested(depth - 1, counter); Divider() })
    }

    private func innermostPlacements(depth: Int) -> Int {
        let counter = PlacementCounter()
        _ = nested(depth, counter).layout(in: ProposedViewSize(width: 500, height: 400))
        return counter.value
    }

    // docs/semantics.md, "Host contract: Caching" (no exponential nesting). Every stack aligns
    // its subviews on a guide; a nested stack's guide comes from running its placement, which
    // asks its own subviews for their guides, and so on down. Unless each answer is kept, the
    // innermost view is placed twice as often for every level above it; kept, the count does
    // not depend on the depth.
    @Test("the innermost view of nested stacks is placed as often at depth 20 as at depth 10")
    func boundedByDepth() {
        let shallow = innermostPlacements(depth: 10), deep = innermostPlacements(depth: 20)
        #expect(shallow > 0)
        #expect(deep <= shallow)
    }
}
