import Foundation

// A view's drawing effects in an animated change: `opacity`, `blur`, `rotationEffect`,
// `scaleEffect` and `transformEffect` are animatable in SwiftUI, so a view that stays has
// them interpolated at its fraction, as its frame is (docs/semantics.md, "Animated layout").

extension VisualEffects {
    /// The effects `p` of the way from `start` to `end` (`nil` for none): opacity and blur
    /// interpolated; each transform interpolated with the one at the same place (a rotation's
    /// angle, a scale's factors, an affine transform's numbers), a missing one counting as
    /// none of its kind; the end's transforms when the kinds differ. Shadows are the end's.
    static func interpolated(from start: VisualEffects?, to end: VisualEffects?, _ p: Double) -> VisualEffects? {
        guard start != end else { return end }
        let from = start ?? VisualEffects(), to = end ?? VisualEffects()
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        var mixed = to
        mixed.opacity = mix(from.opacity, to.opacity)
        mixed.blurRadius = CGFloat(mix(Double(from.blurRadius), Double(to.blurRadius)))
        var transforms: [TransformEffect] = []
        for index in 0 ..< max(from.transforms.count, to.transforms.count) {
            let a = index < from.transforms.count ? from.transforms[index] : nil
            let b = index < to.transforms.count ? to.transforms[index] : nil
            guard let transform = TransformEffect.interpolated(a ?? b!.identity, b ?? a!.identity, p, mix) else {
                transforms = to.transforms
                break
            }
            transforms.append(transform)
        }
        mixed.transforms = transforms
        return mixed
    }
}

extension TransformEffect {
    /// The effect of this kind that changes nothing, about the same anchor.
    var identity: TransformEffect {
        switch self {
        case let .rotation(_, anchor): .rotation(.zero, anchor)
        case let .scale(_, anchor): .scale(CGSize(width: 1, height: 1), anchor)
        case .affine: .affine(.identity)
        case let .anchored(_, anchor): .anchored(.identity, anchor)
        // A visual effect's own effects are made from the frame: it is its own identity.
        case .visual: self
        }
    }

    /// `start` and `end` mixed by `mix`, when they are of one kind; `nil` otherwise.
    static func interpolated(
        _ start: TransformEffect, _ end: TransformEffect, _ p: Double, _ mix: (Double, Double) -> Double
    ) -> TransformEffect? {
        func mixed(_ a: CGFloat, _ b: CGFloat) -> CGFloat { CGFloat(mix(Double(a), Double(b))) }
        switch (start, end) {
        case let (.rotation(a, _), .rotation(b, anchor)):
            return .rotation(.radians(mix(a.radians, b.radians)), anchor)
        case let (.scale(a, _), .scale(b, anchor)):
            return .scale(CGSize(width: mixed(a.width, b.width), height: mixed(a.height, b.height)), anchor)
        case let (.anchored(a, _), .anchored(b, anchor)):
            guard case let .affine(m)? = interpolated(.affine(a), .affine(b), p, mix) else { return nil }
            return .anchored(m, anchor)
        case let (.visual(a), .visual(b)):
            return a == b ? start : nil
        case let (.affine(a), .affine(b)):
            return .affine(CGAffineTransform(
                a: mixed(a.a, b.a), b: mixed(a.b, b.b), c: mixed(a.c, b.c), d: mixed(a.d, b.d), tx: mixed(a.tx, b.tx),
                ty: mixed(a.ty, b.ty)))
        default:
            return nil
        }
    }
}
