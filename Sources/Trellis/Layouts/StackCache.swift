import Foundation

// The stack algorithm's cache, and the stack layouts whose cache it is.

extension StackAlgorithm {
    /// The distances between neighbours (which never change for a set of subviews), the
    /// priority they share, and the last arrangement. Only saves work: every value in it is
    /// recomputed when missing or stale. A pass allocates nothing once the cache exists: its
    /// arrays are changed in place. (The subviews' lengths at 0 and ∞, which the fitting order
    /// reads again and again, are kept for one arrangement only, in its scratch: the measure
    /// cache keeps every answer across arrangements, and reports again the problems they met.)
    struct Cache {
        /// Which subviews the distances were measured for.
        var identity: LayoutSubviews.Identity?
        var spacing: CGFloat?
        /// Per subview, the space before it (0 for the first): kept as one value while every
        /// pair of neighbours is as far apart (a stack's neighbours usually prefer the same),
        /// as one per subview once two differ. 8 bytes per subview of a uniform stack saved.
        private var distances: [CGFloat] = []
        private var commonDistance: CGFloat = 0
        private var distanceCount = 0
        var totalSpacing: CGFloat = 0
        /// The layout priority every subview has, when they all have the same (usually 0):
        /// the sizing steps then need not read each subview's while sorting and grouping.
        var uniformPriority: Double?
        /// Forgets everything, in place (a new cache is 144 bytes to copy).
        mutating func clear() {
            identity = nil
            spacing = nil
            distances.removeAll()
            commonDistance = 0
            distanceCount = 0
            totalSpacing = 0
            uniformPriority = nil
            arrangement = nil
        }

        /// The space before subview `index`.
        @inline(__always)
        func distance(before index: Int) -> CGFloat {
            index == 0 ? 0 : distances.isEmpty ? commonDistance : distances[index]
        }

        /// Adds the space before the next subview (ignored for the first, which has none).
        mutating func appendDistance(_ distance: CGFloat) {
            defer { distanceCount += 1 }
            guard distanceCount > 0 else { return }
            totalSpacing += distance
            if distances.isEmpty {
                if distanceCount == 1 || distance == commonDistance {
                    commonDistance = distance
                    return
                }
                // Two differ: one value per subview from here on.
                distances = [0] + repeatElement(commonDistance, count: distanceCount - 1)
            }
            distances.append(distance)
        }

        /// The arrangement the last `sizeThatFits` worked out, kept until the stack is placed,
        /// so that placing it for the same proposal puts the subviews where the arrangement
        /// put them instead of arranging them again.
        var arrangement: Arrangement?
    }

    /// Where one arrangement put each subview: what the sizing steps decided for a proposal.
    /// Only kept when arranging reported no problem (so that placing asks again, and reports
    /// it again), for proposals that are not probes (0 or ∞ along the major axis: a stack is
    /// placed at neither) unless it fits every proposal, and never in a traced pass (the trace
    /// shows every question).
    struct Arrangement {
        /// The stack's proposal, and the stack the arrangement is for.
        var proposal: ProposedViewSize
        var majorAxis: Axis
        var alignment: AlignmentKey
        /// Whether every subview gives one size whatever it is proposed, so that the sizes and
        /// origins hold for every proposal of the stack and only the proposals of its subviews
        /// depend on it (``StackAlgorithm/proposalIndependent(_:_:)``).
        var fitsEveryProposal = false
        /// Per subview: the length it was proposed along the major axis (NaN for none; across
        /// it, every subview is proposed the stack's minor proposal), the size it answered, and
        /// its origin in the stack.
        var subviews: [(share: CGFloat, size: CGSize, origin: CGPoint)] = []
    }
}

/// A stack layout (`HStackLayout`, `VStackLayout`): its algorithm, and a cache that is the
/// algorithm's.
protocol StackLayoutKind: BuiltInLayout where Cache == _StackLayoutCache {
    /// The stack's algorithm, for its axis, alignment and spacing.
    var algorithm: StackAlgorithm { get }
}

extension HStackLayout: StackLayoutKind {}
extension VStackLayout: StackLayoutKind {}

/// The cache of `HStackLayout` and `VStackLayout`: the distances between neighbours and the
/// subviews' measured flexibility. Layouts create and update it; you never need to touch it.
public struct _StackLayoutCache {
    var storage: StackAlgorithm.Cache
}
