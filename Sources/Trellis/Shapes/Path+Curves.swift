import Foundation

// Ellipses, rounded rectangles and arcs, as cubic Béziers.
//
// The element sequences are SwiftUI's, recorded from `Path.description` on macOS 26.2 (the
// goldens of github.com/iamcgn/swiftui-web, `Fixtures/Goldens/shape/paths.json`; see
// docs/semantics.md, "Shapes and clips"): an ellipse and a rounded rectangle start at the middle
// of the right edge and run clockwise on screen (down first); an arc is cut into quarter turns
// from its start, each one cubic of handle length 4/3·tan(θ/4)·r.

extension Path {
    /// Adds an ellipse that fits inside the specified rectangle: a move to the middle of its
    /// right edge, four quarter-turn curves (down first) and a close.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let k = Self.quarterHandle
        let c = CGPoint(x: r.midX, y: r.midY)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: c.x + x, y: c.y + y).applying(transform) }
        elements.append(.move(to: p(rx, 0)))
        elements.append(.curve(to: p(0, ry), control1: p(rx, k * ry), control2: p(k * rx, ry)))
        elements.append(.curve(to: p(-rx, 0), control1: p(-k * rx, ry), control2: p(-rx, k * ry)))
        elements.append(.curve(to: p(0, -ry), control1: p(-rx, -k * ry), control2: p(-k * rx, -ry)))
        elements.append(.curve(to: p(rx, 0), control1: p(k * rx, -ry), control2: p(rx, -k * ry)))
        elements.append(.closeSubpath)
    }

    /// Adds a rounded rectangle to the path.
    ///
    /// Each dimension of the corner is at most half the rectangle's shorter side (a negative
    /// or NaN one counts as 0); a corner of zero width or height makes a plain rectangle
    /// (``addRect(_:transform:)``). Circular corners are quarter ellipses; continuous ones
    /// ease into the edges over about 1.53 times the radius, and flatten towards a capsule's
    /// where the side is too short for that.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamped(_ value: CGFloat) -> CGFloat { value > 0 ? min(value, limit) : 0 }
        let rx = clamped(cornerSize.width), ry = clamped(cornerSize.height)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let x = CornerAxis(radius: rx, halfSide: r.width / 2, style: style)
        let y = CornerAxis(radius: ry, halfSide: r.height / 2, style: style)
        elements.append(.move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform)))
        // Clockwise on screen: each corner from the edge that leads into it to the one after.
        addCorner(at: CGPoint(x: r.maxX, y: r.maxY), in: CGVector(dx: 0, dy: 1), out: CGVector(dx: -1, dy: 0), y, x, transform)
        addCorner(at: CGPoint(x: r.minX, y: r.maxY), in: CGVector(dx: -1, dy: 0), out: CGVector(dx: 0, dy: -1), x, y, transform)
        addCorner(at: CGPoint(x: r.minX, y: r.minY), in: CGVector(dx: 0, dy: -1), out: CGVector(dx: 1, dy: 0), y, x, transform)
        addCorner(at: CGPoint(x: r.maxX, y: r.minY), in: CGVector(dx: 1, dy: 0), out: CGVector(dx: 0, dy: 1), x, y, transform)
        elements.append(.closeSubpath)
    }

    /// The handle length of a cubic quarter circle of radius 1: 4/3·tan(π/8).
    static let quarterHandle: CGFloat = 4 / 3 * tan(.pi / 8)

    /// One axis of a rounded rectangle's corner: how far the rounding reaches along it and where
    /// the handles along it are.
    struct CornerAxis {
        let radius: CGFloat
        let style: RoundedCornerStyle
        /// Where the corner starts, from the corner point.
        let extent: CGFloat
        /// The continuous corner's two handles along the edge (farther, nearer).
        let handles: (CGFloat, CGFloat)

        // The continuous corner's proportions (of the radius), as measured: it starts 1.52866r
        // from the corner, with handles at 1.08849r and 0.86841r, through points at
        // (0.63149r, 0.07491r) and (0.07491r, 0.63149r), handles of the middle curve at
        // (0.37282r, 0.16906r). Where half the side is shorter than 1.52866r the corner starts
        // there, and the handles move linearly towards 0.96r and 0.82r, reached when half the
        // side equals the radius (a capsule).
        static let reach: CGFloat = 1.52866483
        static let far: CGFloat = 1.08849296, near: CGFloat = 0.86840694
        static let capsuleFar: CGFloat = 0.96, capsuleNear: CGFloat = 0.82
        static let outer: CGFloat = 0.63149399, inner: CGFloat = 0.07491100
        static let middleOuter: CGFloat = 0.37282383, middleInner: CGFloat = 0.16905956

        init(radius: CGFloat, halfSide: CGFloat, style: RoundedCornerStyle) {
            self.radius = radius
            self.style = style
            switch style {
            case .circular:
                extent = radius
                handles = (0, 0)
            case .continuous:
                extent = min(Self.reach * radius, halfSide)
                let t = min(max((Self.reach * radius - extent) / ((Self.reach - 1) * radius), 0), 1)
                handles = (
                    (Self.far + (Self.capsuleFar - Self.far) * t) * radius,
                    (Self.near + (Self.capsuleNear - Self.near) * t) * radius)
            }
        }
    }

    /// Adds a line to the corner at `corner` along `into`, then the corner's curves, ending on
    /// the edge that leaves it along `out`. `a` is the axis of the edge coming in, `b` the
    /// other one.
    mutating func addCorner(
        at corner: CGPoint, in into: CGVector, out: CGVector, _ a: CornerAxis, _ b: CornerAxis, _ transform: CGAffineTransform
    ) {
        // A point `before` the corner along the way in, and `after` it along the way out.
        func p(_ before: CGFloat, _ after: CGFloat) -> CGPoint {
            CGPoint(x: corner.x - into.dx * before + out.dx * after, y: corner.y - into.dy * before + out.dy * after)
                .applying(transform)
        }
        elements.append(.line(to: p(a.extent, 0)))
        switch a.style {
        case .circular:
            let k = Self.quarterHandle
            elements.append(.curve(to: p(0, b.radius), control1: p((1 - k) * a.radius, 0), control2: p(0, (1 - k) * b.radius)))
        case .continuous:
            typealias C = CornerAxis
            elements.append(.curve(
                to: p(C.outer * a.radius, C.inner * b.radius), control1: p(a.handles.0, 0), control2: p(a.handles.1, 0)))
            elements.append(.curve(
                to: p(C.inner * a.radius, C.outer * b.radius),
                control1: p(C.middleOuter * a.radius, C.middleInner * b.radius),
                control2: p(C.middleInner * a.radius, C.middleOuter * b.radius)))
            elements.append(.curve(to: p(0, b.extent), control1: p(0, b.handles.1), control2: p(0, b.handles.0)))
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis (clockwise on
    /// screen). With `clockwise` false the arc runs towards increasing angles: an end angle
    /// below the start one comes round the circle (0° to −90° is three quarters); with
    /// `clockwise` true, towards decreasing ones. A sweep larger than a turn is kept as given
    /// in its own direction (0° to 450° is a turn and a quarter); whole turns beyond the first
    /// are folded away (0° to 1,000,000° is 1 turn and 280°). The arc begins with a line
    /// from the current point, or a move on an empty path; a sweep of exactly one turn
    /// (`endAngle − startAngle` = 360°) is closed.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians, raw = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        var sweep = raw
        if clockwise, sweep > 0 { sweep = fmod(sweep, turn) - turn }
        if !clockwise, sweep < 0 { sweep = fmod(sweep, turn) + turn }
        appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
        if abs(raw - turn) < 1e-12 { closeSubpath() }
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle:
    /// the arc of ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` from
    /// `startAngle` to `startAngle + delta`, clockwise on screen when `delta` is positive.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0,
            transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines: from
    /// the current point, a line to where a circle of `radius` touches the line towards
    /// `tangent1End`, then the arc to where it touches the line from there to `tangent2End`.
    /// Without a current point nothing is added; where the lines are parallel or the radius is
    /// 0, a line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return }
        let p0 = current.applying(transform.inverted())
        func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGVector? {
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 && length.isFinite ? CGVector(dx: dx / length, dy: dy / length) : nil
        }
        guard radius > 0,
              let v1 = unit(p0.x - tangent1End.x, p0.y - tangent1End.y),
              let v2 = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let cosine = max(-1, min(1, v1.dx * v2.dx + v1.dy * v2.dy))
        let between = acos(cosine)
        guard between > 1e-9, between < .pi - 1e-9 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let reach = radius / tan(between / 2)
        let t1 = CGPoint(x: tangent1End.x + v1.dx * reach, y: tangent1End.y + v1.dy * reach)
        let t2 = CGPoint(x: tangent1End.x + v2.dx * reach, y: tangent1End.y + v2.dy * reach)
        guard let bisector = unit(v1.dx + v2.dx, v1.dy + v2.dy) else { return }
        let distance = radius / sin(between / 2)
        let center = CGPoint(x: tangent1End.x + bisector.dx * distance, y: tangent1End.y + bisector.dy * distance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    /// Adds the arc from angle `start` over `sweep` (radians, negative counterclockwise on
    /// screen): a line (or a move) to its start, then one cubic per quarter turn from the start
    /// and one for what remains.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(transform)
        if elements.isEmpty { elements.append(.move(to: first)) } else { elements.append(.line(to: first)) }
        guard sweep.isFinite, sweep != 0, radius.isFinite else { return }
        // Whole turns beyond the first draw nothing new: fold them away, keeping the direction
        // and where the arc ends, so a sweep of 1e10° is at most two turns of curves.
        let turn = 2 * Double.pi
        var sweep = sweep
        if abs(sweep) > 2 * turn { sweep = (turn + fmod(abs(sweep) - turn, turn)) * sweep.sign.multiplier }
        let quarter = Double.pi / 2
        let pieces = max(1, Int((abs(sweep) / quarter - 1e-9).rounded(.up)))
        var angle = start
        for index in 0..<pieces {
            let step = index < pieces - 1 ? quarter * sweep.sign.multiplier : sweep - Double(pieces - 1) * quarter * sweep.sign.multiplier
            let next = angle + step
            let k = 4 / 3 * tan(step / 4) * radius
            let from = point(angle), to = point(next)
            let control1 = CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle))
            let control2 = CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))
            elements.append(.curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
            angle = next
        }
    }
}

extension FloatingPointSign {
    /// 1 for plus, −1 for minus.
    fileprivate var multiplier: Double { self == .minus ? -1 : 1 }
}
