import Foundation

// Drawing effects: they change how a view and everything in it are drawn, never where. The
// result carries them (`LayoutResult.Element.effects`) for renderers.

nonisolated extension View {
    /// Sets the transparency of this view.
    ///
    /// ```swift
    /// Text("Draft").opacity(0.5)
    /// ```
    ///
    /// - Parameter opacity: A value from 0 (transparent) to 1 (as drawn); outside that range it
    ///   is clamped, and a NaN is reported and counts as 1.
    public func opacity(_ opacity: Double) -> some View {
        let problem = opacity.isNaN ? "opacity nan is not a number; treated as 1" : nil
        let value = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        return modifier(NodeModifier(name: "opacity(\(Describe.number(CGFloat(opacity))))", problem: problem, change: .effect(.opacity(value))))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// ```swift
    /// Circle().fill(.blue).blendMode(.multiply)
    /// ```
    ///
    /// - Parameter blendMode: How the view's drawing combines with what is drawn behind it
    ///   (inside the nearest `compositingGroup()`, if any). The outermost of several wins.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(NodeModifier(name: "blendMode(.\(blendMode))", problem: nil, change: .effect(.blend(blendMode))))
    }

    /// Wraps this view in a compositing group: the view and its content are composited on
    /// their own, then with what is behind, so blend modes inside it blend only with what is
    /// inside it (and an `opacity` outside it applies to the group as a whole).
    ///
    /// ```swift
    /// ZStack { Color.yellow; Color.blue.blendMode(.multiply) }.compositingGroup()
    /// ```
    public func compositingGroup() -> some View {
        modifier(NodeModifier(name: "compositingGroup()", problem: nil, change: .effect(.isolate)))
    }

    /// Composites this view's contents into an offscreen image before final display: for
    /// layout and drawing, a compositing group (``compositingGroup()``); the result is drawn
    /// at the renderer's scale, so `opaque` and `colorMode` change nothing here.
    ///
    /// - Parameters:
    ///   - opaque: Whether the image is opaque (recorded in no way: the renderers draw what
    ///     the views draw).
    ///   - colorMode: The working colour space (the renderers work in non-linear sRGB).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(NodeModifier(name: "drawingGroup()", problem: nil, change: .effect(.isolate)))
    }

    /// Sets the accent color for this view and the views it contains (deprecated: SwiftUI
    /// says to use `tint(_:)`, which this is).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Adds a shadow to this view.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The shadow's colour; black at a third opacity by default.
    ///   - radius: How far the shadow spreads (a blur radius), in points. A negative or
    ///     non-finite radius is reported and counts as 0.
    ///   - x: How far the shadow is moved horizontally. A non-finite offset counts as 0.
    ///   - y: How far the shadow is moved vertically.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        var problems: [String] = []
        func checked(_ value: CGFloat, _ label: String, length: Bool) -> CGFloat {
            if value.isFinite, !length || value >= 0 { return value }
            problems.append("\(label) \(Describe.number(value)) is not \(length ? "a length" : "a distance"); treated as 0")
            return 0
        }
        let shadow = ShadowEffect(
            color: color, radius: checked(radius, "radius", length: true),
            offset: CGSize(width: checked(x, "x", length: false), height: checked(y, "y", length: false)))
        return modifier(NodeModifier(
            name: "shadow(radius: \(Describe.number(radius)))", problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
            change: .effect(.shadow(shadow))))
    }

    /// Applies a Gaussian blur to this view.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 80).blur(radius: 6)
    /// ```
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur, in points. A negative or non-finite radius is
    ///     reported and counts as 0.
    ///   - opaque: Whether the blur keeps the view's edges opaque; renderers of the result
    ///     may ignore it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let usable = radius.isFinite && radius >= 0
        return modifier(NodeModifier(
            name: "blur(radius: \(Describe.number(radius)))",
            problem: usable ? nil : "radius \(Describe.number(radius)) is not a length; treated as 0",
            change: .effect(.blur(usable ? radius : 0))))
    }

    /// Rotates this view's rendered output around the specified point.
    ///
    /// ```swift
    /// Text("Sale").rotationEffect(.degrees(-12))
    /// ```
    ///
    /// - Parameters:
    ///   - angle: The angle to rotate by; a positive angle turns clockwise on screen. A
    ///     non-finite angle is reported and counts as 0.
    ///   - anchor: The point of the view's frame to rotate about; the centre by default.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let usable = angle.radians.isFinite
        return modifier(NodeModifier(
            name: "rotationEffect(\(Describe.number(CGFloat(angle.degrees)))°)",
            problem: usable ? nil : "angle \(angle.radians) is not finite; treated as 0",
            change: .effect(.transform(.rotation(usable ? angle : .zero, anchor)))))
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(CGSize(width: 1.5, height: 1.5))
    /// ```
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors. A non-finite factor is reported and
    ///     counts as 1.
    ///   - anchor: The point of the view's frame that stays put; the centre by default.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        var problems: [String] = []
        func checked(_ value: CGFloat, _ label: String) -> CGFloat {
            if value.isFinite { return value }
            problems.append("\(label) factor \(Describe.number(value)) is not finite; treated as 1")
            return 1
        }
        let usable = CGSize(width: checked(scale.width, "horizontal"), height: checked(scale.height, "vertical"))
        return modifier(NodeModifier(
            name: "scaleEffect(\(Describe.number(scale.width)), \(Describe.number(scale.height)))",
            problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
            change: .effect(.transform(.scale(usable, anchor)))))
    }

    /// Scales this view's rendered output by the given amount in both directions, relative to
    /// an anchor point.
    ///
    /// - Parameters:
    ///   - s: The factor for both axes.
    ///   - anchor: The point of the view's frame that stays put; the centre by default.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor; 1 by default.
    ///   - y: The vertical factor; 1 by default.
    ///   - anchor: The point of the view's frame that stays put; the centre by default.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transformation to this view's rendered output, about its frame's
    /// top-leading corner.
    ///
    /// ```swift
    /// Color.red.frame(width: 40, height: 40).transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
    /// ```
    ///
    /// - Parameter transform: The transformation. One with a non-finite component is
    ///   reported and counts as the identity.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let usable = transform.hasFiniteEntries
        return modifier(NodeModifier(
            name: "transformEffect",
            problem: usable ? nil : "the transform has a non-finite component; treated as the identity",
            change: .effect(.transform(.affine(usable ? transform : .identity)))))
    }
}
