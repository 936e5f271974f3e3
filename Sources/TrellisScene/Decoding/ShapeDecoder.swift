import Foundation
import Trellis

extension SceneDecoder {
    /// The shapes a clip can name: the built-in shape views.
    static let shapeTypes: [ViewType] = [.rectangle, .circle, .ellipse, .capsule, .roundedRectangle, .unevenRoundedRectangle, .path]

    static var shapeAccepted: String {
        "a shape: \"Rectangle\", \"Circle\", \"Ellipse\", \"Capsule\", or an object written as the shape's view "
            + "(e.g. {\"type\": \"RoundedRectangle\", \"cornerRadius\": 8})"
    }

    /// A shape: its view type's name (a shape without arguments), or an object in the shape's
    /// view spelling, without modifiers.
    func shape(_ value: JSONValue) throws(SceneError) -> AnyShape {
        let names = Self.shapeTypes.map(\.rawValue).joined(separator: ", ")
        if value.kind == .string {
            let name = try value.string()
            switch ViewType(rawValue: name) {
            case .rectangle: return AnyShape(Rectangle())
            case .circle: return AnyShape(Circle())
            case .ellipse: return AnyShape(Ellipse())
            case .capsule: return AnyShape(Capsule())
            case .roundedRectangle:
                throw value.error("a RoundedRectangle needs its corners: write {\"type\": \"RoundedRectangle\", \"cornerRadius\": …}",
                                  accepted: Self.shapeAccepted)
            case .unevenRoundedRectangle: return AnyShape(UnevenRoundedRectangle())
            case .path:
                throw value.error("a Path needs its commands: write {\"type\": \"Path\", \"commands\": […]}", accepted: Self.shapeAccepted)
            default:
                throw value.error("unknown shape \(JSONValue.quoted(name)); expected one of: \(names)", accepted: Self.shapeAccepted)
            }
        }
        guard value.kind == .object else { throw value.mismatch(Self.shapeAccepted) }
        guard let typeValue = value["type"] else {
            throw value.error("missing key \"type\" (one of: \(names))", accepted: Self.shapeAccepted)
        }
        let typeName = try typeValue.string()
        guard let type = ViewType(rawValue: typeName), Self.shapeTypes.contains(type) else {
            throw typeValue.error("unknown shape \(JSONValue.quoted(typeName)); expected one of: \(names)", accepted: Self.shapeAccepted)
        }
        // (A clip shape is a shape alone: it has no paint.)
        let arguments = try Arguments(value, type.withArticle, accepting: ["type"] + type.keys.filter { !ViewType.paintKeys.contains($0) })
        switch type {
        case .capsule:
            return AnyShape(Capsule(style: try arguments.optionalName("style", Vocabulary.roundedCornerStyles) ?? .continuous))
        case .roundedRectangle: return AnyShape(try roundedRectangleShape(arguments))
        case .unevenRoundedRectangle: return AnyShape(try unevenRoundedRectangleShape(arguments))
        case .path: return AnyShape(try path(arguments))
        case .circle: return AnyShape(Circle())
        case .ellipse: return AnyShape(Ellipse())
        default: return AnyShape(Rectangle())
        }
    }

    /// A `RoundedRectangle` from its view's arguments: `cornerRadius` or `cornerSize`, and
    /// `style`.
    func roundedRectangleShape(_ arguments: Arguments) throws(SceneError) -> RoundedRectangle {
        let style = try arguments.optionalName("style", Vocabulary.roundedCornerStyles) ?? .continuous
        switch (arguments["cornerRadius"], arguments["cornerSize"]) {
        case let (radius?, nil):
            return RoundedRectangle(cornerRadius: try radius.number(), style: style)
        case let (nil, size?):
            return RoundedRectangle(cornerSize: try self.size(size), style: style)
        case (_?, _?):
            throw arguments.value.error("a RoundedRectangle takes \"cornerRadius\" or \"cornerSize\", not both",
                                        accepted: "\"cornerRadius\" or \"cornerSize\"")
        case (nil, nil):
            throw arguments.value.error("missing key \"cornerRadius\" (a number) or \"cornerSize\" ({\"width\", \"height\"})",
                                        accepted: "\"cornerRadius\" or \"cornerSize\"")
        }
    }

    /// `clipShape`: a shape (``shape(_:)``), or `{"shape": …, "eoFill": bool}`.
    func clipShape(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        if argument.kind == .object, argument["shape"] != nil {
            let arguments = try Arguments(argument, "clipShape", accepting: ["shape", "eoFill"])
            let shape = try self.shape(try arguments.required("shape", Self.shapeAccepted))
            let eoFill = try arguments["eoFill"]?.bool() ?? false
            return view.applying { AnyView($0.clipShape(shape, style: FillStyle(eoFill: eoFill))) }
        }
        let shape = try self.shape(argument)
        return view.applying { AnyView($0.clipShape(shape)) }
    }
}
