import Foundation
import Trellis

/// A colour with its components premultiplied by its alpha, 0...1.
struct Premultiplied {
    var r: Float, g: Float, b: Float, a: Float

    static let clear = Premultiplied(r: 0, g: 0, b: 0, a: 0)

    init(r: Float, g: Float, b: Float, a: Float) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A paint's solid colour, times `opacity`.
    init(_ paint: LayoutResult.Paint, opacity: Double = 1) {
        let a = Float(max(0, min(1, paint.opacity * opacity)))
        self.init(r: Float(max(0, min(1, paint.red))) * a, g: Float(max(0, min(1, paint.green))) * a,
                  b: Float(max(0, min(1, paint.blue))) * a, a: a)
    }
}

/// Pixels being drawn: premultiplied RGBA in floating point, rows top to bottom.
///
/// A canvas stores the pixels of its ``area`` only; every pixel outside it is clear. The
/// image's canvas (made with ``init(width:height:fill:)``) stores them all; a layer (made with
/// ``layer(width:height:)``) starts with nothing stored and grows its area to what is drawn
/// into it, so a group, shadow or mask around one small view costs that view's size in memory,
/// not the image's (a 780 × 1688 layer is 21 MB, which the system faults in page by page).
struct Canvas {
    let width: Int, height: Int
    /// The stored box's pixels, `area.width × area.height × 4` values, rows top to bottom.
    var pixels: [Float]
    /// The box whose pixels are stored: within the canvas.
    private(set) var area: PixelBox
    /// The pixels that may not be clear: every pixel outside this box is (0, 0, 0, 0); within
    /// ``area``. A layer that holds one small view composites, blurs and casts its shadow over
    /// this box only, so the cost of such a view is its own size, not the canvas's.
    var dirty = PixelBox(x: 0, y: 0, width: 0, height: 0)

    /// A canvas that stores every pixel, each `fill`.
    init(width: Int, height: Int, fill: Premultiplied = .clear) {
        self.width = width
        self.height = height
        area = PixelBox(x: 0, y: 0, width: width, height: height)
        // (Written once, not zeroed first.)
        let colour = SIMD4(fill.r, fill.g, fill.b, fill.a)
        pixels = [Float](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(base)
            HugePages.advise(raw, bytes: width * height * 16)
            for i in 0..<(width * height) { raw.storeBytes(of: colour, toByteOffset: i * 16, as: SIMD4<Float>.self) }
            initialized = width * height * 4
        }
        if fill.a > 0 { dirty = box }
    }

    private init(width: Int, height: Int, storing area: PixelBox) {
        self.width = width
        self.height = height
        self.area = area
        pixels = HugePages.zeroed(count: max(0, area.width * area.height * 4))
    }

    /// A clear layer of `width` × `height` pixels that stores none yet.
    static func layer(width: Int, height: Int) -> Canvas {
        Canvas(width: width, height: height, storing: PixelBox(x: 0, y: 0, width: 0, height: 0))
    }

    var box: PixelBox { PixelBox(x: 0, y: 0, width: width, height: height) }

    /// Where pixel (`x`, `y`)'s red value is in ``pixels``: the pixel must be in ``area``.
    @inline(__always)
    func offset(x: Int, y: Int) -> Int { ((y - area.y) * area.width + x - area.x) * 4 }

    /// The alpha of pixel (`x`, `y`): 0 outside ``area``.
    func alpha(x: Int, y: Int) -> Float {
        guard x >= area.x, y >= area.y, x < area.x + area.width, y < area.y + area.height else { return 0 }
        return pixels[offset(x: x, y: y) + 3]
    }

