import Foundation

extension Path {
    /// The tolerance, in the path's units, to which ``strokedPath(_:)`` cuts curves (of the
    /// path, and of round joins and caps) into straight pieces: a twentieth of a point, finer
    /// than a 3x display's pixel.
    static let strokeTolerance: CGFloat = 0.05

    /// Returns a stroked copy of the path: the outline of the area that stroking the path with
    /// `style` paints, which filling (with the non-zero rule) paints the same.
    ///
    /// ```swift
    /// var arc = Path()
    /// arc.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero,
    ///            endAngle: .degrees(270), clockwise: false)
    /// let ring = arc.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    ///
    /// The outline is made of straight pieces: curves are cut to within a twentieth of a point
    /// (where SwiftUI keeps them curved, docs/differences.md). Each subpath gives its two sides
    /// joined by `style`'s joins (a miter longer than its limit is beveled) and capped by its
    /// caps; a dash pattern cuts the path into dashes first.
    ///
    /// A line width that is zero, negative or not finite strokes nothing: the result is
    /// empty. Points that are not finite are left out. A dash pattern that would repeat more
    /// than 100,000 times along the path is left out (the path is stroked solid).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var lines = Outlines.polylines(self, tolerance: Self.strokeTolerance)
        if !style.dash.isEmpty, let dashed = Outlines.dashed(lines, pattern: style.dash, phase: style.dashPhase) {
            lines = dashed
        }
        var outline = Path()
        for polygon in Outlines.stroke(lines, style: style, tolerance: Self.strokeTolerance) {
            guard let first = polygon.first else { continue }
            outline.move(to: first)
            for point in polygon.dropFirst() { outline.addLine(to: point) }
            outline.closeSubpath()
        }
        return outline
    }
}
