import Foundation

extension Path {
    /// Returns a partial copy of the path: the part from `fromFraction` to `toFraction` of its
    /// length, 0 its start and 1 its end.
    ///
    /// Fractions are clamped to 0...1 (NaN: 0 for the start, 1 for the end). The whole range
    /// returns the path itself; an empty range (`from >= to`) an empty path. Otherwise the part
    /// is measured and drawn on the path flattened into lines (32 per curve), and is made of
    /// lines: an open path, as SwiftUI's trimmed outlines are.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        let start = fromFraction.isNaN ? 0 : min(max(fromFraction, 0), 1)
        let end = toFraction.isNaN ? 1 : min(max(toFraction, 0), 1)
        if start == 0, end == 1 { return self }
        guard start < end else { return Path() }
        var polylines: [[CGPoint]] = []
        walkSegments(start: { polylines.append([$0]) }) { from, segment in
            if polylines.isEmpty { polylines.append([from]) }
            let pieces = segment.pieces
            for i in 1...pieces { polylines[polylines.count - 1].append(segment.point(from: from, at: CGFloat(i) / CGFloat(pieces))) }
        }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let total = polylines.reduce(0) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }
        guard total > 0, total.isFinite else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var travelled: CGFloat = 0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                let from = travelled, to = travelled + length
                travelled = to
                guard to > low, from < high, length > 0 else { continue }
                func at(_ position: CGFloat) -> CGPoint {
                    let t = (position - from) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: from < low ? at(low) : a)
                    drawing = true
                }
                result.addLine(to: to > high ? at(high) : b)
            }
        }
        return result
    }
}

nonisolated extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path: what
    /// is drawn is the part of its outline from `startFraction` to `endFraction` of its
    /// length (``Path/trimmedPath(from:to:)``). Its size in layout is the shape's own.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to part of its outline (``Shape/trim(from:to:)``).
@frozen
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape trimmed.
    public var shape: S
    /// Where the part drawn starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the part drawn ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// Creates the trimmed shape.
    @inlinable
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The part of the shape's path from the start fraction to the end fraction.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's own layout direction behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The size of the shape trimmed.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension _TrimmedShape: NamedShape {
    var dumpName: String {
        let base = (shape as? any NamedShape)?.dumpName ?? String(describing: S.self)
        return "\(base).trim(from: \(Path.number(startFraction)), to: \(Path.number(endFraction)))"
    }
}