    /// Grows ``area`` to hold `region` (within the canvas), keeping the stored pixels; by 64
    /// more pixels on each side that grows, so that many small drawings do not copy each time.
    mutating func store(_ region: PixelBox) {
        let region = region.intersection(box)
        guard !region.isEmpty, region.union(area) != area else { return }
        var grown = region.union(area)
        if !area.isEmpty {
            let x0 = grown.x < area.x ? max(0, grown.x - 64) : grown.x, y0 = grown.y < area.y ? max(0, grown.y - 64) : grown.y
            let x1 = grown.x + grown.width > area.x + area.width ? min(width, grown.x + grown.width + 64) : grown.x + grown.width
            let y1 = grown.y + grown.height > area.y + area.height ? min(height, grown.y + grown.height + 64) : grown.y + grown.height
            grown = PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        var larger = Canvas(width: width, height: height, storing: grown)
        // Only the dirty box holds anything that is not clear.
        let kept = dirty.intersection(area)
        if !kept.isEmpty {
            for y in kept.y..<(kept.y + kept.height) {
                let from = offset(x: kept.x, y: y), to = larger.offset(x: kept.x, y: y)
                larger.pixels.replaceSubrange(to..<(to + kept.width * 4), with: pixels[from..<(from + kept.width * 4)])
            }
        }
        pixels = larger.pixels
        area = grown
    }

    /// Makes every pixel clear again, zeroing only the dirty box and keeping the stored area:
    /// a layer's memory reused for the next layer.
    mutating func clear() {
        let region = dirty.intersection(area)
        dirty = PixelBox(x: 0, y: 0, width: 0, height: 0)
        guard !region.isEmpty else { return }
        let start = offset(x: region.x, y: region.y), rowLength = area.width * 4
        pixels.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for row in 0..<region.height { (base + start + row * rowLength).update(repeating: 0, count: region.width * 4) }
        }
    }

    /// Paints `coverage` (times `clip`, if any) with the colour `paint` gives each pixel centre,
    /// source over.
    mutating func fill(_ coverage: Coverage, clip: Coverage?, paint: (Double, Double) -> Premultiplied) {
        fill(coverage, clip: clip, colour: nil, paint: paint)
    }

    /// Paints `coverage` (times `clip`, if any) in `colour`, source over.
    mutating func fill(_ coverage: Coverage, clip: Coverage?, colour: Premultiplied) {
        fill(coverage, clip: clip, colour: colour) { _, _ in colour }
    }

    /// Paints `coverage` in `colour`, or with `paint` when there is none: each pixel as four
    /// SIMD lanes, `colour · alpha + pixel · (1 − colour.a · alpha)` as a channel at a time gives it.
    @inline(__always)
    private mutating func fill(_ coverage: Coverage, clip: Coverage?, colour solid: Premultiplied?, paint: (Double, Double) -> Premultiplied) {
        let box = coverage.box.intersection(self.box)
        guard !box.isEmpty else { return }
        store(box)
        dirty = dirty.union(box)
        let area = area
        pixels.withUnsafeMutableBufferPointer { pixels in
            coverage.values.withUnsafeBufferPointer { values in
                guard let base = pixels.baseAddress, let covered = values.baseAddress else { return }
                let raw = UnsafeMutableRawPointer(base)
                for y in box.y..<(box.y + box.height) {
                    let coverageRow = covered + ((y - coverage.box.y) * coverage.box.width - coverage.box.x)
                    let row = ((y - area.y) * area.width - area.x) * 16
                    for x in box.x..<(box.x + box.width) {
                        var alpha = coverageRow[x]
                        if let clip { alpha *= clip.value(x: x, y: y) }
                        guard alpha > 0 else { continue }
                        let colour = solid ?? paint(Double(x) + 0.5, Double(y) + 0.5)
                        let o = row + x * 16
                        let pixel = raw.loadUnaligned(fromByteOffset: o, as: SIMD4<Float>.self)
                        let keep = 1 - colour.a * alpha
                        raw.storeBytes(of: SIMD4(colour.r, colour.g, colour.b, colour.a) * alpha + pixel * keep, toByteOffset: o, as: SIMD4<Float>.self)
                    }
                }
            }
        }
    }

