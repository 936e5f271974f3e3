/// A small deterministic random number generator (SplitMix64,
/// https://prng.di.unimi.it/splitmix64.c), so that a failing random case can be replayed from
/// its seed. Shared by the random trees of the property tests and the scene mutations.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed, then advanced by each number drawn.
    public var state: UInt64

    /// A generator that starts from `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
