import Foundation
import Synchronization
import Trellis

/// Counts calls, for tests about how often the engine asks a layout something.
final class CallCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])
    func hit(_ key: String) { counts.withLock { $0[key, default: 0] += 1 } }
    func count(_ key: String) -> Int { counts.withLock { $0[key, default: 0] } }
}

/// A layout that asks each subview three questions (0, ∞ and the real proposal), as a stack
/// does, and places them side by side: nesting it shows whether measurement is cached.
struct ProbingRow: Layout {
    let counter: CallCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.hit("sizeThatFits")
        var width: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            _ = subview.sizeThatFits(ProposedViewSize(width: 0, height: proposal.height))
            _ = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: proposal.height))
            let size = subview.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
            width += size.width
            height = max(height, size.height)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let p = ProposedViewSize(width: nil, height: proposal.height)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: p)
            x += subview.sizeThatFits(p).width
        }
    }
}

/// A custom layout that answers a NaN width (which the engine reports as `invalidSize`).
struct NaNWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: .nan, height: proposal.height ?? 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
