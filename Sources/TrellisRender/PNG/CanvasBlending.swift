import Foundation
import Trellis

/// Compositing with a blend mode, on premultiplied RGBA in 0...1.
///
/// The separable and non-separable modes follow the W3C's *Compositing and Blending Level 1*
/// (https://www.w3.org/TR/compositing-1/): the result is
/// `cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs)` over `as + ab·(1 − as)` of alpha, with `B` the
/// mode's function of the unpremultiplied colours. `sourceAtop`, `destinationOver` and
/// `destinationOut` are Porter–Duff's operators of those names, and `plusDarker` and
/// `plusLighter` Core Graphics' `max(0, 1 − ((1 − D) + (1 − S)))` and `min(1, D + S)` (Apple,
/// `CGBlendMode`), on premultiplied values.
enum CanvasBlending {
    /// `source` composited over `backdrop` with `mode`.
    static func composite(source s: SIMD4<Float>, backdrop b: SIMD4<Float>, mode: BlendMode) -> SIMD4<Float> {
        let sa = s.w, ba = b.w
        let sc = SIMD3(s.x, s.y, s.z), bc = SIMD3(b.x, b.y, b.z)
        func rgba(_ c: SIMD3<Float>, _ a: Float) -> SIMD4<Float> {
            let clamped = c.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: max(0, min(1, a))))
            return SIMD4(clamped.x, clamped.y, clamped.z, max(0, min(1, a)))
        }
        switch mode {
        case .sourceAtop:
            return rgba(sc * ba + bc * (1 - sa), ba)
        case .destinationOver:
            return rgba(sc * (1 - ba) + bc, sa * (1 - ba) + ba)
        case .destinationOut:
            return rgba(bc * (1 - sa), ba * (1 - sa))
        case .plusLighter:
            return rgba(pointwiseMin(sc + bc, SIMD3(repeating: 1)), min(1, sa + ba))
        case .plusDarker:
            let a = min(1, sa + ba)
            return rgba(pointwiseMax(SIMD3(repeating: a) - (SIMD3(repeating: sa) - sc) - (SIMD3(repeating: ba) - bc), SIMD3(repeating: 0)), a)
        default:
            let a = sa + ba * (1 - sa)
            // Unpremultiplied colours (0 where clear: then their term has no weight).
            let cs = sa > 0 ? sc / sa : SIMD3(repeating: 0), cb = ba > 0 ? bc / ba : SIMD3(repeating: 0)
            let blended = blend(backdrop: cb, source: cs, mode: mode)
            return rgba(sc * (1 - ba) + bc * (1 - sa) + sa * ba * blended, a)
        }
    }

    /// `B(Cb, Cs)` of a separable or non-separable mode, on unpremultiplied colours.
    static func blend(backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>, mode: BlendMode) -> SIMD3<Float> {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return perChannel(cs, cb) { s, b in hardLight(b, s) }
        case .darken: return pointwiseMin(cb, cs)
        case .lighten: return pointwiseMax(cb, cs)
        case .colorDodge:
            return perChannel(cb, cs) { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn:
            return perChannel(cb, cs) { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .softLight:
            return perChannel(cb, cs) { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .hardLight: return perChannel(cb, cs) { b, s in hardLight(s, b) }
        case .difference: return pointwiseMax(cb - cs, cs - cb)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: return setLuminosity(cs, luminosity(cb))
        case .luminosity: return setLuminosity(cb, luminosity(cs))
        default: return cs
        }
    }

    /// Hard light of source `s` over backdrop `b`: multiply below a half, screen above.
    private static func hardLight(_ s: Float, _ b: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func perChannel(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ f: (Float, Float) -> Float) -> SIMD3<Float> {
        SIMD3(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z))
    }

    private static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = luminosity(c), n = c.min(), x = c.max()
        var c = c
        if n < 0, l - n != 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1, x - l != 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return c
    }

    private static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - luminosity(c)))
    }

    private static func saturation(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let high = c.max(), low = c.min()
        guard high > low else { return SIMD3(repeating: 0) }
        return (c - SIMD3(repeating: low)) * s / (high - low)
    }
}
