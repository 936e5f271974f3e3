import Foundation

/// The closed-form motion of a damped harmonic oscillator `y″ + 2ζω·y′ + ω²·y = 0`, with `y`
/// the displacement from the target, `ω` the natural angular frequency and `ζ` the damping
/// ratio.
///
/// Every motion is a combination of two basis solutions: `g`, released at displacement 1 with
/// no velocity, and `h`, released at the target with velocity 1. A spring moving from 0
/// towards `target` with `initialVelocity` is `target·(1 − g) + initialVelocity·h`. The
/// solutions are the textbook ones for the three cases (for example Thomson & Dahleh, *Theory
/// of Vibration with Applications*, §2.6):
/// - underdamped (ζ < 1), with `ω_d = ω·√(1 − ζ²)`:
///   `g = e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t)`, `h = e^(−ζωt)·sin(ω_d t) / ω_d`;
/// - critically damped (ζ = 1): `g = (1 + ωt)·e^(−ωt)`, `h = t·e^(−ωt)`;
/// - overdamped (ζ > 1), with roots `r₁,₂ = −ζω ± ω·√(ζ² − 1)`:
///   `g = (r₂·e^(r₁t) − r₁·e^(r₂t)) / (r₂ − r₁)`, `h = (e^(r₂t) − e^(r₁t)) / (r₂ − r₁)`.
struct SpringMotion {
    let omega: Double
    let ratio: Double

    /// The basis solutions and their time derivatives at a time.
    struct Basis {
        var g: Double, dg: Double, h: Double, dh: Double
    }

    /// The basis at `time` seconds; times at or before 0 (and NaN) give the start.
    func basis(at time: Double) -> Basis {
        let start = Basis(g: 1, dg: 0, h: 0, dh: 1)
        guard time > 0 else { return start }
        // An instant spring is at its target; an infinitely damped one never moves.
        guard omega.isFinite else { return Basis(g: 0, dg: 0, h: 0, dh: 0) }
        guard ratio.isFinite else { return Basis(g: 1, dg: 0, h: 0, dh: 0) }
        if abs(ratio - 1) < 1e-9 {
            let decay = exp(-omega * time)
            return Basis(
                g: (1 + omega * time) * decay, dg: -omega * omega * time * decay,
                h: time * decay, dh: (1 - omega * time) * decay)
        }
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * omega * time)
            let (sine, cosine) = (sin(damped * time), cos(damped * time))
            let lean = ratio * omega / damped
            return Basis(
                g: decay * (cosine + lean * sine), dg: -decay * omega * omega / damped * sine,
                h: decay * sine / damped, dh: decay * (cosine - lean * sine))
        }
        let spread = omega * (ratio * ratio - 1).squareRoot()
        let (r1, r2) = (-ratio * omega + spread, -ratio * omega - spread)
        let (e1, e2) = (exp(r1 * time), exp(r2 * time))
        let gap = r2 - r1
        return Basis(
            g: (r2 * e1 - r1 * e2) / gap, dg: r1 * r2 * (e1 - e2) / gap,
            h: (e2 - e1) / gap, dh: (r2 * e2 - r1 * e1) / gap)
    }

    /// Upper bounds of `|g|` and `|h|` from `time` on (each eventually falls to 0).
    func envelope(at time: Double) -> (g: Double, h: Double) {
        if abs(ratio - 1) < 1e-9 {
            let decay = exp(-omega * time)
            return ((1 + omega * time) * decay, time * decay)
        }
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * omega * time)
            let lean = ratio * omega / damped
            return (decay * (1 + lean * lean).squareRoot(), decay / damped)
        }
        let spread = omega * (ratio * ratio - 1).squareRoot()
        let (r1, r2) = (-ratio * omega + spread, -ratio * omega - spread)
        let (e1, e2) = (exp(r1 * time), exp(r2 * time))
        let gap = r1 - r2
        return ((abs(r2) * e1 + abs(r1) * e2) / gap, (e1 + e2) / gap)
    }

    /// The time from which `distance(t)` (the distance from the target) stays within
    /// `epsilon`, given `bound(t)`, an upper bound of the distance that falls to 0.
    ///
    /// The bound gives a time by which the spring has settled for certain; the distance is
    /// then sampled back from there (2,048 steps) to its last excursion beyond `epsilon`, and
    /// that crossing refined by bisection.
    func settlingTime(distance: (Double) -> Double, bound: (Double) -> Double, epsilon: Double) -> Double {
        guard omega.isFinite else { return 0 }
        // At rest on the target from the start: settled at once.
        if bound(0) <= epsilon { return 0 }
        // Undamped springs oscillate for ever; infinitely damped ones never move.
        guard ratio.isFinite, ratio > 0 else { return .infinity }
        var limit = 1 / omega
        while bound(limit) > epsilon {
            limit *= 2
            if limit > 1e9 { return .infinity }
        }
        let steps = 2048
        let step = limit / Double(steps)
        var last = -1
        for index in stride(from: steps, through: 0, by: -1) where distance(Double(index) * step) > epsilon {
            last = index
            break
        }
        guard last >= 0 else { return 0 }
        var (low, high) = (Double(last) * step, Double(last + 1) * step)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if distance(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
