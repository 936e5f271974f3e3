import Foundation
import Trellis

extension Painter {
    /// Draws a ``Canvas``'s commands in `frame`, clipped to it: each with its transform,
    /// clips, opacity, blend mode, shadows and blur (a command with any of the last four is
    /// drawn in a layer of its own and composited, as a view's effects are).
    mutating func drawCanvas(_ canvas: LayoutResult.CanvasDrawing, in frame: CGRect, clip: Coverage?, layer: Int) {
        let origin = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform)
        guard var bounds = fillCoverage(Path(frame), evenOdd: false) else { return }
        if let clip { bounds.intersect(clip) }
        let local = CGRect(origin: .zero, size: canvas.size)
        commands: for command in canvas.commands {
            var area = bounds
            for c in command.clips {
                let coverage = fillCoverage(c.path, evenOdd: c.isEOFilled, transform: origin)
                if c.isInverse {
                    guard let coverage else { continue }
                    var outside = area
                    for y in 0..<outside.box.height {
                        for x in 0..<outside.box.width {
                            outside.values[y * outside.box.width + x] *= 1 - coverage.value(x: outside.box.x + x, y: outside.box.y + y)
                        }
                    }
                    area = outside
                } else {
                    guard let coverage else { continue commands }
                    area.intersect(coverage)
                }
            }
            let full = command.transform.concatenating(origin)
            let layered = command.opacity < 1 || command.blendMode != .normal || !command.shadows.isEmpty || command.blurRadius > 0
            let target = layered ? layers.count : layer
            if layered { layers.append(newLayer()) }
            groups.append((element: -1, transform: full, layered: false))
            switch command.content {
            case let .fill(path, paint, evenOdd):
                fill(fillCoverage(path, evenOdd: evenOdd), paint: paint, frame: local, clip: area, layer: target)
            case let .stroke(path, paint, style):
                fill(strokeCoverage(path, style: style), paint: paint, frame: local, clip: area, layer: target)
            case let .text(text):
                drawText(text, clip: area, layer: target)
            case let .image(image, rect):
                drawImage(image, in: rect, clip: area, layer: target)
            }
            groups.removeLast()
            if layered { composite(command, transform: origin) }
        }
    }

    /// Composites the top layer, a canvas command's drawing, into the one under it with the
    /// command's blur, shadows, opacity and blend mode (in the canvas's coordinates, `t`).
    private mutating func composite(_ command: LayoutResult.CanvasCommand, transform t: CGAffineTransform) {
        var drawn = layers.removeLast()
        applyBlurAndShadows(to: &drawn, blurRadius: command.blurRadius, shadows: command.shadows, transform: t)
        layers[layers.count - 1].composite(drawn, opacity: Float(command.opacity), blend: command.blendMode)
        recycle(&drawn)
    }
}
