import Foundation

// Flattening and stroking paths into polygons: what `Path.strokedPath(_:)` returns, and what
// TrellisRender's PNG renderer fills (it reaches these through `package` access).

/// A run of connected points: a flattened subpath.
package struct Polyline {
    package var points: [CGPoint]
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// Paths as polylines (curves flattened), and strokes as the polygons that fill them.
package enum Outlines {
    /// The subpaths of `path` as polylines, curves cut into straight pieces no farther than
    /// `tolerance` from them (in `path`'s units). Elements with points that are not finite
    /// are left out, as the SVG renderer leaves them out.
    ///
    /// With `visible` (in `path`'s units, wide enough for a stroke's joins and caps), the parts
    /// of a curve that lie wholly outside it are cut as lines: what shows in it is the same
    /// (a closed loop outside a region winds round none of its points), and a curve whose
    /// control points are far away costs points only where it shows.
    ///
    /// The curves of one path share a budget of ``pathPointBudget`` points: each is cut into
    /// about its share (at least 16 pieces; a cut that runs out ends the halves it has pending,
    /// at most 25, as lines), so a path of many wild curves costs memory in proportion to its
    /// elements, not to how far their control points reach.
    package static func polylines(_ path: Path, tolerance: CGFloat, visible: CGRect? = nil) -> [Polyline] {
        var curveCount = 0
        path.forEach { element in
            switch element {
            case .quadCurve, .curve: curveCount += 1
            case .move, .line, .closeSubpath: break
            }
        }
        let share = max(16, pathPointBudget / max(curveCount, 1))
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start: CGPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        let tolerance = max(tolerance, 1e-4)
        path.forEach { element in
            switch element {
            case let .move(to):
                guard finite(to) else { return }
                finish(closed: false)
                current = [to]
                start = to
            case let .line(to):
                guard finite(to) else { return }
                if current.isEmpty { current = [start ?? to] }
                current.append(to)
            case let .quadCurve(to, control):
                guard finite(to, control) else { return }
                if current.isEmpty { current = [start ?? to] }
                let p0 = current[current.count - 1]
                if let visible, !visible.contains(hull(p0, control, to)) {
                    // The same curve as a cubic: its handles two thirds of the way to the control point.
                    let cubic = Cubic(
                        p0: p0, c1: CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y)),
                        c2: CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y)), p3: to)
                    flattenClipped(cubic, tolerance: tolerance, visible: visible, budget: share, into: &current)
                    return
                }
                let dd = hypot(p0.x - 2 * control.x + to.x, p0.y - 2 * control.y + to.y)
                let n = Int(bounded: Double((dd / (8 * tolerance)).squareRoot().rounded(.up)), 1...min(500, share))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                                           y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y))
                }
            case let .curve(to, c1, c2):
                guard finite(to, c1, c2) else { return }
                if current.isEmpty { current = [start ?? to] }
                let p0 = current[current.count - 1]
                if let visible, !visible.contains(hull(p0, c1, c2, to)) {
                    flattenClipped(Cubic(p0: p0, c1: c1, c2: c2, p3: to), tolerance: tolerance, visible: visible, budget: share, into: &current)
                    return
                }
                let dd = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y), hypot(c1.x - 2 * c2.x + to.x, c1.y - 2 * c2.y + to.y))
                let n = Int(bounded: Double((3 * dd / (4 * tolerance)).squareRoot().rounded(.up)), 1...min(500, share))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * to.x, y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
                }
            case .closeSubpath:
                let first = current.first
                finish(closed: true)
                if let first { start = first }
            }
        }
        finish(closed: false)
        return result
    }

    /// A cubic Bézier curve.
    package struct Cubic {
        var p0, c1, c2, p3: CGPoint

        /// Its two halves (de Casteljau at t = ½).
        func halves() -> (Cubic, Cubic) {
            func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            let a = mid(p0, c1), b = mid(c1, c2), c = mid(c2, p3)
            let d = mid(a, b), e = mid(b, c), m = mid(d, e)
            return (Cubic(p0: p0, c1: a, c2: d, p3: m), Cubic(p0: m, c1: e, c2: c, p3: p3))
        }
    }

    /// The bounding box of some points (a curve's control points: its convex hull's box).
    package static func hull(_ points: CGPoint...) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The most points one curve that crosses the edge of what shows is cut into.
    package static let maximumCurvePoints = 4_096

    /// The most points the curves of one path are cut into, together (16 MB of points); a
    /// path of more curves than ``maximumCurvePoints`` fit in cuts each into its share.
    package static let pathPointBudget = 1 << 20

    /// Appends the points of `curve` after its start: halves wholly outside `visible` as one
    /// line to their end, the others halved until flat to `tolerance` (at most
    /// ``maximumCurvePoints``, or `budget` if fewer, in all; past that, the rest as lines).
    private static func flattenClipped(_ curve: Cubic, tolerance: CGFloat, visible: CGRect, budget: Int, into points: inout [CGPoint]) {
        var pending = [(curve, 0)]
        var budget = min(maximumCurvePoints, budget)
        while let (piece, depth) = pending.popLast() {
            let box = hull(piece.p0, piece.c1, piece.c2, piece.p3)
            if !box.intersects(visible) || budget <= 0 {
                points.append(piece.p3)
                budget -= 1
                continue
            }
            let dd = max(
                hypot(piece.p0.x - 2 * piece.c1.x + piece.c2.x, piece.p0.y - 2 * piece.c1.y + piece.c2.y),
                hypot(piece.c1.x - 2 * piece.c2.x + piece.p3.x, piece.c1.y - 2 * piece.c2.y + piece.p3.y))
            let n = Int(bounded: Double((3 * dd / (4 * tolerance)).squareRoot().rounded(.up)), 1...500)
            if n <= 16 || depth >= 24 {
                let n = min(n, max(budget, 1))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(
                        x: a * piece.p0.x + b * piece.c1.x + c * piece.c2.x + d * piece.p3.x,
                        y: a * piece.p0.y + b * piece.c1.y + c * piece.c2.y + d * piece.p3.y))
                }
                budget -= n
                continue
            }
            let (first, second) = piece.halves()
            pending.append((second, depth + 1))
            pending.append((first, depth + 1))
        }
    }

    /// The most dash periods a stroke is cut into; a pattern that would cut more is not applied.
    package static let maximumDashPeriods: CGFloat = 100_000

    /// The pieces of `lines` that a dash pattern draws: lengths alternately on and off,
    /// starting `phase` into the pattern. An empty, all-zero or non-finite pattern draws all;
    /// `nil` when the pattern repeats more than ``maximumDashPeriods`` times along the lines.
    package static func dashed(_ lines: [Polyline], pattern: [CGFloat], phase: CGFloat) -> [Polyline]? {
        let pattern = pattern.filter { $0.isFinite && $0 >= 0 }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0 else { return lines }
        // An odd pattern repeats twice over, as SVG's does.
        let dashes = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = dashes.reduce(0, +)
        var length: CGFloat = 0
        for line in lines {
            for (a, b) in zip(line.points, line.points.dropFirst() + (line.isClosed ? line.points.prefix(1) : [])) { length += hypot(b.x - a.x, b.y - a.y) }
        }
        guard length.isFinite, length / period <= maximumDashPeriods else { return nil }
        var result: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if offset < 0 { offset += period }
            var index = 0
            while offset >= dashes[index] { offset -= dashes[index]; index = (index + 1) % dashes.count }
            var remaining = dashes[index] - offset
            var on = index % 2 == 0
            var current: [CGPoint] = on ? [points[0]] : []
            for k in 1..<max(points.count, 1) {
                var a = points[k - 1]
                let b = points[k]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        current.append(cut)
                        result.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    length -= remaining
                    a = cut
                    on.toggle()
                    index = (index + 1) % dashes.count
                    remaining = dashes[index]
                }
                remaining -= length
                if on { current.append(b) }
            }
            if on, current.count >= 1 { result.append(Polyline(points: current, isClosed: false)) }
        }
        return result
    }

    /// The polygons whose non-zero fill is the stroke of `lines` in `style`: each polyline's
    /// two sides with joins, caps at open ends. Curves of joins and caps are flattened to
    /// `tolerance`.
    package static func stroke(_ lines: [Polyline], style: StrokeStyle, tolerance: CGFloat) -> [[CGPoint]] {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return [] }
        var polygons: [[CGPoint]] = []
        for line in lines {
            // Repeated points say nothing about direction.
            var points: [CGPoint] = []
            for p in line.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { points.append(p) }
            if line.isClosed, points.count > 2, let first = points.first, let last = points.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
                points.removeLast()
            }
            guard points.count >= 2 else {
                // A zero-length piece shows only as its caps: a dot or a square.
                guard let p = points.first, !line.isClosed || line.points.count <= 2 else { continue }
                switch style.lineCap {
                case .butt: break
                case .round: polygons.append(arc(center: p, radius: half, from: 0, sweep: 2 * .pi, tolerance: tolerance))
                case .square:
                    polygons.append([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                                     CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)])
                }
                continue
            }
            if line.isClosed, points.count > 2 {
                polygons.append(side(points, closed: true, half: half, style: style, tolerance: tolerance))
                polygons.append(side(points.reversed(), closed: true, half: half, style: style, tolerance: tolerance))
            } else {
                var outline = side(points, closed: false, half: half, style: style, tolerance: tolerance)
                outline += cap(at: points[points.count - 1], from: points[points.count - 2], half: half, style: style, tolerance: tolerance)
                outline += side(points.reversed(), closed: false, half: half, style: style, tolerance: tolerance)
                outline += cap(at: points[0], from: points[1], half: half, style: style, tolerance: tolerance)
                polygons.append(outline)
            }
        }
        return polygons
    }

    /// The offset of `points` to their left (screen coordinates, y down), `half` away, with
    /// joins at the corners: the join's shape on the outer side of a turn, a line through the
    /// corner on the inner side.
    package static func side(_ points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle, tolerance: CGFloat) -> [CGPoint] {
        let n = points.count
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: (b.y - a.y) / length * half, y: -(b.x - a.x) / length * half)
        }
        var out: [CGPoint] = []
        let segments = closed ? n : n - 1
        for s in 0..<segments {
            let a = points[s], b = points[(s + 1) % n]
            let m = normal(a, b)
            let isJoined = closed || s > 0
            if isJoined {
                let previous = points[(s - 1 + n) % n]
                join(at: a, from: normal(previous, a), to: m, direction0: CGPoint(x: a.x - previous.x, y: a.y - previous.y),
                     direction1: CGPoint(x: b.x - a.x, y: b.y - a.y), half: half, style: style, tolerance: tolerance, into: &out)
            } else {
                out.append(CGPoint(x: a.x + m.x, y: a.y + m.y))
            }
            out.append(CGPoint(x: b.x + m.x, y: b.y + m.y))
        }
        return out
    }

    package static func join(at p: CGPoint, from m0: CGPoint, to m1: CGPoint, direction0 d0: CGPoint, direction1 d1: CGPoint, half: CGFloat,
                     style: StrokeStyle, tolerance: CGFloat, into out: inout [CGPoint]) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let start = CGPoint(x: p.x + m0.x, y: p.y + m0.y), end = CGPoint(x: p.x + m1.x, y: p.y + m1.y)
        guard cross > 0 else {
            // The inner side (or straight on): through the corner.
            if abs(cross) > 1e-12 { out.append(p) }
            out.append(end)
            return
        }
        switch style.lineJoin {
        case .round:
            let a0 = atan2(m0.y, m0.x), a1 = atan2(m1.y, m1.x)
            var sweep = a1 - a0
            while sweep < 0 { sweep += 2 * .pi }
            while sweep > 2 * .pi { sweep -= 2 * .pi }
            out += arc(center: p, radius: half, from: a0, sweep: sweep, tolerance: tolerance)
        case .miter:
            // The miter's length over the line width is 1 / sin(θ/2), θ the angle between the pieces.
            let cosTheta = -(m0.x * m1.x + m0.y * m1.y) / (half * half)
            let sinHalf = ((1 - max(-1, min(1, cosTheta))) / 2).squareRoot()
            if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
                let bisector = CGPoint(x: m0.x + m1.x, y: m0.y + m1.y)
                let length = hypot(bisector.x, bisector.y)
                let reach = half / sinHalf
                out.append(start)
                out.append(CGPoint(x: p.x + bisector.x / length * reach, y: p.y + bisector.y / length * reach))
            } else {
                out.append(start)
            }
        case .bevel:
            out.append(start)
        }
        out.append(end)
    }

    /// The cap at the open end `p` of a piece coming from `previous`: nothing (butt), half a
    /// square or half a circle beyond the end.
    package static func cap(at p: CGPoint, from previous: CGPoint, half: CGFloat, style: StrokeStyle, tolerance: CGFloat) -> [CGPoint] {
        let length = hypot(p.x - previous.x, p.y - previous.y)
        let d = CGPoint(x: (p.x - previous.x) / length * half, y: (p.y - previous.y) / length * half)
        let left = CGPoint(x: d.y, y: -d.x)
        switch style.lineCap {
        case .butt: return []
        case .square:
            return [CGPoint(x: p.x + left.x + d.x, y: p.y + left.y + d.y), CGPoint(x: p.x - left.x + d.x, y: p.y - left.y + d.y)]
        case .round:
            return arc(center: p, radius: half, from: atan2(left.y, left.x), sweep: .pi, tolerance: tolerance)
        }
    }

    /// Points along a circular arc, clockwise on screen (increasing angle, y down).
    package static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, sweep: CGFloat, tolerance: CGFloat) -> [CGPoint] {
        let step = 2 * acos(max(0, min(1, 1 - tolerance / max(radius, tolerance))))
        let n = Int(bounded: Double((sweep / max(step, 0.01)).rounded(.up)), 2...256)
        return (0...n).map { i in
            let angle = start + sweep * CGFloat(i) / CGFloat(n)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }
}

extension Int {
    /// `value` rounded toward zero and held to `range`; NaN is the range's lower bound. (A
    /// conversion that cannot trap, for counts computed from geometry that may be huge.)
    package init(bounded value: Double, _ range: ClosedRange<Int>) {
        self = value.isNaN ? range.lowerBound : Int(Swift.min(Swift.max(value, Double(range.lowerBound)), Double(range.upperBound)))
    }
}
