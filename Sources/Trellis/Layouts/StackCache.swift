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
        /// The stack's spacing the distances were worked out for, NaN for none (a stack's
        /// spacing is finite or none: a value in 8 bytes, not an optional's 9 padded to 16).
        private var spacingValue: CGFloat = .nan
        /// Per subview, the space before it (0 for the first): kept as one value while every
        /// pair of neighbours is as far apart (a stack's neighbours usually prefer the same),
        /// as one per subview once two differ. 8 bytes per subview of a uniform stack saved.
        private var distances: [CGFloat] = []
        private var commonDistance: CGFloat = 0
        var totalSpacing: CGFloat = 0
        /// ``uniformPriority``'s value when it has one.
        private var priorityValue: Double = 0
        /// The arrangement the last `sizeThatFits` worked out, kept until the stack is placed,
        /// so that placing it for the same proposal puts the subviews where the arrangement
        /// put them instead of arranging them again. (A reference: a stack keeps none between
        /// passes, and its cache is then 70 bytes, not 136.)
        var arrangement: Arrangement?
        private var distanceCount: Int32 = 0
        private var hasUniformPriority = false

        /// The stack's spacing the distances were worked out for.
        var spacing: CGFloat? {
            get { spacingValue.isNaN ? nil : spacingValue }
            set { spacingValue = newValue ?? .nan }
        }

        /// The layout priority every subview has, when they all have the same (usually 0):
        /// the sizing steps then need not read each subview's while sorting and grouping.
        var uniformPriority: Double? {
            get { hasUniformPriority ? priorityValue : nil }
            set {
                hasUniformPriority = newValue != nil
                priorityValue = newValue ?? 0
            }
        }

        /// Forgets everything, in place.
        mutating func clear() {
            identity = nil
            spacingValue = .nan
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
                distances = [0] + repeatElement(commonDistance, count: Int(distanceCount) - 1)
            }
            distances.append(distance)
        }
    }

    /// What an arrangement decided for one subview: the length it was proposed along the
    /// major axis (NaN for none; across it, every subview is proposed the stack's minor
    /// proposal), the size it answered, and its origin in the stack.
    typealias ArrangedSubview = (share: CGFloat, size: CGSize, origin: CGPoint)

    /// What an ``Arrangement`` is for, kept in front of its subviews.
    struct ArrangementHeader {
        /// The stack's proposal, and the stack the arrangement is for.
        var proposal: ProposedViewSize
        var alignment: AlignmentKey
        var majorAxis: Axis
        /// Whether every subview gives one size whatever it is proposed, so that the sizes and
        /// origins hold for every proposal of the stack and only the proposals of its subviews
        /// depend on it (``StackAlgorithm/proposalIndependent(_:_:)``).
        var fitsEveryProposal = false
        /// How many subviews are arranged, and how many there is room for.
        var count = 0
        let capacity: Int
    }

    /// Where one arrangement put each subview: what the sizing steps decided for a proposal.
    /// Only kept when arranging reported no problem (so that placing asks again, and reports
    /// it again), for proposals that are not probes (0 or ∞ along the major axis: a stack is
    /// placed at neither) unless it fits every proposal, and never in a traced pass (the trace
    /// shows every question). One allocation: the header and the subviews together.
    final class Arrangement: ManagedBuffer<ArrangementHeader, ArrangedSubview> {
        /// An empty arrangement with room for `capacity` subviews.
        static func make(capacity: Int, proposal: ProposedViewSize, majorAxis: Axis, alignment: AlignmentKey) -> Arrangement {
            let buffer = create(minimumCapacity: capacity) { _ in
                ArrangementHeader(proposal: proposal, alignment: alignment, majorAxis: majorAxis, capacity: capacity)
            }
            return unsafeDowncast(buffer, to: Arrangement.self)
        }

        /// The header, read and written in place. (Through `header`, every use would check at run
        /// time that no other access overlaps: a seventh of a stack's placing on tree b. The
        /// arrangement is used by one call at a time, its stack's.)
        @inline(__always)
        var info: UnsafeMutablePointer<ArrangementHeader> { withUnsafeMutablePointerToHeader { $0 } }

        /// How many subviews are arranged.
        var count: Int { info.pointee.count }

        /// The arrangement of subview `index`.
        subscript(index: Int) -> ArrangedSubview {
            precondition(index >= 0 && index < info.pointee.count, "arranged subview out of range")
            return withUnsafeMutablePointerToElements { $0[index] }
        }

        /// Adds the next subview's arrangement (there is room: see ``make(capacity:proposal:majorAxis:alignment:)``).
        func append(_ subview: ArrangedSubview) {
            let info = info
            let count = info.pointee.count
            precondition(count < info.pointee.capacity, "arrangement full")
            withUnsafeMutablePointerToElements { ($0 + count).initialize(to: subview) }
            info.pointee.count = count + 1
        }

        /// Forgets the subviews, keeping the room for them. (Their values are plain: nothing to
        /// deinitialize, now or when the arrangement goes.)
        func removeAll() { info.pointee.count = 0 }
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
