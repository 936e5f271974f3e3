import Foundation
import Trellis

// Colours and styling in scene files: colours by name, hex or components; the foreground
// colour; a shape's fill and stroke; the drawing effects; style backgrounds.

extension SceneDecoder {
    static let colorAccepted =
        "a colour: a name (\(Vocabulary.colors.accepted)), \"#rrggbb\", \"#rrggbbaa\", or {\"red\", \"green\", \"blue\", \"opacity\"}"

    /// A colour: a name, `"#rgb"`, `"#rrggbb"` or `"#rrggbbaa"`, or an object with `name`,
    /// `red`/`green`/`blue` or `white`, each with an optional `opacity` (a `Color`'s keys).
    func colorValue(_ value: JSONValue) throws(SceneError) -> Color {
        if let text = value.stringValue {
            guard text.hasPrefix("#") else { return try value.name(Vocabulary.colors) }
            guard let color = Self.hexColor(text) else {
                throw value.error("\(JSONValue.quoted(text)) is not a hex colour", accepted: Self.colorAccepted)
            }
            return color
        }
        guard value.kind == .object else { throw value.mismatch(Self.colorAccepted) }
        let arguments = try Arguments(value, "a colour", accepting: ViewType.color.keys)
        let opacity = try arguments["opacity"].map { value throws(SceneError) in Double(try value.number()) }
        if let name = arguments["name"] {
            let color = try name.name(Vocabulary.colors)
            return opacity.map { color.opacity($0) } ?? color
        }
        if let white = arguments["white"] { return Color(white: Double(try white.number()), opacity: opacity ?? 1) }
        let red = Double(try arguments.required("red", "a number from 0 to 1").number())
        let green = Double(try arguments.required("green", "a number from 0 to 1").number())
        let blue = Double(try arguments.required("blue", "a number from 0 to 1").number())
        return Color(red: red, green: green, blue: blue, opacity: opacity ?? 1)
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` as a colour; `nil` when it is none of them.
    static func hexColor(_ text: String) -> Color? {
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let number = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? number : number << 8 | 0xFF
        func component(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
        return Color(red: component(24), green: component(16), blue: component(8), opacity: component(0))
    }

    /// A shape view with its paint: `fill` (a colour), `stroke` or `strokeBorder` (a colour, or
    /// `{"color", "lineWidth", "lineCap", "lineJoin", "dash"}`); at most one of them. With
    /// `trim` (`{"from", "to"}`, fractions of the outline), the trimmed shape, filled or stroked.
    func painted<S: InsettableShape>(_ shape: S, _ arguments: Arguments) throws(SceneError) -> Built {
        if let trim = arguments["trim"] {
            let range = try Arguments(trim, "trim", accepting: ["from", "to"])
            let from = try range.optionalNumber("from") ?? 0, to = try range.optionalNumber("to") ?? 1
            guard !arguments.has("strokeBorder") else {
                throw arguments.value.error("a trimmed shape takes \"fill\" or \"stroke\", not \"strokeBorder\"",
                                            accepted: "\"fill\" or \"stroke\"")
            }
            return try paintedTrimmed(shape.trim(from: from, to: to), arguments)
        }
        let keys = ["fill", "stroke", "strokeBorder"].filter(arguments.has)
        guard let key = keys.first else { return .view { AnyView(shape) } }
        guard keys.count == 1 else {
            throw arguments.value.error("a shape takes one of \"fill\", \"stroke\" or \"strokeBorder\"", accepted: "one of them")
        }
        let value = arguments[key]!
        if key == "fill" {
            let color = try colorValue(value)
            return .view { AnyView(shape.fill(color)) }
        }
        let (color, style) = try stroke(value)
        return key == "stroke"
            ? .view { AnyView(shape.stroke(color, style: style)) }
            : .view { AnyView(shape.strokeBorder(color, style: style)) }
    }

    /// A trimmed shape with its paint: `fill` or `stroke`, at most one.
    func paintedTrimmed<S: Shape>(_ shape: S, _ arguments: Arguments) throws(SceneError) -> Built {
        guard !(arguments.has("fill") && arguments.has("stroke")) else {
            throw arguments.value.error("a shape takes one of \"fill\" or \"stroke\"", accepted: "one of them")
        }
        if let fill = arguments["fill"] {
            let color = try colorValue(fill)
            return .view { AnyView(shape.fill(color)) }
        }
        guard let value = arguments["stroke"] else { return .view { AnyView(shape) } }
        let (color, style) = try stroke(value)
        return .view { AnyView(shape.stroke(color, style: style)) }
    }

    /// A stroke: a colour (a 1-point line), or `{"color", "lineWidth", "lineCap", "lineJoin", "dash"}`.
    func stroke(_ value: JSONValue) throws(SceneError) -> (Color, StrokeStyle) {
        guard value.kind == .object, value["type"] == nil, value["color"] != nil || value["lineWidth"] != nil else {
            return (try colorValue(value), StrokeStyle())
        }
        let arguments = try Arguments(value, "a stroke", accepting: ["color", "lineWidth", "lineCap", "lineJoin", "dash"])
        let color = try arguments["color"].map { value throws(SceneError) in try colorValue(value) } ?? .primary
        var style = StrokeStyle(lineWidth: try arguments.optionalNumber("lineWidth") ?? 1)
        style.lineCap = try arguments.optionalName("lineCap", Self.lineCaps) ?? .butt
        style.lineJoin = try arguments.optionalName("lineJoin", Self.lineJoins) ?? .miter
        if let dash = arguments["dash"] {
            guard let elements = dash.elements else { throw dash.mismatch("an array of lengths") }
            var lengths: [CGFloat] = []
            for element in elements { lengths.append(try element.number()) }
            style.dash = lengths
        }
        return (color, style)
    }

    static let lineCaps = Names<CGLineCap>("a line cap", [("butt", .butt), ("round", .round), ("square", .square)])
    static let lineJoins = Names<CGLineJoin>("a line join", [("miter", .miter), ("round", .round), ("bevel", .bevel)])

    /// The styling modifiers: `foregroundStyle`/`foregroundColor` (a colour), `opacity` (a
    /// number), `shadow` (`{"color", "radius", "x", "y"}`), `blur` (a radius),
    /// `rotationEffect` (degrees, or `{"degrees", "anchor"}`), `scaleEffect` (a factor, or
    /// `{"x", "y", "anchor"}`) and `border` (a colour, or `{"color", "width"}`).
    func styleModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        switch name {
        case .foregroundStyle, .foregroundColor:
            let color = try colorValue(argument)
            return name == .foregroundStyle
                ? view.applying { AnyView($0.foregroundStyle(color)) } : view.applying { AnyView($0.foregroundColor(color)) }
        case .opacity:
            let opacity = Double(try argument.number())
            return view.applying { AnyView($0.opacity(opacity)) }
        case .shadow:
            let arguments = try Arguments(argument, "shadow", accepting: ["color", "radius", "x", "y"])
            let color = try arguments["color"].map { value throws(SceneError) in try colorValue(value) }
            let radius = try arguments.required("radius", "a number").number()
            let x = try arguments.optionalNumber("x") ?? 0, y = try arguments.optionalNumber("y") ?? 0
            return color.map { color in view.applying { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) } }
                ?? view.applying { AnyView($0.shadow(radius: radius, x: x, y: y)) }
        case .blur:
            let radius = try argument.number()
            return view.applying { AnyView($0.blur(radius: radius)) }
        case .rotationEffect:
            if argument.kind == .number {
                let degrees = Double(try argument.number())
                return view.applying { AnyView($0.rotationEffect(.degrees(degrees))) }
            }
            let arguments = try Arguments(argument, "rotationEffect", accepting: ["degrees", "anchor"])
            let degrees = Double(try arguments.required("degrees", "a number").number())
            let anchor = try arguments["anchor"].map { value throws(SceneError) in try unitPoint(value) } ?? .center
            return view.applying { AnyView($0.rotationEffect(.degrees(degrees), anchor: anchor)) }
        case .scaleEffect:
            if argument.kind == .number {
                let factor = try argument.number()
                return view.applying { AnyView($0.scaleEffect(factor)) }
            }
            let arguments = try Arguments(argument, "scaleEffect", accepting: ["x", "y", "anchor"])
            let x = try arguments.optionalNumber("x") ?? 1, y = try arguments.optionalNumber("y") ?? 1
            let anchor = try arguments["anchor"].map { value throws(SceneError) in try unitPoint(value) } ?? .center
            return view.applying { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
        default:
            guard argument.kind == .object, argument["type"] == nil else {
                let color = try colorValue(argument)
                return view.applying { AnyView($0.border(color)) }
            }
            let arguments = try Arguments(argument, "border", accepting: ["color", "width"])
            let color = try colorValue(try arguments.required("color", Self.colorAccepted))
            let width = try arguments.optionalNumber("width") ?? 1
            return view.applying { AnyView($0.border(color, width: width)) }
        }
    }

    /// `background` or `overlay` with a style: a colour, or `{"style": colour, "in": shape}`
    /// (the shape filled with the colour), or `{"style": colour, "ignoresSafeAreaEdges": edges}`.
    func styleLayer(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        guard argument.kind == .object, argument["style"] != nil else {
            let color = try colorValue(argument)
            return name == .background
                ? view.applying { AnyView($0.background(color)) } : view.applying { AnyView($0.overlay(color)) }
        }
        let arguments = try Arguments(argument, name.rawValue, accepting: ["style", "in", "ignoresSafeAreaEdges"])
        let color = try colorValue(try arguments.required("style", Self.colorAccepted))
        if let shapeValue = arguments["in"] {
            let shape = try shape(shapeValue)
            return name == .background
                ? view.applying { AnyView($0.background(color, in: shape)) } : view.applying { AnyView($0.overlay(color, in: shape)) }
        }
        let edges = try arguments["ignoresSafeAreaEdges"].map { value throws(SceneError) in try edgeSet(value) } ?? .all
        return name == .background
            ? view.applying { AnyView($0.background(color, ignoresSafeAreaEdges: edges)) }
            : view.applying { AnyView($0.overlay(color, ignoresSafeAreaEdges: edges)) }
    }
}
