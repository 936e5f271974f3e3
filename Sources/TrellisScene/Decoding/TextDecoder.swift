import Foundation
import Trellis

extension SceneDecoder {
    /// `{"type": "Text", "text": "…"}` (a string, shown as is), `{"type": "Text", "verbatim": "…"}`,
    /// `{"type": "Text", "markdown": "…"}` (a string literal: its inline Markdown is styled), or
    /// `{"type": "Text", "concatenated": [texts]}` (`Text + Text`: texts with only `Text`'s own
    /// modifiers, joined).
    func text(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let forms = ["text", "verbatim", "markdown", "concatenated"].filter(arguments.has)
        let accepted = "\"text\", \"verbatim\" or \"markdown\": a string, or \"concatenated\": an array of texts"
        guard forms.count == 1, let form = forms.first, let value = arguments[form] else {
            throw arguments.value.error(
                forms.isEmpty ? "missing key \"text\" (a string)"
                    : "a Text takes one of \"text\", \"verbatim\", \"markdown\" or \"concatenated\", not both",
                accepted: accepted)
        }
        if form == "concatenated" {
            var joined: Text?
            for element in try value.array(of: "texts") {
                guard case let .text(text) = try view(element, depth: depth) else {
                    throw element.error("a concatenated Text joins texts with only Text's own modifiers (font, bold, kerning…)",
                                        accepted: "a Text whose modifiers are all Text's own")
                }
                joined = joined.map { $0 + text } ?? text
            }
            guard let joined else { throw value.error("no texts to join", accepted: "an array of one or more texts") }
            return .text(joined)
        }
        let string = try value.string()
        switch form {
        case "verbatim": return .text(Text(verbatim: string))
        case "markdown": return .text(Text(LocalizedStringKey(string)))
        default: return .text(Text(string))
        }
    }

