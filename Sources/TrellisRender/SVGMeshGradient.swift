import Foundation
import Trellis

extension SVGRenderer {
    /// A mesh gradient as the SVG approximates it (SVG has no mesh gradient): one stop per
    /// row of the mesh, at the row's mean height (kept in order down the frame), in the row's
    /// mean colour (weighted by opacity) and mean opacity, as `(offset, #rrggbb, opacity)`;
    /// `nil` for a mesh that is not a valid grid, which is drawn as its background.
    static func meshStops(_ gradient: LayoutResult.GradientPaint) -> [(Double, String, Double)]? {
        guard case let .mesh(width, height, points, _) = gradient.geometry, width >= 2, height >= 2,
              points.count == width * height, gradient.stops.count == points.count + 1 else { return nil }
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        var previous = 0.0
        return (0..<height).map { row in
            let range = (row * width)..<((row + 1) * width)
            let count = Double(width)
            let y = range.reduce(0.0) { $0 + Double(points[$1].y) } / count
            let paints = range.map { gradient.stops[$0].paint }
            let alpha = paints.reduce(0.0) { $0 + $1.opacity } / count
            func mean(_ value: (LayoutResult.Paint) -> Double) -> Double {
                alpha > 0 ? paints.reduce(0.0) { $0 + value($1) * $1.opacity } / count / alpha : paints.reduce(0.0) { $0 + value($1) } / count
            }
            previous = max(previous, min(max(y, 0), 1))
            return (previous, "#" + byte(mean(\.red)) + byte(mean(\.green)) + byte(mean(\.blue)), alpha)
        }
    }
}
