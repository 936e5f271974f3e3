import Foundation

/// What measures glyphs: the square test model or a font file.
enum FontFace: Sendable {
    case squares
    case file(FontFile)

    /// Whether glyphs are measured from a font file (not the square test model).
    var isFile: Bool {
        if case .file = self { return true }
        return false
    }

    /// Metrics in points at `size`.
    func metrics(size: CGFloat) -> LineMetrics {
        switch self {
        case .squares:
            return LineMetrics(ascent: size * 0.8, descent: size * 0.2, leading: 0, capHeight: size * 0.8)
        case let .file(file):
            let scale = size / CGFloat(file.unitsPerEm)
            return LineMetrics(
                ascent: CGFloat(file.ascender) * scale, descent: CGFloat(file.descender) * scale,
                leading: CGFloat(max(0, file.lineGap)) * scale,
                capHeight: CGFloat(file.capHeight > 0 ? file.capHeight : file.ascender) * scale)
        }
    }
}