    /// The text modifiers. Applied straight to a `Text`, `font`, `fontWeight`, `bold`, `italic`
    /// and `monospacedDigit` call `Text`'s own methods (as Swift's overload resolution would);
    /// on any other view, and for the others, the `View` modifiers that set the environment.
    func textModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let text: Text? = if case let .text(text) = view { text } else { nil }
        switch name {
        case .font:
            let font = try self.font(argument)
            if let text { return .text(text.font(font)) }
            return view.applying { AnyView($0.font(font)) }
        case .fontWeight:
            let weight = argument.isNull ? nil : try argument.name(Vocabulary.fontWeights)
            if let text { return .text(text.fontWeight(weight)) }
            return view.applying { AnyView($0.fontWeight(weight)) }
        case .bold:
            let isActive = try argument.bool()
            if let text { return .text(text.bold(isActive)) }
            return view.applying { AnyView($0.bold(isActive)) }
        case .italic:
            let isActive = try argument.bool()
            if let text { return .text(text.italic(isActive)) }
            return view.applying { AnyView($0.italic(isActive)) }
        case .monospacedDigit:
            guard argument.boolValue == true else { throw argument.mismatch("true (monospacedDigit takes no argument)") }
            if let text { return .text(text.monospacedDigit()) }
            return view.applying { AnyView($0.monospacedDigit()) }
        case .lineLimit:
            if argument.kind == .object { return try lineLimitRange(argument, view) }
            let limit = try lineLimit(argument)
            return view.applying { AnyView($0.lineLimit(limit)) }
        case .truncationMode:
            let mode = try argument.name(Vocabulary.truncationModes)
            return view.applying { AnyView($0.truncationMode(mode)) }
        case .multilineTextAlignment:
            let alignment = try argument.name(Vocabulary.textAlignments)
            return view.applying { AnyView($0.multilineTextAlignment(alignment)) }
        case .lineSpacing:
            let spacing = try argument.number()
            return view.applying { AnyView($0.lineSpacing(spacing)) }
        case .minimumScaleFactor:
            let factor = try argument.number()
            return view.applying { AnyView($0.minimumScaleFactor(factor)) }
        default:
            preconditionFailure("\(name) is not a text modifier")
        }
    }

    /// An integer, or `null` for no limit.
    func lineLimit(_ value: JSONValue) throws(SceneError) -> Int? {
        if value.isNull { return nil }
        guard case .number = value.storage else { throw value.mismatch("an integer or null (no limit)") }
        return try value.integer()
    }

    /// The object forms of `lineLimit`: `{"limit": n, "reservesSpace": b}`
    /// (`lineLimit(_:reservesSpace:)`), or a range of lines, `{"min": a, "max": b}`
    /// (`lineLimit(a...b)`), `{"min": a}` (`lineLimit(a...)`) or `{"max": b}` (`lineLimit(...b)`).
    /// A range whose `min` is above its `max` is an error (Swift cannot form it).
    func lineLimitRange(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let accepted = #"{"limit", "reservesSpace"} or {"min"?, "max"?} (at least one)"#
        let arguments = try Arguments(argument, "lineLimit", accepting: ["limit", "reservesSpace", "min", "max"])
        if let limit = arguments["limit"] {
            if arguments.has("min") || arguments.has("max") {
                throw argument.error("a line limit is \"limit\" with \"reservesSpace\", or a range of \"min\" and \"max\", not both", accepted: accepted)
            }
            let lines = try limit.integer()
            let reserves = try arguments.required("reservesSpace", "true or false").bool()
            return view.applying { AnyView($0.lineLimit(lines, reservesSpace: reserves)) }
        }
        if arguments.has("reservesSpace") {
            throw argument.error("\"reservesSpace\" goes with \"limit\"", accepted: accepted)
        }
        let lower = try arguments["min"].map { (value) throws(SceneError) in try value.integer() }
        let upper = try arguments["max"].map { (value) throws(SceneError) in try value.integer() }
        switch (lower, upper) {
        case let (lower?, upper?):
            guard lower <= upper else {
                throw argument.error("the range's \"min\" (\(lower)) is above its \"max\" (\(upper))", accepted: "\"min\" ≤ \"max\"")
            }
            return view.applying { AnyView($0.lineLimit(lower...upper)) }
        case let (lower?, nil):
            return view.applying { AnyView($0.lineLimit(lower...)) }
        case let (nil, upper?):
            return view.applying { AnyView($0.lineLimit(...upper)) }
        case (nil, nil):
            throw argument.error("an empty line limit", accepted: accepted)
        }
    }

    static let fontAccepted = #"a text style (largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2), {"size", "weight", "design"}, {"style", "weight", "design"}, {"custom", "size"} or null"#

    /// A font:
    /// - a text style name: `"body"` is `Font.body`;
    /// - `{"style": name, "design"?, "weight"?}`: `Font.system(_:design:weight:)`;
    /// - `{"size": n, "weight"?, "design"?}`: `Font.system(size:weight:design:)`;
    /// - `{"custom": family, "size": n, "relativeTo"?}` or `{"custom": family, "fixedSize": n}`:
    ///   `Font.custom(_:size:)`, `Font.custom(_:size:relativeTo:)`, `Font.custom(_:fixedSize:)`,
    ///   with an optional `"weight"`;
    /// - any object form may add `"italic": true` and `"monospacedDigit": true`;
    /// - `null`: no font (the environment's).
    func font(_ value: JSONValue) throws(SceneError) -> Font? {
        switch value.storage {
        case .null: return nil
        case .string: return .system(try value.name(Vocabulary.textStyles))
        case .object: break
        default: throw value.mismatch(Self.fontAccepted)
        }
        let arguments = try Arguments(value, "font", accepting: [
            "style", "size", "custom", "fixedSize", "relativeTo", "weight", "design", "italic", "monospacedDigit",
        ])
        let weight = try arguments.optionalName("weight", Vocabulary.fontWeights)
        let design = try arguments.optionalName("design", Vocabulary.fontDesigns)
        let forms = ["style", "size", "custom"].filter(arguments.has)
        var font: Font
        if let custom = arguments["custom"] {
            let name = try custom.string()
            if let key = ["style", "design"].first(where: arguments.has) {
                throw value.error("a custom font takes no \"\(key)\" (its family sets the design)",
                                  accepted: "\"custom\" with \"size\" (and \"relativeTo\") or \"fixedSize\", \"weight\", \"italic\", \"monospacedDigit\"")
            }
            switch (arguments["size"], arguments["fixedSize"]) {
            case let (size?, nil):
                let points = try size.number()
                if let relativeTo = try arguments.optionalName("relativeTo", Vocabulary.textStyles) {
                    font = .custom(name, size: points, relativeTo: relativeTo)
                } else {
                    font = .custom(name, size: points)
                }
            case let (nil, fixedSize?):
                if arguments.has("relativeTo") {
                    throw value.error("a font of \"fixedSize\" does not scale, so it takes no \"relativeTo\"", accepted: "\"size\" with \"relativeTo\"")
                }
                font = .custom(name, fixedSize: try fixedSize.number())
            case (_?, _?):
                throw value.error("a custom font takes \"size\" or \"fixedSize\", not both", accepted: "\"size\" or \"fixedSize\"")
            case (nil, nil):
                throw value.error("missing key \"size\" (the custom font's point size)", accepted: "\"size\" or \"fixedSize\": a number")
            }
            if let weight { font = font.weight(weight) }
        } else {
            if let key = ["fixedSize", "relativeTo"].first(where: arguments.has) {
                throw value.error("\"\(key)\" goes only with \"custom\"", accepted: "\"custom\" with \"\(key)\"")
            }
            if forms.count != 1 {
                throw value.error(forms.isEmpty ? "missing key \"style\", \"size\" or \"custom\""
                                      : "a font takes one of \"style\", \"size\" or \"custom\", not both",
                                  accepted: Self.fontAccepted)
            }
            if let style = arguments["style"] {
                font = .system(try style.name(Vocabulary.textStyles), design: design, weight: weight)
            } else {
                font = .system(size: try arguments.required("size", "a number").number(), weight: weight, design: design)
            }
        }
        if let italic = arguments["italic"] {
            guard italic.boolValue == true else { throw italic.mismatch("true") }
            font = font.italic()
        }
        if let monospacedDigit = arguments["monospacedDigit"] {
            guard monospacedDigit.boolValue == true else { throw monospacedDigit.mismatch("true") }
            font = font.monospacedDigit()
        }
        return font
    }
}
