import Foundation
import Trellis

extension JSONRenderer {
    /// A span of a styled line: its text, place and style.
    static func spanValue(_ span: LayoutResult.TextDrawing.Span) -> JSONValue {
        func paint(_ paint: LayoutResult.Paint) -> JSONValue {
            .object([("color", .string(paint.hex)), ("opacity", .number(CGFloat(paint.opacity)))])
        }
        var members: [(String, JSONValue)] = [
            ("text", .string(span.text)), ("x", .value(span.x)), ("width", .value(span.width)),
            ("fontFamily", .string(span.fontFamily)), ("pointSize", .value(span.pointSize)),
            ("bold", .bool(span.isBold)), ("italic", .bool(span.isItalic)), ("paint", paint(span.paint)),
        ]
        if span.baselineOffset != 0 { members.append(("baselineOffset", .value(span.baselineOffset))) }
        if span.letterSpacing != 0 { members.append(("letterSpacing", .value(span.letterSpacing))) }
        for (name, decoration) in [("underline", span.underline), ("strikethrough", span.strikethrough)] {
            if let decoration {
                members.append((name, .object([("pattern", .string(decoration.pattern)), ("paint", paint(decoration.paint))])))
            }
        }
        if let link = span.link { members.append(("link", .string(link.absoluteString))) }
        if let image = span.image {
            members.append(("image", imageValue(of: image.drawing, paint: paint(image.drawing.paint))))
            members.append(("imageSize", .object([("width", .value(image.size.width)), ("height", .value(image.size.height))])))
            if image.descent != 0 { members.append(("imageDescent", .value(image.descent))) }
        }
        return .object(members)
    }
}
