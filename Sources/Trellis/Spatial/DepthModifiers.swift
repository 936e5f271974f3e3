import Foundation

// The depth modifiers of visionOS. Every view Trellis knows is flat (0 deep), as SwiftUI's
// views are on every platform but visionOS; these give a view depth and move it in depth.
// In the plane they change nothing (``DepthLayout``); the result reports depth
// (`LayoutResult.Element.zPosition`, `depthExtent`).

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified depth.
    ///
    /// ```swift
    /// Color.gray.frame(width: 120, height: 80).frame(depth: 20)
    /// ```
    ///
    /// - Parameters:
    ///   - depth: A fixed depth for the resulting view. If `depth` is `nil`, the resulting
    ///     view assumes this view's sizing behavior. A NaN, infinite or negative depth is not a
    ///     depth: it is treated as `nil` and reported as a diagnostic.
    ///   - alignment: The alignment of this view inside the resulting view, in depth; centred by
    ///     default.
    /// - Returns: A view with a fixed dimension of `depth` if non-`nil`.
    public func frame(depth: CGFloat?, alignment: DepthAlignment = .center) -> some View {
        modifier(DepthFrameModifier(depth: depth, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified depth constraints.
    ///
    /// No depth is proposed to a view in Trellis (as in a window), so the frame is
    /// `idealDepth` deep when given, else as deep as this view clamped to `minDepth` and
    /// `maxDepth`.
    ///
    /// ```swift
    /// Color.gray.frame(width: 80, height: 80).frame(minDepth: 10, maxDepth: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - minDepth: The minimum depth of the resulting frame.
    ///   - idealDepth: The ideal depth of the resulting frame.
    ///   - maxDepth: The maximum depth of the resulting frame (may be `.infinity`).
    ///   - alignment: The alignment of this view inside the resulting frame, in depth.
    ///
    /// Limits that are NaN, infinite (except `maxDepth`) or negative are reported and treated
    /// as unset; contradictory limits are normalised as `frame(minWidth:…)` normalises them.
    public func frame(
        minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil, alignment: DepthAlignment = .center
    ) -> some View {
        modifier(FlexibleDepthFrameModifier(min: minDepth, ideal: idealDepth, max: maxDepth, alignment: alignment))
    }

    /// Brings a view forward in Z by the provided distance in points.
    ///
    /// As `offset(x:y:)` in the plane, the view's layout is unchanged: it and its content are
    /// drawn `z` points nearer the viewer. A NaN or infinite distance is reported and treated
    /// as 0.
    ///
    /// ```swift
    /// Text("Raised").offset(z: 12)
    /// ```
    ///
    /// - Parameter z: The distance to bring the view forward, in points.
    /// - Returns: A view that is extruded forward in Z by `z`.
    public func offset(z: CGFloat) -> some View {
        modifier(DepthOffsetModifier(z: z))
    }
}

/// A depth modifier: its node is a ``DepthLayout``, and a tree with one is laid out in depth.
nonisolated protocol DepthModifier: UnaryLayoutModifier where LayoutType == DepthLayout {
    /// The depth rule as written, unchecked (for the modifier's name in reports).
    var uncheckedRule: DepthLayout.Rule { get }
    /// The depth rule, after checking the modifier's values (reporting what was wrong).
    func rule(reporting resolver: inout Resolver) -> DepthLayout.Rule
}

nonisolated extension DepthModifier {
    var name: String { DepthLayout(rule: uncheckedRule).name }

    func layout(reporting resolver: inout Resolver) -> DepthLayout {
        resolver.store.tables.usesDepth = true
        return DepthLayout(rule: rule(reporting: &resolver))
    }
}

/// `frame(depth:alignment:)`.
nonisolated struct DepthFrameModifier: DepthModifier {
    typealias Body = Never
    let depth: CGFloat?
    let alignment: DepthAlignment

    var uncheckedRule: DepthLayout.Rule { .fixed(depth: CompactLength(depth), alignment: alignment) }

    func rule(reporting resolver: inout Resolver) -> DepthLayout.Rule {
        var checked = depth
        if let depth, !(depth.isFinite && depth >= 0) {
            resolver.report(.invalidModifierValue, name, "depth \(Describe.number(depth)) is not a size; treated as unset")
            checked = nil
        }
        return .fixed(depth: CompactLength(checked), alignment: alignment)
    }
}

/// `frame(minDepth:idealDepth:maxDepth:alignment:)`.
nonisolated struct FlexibleDepthFrameModifier: DepthModifier {
    typealias Body = Never
    let min: CGFloat?, ideal: CGFloat?, max: CGFloat?
    let alignment: DepthAlignment

    var uncheckedRule: DepthLayout.Rule {
        .flexible(FlexFrameLayout.Limits(min: min, ideal: ideal, max: max), alignment: alignment)
    }

    func rule(reporting resolver: inout Resolver) -> DepthLayout.Rule {
        let name = self.name
        func checked(_ value: CGFloat?, _ label: String, infiniteAllowed: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || value < 0 || (!infiniteAllowed && value.isInfinite) {
                resolver.report(.invalidModifierValue, name, "\(label) \(Describe.number(value)) is not a size; treated as unset")
                return nil
            }
            return value
        }
        let min = checked(min, "minDepth", infiniteAllowed: false)
        let ideal = checked(ideal, "idealDepth", infiniteAllowed: false)
        let max = checked(max, "maxDepth", infiniteAllowed: true)
        let lower = min ?? 0, middle = ideal ?? lower
        if lower > middle || middle > (max ?? middle) {
            resolver.report(
                .invalidModifierValue, name,
                "contradictory depth limits; the ideal is raised to the minimum and the maximum to the ideal, and a maximum still below the minimum is ignored")
        }
        return .flexible(FlexFrameLayout.Limits(min: min, ideal: ideal, max: max), alignment: alignment)
    }
}

/// `offset(z:)`.
nonisolated struct DepthOffsetModifier: DepthModifier {
    typealias Body = Never
    let z: CGFloat

    var uncheckedRule: DepthLayout.Rule { .offset(z) }

    func rule(reporting resolver: inout Resolver) -> DepthLayout.Rule {
        .offset(resolver.finiteOrZero(z, "z", isNot: "a distance", in: name))
    }
}
