import Foundation
import Trellis

/// Draws a layout result as coloured character cells for a terminal.
///
/// The picture is scaled so the root's width fills ``columns`` cells; a cell is twice as
/// tall as it is wide, as terminal characters roughly are. Colour views and shapes paint the
/// background of every cell whose centre they cover (blended by opacity); text is written
/// one character per cell from where each line starts, on the row of its baseline, and is
/// cut at the end of its frame. Inside a scroll view (or a clipped view) only the cells within
/// it are painted; a hidden view paints nothing; siblings paint in order of their `zIndex`.
///
/// ```swift
/// print(TerminalRenderer(columns: 60).render(result))
/// ```
///
/// Control characters in text are replaced, so a picture never sends escape sequences other
/// than its colours.
public struct TerminalRenderer: Sendable {
    /// How colours are written.
    public enum ColorMode: String, Sendable, CaseIterable {
        /// 24-bit colour (`ESC[48;2;r;g;bm`), for terminals that support it.
        case trueColor
        /// The 256-colour palette (`ESC[48;5;nm`), for older terminals.
        case palette256
    }

    /// The width of the picture in character cells (at least 1).
    public var columns: Int
    /// How colours are written.
    public var colorMode: ColorMode
    /// The colour scheme of the canvas: white cells in the light scheme, black in the dark;
    /// `nil` (the default) for the scheme the result's views prefer
    /// (`LayoutResult/preferredColorScheme`), else light.
    public var canvas: ColorScheme? = nil

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - columns: The width of the picture in character cells; 80 by default.
    ///   - colorMode: 24-bit colour by default.
    public init(columns: Int = 80, colorMode: ColorMode = .trueColor) {
        self.columns = columns
        self.colorMode = colorMode
    }

    /// A cell's colours and character.
    struct Cell: Equatable {
        var background: RGB = .white
        var foreground: RGB = .black
        var character: Character = " "
    }

    /// An opaque colour, components 0...1.
    struct RGB: Equatable {
        var r: Double, g: Double, b: Double
        static let white = RGB(r: 1, g: 1, b: 1)
        static let black = RGB(r: 0, g: 0, b: 0)

        init(r: Double, g: Double, b: Double) {
            self.r = r
            self.g = g
            self.b = b
        }

        init(_ paint: LayoutResult.Paint) {
            self.init(r: paint.red, g: paint.green, b: paint.blue)
        }

        /// `paint` laid over this colour.
        func blended(with paint: LayoutResult.Paint) -> RGB {
            let a = paint.opacity
            return RGB(r: r * (1 - a) + paint.red * a, g: g * (1 - a) + paint.green * a, b: b * (1 - a) + paint.blue * a)
        }
    }

    /// `value` (a position in cells) rounded by `rule` and clamped to `range`: a picture of any
    /// size maps to a grid of at most 10,000 × 10,000 cells, and a position that is NaN, infinite
    /// or beyond `Int` (a canvas 5e-324 wide makes cells that small) lands on the range's ends
    /// instead of trapping in the conversion. NaN goes to the lower end.
    static func cell(_ value: CGFloat, _ rule: FloatingPointRoundingRule, in range: ClosedRange<Int>) -> Int {
        let rounded = value.rounded(rule)
        guard rounded >= CGFloat(range.lowerBound) else { return range.lowerBound }
        guard rounded <= CGFloat(range.upperBound) else { return range.upperBound }
        return Int(rounded)
    }

