import Foundation

/// The glyph outlines of a TrueType font: the quadratic contours of its `glyf` table, found
/// through `loca`, simple and composite glyphs alike.
///
/// Outlines are paths in design units with y pointing up, as the font draws them; scale by
/// `size / unitsPerEm` and flip y to draw them. Every read is bounds-checked: a damaged glyph
/// has no outline (`nil`), never a crash. Fonts with CFF outlines (`.otf` files whose
/// signature is `OTTO`) have no `glyf` table, and ``init(data:name:collectionIndex:)`` throws for them.
///
/// ```swift
/// let outlines = try FontOutlines(data: Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
/// let a = try FontFile(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").glyph(for: "a")
/// let path = outlines.path(for: a)
/// ```
public struct FontOutlines: Sendable {
    /// Font design units per em.
    public let unitsPerEm: Int
    /// How many glyphs the font has.
    public let glyphCount: Int
    private let glyf: ByteReader
    private let offsets: [Int]

    /// Reads the outline tables of a TrueType font file.
    ///
    /// - Parameters:
    ///   - data: The whole font file.
    ///   - name: How to name the file in errors.
    ///   - collectionIndex: Which face of a font collection (`.ttc`) to read, from 0.
    /// - Throws: ``FontError`` when the file is not a TrueType font, has CFF outlines, or its
    ///   `head`, `maxp`, `loca` or `glyf` table is missing or damaged.
    public init(data: Data, name: String = "font data", collectionIndex: Int = 0) throws {
        let reader = ByteReader(bytes: [UInt8](data), source: name)
        let start = try FontFile.faceOffset(reader, index: collectionIndex)
        let tables = try FontFile.tableDirectory(reader, at: start)
        // 'OTTO' marks OpenType with CFF outlines, which have no 'glyf' table.
        if tables["glyf"] == nil, try reader.u32(start) == 0x4F54_544F {
            throw FontError("\(name): CFF (PostScript) outlines are not supported; only TrueType 'glyf' outlines are drawn")
        }
        func table(_ tag: String) throws -> ByteReader {
            guard let range = tables[tag] else { throw FontError("\(name): no '\(tag)' table") }
            return try reader.slice(range, what: "'\(tag)' table")
        }
        let head = try table("head")
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw FontError("\(name): unitsPerEm \(unitsPerEm) is out of range") }
        let longOffsets = try head.i16(50) != 0
        glyphCount = Int(try table("maxp").u16(4))
        let loca = try table("loca")
        glyf = try table("glyf")
        var offsets: [Int] = []
        offsets.reserveCapacity(glyphCount + 1)
        for i in 0...glyphCount {
            offsets.append(longOffsets ? Int(try loca.u32(i * 4)) : Int(try loca.u16(i * 2)) * 2)
        }
        self.offsets = offsets
    }

    /// The outline of `glyph` in design units (y up); an empty path for a glyph that draws
    /// nothing (a space); `nil` for a glyph the font lacks or whose data is damaged.
    public func path(for glyph: UInt16) -> Path? {
        var path = Path()
        do {
            try append(glyph, transform: .identity, depth: 0, to: &path)
        } catch {
            return nil
        }
        return path
    }

    private func append(_ glyph: UInt16, transform: CGAffineTransform, depth: Int, to path: inout Path) throws {
        let index = Int(glyph)
        guard index < glyphCount, depth < 8 else { throw FontError("glyph \(glyph) out of range") }
        let start = offsets[index], end = offsets[index + 1]
        guard end > start else { return }  // no outline
        let data = try glyf.slice(start..<end, what: "glyph \(glyph)")
        let contours = Int(try data.i16(0))
        if contours >= 0 {
            try appendSimple(data, contours: contours, transform: transform, to: &path)
        } else {
            try appendComposite(data, transform: transform, depth: depth, to: &path)
        }
    }

    private func appendSimple(_ data: ByteReader, contours: Int, transform: CGAffineTransform, to path: inout Path) throws {
        guard contours > 0 else { return }
        var ends: [Int] = []
        for i in 0..<contours { ends.append(Int(try data.u16(10 + i * 2))) }
        let pointCount = (ends.last ?? -1) + 1
        guard zip(ends, ends.dropFirst()).allSatisfy({ $0 < $1 }) else { throw FontError("glyph contours out of order") }
        var offset = 10 + contours * 2
        offset += 2 + Int(try data.u16(offset))  // instructions, skipped
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try data.u8(offset)
            offset += 1
            flags.append(flag)
            if flag & 8 != 0 {
                let repeats = Int(try data.u8(offset))
                offset += 1
                flags += [UInt8](repeating: flag, count: min(repeats, pointCount - flags.count))
            }
        }
        func coordinates(short: UInt8, same: UInt8) throws -> [Int] {
            var values: [Int] = []
            values.reserveCapacity(pointCount)
            var value = 0
            for flag in flags {
                if flag & short != 0 {
                    let delta = Int(try data.u8(offset))
                    offset += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += Int(try data.i16(offset))
                    offset += 2
                }
                values.append(value)
            }
            return values
        }
        let xs = try coordinates(short: 2, same: 16)
        let ys = try coordinates(short: 4, same: 32)
        var first = 0
        for end in ends {
            let points = (first...end).map { (CGPoint(x: CGFloat(xs[$0]), y: CGFloat(ys[$0])).applying(transform), flags[$0] & 1 != 0) }
            first = end + 1
            Self.appendContour(points, to: &path)
        }
    }

    /// A contour of on- and off-curve points as lines and quadratic curves; two off-curve
    /// points in a row have an on-curve point implied halfway between them.
    static func appendContour(_ points: [(CGPoint, Bool)], to path: inout Path) {
        guard let firstOn = points.firstIndex(where: { $0.1 }) else {
            // All off-curve: start halfway between the first two.
            guard points.count >= 2 else { return }
            let start = midpoint(points[0].0, points[1].0)
            path.move(to: start)
            for i in 1...points.count {
                let control = points[i % points.count].0, next = points[(i + 1) % points.count].0
                path.addQuadCurve(to: midpoint(control, next), control: control)
            }
            path.closeSubpath()
            return
        }
        let count = points.count
        path.move(to: points[firstOn].0)
        var control: CGPoint?
        for step in 1...count {
            let (point, onCurve) = points[(firstOn + step) % count]
            if onCurve {
                if let c = control { path.addQuadCurve(to: point, control: c) } else { path.addLine(to: point) }
                control = nil
            } else {
                if let c = control { path.addQuadCurve(to: midpoint(c, point), control: c) }
                control = point
            }
        }
        path.closeSubpath()
    }

    static func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

    private func appendComposite(_ data: ByteReader, transform: CGAffineTransform, depth: Int, to path: inout Path) throws {
        var offset = 10
        while true {
            let flags = try data.u16(offset), component = try data.u16(offset + 2)
            offset += 4
            var dx: CGFloat = 0, dy: CGFloat = 0
            if flags & 1 != 0 {
                dx = CGFloat(try data.i16(offset)); dy = CGFloat(try data.i16(offset + 2))
                offset += 4
            } else {
                dx = CGFloat(Int8(bitPattern: try data.u8(offset))); dy = CGFloat(Int8(bitPattern: try data.u8(offset + 1)))
                offset += 2
            }
            // Components placed by matching points (flag 2 clear) are placed at the origin.
            if flags & 2 == 0 { dx = 0; dy = 0 }
            func f2dot14(_ at: Int) throws -> CGFloat { CGFloat(try data.i16(at)) / 16384 }
            var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1
            if flags & 8 != 0 {
                a = try f2dot14(offset); d = a
                offset += 2
            } else if flags & 0x40 != 0 {
                a = try f2dot14(offset); d = try f2dot14(offset + 2)
                offset += 4
            } else if flags & 0x80 != 0 {
                a = try f2dot14(offset); b = try f2dot14(offset + 2); c = try f2dot14(offset + 4); d = try f2dot14(offset + 6)
                offset += 8
            }
            let local = CGAffineTransform(a: a, b: b, c: c, d: d, tx: dx, ty: dy)
            try append(component, transform: local.concatenating(transform), depth: depth + 1, to: &path)
            guard flags & 0x20 != 0 else { return }
        }
    }
}
