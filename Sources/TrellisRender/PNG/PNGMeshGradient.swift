import Foundation
import Trellis

/// A mesh gradient's colour at each device pixel: the pixel centre taken back to root
/// coordinates, the patch that holds it (four neighbouring points joined by straight edges)
/// and its place in that patch, found by inverting the patch's bilinear map; the colour is the
/// bilinear mix of the patch's corner colours there (eased when the mesh smooths colours), and
/// the mesh's background outside every patch. Where patches overlap, the first in row order wins.
struct MeshShader {
    /// One patch: its corners (top-left, top-right, bottom-right, bottom-left) in root
    /// coordinates, their stop indices, and its bounding box.
    struct Patch {
        let a: CGPoint, b: CGPoint, c: CGPoint, d: CGPoint
        let corners: (Int, Int, Int, Int)
        let box: CGRect
    }

    let inverse: CGAffineTransform
    let patches: [Patch]
    let colours: [LayoutResult.Paint]
    let background: Premultiplied
    let smooths: Bool
    let opacity: Double

    init?(_ gradient: LayoutResult.GradientPaint, frame: CGRect, transform: CGAffineTransform, opacity: Double) {
        guard case let .mesh(width, height, points, smooths) = gradient.geometry, let last = gradient.stops.last,
              frame.isDrawable else { return nil }
        let area = transform.a * transform.d - transform.b * transform.c
        guard area.isFinite, abs(area) > 1e-12 else { return nil }
        inverse = transform.inverted()
        colours = gradient.stops.map(\.paint)
        background = Premultiplied(last.paint, opacity: opacity)
        (self.smooths, self.opacity) = (smooths, opacity)
        // An invalid mesh arrives with no points (GradientBox.paint), so no patch: all background.
        guard width >= 2, height >= 2, points.count == width * height, colours.count == points.count + 1 else {
            patches = []
            return
        }
        let at = points.map { CGPoint(x: frame.minX + $0.x * frame.width, y: frame.minY + $0.y * frame.height) }
        var patches: [Patch] = []
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let i = row * width + column
                let corners = (i, i + 1, i + width + 1, i + width)
                let a = at[corners.0], b = at[corners.1], c = at[corners.2], d = at[corners.3]
                let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
                let box = CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
                patches.append(Patch(a: a, b: b, c: c, d: d, corners: corners, box: box))
            }
        }
        self.patches = patches
    }

    func colour(x: Double, y: Double) -> Premultiplied {
        let p = CGPoint(x: x, y: y).applying(inverse)
        for patch in patches where patch.box.insetBy(dx: -1e-6, dy: -1e-6).contains(p) {
            guard let place = Self.place(p, in: patch) else { continue }
            var (u, v) = place
            if smooths { (u, v) = (u * u * (3 - 2 * u), v * v * (3 - 2 * v)) }
            let c0 = colours[patch.corners.0], c1 = colours[patch.corners.1], c2 = colours[patch.corners.2], c3 = colours[patch.corners.3]
            let w0 = (1 - u) * (1 - v), w1 = u * (1 - v), w2 = u * v, w3 = (1 - u) * v
            func mix(_ value: (LayoutResult.Paint) -> Double) -> Double {
                w0 * value(c0) + w1 * value(c1) + w2 * value(c2) + w3 * value(c3)
            }
            let alpha = Float(mix(\.opacity) * opacity)
            return Premultiplied(r: Float(mix(\.red)) * alpha, g: Float(mix(\.green)) * alpha, b: Float(mix(\.blue)) * alpha, a: alpha)
        }
        return background
    }

    /// Where `p` lies in `patch`, as (u, v) in 0...1 (u along its top edge, v down its left
    /// one), or `nil` outside it: the bilinear map solved for `p` (a quadratic in v).
    static func place(_ p: CGPoint, in patch: Patch) -> (Double, Double)? {
        func cross(_ s: CGPoint, _ t: CGPoint) -> Double { Double(s.x * t.y - s.y * t.x) }
        let e = CGPoint(x: patch.b.x - patch.a.x, y: patch.b.y - patch.a.y)
        let f = CGPoint(x: patch.d.x - patch.a.x, y: patch.d.y - patch.a.y)
        let g = CGPoint(x: patch.a.x - patch.b.x + patch.c.x - patch.d.x, y: patch.a.y - patch.b.y + patch.c.y - patch.d.y)
        let h = CGPoint(x: p.x - patch.a.x, y: p.y - patch.a.y)
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        func across(at v: Double) -> Double? {
            let dx = Double(e.x) + Double(g.x) * v, dy = Double(e.y) + Double(g.y) * v
            if abs(dx) >= abs(dy) {
                return abs(dx) > 1e-12 ? (Double(h.x) - Double(f.x) * v) / dx : nil
            }
            return (Double(h.y) - Double(f.y) * v) / dy
        }
        func inside(_ t: Double) -> Bool { t >= -1e-9 && t <= 1 + 1e-9 }
        var candidates: [Double] = []
        if abs(k2) < 1e-12 * max(1, abs(k1)) {
            guard abs(k1) > 1e-12 else { return nil }
            candidates = [-k0 / k1]
        } else {
            let discriminant = k1 * k1 - 4 * k0 * k2
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            candidates = [(-k1 - root) / (2 * k2), (-k1 + root) / (2 * k2)]
        }
        for v in candidates where inside(v) {
            if let u = across(at: v), inside(u) { return (min(max(u, 0), 1), min(max(v, 0), 1)) }
        }
        return nil
    }
}