    /// The cells of the picture, row by row.
    func cells(_ result: LayoutResult) -> [[Cell]] {
        let tree = ElementTree(result)
        let canvas = tree.canvas
        let columns = max(1, min(columns, 10_000))
        guard canvas.width > 0, canvas.height > 0 else { return [] }
        let cellWidth = canvas.width / CGFloat(columns)
        let cellHeight = cellWidth * 2
        let rows = Self.cell(canvas.height / cellHeight, .up, in: 1...10_000)
        let dark = (self.canvas ?? result.preferredColorScheme) == .dark
        let blank = dark ? Cell(background: .black, foreground: .white) : Cell()
        var grid = [[Cell]](repeating: [Cell](repeating: blank, count: columns), count: rows)

        let clippers = tree.clippingAncestors
        for index in tree.paintOrder {
            let element = result.elements[index]
            guard let drawing = element.drawing, element.frame.isDrawable, element.visibleFrame != nil, !element.isHidden else { continue }
            // What the scroll view around it shows: only cells whose centres are inside (and inside
            // the clip shapes around it).
            let clip = clippers[index].flatMap { result.elements[$0].visibleFrame } ?? .infinite
            let shapes = Self.clipShapes(around: index, clippers, result.elements)
            let frame = element.frame
            switch drawing {
            case let .fill(paint), let .shape(_, paint), let .stroke(_, paint, _):
                guard paint.opacity > 0 else { continue }
                var outline = LayoutResult.Outline.rectangle
                if case let .shape(shape, _) = drawing { outline = shape }
                // A traced shape shows as its edge cells: those inside it with a neighbour outside.
                var traced = false
                if case let .stroke(shape, _, _) = drawing { (outline, traced) = (shape, true) }
                let area = outline.boundingBox(in: frame)
                guard !area.isNull else { continue }
                let firstRow = Self.cell(area.minY / cellHeight, .down, in: 0...rows)
                let lastRow = Self.cell(area.maxY / cellHeight, .up, in: -1...rows - 1)
                let firstColumn = Self.cell(area.minX / cellWidth, .down, in: 0...columns)
                let lastColumn = Self.cell(area.maxX / cellWidth, .up, in: -1...columns - 1)
                guard firstRow <= lastRow, firstColumn <= lastColumn else { continue }
                for row in firstRow...lastRow {
                    for column in firstColumn...lastColumn {
                        let center = CGPoint(x: (CGFloat(column) + 0.5) * cellWidth, y: (CGFloat(row) + 0.5) * cellHeight)
                        if Self.contains(outline, frame, center), clip.contains(center), shapes.allSatisfy({ $0.contains(center) }),
                           !traced || !Self.surrounded(center, by: outline, frame, cellWidth, cellHeight) {
                            grid[row][column].background = grid[row][column].background.blended(with: paint)
                            grid[row][column].character = " "
                        }
                    }
                }
            case .canvas:
                // A canvas's drawing has no cell form: the terminal leaves its cells as they are.
                continue
            case let .control(control):
                paint(ControlPiece.pieces(of: control, in: frame), into: &grid, cellWidth: cellWidth, cellHeight: cellHeight, clip: clip)
            case let .text(text):
                guard text.paint.opacity > 0 else { continue }
                let endColumn = Self.cell(frame.maxX / cellWidth, .toNearestOrAwayFromZero, in: -1...columns)
                for line in text.lines where line.origin.x.isFinite && line.origin.y.isFinite {
                    // The row of the middle of the lowercase letters, above the baseline.
                    let row = Self.cell((line.origin.y - text.pointSize * 0.3) / cellHeight, .down, in: -1...rows)
                    let rowMiddle = (CGFloat(row) + 0.5) * cellHeight
                    guard row >= 0, row < rows, clip.minY <= rowMiddle, rowMiddle < clip.maxY else { continue }
                    var column = Self.cell(line.origin.x / cellWidth, .toNearestOrAwayFromZero, in: 0...columns)
                    // (Each character takes the cells a terminal draws it in: CJK and emoji two.)
                    let characters = Array(line.text).map(Self.printable).filter { Self.cellWidth(of: $0) > 0 }
                    for (offset, character) in characters.enumerated() {
                        guard column < endColumn else { break }
                        let width = Self.cellWidth(of: character)
                        let middle = (CGFloat(column) + 0.5) * cellWidth
                        guard clip.minX <= middle, middle < clip.maxX else { column += width; continue }
                        let fits = column + width <= endColumn && (width == 1 || (CGFloat(column) + 1.5) * cellWidth < clip.maxX)
                        let cut = !fits || (column + width == endColumn && offset < characters.count - 1)
                        grid[row][column].character = cut ? "…" : character
                        grid[row][column].foreground = grid[row][column].background.blended(with: text.paint)
                        if cut { break }
                        if width == 2 {
                            grid[row][column + 1].character = Self.rightHalf
                            grid[row][column + 1].foreground = grid[row][column + 1].background.blended(with: text.paint)
                        }
                        column += width
                    }
                }
            case let .image(image):
                drawImage(image, in: frame, clip: clip, grid: &grid, cellSize: CGSize(width: cellWidth, height: cellHeight))
            }
        }
        return grid
    }

