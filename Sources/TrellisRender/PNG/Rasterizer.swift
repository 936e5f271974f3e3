import Foundation
import Trellis

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The pixels a rectangle in device coordinates touches; empty for one that is not finite.
    init(covering rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, !rect.isNull else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let limit = 1e9
        let x0 = max(-limit, min(limit, rect.minX.rounded(.down))), y0 = max(-limit, min(limit, rect.minY.rounded(.down)))
        let x1 = max(-limit, min(limit, rect.maxX.rounded(.up))), y1 = max(-limit, min(limit, rect.maxY.rounded(.up)))
        self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// How much of each pixel of a box a shape covers, 0...1.
struct Coverage {
    let box: PixelBox
    /// `box.width * box.height` values, rows top to bottom.
    var values: [Float]

    /// The coverage at pixel (`x`, `y`) in device coordinates; 0 outside the box.
    func value(x: Int, y: Int) -> Float {
        let cx = x - box.x, cy = y - box.y
        guard cx >= 0, cy >= 0, cx < box.width, cy < box.height else { return 0 }
        return values[cy * box.width + cx]
    }

    /// Multiplies by `other` (an intersection of the shapes).
    mutating func intersect(_ other: Coverage) {
        for y in 0..<box.height {
            for x in 0..<box.width {
                values[y * box.width + x] *= other.value(x: box.x + x, y: box.y + y)
            }
        }
    }
}

/// Antialiased scanline rasterization by signed area accumulation, as font rasterizers do it
/// (font-rs, stb_truetype's second rasterizer): every edge adds, to the cells of each row it
/// crosses, the signed area it covers to its right; a running sum along the row then gives
/// each pixel's winding-weighted coverage. The non-zero rule takes its magnitude, capped at 1;
/// the even-odd rule folds it (1 inside winding 1, 0 inside winding 2), exact inside and a
/// close approximation where edges of several windings meet in one pixel.
enum Rasterizer {
    /// The coverage of the polygons (device coordinates, each closed implicitly) in `bounds`,
    /// or `nil` when they cover nothing there.
    static func coverage(of polygons: [[CGPoint]], evenOdd: Bool, within bounds: PixelBox) -> Coverage? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons {
            for p in polygon where p.x.isFinite && p.y.isFinite {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return nil }
        let box = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).intersection(bounds)
        guard !box.isEmpty else { return nil }
        let stride = box.width + 2
        var cells: [Float] = HugePages.zeroed(count: stride * box.height)
        let w = Double(box.width), h = Double(box.height)
        let ox = Double(box.x), oy = Double(box.y)
        cells.withUnsafeMutableBufferPointer { cells in
            for polygon in polygons where polygon.count >= 2 {
                var previous = polygon[polygon.count - 1]
                for point in polygon {
                    addClipped(Double(previous.x) - ox, Double(previous.y) - oy, Double(point.x) - ox, Double(point.y) - oy,
                               width: w, height: h, stride: stride, cells: cells)
                    previous = point
                }
            }
        }
        // The running sums are written over the cells they are summed from, packed to the
        // box's width: each is written at or before the cell being read, never after it, so
        // no second buffer the size of the shape is needed.
        var any = false
        let width = box.width, height = box.height
        cells.withUnsafeMutableBufferPointer { cells in
            for y in 0..<height {
                var sum: Float = 0
                for x in 0..<width {
                    sum += cells[y * stride + x]
                    var value = abs(sum)
                    if evenOdd {
                        value = value.truncatingRemainder(dividingBy: 2)
                        if value > 1 { value = 2 - value }
                    } else if value > 1 {
                        value = 1
                    }
                    if value < 1e-4 { value = 0 } else { any = true }
                    cells[y * width + x] = value
                }
            }
        }
        guard any else { return nil }
        cells.removeLast(cells.count - width * height)
        return Coverage(box: box, values: cells)
    }

    /// Adds an edge, split where it leaves the box at its left or right: parts beyond an
    /// edge of the box run along that edge (what lies left of the box covers the whole row).
    static func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, height: Double, stride: Int,
                           cells: UnsafeMutableBufferPointer<Float>) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        var cuts: [Double] = [0, 1]
        for boundary in [0, width] where (x0 - boundary) * (x1 - boundary) < 0 {
            cuts.append((boundary - x0) / (x1 - x0))
        }
        cuts.sort()
        for i in 0..<(cuts.count - 1) {
            let t0 = cuts[i], t1 = cuts[i + 1]
            guard t1 > t0 else { continue }
            let ax = min(max(x0 + (x1 - x0) * t0, 0), width), ay = y0 + (y1 - y0) * t0
            let bx = min(max(x0 + (x1 - x0) * t1, 0), width), by = y0 + (y1 - y0) * t1
            addLine(ax, ay, bx, by, height: height, stride: stride, cells: cells)
        }
    }

    /// Adds an edge whose x lies in 0...width.
    static func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, height: Double, stride: Int,
                        cells: UnsafeMutableBufferPointer<Float>) {
        guard ay != by else { return }
        let direction: Double = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        guard y1 > 0, y0 < height else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var top = y0, x = x0
        if top < 0 { x += -top * dxdy; top = 0 }
        let bottom = min(y1, height)
        var row = Int(top.rounded(.down))
        let maxX = Double(stride - 2)
        while Double(row) < bottom {
            let rowTop = max(Double(row), top), rowBottom = min(Double(row + 1), bottom)
            let dy = rowBottom - rowTop
            var xNext = x + dxdy * dy
            xNext = min(max(xNext, 0), maxX)
            let d = Float(dy * direction)
            let start = row * stride
            let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
            let leftFloor = left.rounded(.down)
            let leftIndex = Int(leftFloor)
            let rightIndex = Int(right.rounded(.up))
            if rightIndex <= leftIndex + 1 {
                let middle = Float(0.5 * (x + xNext) - leftFloor)
                cells[start + leftIndex] += d - d * middle
                cells[start + leftIndex + 1] += d * middle
            } else {
                let s = Float(1 / (right - left))
                let leftFraction = Float(left - leftFloor)
                let a0 = 0.5 * s * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = Float(right - Double(rightIndex) + 1)
                let am = 0.5 * s * rightFraction * rightFraction
                cells[start + leftIndex] += d * a0
                if rightIndex == leftIndex + 2 {
                    cells[start + leftIndex + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - leftFraction)
                    cells[start + leftIndex + 1] += d * (a1 - a0)
                    if leftIndex + 2 < rightIndex - 1 {
                        for column in (leftIndex + 2)..<(rightIndex - 1) { cells[start + column] += d * s }
                    }
                    let a2 = a1 + Float(rightIndex - leftIndex - 3) * s
                    cells[start + rightIndex - 1] += d * (1 - a2 - am)
                }
                cells[start + rightIndex] += d * am
            }
            x = xNext
            row += 1
        }
    }
}
