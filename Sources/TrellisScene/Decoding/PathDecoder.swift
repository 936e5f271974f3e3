import Foundation
import Trellis

// `Path` and `UnevenRoundedRectangle` in scene files. A path is its commands, each named as
// `Path`'s method: `{"move": point}`, `{"line": point}`, `{"quadCurve": {"to", "control"}}`,
// `{"curve": {"to", "control1", "control2"}}`, `{"arc": {"center", "radius", "startAngle",
// "endAngle", "clockwise"}}`, `{"addRect": rect}`, `{"addRoundedRect": {"in", "cornerSize",
// "style"}}`, `{"addEllipse": rect}` and `"closeSubpath"`. Points are `{"x", "y"}`, rects
// `{"x", "y", "width", "height"}`, angles degrees. A point that is not finite ("nan") is kept:
// the pass reports it and drawing drops its element, as for a `Path` made in code.

extension SceneDecoder {
    static let pathCommandNames = ["move", "line", "quadCurve", "curve", "arc", "addRect", "addRoundedRect", "addEllipse", "closeSubpath"]

    static var pathCommandAccepted: String {
        "a path command: \"closeSubpath\" or an object with one of the keys "
            + pathCommandNames.filter { $0 != "closeSubpath" }.joined(separator: ", ")
    }

    /// The path of `commands` (required): an array of commands, in order.
    func path(_ arguments: Arguments) throws(SceneError) -> Path {
        let commands = try arguments.required("commands", "an array of path commands").array(of: "path commands")
        var path = Path()
        for command in commands { try add(command, to: &path) }
        return path
    }

    /// A `Path` view with its paint: `fill` or `stroke` (a path is not insettable), or `trim`.
    func pathView(_ arguments: Arguments) throws(SceneError) -> Built {
        let path = try self.path(arguments)
        guard !arguments.has("strokeBorder") else {
            throw arguments.value.error("a Path takes \"fill\" or \"stroke\", not \"strokeBorder\" (a path cannot be inset)",
                                        accepted: "\"fill\" or \"stroke\"")
        }
        if let trim = arguments["trim"] {
            let range = try Arguments(trim, "trim", accepting: ["from", "to"])
            let from = try range.optionalNumber("from") ?? 0, to = try range.optionalNumber("to") ?? 1
            return try paintedTrimmed(path.trim(from: from, to: to), arguments)
        }
        return try paintedTrimmed(path, arguments)
    }

    /// An `UnevenRoundedRectangle` from its view's arguments: the four radii by their labels
    /// (each 0 unless given) or `cornerRadii` (`{"topLeading", "bottomLeading",
    /// "bottomTrailing", "topTrailing"}`), not both; and `style`.
    func unevenRoundedRectangleShape(_ arguments: Arguments) throws(SceneError) -> UnevenRoundedRectangle {
        let style = try arguments.optionalName("style", Vocabulary.roundedCornerStyles) ?? .continuous
        let labels = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        if let radii = arguments["cornerRadii"] {
            if let extra = labels.first(where: arguments.has) {
                throw arguments.value.error("an UnevenRoundedRectangle takes \"cornerRadii\" or the four radii, not both (\"\(extra)\")",
                                            accepted: "\"cornerRadii\" or the radii by their labels")
            }
            let corners = try Arguments(radii, "cornerRadii", accepting: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"])
            return UnevenRoundedRectangle(
                cornerRadii: RectangleCornerRadii(
                    topLeading: try corners.optionalNumber("topLeading") ?? 0,
                    bottomLeading: try corners.optionalNumber("bottomLeading") ?? 0,
                    bottomTrailing: try corners.optionalNumber("bottomTrailing") ?? 0,
                    topTrailing: try corners.optionalNumber("topTrailing") ?? 0),
                style: style)
        }
        return UnevenRoundedRectangle(
            topLeadingRadius: try arguments.optionalNumber(labels[0]) ?? 0,
            bottomLeadingRadius: try arguments.optionalNumber(labels[1]) ?? 0,
            bottomTrailingRadius: try arguments.optionalNumber(labels[2]) ?? 0,
            topTrailingRadius: try arguments.optionalNumber(labels[3]) ?? 0,
            style: style)
    }

    /// Adds one command to `path`.
    private func add(_ command: JSONValue, to path: inout Path) throws(SceneError) {
        if command.kind == .string {
            guard try command.string() == "closeSubpath" else { throw command.mismatch(Self.pathCommandAccepted) }
            path.closeSubpath()
            return
        }
        guard command.kind == .object, command.members.count == 1, let member = command.members.first else {
            throw command.mismatch(Self.pathCommandAccepted)
        }
        let value = member.value
        switch member.key {
        case "move": path.move(to: try point(value))
        case "line": path.addLine(to: try point(value))
        case "quadCurve":
            let arguments = try Arguments(value, "quadCurve", accepting: ["to", "control"])
            path.addQuadCurve(to: try point(arguments.required("to", "a point")), control: try point(arguments.required("control", "a point")))
        case "curve":
            let arguments = try Arguments(value, "curve", accepting: ["to", "control1", "control2"])
            path.addCurve(
                to: try point(arguments.required("to", "a point")), control1: try point(arguments.required("control1", "a point")),
                control2: try point(arguments.required("control2", "a point")))
        case "arc":
            let arguments = try Arguments(value, "arc", accepting: ["center", "radius", "startAngle", "endAngle", "clockwise"])
            path.addArc(
                center: try point(arguments.required("center", "a point")),
                radius: try arguments.required("radius", "a number").number(),
                startAngle: .degrees(Double(try arguments.required("startAngle", "degrees").number())),
                endAngle: .degrees(Double(try arguments.required("endAngle", "degrees").number())),
                clockwise: try arguments.required("clockwise", "true or false").bool())
        case "addRect": path.addRect(try rect(value))
        case "addRoundedRect":
            let arguments = try Arguments(value, "addRoundedRect", accepting: ["in", "cornerSize", "style"])
            path.addRoundedRect(
                in: try rect(arguments.required("in", "a rect")),
                cornerSize: try size(arguments.required("cornerSize", "a size")),
                style: try arguments.optionalName("style", Vocabulary.roundedCornerStyles) ?? .continuous)
        case "addEllipse": path.addEllipse(in: try rect(value))
        default:
            throw SceneError(
                path: value.path, line: member.line, column: member.column,
                message: "unknown path command \(JSONValue.quoted(member.key)); expected one of: "
                    + Self.pathCommandNames.joined(separator: ", "),
                accepted: Self.pathCommandAccepted)
        }
    }

    /// `{"x", "y"}`, both required.
    func point(_ value: JSONValue) throws(SceneError) -> CGPoint {
        let arguments = try Arguments(value, "a point", accepting: ["x", "y"])
        return CGPoint(x: try arguments.required("x", "a number").number(), y: try arguments.required("y", "a number").number())
    }

    /// `{"x", "y", "width", "height"}`, all required.
    func rect(_ value: JSONValue) throws(SceneError) -> CGRect {
        let arguments = try Arguments(value, "a rect", accepting: ["x", "y", "width", "height"])
        return CGRect(
            x: try arguments.required("x", "a number").number(), y: try arguments.required("y", "a number").number(),
            width: try arguments.required("width", "a number").number(), height: try arguments.required("height", "a number").number())
    }
}
