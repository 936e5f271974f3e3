import Foundation

/// How a grid shares a proposed length among its tracks (its columns, or its rows): the rule of
/// a stack's steps 3–4 (``StackAlgorithm``) for subviews of a single priority.
///
/// A track's *flexibility* is its length at an infinite offer minus its length at a zero offer.
/// The tracks are offered the length in order of flexibility, the least flexible first; each is
/// offered an equal share of what is left, `max(left, 0) / tracksLeft`, and what it takes is
/// subtracted — so a track that takes less leaves more for the next, and one that takes more
/// leaves less.
///
/// Where it differs from the stack's rule: tracks have no priorities, so nothing is set aside
/// for lower priorities; equally flexible tracks keep their order, where the stack puts the
/// larger minimum first among infinitely flexible subviews; and a length left undefined
/// (∞ − ∞, when an infinite track takes an infinite offer) counts as nothing left for the
/// tracks after it, where the stack keeps what it had. The stack does not call this function:
/// its own version runs on scratch buffers over its subviews, with their probes cached between
/// passes, tuned for speed; a track's length is the largest of its cells' and comes from the
/// grid through `length`.
enum TrackDistribution {
    /// The length of each of `count` tracks sharing `available`, where `length(track, offer)`
    /// is the length track `track` takes when offered `offer`. Each track is asked at ∞ and at
    /// 0 (in track order), then at its share.
    static func lengths(count: Int, available: CGFloat, length: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let flexibility = (0 ..< count).map { length($0, .infinity) - length($0, 0) }
        let order = (0 ..< count).sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var lengths = Array(repeating: CGFloat(0), count: count)
        var remaining = available
        for (done, track) in order.enumerated() {
            let offer = max(0, remaining) / CGFloat(count - done)
            lengths[track] = length(track, offer)
            remaining -= lengths[track]
        }
        return lengths
    }
}