    /// Paints `layer` (a canvas of the same size) over this canvas, times `opacity`, with
    /// `blend` (`CanvasBlending.swift`; source over for `.normal`).
    mutating func composite(_ layer: Canvas, opacity: Float = 1, blend: BlendMode) {
        guard blend != .normal else { return composite(layer, opacity: opacity) }
        // Every mode leaves the backdrop as it is where the source is clear, so only the
        // layer's dirty box can change.
        let region = layer.dirty.intersection(box)
        guard !region.isEmpty else { return }
        store(region)
        dirty = dirty.union(region)
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let i = offset(x: x, y: y), j = layer.offset(x: x, y: y)
                let source = SIMD4(layer.pixels[j], layer.pixels[j + 1], layer.pixels[j + 2], layer.pixels[j + 3]) * opacity
                guard source.w > 0 else { continue }
                let backdrop = SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
                let out = CanvasBlending.composite(source: source, backdrop: backdrop, mode: blend)
                pixels[i] = out.x
                pixels[i + 1] = out.y
                pixels[i + 2] = out.z
                pixels[i + 3] = out.w
            }
        }
    }

    /// Paints `layer` (a canvas of the same size) over this canvas, times `opacity`, source over.
    mutating func composite(_ layer: Canvas, opacity: Float = 1) {
        let region = layer.dirty.intersection(box)
        guard !region.isEmpty else { return }
        store(region)
        dirty = dirty.union(region)
        let target = offset(x: region.x, y: region.y), targetRow = area.width * 4
        let source = layer.offset(x: region.x, y: region.y), sourceRow = layer.area.width * 4
        pixels.withUnsafeMutableBufferPointer { pixels in
            layer.pixels.withUnsafeBufferPointer { layer in
                for row in 0..<region.height {
                    var i = target + row * targetRow, j = source + row * sourceRow
                    let end = i + region.width * 4
                    while i < end {
                        let a = layer[j + 3] * opacity
                        if a > 0 {
                            let keep = 1 - a
                            pixels[i] = layer[j] * opacity + pixels[i] * keep
                            pixels[i + 1] = layer[j + 1] * opacity + pixels[i + 1] * keep
                            pixels[i + 2] = layer[j + 2] * opacity + pixels[i + 2] * keep
                            pixels[i + 3] = a + pixels[i + 3] * keep
                        }
                        i += 4
                        j += 4
                    }
                }
            }
        }
    }

    /// Multiplies every pixel by the alpha of `mask`'s pixel (an alpha mask).
    mutating func mask(by mask: Canvas) {
        let region = dirty.intersection(box)
        guard !region.isEmpty else { return }
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let a = mask.alpha(x: x, y: y), i = offset(x: x, y: y)
                for k in 0..<4 { pixels[i + k] *= a }
            }
        }
    }

    /// The box `dirty` spreads to under a blur of `sigma` (three box blurs, each spreading by
    /// its radius), within the canvas.
    func blurred(_ region: PixelBox, sigma: Double) -> PixelBox {
        guard !region.isEmpty else { return region }
        let radius = Self.blurDiameter(sigma: sigma, width: width, height: height) / 2
        return PixelBox(x: region.x - 3 * radius, y: region.y - 3 * radius, width: region.width + 6 * radius,
                        height: region.height + 6 * radius).intersection(box)
    }

    /// Draws the shadow of this layer's alpha into `out`, a clear canvas of the same size:
    /// blurred, moved by (`dx`, `dy`) pixels, in `colour`.
    func shadow(colour: Premultiplied, sigma: Double, dx: Double, dy: Double, into out: inout Canvas) {
        precondition(out.width == width && out.height == height && out.dirty.isEmpty, "a shadow is drawn into a clear canvas of its layer's size")
        let region = blurred(dirty.intersection(box), sigma: sigma)
        guard !region.isEmpty else { return }
        var alpha = [Float](repeating: 0, count: region.width * region.height)
        for y in 0..<region.height {
            for x in 0..<region.width { alpha[y * region.width + x] = self.alpha(x: region.x + x, y: region.y + y) }
        }
        Self.blur(&alpha, width: region.width, height: region.height, channels: 1, sigma: sigma, canvas: (width, height))
        // (Moves beyond the canvas leave nothing; bounded so that they convert to Int.)
        let ox = Int(dx.isFinite ? max(-1e7, min(1e7, dx)).rounded() : 0), oy = Int(dy.isFinite ? max(-1e7, min(1e7, dy)).rounded() : 0)
        let moved = PixelBox(x: region.x + ox, y: region.y + oy, width: region.width, height: region.height).intersection(box)
        guard !moved.isEmpty else { return }
        out.store(moved)
        out.dirty = moved
        for y in moved.y..<(moved.y + moved.height) {
            let sy = y - oy - region.y
            for x in moved.x..<(moved.x + moved.width) {
                let a = alpha[sy * region.width + (x - ox - region.x)]
                guard a > 0 else { continue }
                let o = out.offset(x: x, y: y)
                out.pixels[o] = colour.r * a; out.pixels[o + 1] = colour.g * a; out.pixels[o + 2] = colour.b * a; out.pixels[o + 3] = colour.a * a
            }
        }
    }

    /// Blurs the layer's pixels (premultiplied, so colours do not bleed from clear pixels), over
    /// the box they can spread to.
    mutating func blur(sigma: Double) {
        let region = blurred(dirty.intersection(box), sigma: sigma)
        guard !region.isEmpty else { return }
        store(region)
        if region == area {
            Self.blur(&pixels, width: area.width, height: area.height, channels: 4, sigma: sigma, canvas: (width, height))
        } else {
            var values = [Float](repeating: 0, count: region.width * region.height * 4)
            for y in 0..<region.height {
                let from = offset(x: region.x, y: region.y + y), to = y * region.width * 4
                for k in 0..<(region.width * 4) { values[to + k] = pixels[from + k] }
            }
            Self.blur(&values, width: region.width, height: region.height, channels: 4, sigma: sigma, canvas: (width, height))
            for y in 0..<region.height {
                let to = offset(x: region.x, y: region.y + y), from = y * region.width * 4
                for k in 0..<(region.width * 4) { pixels[to + k] = values[from + k] }
            }
        }
        dirty = region
    }

    /// The width d of the box blurs approximating a Gaussian blur of `sigma` on a canvas of
    /// `width` × `height`: d = ⌊σ·3·√(2π)/4 + 0.5⌋, made odd; 1 (no blur) for a tiny or bad σ.
    static func blurDiameter(sigma: Double, width: Int, height: Int) -> Int {
        guard sigma.isFinite, sigma > 0.1, width > 0, height > 0 else { return 1 }
        // (A blur wider than the canvas spreads it evenly: bounded so that it converts to Int.)
        var d = Int((min(sigma, Double(2 * max(width, height))) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 0 { d += 1 }
        return d
    }

    /// An approximation of a Gaussian blur of standard deviation `sigma` pixels: three box
    /// blurs of width d (`blurDiameter`, from the whole canvas's size) along each axis, as the
    /// SVG specification suggests for `feGaussianBlur`. Values beyond the edges count as 0.
    static func blur(_ values: inout [Float], width: Int, height: Int, channels: Int, sigma: Double, canvas: (width: Int, height: Int)) {
        guard width > 0, height > 0 else { return }
        let d = blurDiameter(sigma: sigma, width: canvas.width, height: canvas.height)
        guard d > 1 else { return }
        let radius = d / 2
        var line = [Float](repeating: 0, count: max(width, height) * channels)
        var out = [Float](repeating: 0, count: max(width, height) * channels)
        // (Through unsafe buffers: as arrays captured by a closure, every access was checked,
        // and blurring shadows took 40 % of drawing Scenes/settings.json. The sums are the same,
        // in the same order.)
        values.withUnsafeMutableBufferPointer { values in
            line.withUnsafeMutableBufferPointer { line in
                out.withUnsafeMutableBufferPointer { out in
                    /// One box blur of the `count` values from `start`, `step` apart.
                    func pass(count: Int, start: Int, step: Int) {
                        for k in 0..<count { for c in 0..<channels { line[k * channels + c] = values[start + k * step + c] } }
                        for c in 0..<channels {
                            var sum: Float = 0
                            for k in 0..<min(radius, count) { sum += line[k * channels + c] }
                            for k in 0..<count {
                                if k + radius < count { sum += line[(k + radius) * channels + c] }
                                if k - radius - 1 >= 0 { sum -= line[(k - radius - 1) * channels + c] }
                                out[k * channels + c] = max(0, sum / Float(d))
                            }
                        }
                        for k in 0..<count { for c in 0..<channels { values[start + k * step + c] = out[k * channels + c] } }
                    }
                    for _ in 0..<3 {
                        for y in 0..<height { pass(count: width, start: y * width * channels, step: channels) }
                        for x in 0..<width { pass(count: height, start: x * channels, step: width * channels) }
                    }
                }
            }
        }
    }

    /// The pixels as 8-bit RGBA, not premultiplied.
    ///
    /// Each channel is `c / a · 255` rounded to the nearest (halves away from 0) and held to
    /// 0...255, a NaN counting as 255. The four channels of a pixel are worked out together in
    /// SIMD lanes and rounded by adding 2²³ (which rounds to the nearest integer, halves to even),
    /// a half rounded down then put up, instead of a call to `roundf` per channel: the same
    /// byte for every `Float` in 0...255 (all 1,132,396,545 of them checked).
    func rgba() -> [UInt8] {
        guard area == box else {
            // (A layer: its area converted, the rest clear.)
            var whole = Canvas(width: width, height: height)
            whole.composite(self)
            return whole.rgba()
        }
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            guard let target = out.baseAddress else { return }
            for y in 0..<height { writeRGBA(row: y, into: target + y * width * 4) }
            initialized = width * height * 4
        }
    }

    /// Writes row `y` as 8-bit RGBA, not premultiplied (as ``rgba()``), `width × 4` bytes at
    /// `target`. The canvas stores every pixel (its ``area`` is the whole canvas).
    func writeRGBA(row y: Int, into target: UnsafeMutablePointer<UInt8>) {
        precondition(area == box && (0..<height).contains(y), "a row of a canvas that stores every pixel")
        pixels.withUnsafeBufferPointer { pixels in
            guard let source = pixels.baseAddress else { return }
            let source4 = UnsafeRawPointer(source + y * width * 4), target4 = UnsafeMutableRawPointer(target)
            // A pixel the same as the one before it (most of a flat background) takes its bytes.
            var previous = SIMD4<Float>(repeating: .nan), previousBytes: UInt32 = 0
            for i in 0..<width {
                let pixel = source4.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
                if pixel == previous {
                    target4.storeBytes(of: previousBytes, toByteOffset: i * 4, as: UInt32.self)
                    continue
                }
                previous = pixel
                defer { previousBytes = target4.load(fromByteOffset: i * 4, as: UInt32.self) }
                let a = pixel[3]
                guard a > 0 else {
                    target4.storeBytes(of: 0, toByteOffset: i * 4, as: UInt32.self)
                    continue
                }
                // (Divided by 1, an opaque pixel's channels are unchanged: not divided.)
                var v = a == 1 ? pixel * 255 : pixel / SIMD4(a, a, a, 1) * 255
                v.replace(with: 255, where: .!(v .< 255))
                v.replace(with: 0, where: .!(v .>= 0))
                // v + 2²³ is 2²³ plus v rounded to the nearest integer (halves to even),
                // that integer in its low mantissa bits; a half rounded down is put up.
                let shifted = v + 8_388_608
                var bits = unsafeBitCast(shifted, to: SIMD4<UInt32>.self)
                bits.replace(with: bits &+ 1, where: v - (shifted - 8_388_608) .== 0.5)
                target4.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: bits), toByteOffset: i * 4, as: SIMD4<UInt8>.self)
            }
        }
    }
}

extension PixelBox {
    /// The smallest box holding both (an empty box holds nothing).
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
