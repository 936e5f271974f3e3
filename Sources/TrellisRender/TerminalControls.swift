import Foundation
import Trellis

extension TerminalRenderer {
    /// Paints a control's pieces (``ControlPiece``) into the cells: boxes and circles as
    /// coloured cells, glyphs as characters; lines, too thin for a cell, are left out.
    func paint(_ pieces: [ControlPiece], into grid: inout [[Cell]], cellWidth: CGFloat, cellHeight: CGFloat, clip: CGRect) {
        let rows = grid.count, columns = grid.first?.count ?? 0
        for piece in pieces where piece.color.opacity > 0 {
            let f = piece.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
            switch piece.figure {
            case .box, .circle:
                guard piece.strokeWidth == nil else { continue }
                let outline: LayoutResult.Outline
                if case .circle = piece.figure { outline = .circle } else { outline = .capsule }
                let firstRow = Self.cell(f.minY / cellHeight, .down, in: 0...rows)
                let lastRow = Self.cell(f.maxY / cellHeight, .up, in: -1...rows - 1)
                let firstColumn = Self.cell(f.minX / cellWidth, .down, in: 0...columns)
                let lastColumn = Self.cell(f.maxX / cellWidth, .up, in: -1...columns - 1)
                guard firstRow <= lastRow, firstColumn <= lastColumn else { continue }
                for row in firstRow...lastRow {
                    for column in firstColumn...lastColumn {
                        let center = CGPoint(x: (CGFloat(column) + 0.5) * cellWidth, y: (CGFloat(row) + 0.5) * cellHeight)
                        guard clip.contains(center) else { continue }
                        if case .box(let radius) = piece.figure, radius != nil {
                            guard f.contains(center) else { continue }
                        } else if !Self.contains(outline, f, center) {
                            continue
                        }
                        grid[row][column].background = grid[row][column].background.blended(with: piece.color)
                        grid[row][column].character = " "
                    }
                }
            case let .glyph(text):
                let row = Self.cell(f.midY / cellHeight, .down, in: -1...rows)
                let column = Self.cell(f.midX / cellWidth, .down, in: -1...columns)
                guard row >= 0, row < rows, column >= 0, column < columns, let character = text.first,
                      clip.contains(CGPoint(x: f.midX, y: f.midY)) else { continue }
                grid[row][column].character = character
                grid[row][column].foreground = grid[row][column].background.blended(with: piece.color)
            case .line, .arc:
                continue
            }
        }
    }
}

extension TerminalRenderer.RGB {
    /// This colour with `color` painted over it.
    func blended(with color: ControlPiece.RGBA) -> Self {
        let a = color.opacity
        return Self(r: r * (1 - a) + color.red * a, g: g * (1 - a) + color.green * a, b: b * (1 - a) + color.blue * a)
    }
}