    /// The picture: one line per row of cells, each ending with a colour reset.
    public func render(_ result: LayoutResult) -> String {
        var out = ""
        for row in cells(result) {
            var current: Cell?
            for (cell, character) in zip(row, Self.characters(of: row)) where character != Self.rightHalf {
                if current?.background != cell.background || (character != " " && current?.foreground != cell.foreground) {
                    out += escape(background: cell.background, foreground: cell.foreground)
                    current = cell
                }
                out.append(character)
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    private func escape(background: RGB, foreground: RGB) -> String {
        switch colorMode {
        case .trueColor:
            func c(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
            return "\u{1B}[48;2;\(c(background.r));\(c(background.g));\(c(background.b));38;2;\(c(foreground.r));\(c(foreground.g));\(c(foreground.b))m"
        case .palette256:
            return "\u{1B}[48;5;\(Self.palette(background));38;5;\(Self.palette(foreground))m"
        }
    }

    /// The nearest entry of the 256-colour palette: the 6×6×6 cube (16…231) or the grey
    /// ramp (232…255).
    static func palette(_ color: RGB) -> Int {
        let levels: [Double] = [0, 95, 135, 175, 215, 255].map { $0 / 255 }
        func nearestLevel(_ v: Double) -> Int {
            levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) } ?? 0
        }
        let (r, g, b) = (nearestLevel(color.r), nearestLevel(color.g), nearestLevel(color.b))
        let cube = RGB(r: levels[r], g: levels[g], b: levels[b])
        let grey = (color.r + color.g + color.b) / 3
        let greyStep = min(max(Int(((grey * 255 - 8) / 10).rounded()), 0), 23)
        let greyValue = Double(8 + greyStep * 10) / 255
        func distance(_ a: RGB, _ b: RGB) -> Double { pow(a.r - b.r, 2) + pow(a.g - b.g, 2) + pow(a.b - b.b, 2) }
        let cubeIndex = 16 + 36 * r + 6 * g + b
        return distance(color, RGB(r: greyValue, g: greyValue, b: greyValue)) < distance(color, cube) ? 232 + greyStep : cubeIndex
    }

    /// The clip shapes of element `index` and of its clipping ancestors, as paths in root
    /// coordinates.
    static func clipShapes(around index: Int, _ clippers: [Int?], _ elements: [LayoutResult.Element]) -> [Path] {
        var shapes: [Path] = []
        var next = elements[index].clipShape != nil ? index : clippers[index]
        while let clipper = next {
            let element = elements[clipper]
            if let clip = element.clipShape { shapes.append(clip.outline.path(in: element.frame)) }
            next = clippers[clipper]
        }
        return shapes
    }

    /// Whether the four cells around `point`'s cell are inside `outline` too (the cell is not
    /// on the edge).
    static func surrounded(_ point: CGPoint, by outline: LayoutResult.Outline, _ frame: CGRect, _ width: CGFloat, _ height: CGFloat) -> Bool {
        [CGPoint(x: point.x - width, y: point.y), CGPoint(x: point.x + width, y: point.y),
         CGPoint(x: point.x, y: point.y - height), CGPoint(x: point.x, y: point.y + height)]
            .allSatisfy { contains(outline, frame, $0) }
    }

    /// Whether `point` lies inside `outline` drawn in `frame`.
    static func contains(_ outline: LayoutResult.Outline, _ frame: CGRect, _ point: CGPoint) -> Bool {
        if case let .path(path) = outline { return path.contains(point) }
        guard frame.contains(point) else { return false }
        func insideRounded(rx: CGFloat, ry: CGFloat) -> Bool {
            guard rx > 0, ry > 0 else { return true }
            let dx = max(frame.minX + rx - point.x, point.x - (frame.maxX - rx), 0)
            let dy = max(frame.minY + ry - point.y, point.y - (frame.maxY - ry), 0)
            return (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1
        }
        switch outline {
        case .rectangle:
            return true
        case let .roundedRectangle(corner):
            let limit = min(frame.width, frame.height) / 2
            return insideRounded(rx: min(max(corner.width, 0), limit), ry: min(max(corner.height, 0), limit))
        case .capsule:
            let r = min(frame.width, frame.height) / 2
            return insideRounded(rx: r, ry: r)
        case .circle:
            let r = min(frame.width, frame.height) / 2
            let dx = point.x - frame.midX, dy = point.y - frame.midY
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            let rx = frame.width / 2, ry = frame.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (point.x - frame.midX) / rx, dy = (point.y - frame.midY) / ry
            return dx * dx + dy * dy <= 1
        case .path:
            return false
        }
    }

    /// `character`, or `·` in place of control characters (which could drive the terminal).
    static func printable(_ character: Character) -> Character {
        let controls = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return controls ? "·" : character
    }
}
