import Foundation

extension Path {
    /// A rectangle containing all path segments: the curves' extremes, not their control
    /// points. `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        walkSegments(
            start: { include($0) },
            segment: { from, segment in
                for t in segment.extremeParameters(from: from) { include(segment.point(from: from, at: t)) }
                include(segment.end)
            })
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Returns true if the path contains a specified point.
    ///
    /// Every subpath counts as closed. The point is inside where the path winds around it a
    /// non-zero number of times, or, with `eoFill`, an odd number of times. Curves are measured
    /// as 32 straight pieces each.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        func cross(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        var subpathStart: CGPoint?
        var last: CGPoint?
        func closeUp() {
            if let start = subpathStart, let end = last { cross(end, start) }
        }
        walkSegments(
            start: { point in
                closeUp()
                subpathStart = point
                last = point
            },
            segment: { from, segment in
                var previous = from
                for step in 1...segment.pieces {
                    let next = segment.point(from: from, at: CGFloat(step) / CGFloat(segment.pieces))
                    cross(previous, next)
                    previous = next
                }
                last = segment.end
            })
        closeUp()
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// One drawn piece of a path: from the point before it to `end`.
    enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)

        var end: CGPoint {
            switch self {
            case let .line(end), let .quad(_, end), let .cubic(_, _, end): return end
            }
        }

        /// How many straight pieces stand for it when measuring.
        var pieces: Int {
            if case .line = self { return 1 }
            return 32
        }

        /// The point at parameter `t` in 0...1.
        func point(from p0: CGPoint, at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch self {
            case let .line(p1):
                return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
            case let .quad(c, p1):
                return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
            case let .cubic(c1, c2, p1):
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
            }
        }

        /// The parameters strictly inside 0...1 where the curve turns back along x or y.
        func extremeParameters(from p0: CGPoint) -> [CGFloat] {
            var result: [CGFloat] = []
            func keep(_ t: CGFloat) { if t > 0, t < 1 { result.append(t) } }
            switch self {
            case .line:
                break
            case let .quad(c, p1):
                for (a, b, e) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
                    let denominator = a - 2 * b + e
                    if denominator != 0 { keep((a - b) / denominator) }
                }
            case let .cubic(c1, c2, p1):
                for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
                    // The derivative's roots: qa·t² + qb·t + qc = 0.
                    let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
                    if abs(qa) < 1e-12 {
                        if qb != 0 { keep(-qc / qb) }
                        continue
                    }
                    let discriminant = qb * qb - 4 * qa * qc
                    guard discriminant >= 0 else { continue }
                    let root = discriminant.squareRoot()
                    keep((-qb + root) / (2 * qa))
                    keep((-qb - root) / (2 * qa))
                }
            }
            return result
        }
    }

    /// Walks the path: `start` at each subpath's first point (a move, or the point a close
    /// returns to), `segment` for each drawn piece with the point it starts from. A close
    /// draws the line back to the subpath's start.
    func walkSegments(start: (CGPoint) -> Void, segment: (CGPoint, Segment) -> Void) {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case let .move(to):
                start(to)
                current = to
                subpathStart = to
            case let .line(to):
                if let from = current { segment(from, .line(to)) }
                current = to
            case let .quadCurve(to, control):
                if let from = current { segment(from, .quad(control, to)) }
                current = to
            case let .curve(to, control1, control2):
                if let from = current { segment(from, .cubic(control1, control2, to)) }
                current = to
            case .closeSubpath:
                if let from = current, let back = subpathStart, from != back { segment(from, .line(back)) }
                current = subpathStart
            }
        }
    }
}

extension Path: LosslessStringConvertible {
    /// A description of the path that may be used to recreate the path via `init?(_:)`:
    /// PostScript-like operators after their operands, numbers to six significant digits
    /// (`0 0 m 100 0 l 100 60 l h` is a closed triangle).
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., operator name: String) {
            for point in points { words.append(Self.number(point.x)); words.append(Self.number(point.y)) }
            words.append(name)
        }
        for element in elements {
            switch element {
            case let .move(to): add(to, operator: "m")
            case let .line(to): add(to, operator: "l")
            case let .quadCurve(to, control): add(control, to, operator: "q")
            case let .curve(to, control1, control2): add(control1, control2, to, operator: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Initializes from the result of a previous call to `Path.stringRepresentation`
    /// (``description``). Fails if the `string` does not describe a valid path.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        func points(_ count: Int) -> [CGPoint]? {
            guard numbers.count == count * 2 else { return nil }
            defer { numbers.removeAll() }
            return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
        }
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            switch word {
            case "m":
                guard let p = points(1) else { return nil }
                elements.append(.move(to: p[0]))
            case "l":
                guard let p = points(1), !elements.isEmpty else { return nil }
                elements.append(.line(to: p[0]))
            case "q":
                guard let p = points(2), !elements.isEmpty else { return nil }
                elements.append(.quadCurve(to: p[1], control: p[0]))
            case "c":
                guard let p = points(3), !elements.isEmpty else { return nil }
                elements.append(.curve(to: p[2], control1: p[0], control2: p[1]))
            case "re":
                guard let p = points(2) else { return nil }
                addRect(CGRect(origin: p[0], size: CGSize(width: p[1].x, height: p[1].y)))
            case "h":
                guard numbers.isEmpty, !elements.isEmpty else { return nil }
                elements.append(.closeSubpath)
            default:
                return nil
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    /// `value` as C's `%g` writes it: six significant digits, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
