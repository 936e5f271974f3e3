import Foundation
import Trellis

extension Vocabulary {
    static let textCases = Names<Text.Case?>("a text case", [("uppercase", .uppercase), ("lowercase", .lowercase)])

    static let fontWidths = Names<Font.Width>("a font width", [
        ("compressed", .compressed), ("condensed", .condensed), ("standard", .standard), ("expanded", .expanded),
    ])

    static let linePatterns = Names<Text.LineStyle.Pattern>("a line pattern", [
        ("solid", .solid), ("dot", .dot), ("dash", .dash), ("dashDot", .dashDot), ("dashDotDot", .dashDotDot),
    ])

    static let textScales = Names<Text.Scale>("a text scale", [("default", .default), ("secondary", .secondary)])

    /// `textSelection`'s argument: whether it is `.enabled`.
    static let textSelectabilities = Names<Bool>("a text selectability", [("enabled", true), ("disabled", false)])
}

extension SceneDecoder {
    /// The modifiers of styled text. Applied straight to a `Text`, `kerning`, `tracking`,
    /// `baselineOffset`, `fontWidth`, `fontDesign`, `monospaced`, `underline`, `strikethrough`
    /// and `textScale` call `Text`'s own methods; on other views (and for `textCase` and
    /// `allowsTightening`, which only views have) the `View` modifiers that set the environment.
    /// - `kerning`, `tracking`, `baselineOffset`: a number of points;
    /// - `textCase`: `"uppercase"`, `"lowercase"` or `null`;
    /// - `fontWidth`: `"compressed"`, `"condensed"`, `"standard"`, `"expanded"`, a number, or `null`;
    /// - `fontDesign`: a font design or `null`; `monospaced`, `allowsTightening`: a Boolean;
    /// - `underline`, `strikethrough`: a Boolean, or `{"isActive"?, "pattern"?, "color"?}`;
    /// - `textScale`: `"default"` or `"secondary"`, or `{"scale", "isEnabled"?}`.
    func textRunModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let text: Text? = if case let .text(text) = view { text } else { nil }
        func apply(_ onText: (Text) -> Text, _ onView: @escaping @Sendable (AnyView) -> AnyView) -> Built {
            if let text { return .text(onText(text)) }
            return view.applying(onView)
        }
        switch name {
        case .kerning:
            let points = try argument.number()
            return apply({ $0.kerning(points) }, { AnyView($0.kerning(points)) })
        case .tracking:
            let points = try argument.number()
            return apply({ $0.tracking(points) }, { AnyView($0.tracking(points)) })
        case .baselineOffset:
            let points = try argument.number()
            return apply({ $0.baselineOffset(points) }, { AnyView($0.baselineOffset(points)) })
        case .textCase:
            let textCase = argument.isNull ? nil : try argument.name(Vocabulary.textCases)
            return view.applying { AnyView($0.textCase(textCase)) }
        case .fontWidth:
            let width: Font.Width?
            switch argument.storage {
            case .null: width = nil
            case .number: width = Font.Width(try argument.number())
            default: width = try argument.name(Vocabulary.fontWidths)
            }
            return apply({ $0.fontWidth(width) }, { AnyView($0.fontWidth(width)) })
        case .fontDesign:
            let design = argument.isNull ? nil : try argument.name(Vocabulary.fontDesigns)
            return apply({ $0.fontDesign(design) }, { AnyView($0.fontDesign(design)) })
        case .monospaced:
            let isActive = try argument.bool()
            return apply({ $0.monospaced(isActive) }, { AnyView($0.monospaced(isActive)) })
        case .underline, .strikethrough:
            let (isActive, pattern, color) = try lineStyle(argument, name.rawValue)
            if name == .underline {
                return apply({ $0.underline(isActive, pattern: pattern, color: color) },
                             { AnyView($0.underline(isActive, pattern: pattern, color: color)) })
            }
            return apply({ $0.strikethrough(isActive, pattern: pattern, color: color) },
                         { AnyView($0.strikethrough(isActive, pattern: pattern, color: color)) })
        case .textScale:
            let scale: Text.Scale, isEnabled: Bool
            if case .object = argument.storage {
                let arguments = try Arguments(argument, "textScale", accepting: ["scale", "isEnabled"])
                scale = try arguments.required("scale", "\"default\" or \"secondary\"").name(Vocabulary.textScales)
                isEnabled = try arguments["isEnabled"]?.bool() ?? true
            } else {
                scale = try argument.name(Vocabulary.textScales)
                isEnabled = true
            }
            return apply({ $0.textScale(scale, isEnabled: isEnabled) }, { AnyView($0.textScale(scale, isEnabled: isEnabled)) })
        case .allowsTightening:
            let flag = try argument.bool()
            return view.applying { AnyView($0.allowsTightening(flag)) }
        default:
            preconditionFailure("\(name) is not a styled-text modifier")
        }
    }

    /// `true`/`false`, or `{"isActive"?, "pattern"?, "color"?}`.
    private func lineStyle(_ argument: JSONValue, _ name: String) throws(SceneError) -> (Bool, Text.LineStyle.Pattern, Color?) {
        guard case .object = argument.storage else { return (try argument.bool(), .solid, nil) }
        let arguments = try Arguments(argument, name, accepting: ["isActive", "pattern", "color"])
        let isActive = try arguments["isActive"]?.bool() ?? true
        let pattern = try arguments.optionalName("pattern", Vocabulary.linePatterns) ?? .solid
        let color = try arguments["color"].map { value throws(SceneError) in try colorValue(value) }
        return (isActive, pattern, color)
    }
}
