import Foundation
import Trellis

extension Painter {
    /// Placeholder text (`redacted(reason: .placeholder)`): each line a rounded bar of its
    /// width (``LayoutResult/TextDrawing/placeholderFrame(of:)``) instead of its glyphs.
    mutating func drawPlaceholderBars(_ text: LayoutResult.TextDrawing, clip: Coverage?, layer: Int) {
        guard let bar = text.placeholderBar else { return }
        let colour = Premultiplied(text.paint, opacity: bar.opacity)
        guard colour.a > 0 else { return }
        let corner = CGSize(width: bar.cornerRadius, height: bar.cornerRadius)
        for line in text.lines {
            guard let frame = text.placeholderFrame(of: line),
                  let coverage = fillCoverage(Path(roundedRect: frame, cornerSize: corner, style: .circular), evenOdd: false) else { continue }
            layers[layer].fill(coverage, clip: clip, colour: colour)
        }
    }
}
