import Foundation
import Trellis

extension SVGRenderer {
    /// Files up to this size are embedded in the SVG as data URIs; larger ones are linked.
    static let largestEmbeddedFile = 64 * 1024

    /// The SVG of an image in `frame`: an `<image>` stretched over the frame (the frame has
    /// the shape the layout gave it), a template image as its paint through the image as a
    /// mask, a symbol as a labelled placeholder box.
    static func imageMarkup(_ image: LayoutResult.ImageDrawing, in frame: CGRect) -> String {
        guard frame.width > 0, frame.height > 0 else { return "" }
        let href: String
        switch image.source {
        case let .symbol(name):
            return symbolPlaceholder(name, paint: image.paint, in: frame)
        case let .data(data, mimeType):
            href = "data:\(mimeType);base64," + data.base64EncodedString()
        case let .file(url):
            if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
               size <= largestEmbeddedFile, let data = try? Data(contentsOf: url) {
                href = "data:\(image.mimeType ?? "image/png");base64," + data.base64EncodedString()
            } else {
                href = url.absoluteString
            }
        }
        var attributes = "\(box(frame)) href=\"\(Format.xml(href))\" preserveAspectRatio=\"none\""
        if image.interpolation == Image.Interpolation.none { attributes += " style=\"image-rendering: pixelated\"" }
        guard image.isTemplate else { return "<image class=\"trellis-drawing\" \(attributes)/>" }
        // A template: the paint, shown where the image's pixels are.
        let id = "trellis-mask-\(Format.number(frame.minX))-\(Format.number(frame.minY))-\(abs(href.hashValue % 1_000_000))"
            .replacingOccurrences(of: ".", with: "_")
        return "<g class=\"trellis-drawing\"><mask id=\"\(id)\"><image \(attributes)/></mask>"
            + "<rect \(box(frame)) \(paint(image.paint)) mask=\"url(#\(id))\"/></g>"
    }

    /// A symbol's placeholder: a rounded box in the symbol's colour, lightly filled, with the
    /// symbol's name written across it as large as fits.
    static func symbolPlaceholder(_ name: String, paint: LayoutResult.Paint, in frame: CGRect) -> String {
        let radius = Format.number(min(frame.width, frame.height) * 0.2)
        let fontSize = max(1, min(frame.height * 0.45, frame.width * 1.7 / CGFloat(max(name.count, 1))))
        let stroke = self.paint(paint, "stroke")
        return "<g class=\"trellis-drawing trellis-symbol\">"
            + "<rect \(box(frame)) rx=\"\(radius)\" fill=\"\(paint.hex)\" fill-opacity=\"\(Format.number(CGFloat(paint.opacity) * 0.15))\" \(stroke) stroke-width=\"0.5\"/>"
            + "<text x=\"\(Format.number(frame.midX))\" y=\"\(Format.number(frame.midY + fontSize * 0.35))\" font-size=\"\(Format.number(fontSize))\""
            + " font-family=\"sans-serif\" text-anchor=\"middle\" \(self.paint(paint))>\(Format.xml(name))</text></g>"
    }
}

extension JSONRenderer {
    /// An image's drawing as JSON: where it comes from and how it fills its frame.
    static func imageValue(of image: LayoutResult.ImageDrawing, paint: JSONValue) -> JSONValue {
        let source: [(String, JSONValue)]
        switch image.source {
        case let .file(url): source = [("source", .string("file")), ("path", .string(url.path))]
        case let .data(data, mimeType): source = [("source", .string("data")), ("bytes", .number(CGFloat(data.count))), ("mimeType", .string(mimeType))]
        case let .symbol(name): source = [("source", .string("symbol")), ("symbol", .string(name))]
        }
        return .object([("kind", .string("image")), ("name", .string(image.name))] + source + [
            ("naturalSize", .object([("width", .value(image.naturalSize.width)), ("height", .value(image.naturalSize.height))])),
            ("resizable", .bool(image.isResizable)), ("template", .bool(image.isTemplate)), ("paint", paint),
        ])
    }
}

extension TerminalRenderer {
    /// An image as a box of cells: a symbol in its colour, lightly; an image in grey; its name
    /// written on the middle row, as much as fits. An image with no area (a missing image, a
    /// name that is no SF Symbol) draws nothing, as in the SVG and PNG renderers.
    func drawImage(_ image: LayoutResult.ImageDrawing, in frame: CGRect, clip: CGRect, grid: inout [[Cell]], cellSize: CGSize) {
        let rows = grid.count, columns = grid.first?.count ?? 0
        guard rows > 0, columns > 0, frame.width > 0, frame.height > 0 else { return }
        let firstRow = Self.cell(frame.minY / cellSize.height, .down, in: 0...rows)
        let lastRow = Self.cell(frame.maxY / cellSize.height, .up, in: -1...rows - 1)
        let firstColumn = Self.cell(frame.minX / cellSize.width, .down, in: 0...columns)
        let lastColumn = Self.cell(frame.maxX / cellSize.width, .up, in: -1...columns - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        // A symbol in a quarter of its colour, an image in half a grey.
        let (tint, alpha): (RGB, Double)
        if case .symbol = image.source { (tint, alpha) = (RGB(image.paint), 0.25) } else { (tint, alpha) = (RGB(r: 0.56, g: 0.56, b: 0.58), 0.5) }
        let middleRow = (firstRow + lastRow) / 2
        // The name starts in the first column whose centre is inside the frame.
        let labelStart = max(firstColumn, Self.cell(frame.minX / cellSize.width - 0.5, .up, in: 0...columns))
        let label = Array(image.name)
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let center = CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
                guard frame.contains(center) || (firstRow == lastRow || firstColumn == lastColumn), clip.contains(center) else { continue }
                let under = grid[row][column].background
                grid[row][column].background = RGB(
                    r: under.r * (1 - alpha) + tint.r * alpha, g: under.g * (1 - alpha) + tint.g * alpha,
                    b: under.b * (1 - alpha) + tint.b * alpha)
                let offset = column - labelStart
                grid[row][column].character = row == middleRow && offset >= 0 && offset < label.count ? Self.printable(label[offset]) : " "
                grid[row][column].foreground = RGB(image.paint)
            }
        }
    }
}
