import Foundation

/// A symbol under `redacted(reason: .placeholder)`: SwiftUI shows a placeholder in its place,
/// whose size follows the point size alone — every symbol alike, whatever its glyph or weight.
///
/// **Measured** — swiftui-web `redacted/widths` (macOS 26.2, scale 2, at 806de2a): the star at
/// 11, 13, 17, 22, 26 and 34 points 13 × 13, 15 × 15, 20 × 19, 26 × 25, 31 × 30 and 40 × 39;
/// `gear` at 13 points 15 × 15 and `chevron.right` in the 22-point title 26 × 25, as the star at
/// those sizes; `redacted/placeholder` the star in the title 26 × 25. Between the recorded sizes
/// the size is interpolated linearly and outside them scaled from the nearest (**estimate**),
/// then rounded to the half point the recordings' 2× pixels give. The image scale is not
/// recorded and changes nothing; iOS is not recorded and takes the same sizes (**estimate**).
extension SymbolMetrics {
    /// The recorded placeholders: point size, width, height.
    private static let placeholderSizes: [(pointSize: CGFloat, width: CGFloat, height: CGFloat)] = [
        (11, 13, 13), (13, 15, 15), (17, 20, 19), (22, 26, 25), (26, 31, 30), (34, 40, 39),
    ]

    /// The size of a redacted symbol's placeholder at `pointSize`: zero for a size that is not
    /// a finite length above 0.
    static func placeholderSize(pointSize: CGFloat) -> CGSize {
        guard pointSize.isFinite, pointSize > 0 else { return .zero }
        let table = placeholderSizes
        let width: CGFloat, height: CGFloat
        if let first = table.first, pointSize <= first.pointSize {
            width = first.width * pointSize / first.pointSize
            height = first.height * pointSize / first.pointSize
        } else if let last = table.last, pointSize >= last.pointSize {
            width = last.width * pointSize / last.pointSize
            height = last.height * pointSize / last.pointSize
        } else {
            let upper = table.firstIndex { $0.pointSize >= pointSize } ?? table.count - 1
            let low = table[upper - 1], high = table[upper]
            let t = (pointSize - low.pointSize) / (high.pointSize - low.pointSize)
            width = low.width + (high.width - low.width) * t
            height = low.height + (high.height - low.height) * t
        }
        return CGSize(width: (width * 2).rounded() / 2, height: (height * 2).rounded() / 2)
    }
}
