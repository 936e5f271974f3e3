import Foundation
import Trellis

extension SceneDecoder {
    /// Applies the modifier object `value` (one key: the modifier's name) to `view`.
    func apply(_ value: JSONValue, to view: Built, depth: Int) throws(SceneError) -> Built {
        let accepted = "a modifier: an object with one key, the modifier's name (\(ModifierName.accepted))"
        guard value.kind == .object else { throw value.mismatch(accepted) }
        let members = value.members
        guard members.count == 1, let member = members.first else {
            let found = members.isEmpty ? "none"
                : members.prefix(5).map { JSONValue.quoted($0.key) }.joined(separator: ", ") + (members.count > 5 ? ", …" : "")
            throw value.error("a modifier is an object with exactly one key, its name (e.g. {\"padding\": 8}); found \(found)",
                              accepted: accepted)
        }
        let argument = member.value
        guard let name = ModifierName(rawValue: member.key) else {
            throw SceneError(path: argument.path, line: member.line, column: member.column,
                             message: "unknown modifier \(JSONValue.quoted(member.key)); expected \(ModifierName.accepted)",
                             accepted: ModifierName.accepted)
        }
        switch name {
        case .id:
            let id = try argument.string()
            return view.applying { AnyView($0.id(id)) }
        case .frame: return try frame(argument, view)
        case .padding: return try padding(argument, view)
        case .fixedSize:
            if argument.boolValue == true { return view.applying { AnyView($0.fixedSize()) } }
            guard argument.kind == .object else { throw argument.mismatch(#"true or {"horizontal": bool, "vertical": bool}"#) }
            let arguments = try Arguments(argument, "fixedSize", accepting: ["horizontal", "vertical"])
            let horizontal = try arguments.required("horizontal", "true or false").bool()
            let vertical = try arguments.required("vertical", "true or false").bool()
            return view.applying { AnyView($0.fixedSize(horizontal: horizontal, vertical: vertical)) }
        case .layoutPriority:
            let priority = Double(try argument.number())
            return view.applying { AnyView($0.layoutPriority(priority)) }
        case .offset where argument["z"] != nil: return try depthOffset(argument, view)
        case .offset, .position:
            let arguments = try Arguments(argument, name.rawValue, accepting: ["x", "y"])
            let x = try arguments["x"]?.number() ?? 0
            let y = try arguments["y"]?.number() ?? 0
            return name == .offset
                ? view.applying { AnyView($0.offset(x: x, y: y)) }
                : view.applying { AnyView($0.position(x: x, y: y)) }
        case .aspectRatio: return try aspectRatio(argument, view)
        case .overlay, .background:
            if argument.kind != .object || argument["style"] != nil { return try styleLayer(name, argument, view) }
            let arguments = try Arguments(argument, name.rawValue, accepting: ["alignment", "content"])
            let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
            let content = try self.view(try arguments.required("content", "a view"), depth: depth)
            return name == .overlay
                ? view.applying { AnyView($0.overlay(alignment: alignment) { content.make() }) }
                : view.applying { AnyView($0.background(alignment: alignment) { content.make() }) }
        case .alignmentGuide: return try alignmentGuide(argument, view)
        case .environment: return try environment(argument, view)
        case .gridCellColumns:
            let count = try argument.integer()
            return view.applying { AnyView($0.gridCellColumns(count)) }
        case .gridColumnAlignment:
            let alignment = try argument.name(Vocabulary.horizontalAlignments)
            return view.applying { AnyView($0.gridColumnAlignment(alignment)) }
        case .gridCellAnchor:
            let anchor = try unitPoint(argument)
            return view.applying { AnyView($0.gridCellAnchor(anchor)) }
        case .zIndex:
            let value = Double(try argument.number())
            return view.applying { AnyView($0.zIndex(value)) }
        case .hidden:
            guard argument.boolValue == true else { throw argument.mismatch("true") }
            return view.applying { AnyView($0.hidden()) }
        case .clipped:
            guard argument.boolValue == true else { throw argument.mismatch("true") }
            return view.applying { AnyView($0.clipped()) }
        case .clipShape: return try clipShape(argument, view)
        case .cornerRadius:
            let radius = try argument.number()
            return view.applying { AnyView($0.cornerRadius(radius)) }
        case .contentMargins:
            if argument.kind == .number {
                let length = try argument.number()
                return view.applying { AnyView($0.contentMargins(length)) }
            }
            let arguments = try Arguments(argument, "contentMargins", accepting: ["edges", "length", "for"])
            let edges = try arguments["edges"].map { value throws(SceneError) in try edgeSet(value) } ?? .all
            let length = try arguments.optionalNumber("length")
            let placement = try arguments["for"]?.name(Vocabulary.contentMarginPlacements) ?? .automatic
            return view.applying { AnyView($0.contentMargins(edges, length, for: placement)) }
        case .defaultScrollAnchor:
            if argument.kind == .object, argument["anchor"] != nil || argument["for"] != nil {
                let arguments = try Arguments(argument, "defaultScrollAnchor", accepting: ["anchor", "for"])
                let anchor = try unitPoint(try arguments.required("anchor", "a unit point"))
                let role = try arguments.required("for", "a role").name(Vocabulary.scrollAnchorRoles)
                return view.applying { AnyView($0.defaultScrollAnchor(anchor, for: role)) }
            }
            let anchor = try unitPoint(argument)
            return view.applying { AnyView($0.defaultScrollAnchor(anchor)) }
        case .ignoresSafeArea, .safeAreaInset, .safeAreaPadding:
            return try safeAreaModifier(name, argument, view, depth: depth)
        case .scrollPosition: return try scrollPosition(argument, view)
        case .scrollClipDisabled:
            let disabled = try argument.bool()
            return view.applying { AnyView($0.scrollClipDisabled(disabled)) }
        case .containerRelativeFrame: return try containerRelativeFrame(argument, view)
        case .foregroundStyle, .foregroundColor, .opacity, .shadow, .blur, .rotationEffect, .scaleEffect, .border:
            return try styleModifier(name, argument, view)
        case .tint:
            let color = try colorValue(argument)
            return view.applying { AnyView($0.tint(color)) }
        case .mask:
            guard argument.kind == .object, argument["content"] != nil else {
                let mask = try self.view(argument, depth: depth)
                return view.applying { AnyView($0.mask { mask.make() }) }
            }
            let arguments = try Arguments(argument, "mask", accepting: ["alignment", "content"])
            let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
            let mask = try self.view(try arguments.required("content", "a view"), depth: depth)
            return view.applying { AnyView($0.mask(alignment: alignment) { mask.make() }) }
        case .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityIdentifier, .accessibilityHidden,
             .accessibilityElement, .accessibilitySortPriority:
            return try accessibilityModifier(name, argument, view)
        case .resizable, .renderingMode, .interpolation, .antialiased, .scaledToFit, .scaledToFill, .imageScale, .labelStyle:
            return try imageModifier(name, argument, view)
        case .listStyle, .formStyle, .listRowInsets, .listRowSeparator, .listRowBackground, .listSectionSpacing,
             .scrollContentBackground, .listRowSpacing:
            return try listModifier(name, argument, view, depth: depth)
        case .gridCellUnsizedAxes:
            let axes = try axisSet(argument)
            return view.applying { AnyView($0.gridCellUnsizedAxes(axes)) }
        case .font, .fontWeight, .bold, .italic, .monospacedDigit, .lineLimit, .truncationMode,
             .multilineTextAlignment, .lineSpacing, .minimumScaleFactor:
            return try textModifier(name, argument, view)
        case .kerning, .tracking, .baselineOffset, .textCase, .fontWidth, .fontDesign, .monospaced, .underline,
             .strikethrough, .textScale, .allowsTightening:
            return try textRunModifier(name, argument, view)
        case .textSelection:
            let enabled = try argument.name(Vocabulary.textSelectabilities)
            return view.applying { enabled ? AnyView($0.textSelection(.enabled)) : AnyView($0.textSelection(.disabled)) }
        case .buttonStyle, .controlSize, .toggleStyle, .textFieldStyle, .pickerStyle, .progressViewStyle, .labelsHidden,
             .disabled, .tag, .datePickerStyle, .buttonBorderShape:
            return try controlModifier(name, argument, view)
        }
    }

    /// `{"x", "y"}` (a content offset, either axis), `{"edge"}` or `{"id", "anchor"}`: a
    /// scroll position the scroll views inside start at (a constant binding).
    func scrollPosition(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let arguments = try Arguments(argument, "scrollPosition", accepting: ["x", "y", "edge", "id", "anchor"])
        var position = ScrollPosition()
        if let edge = try arguments.optionalName("edge", Vocabulary.edges) {
            position.scrollTo(edge: edge)
        } else if let id = try arguments["id"]?.string() {
            let anchor = try arguments["anchor"].map { value throws(SceneError) in try unitPoint(value) }
            position.scrollTo(id: id, anchor: anchor)
        } else {
            let x = try arguments.optionalNumber("x"), y = try arguments.optionalNumber("y")
            if let x { position.scrollTo(x: x) }
            if let y { position = x.map { ScrollPosition(point: CGPoint(x: $0, y: y)) } ?? ScrollPosition(y: y) }
        }
        let fixed = position
        return view.applying { AnyView($0.scrollPosition(.constant(fixed))) }
    }

    /// `{"width", "height", "alignment"}` or `{"minWidth", "idealWidth", "maxWidth", "minHeight",
    /// "idealHeight", "maxHeight", "alignment"}`: SwiftUI's two `frame` modifiers.
    func frame(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        if argument.kind == .object, Self.depthFrameKeys.contains(where: { argument[$0] != nil }) {
            return try depthFrame(argument, view)
        }
        let fixedKeys = ["width", "height"]
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let arguments = try Arguments(argument, "frame", accepting: fixedKeys + flexibleKeys + ["alignment"])
        let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
        let flexible = flexibleKeys.filter(arguments.has)
        guard !flexible.isEmpty else {
            let width = try arguments.optionalNumber("width")
            let height = try arguments.optionalNumber("height")
            return view.applying { AnyView($0.frame(width: width, height: height, alignment: alignment)) }
        }
        if let fixed = fixedKeys.first(where: arguments.has) {
            throw argument.error(
                "a frame takes \"width\"/\"height\" or minimum, ideal and maximum sizes, not both (\"\(fixed)\" and \"\(flexible[0])\")",
                accepted: "\"width\"/\"height\" or " + flexibleKeys.joined(separator: ", "))
        }
        let minWidth = try arguments.optionalNumber("minWidth"), idealWidth = try arguments.optionalNumber("idealWidth")
        let maxWidth = try arguments.optionalNumber("maxWidth"), minHeight = try arguments.optionalNumber("minHeight")
        let idealHeight = try arguments.optionalNumber("idealHeight"), maxHeight = try arguments.optionalNumber("maxHeight")
        return view.applying {
            AnyView($0.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
        }
    }

    /// A number (every edge), `{}` (the default padding), `{"edges", "length"}` (either
    /// optional) or `{"top", "leading", "bottom", "trailing"}` (insets; absent edges are 0).
    func padding(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        switch try paddingArgument(argument, "padding") {
        case let .length(length): return view.applying { AnyView($0.padding(length)) }
        case let .edges(edges, length): return view.applying { AnyView($0.padding(edges, length)) }
        case let .insets(insets): return view.applying { AnyView($0.padding(insets)) }
        }
    }

    /// The three ways to write a padding's amount (`padding`, `safeAreaPadding`).
    enum PaddingArgument {
        case length(CGFloat)
        case edges(Edge.Set, CGFloat?)
        case insets(EdgeInsets)
    }

    /// Reads a padding's amount: a number, `{}`, `{"edges", "length"}` or insets.
    func paddingArgument(_ argument: JSONValue, _ name: String) throws(SceneError) -> PaddingArgument {
        if argument.kind == .number || argument.kind == .string { return .length(try argument.number()) }
        let insetKeys = ["top", "leading", "bottom", "trailing"]
        guard argument.kind == .object else {
            throw argument.mismatch(#"a number, {} (the default padding), {"edges", "length"} or {"top", "leading", "bottom", "trailing"}"#)
        }
        let arguments = try Arguments(argument, name, accepting: ["edges", "length"] + insetKeys)
        let insets = insetKeys.filter(arguments.has)
        if insets.isEmpty {
            let edges = try arguments["edges"].map { value throws(SceneError) in try edgeSet(value) } ?? .all
            return .edges(edges, try arguments.optionalNumber("length"))
        }
        if let other = ["edges", "length"].first(where: arguments.has) {
            throw argument.error("\(name) takes \"edges\"/\"length\" or insets (\"top\", \"leading\", \"bottom\", \"trailing\"), not both (\"\(other)\" and \"\(insets[0])\")",
                                 accepted: "\"edges\"/\"length\" or \"top\", \"leading\", \"bottom\", \"trailing\"")
        }
        func inset(_ key: String) throws(SceneError) -> CGFloat { try arguments[key]?.number() ?? 0 }
        return .insets(EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing")))
    }

    /// An edge name or an array of them.
    /// A unit point: a name (`"top"`, `"bottomTrailing"`…) or `{"x", "y"}`, both required.
    func unitPoint(_ argument: JSONValue) throws(SceneError) -> UnitPoint {
        if argument.kind == .string { return try argument.name(Vocabulary.unitPoints) }
        guard argument.kind == .object else {
            throw argument.mismatch("\(Vocabulary.unitPoints.kind) (\(Vocabulary.unitPoints.accepted)) or {\"x\", \"y\"}")
        }
        let arguments = try Arguments(argument, "a unit point", accepting: ["x", "y"])
        return UnitPoint(x: try arguments.required("x", "a number").number(), y: try arguments.required("y", "a number").number())
    }

    func edgeSet(_ value: JSONValue) throws(SceneError) -> Edge.Set {
        if value.kind == .string { return try value.name(Vocabulary.edgeSets) }
        guard let elements = value.elements else {
            throw value.mismatch("an edge set or an array of them (\(Vocabulary.edgeSets.accepted))")
        }
        var edges: Edge.Set = []
        for element in elements { edges.formUnion(try element.name(Vocabulary.edgeSets)) }
        return edges
    }

    /// `{"ratio": r or null or {"width", "height"}, "contentMode": "fit" | "fill"}`.
    func aspectRatio(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let arguments = try Arguments(argument, "aspectRatio", accepting: ["ratio", "contentMode"])
        let contentMode = try arguments.required("contentMode", Vocabulary.contentModes.accepted).name(Vocabulary.contentModes)
        if let ratio = arguments["ratio"], ratio.kind == .object {
            let size = try self.size(ratio)
            return view.applying { AnyView($0.aspectRatio(size, contentMode: contentMode)) }
        }
        let ratio = try arguments.optionalNumber("ratio")
        return view.applying { AnyView($0.aspectRatio(ratio, contentMode: contentMode)) }
    }

    /// `{"horizontal" | "vertical": guide, "value": n}` or `{… guide, "from": guide, "offset": n}`
    /// (the view's own `from` guide plus `offset`). The fixtures' form `{"guide": name,
    /// "axis": "vertical"?}` names a horizontal guide unless the name is only vertical or
    /// `axis` says vertical.
    func alignmentGuide(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let arguments = try Arguments(argument, "alignmentGuide",
                                      accepting: ["horizontal", "vertical", "guide", "axis", "value", "from", "offset"])
        let guideKeys = ["horizontal", "vertical", "guide"].filter(arguments.has)
        guard guideKeys.count == 1 else {
            let message = guideKeys.isEmpty
                ? "missing key \"horizontal\" (a horizontal alignment) or \"vertical\" (a vertical alignment)"
                : "an alignmentGuide names one guide, with \"horizontal\" or \"vertical\"; found \(guideKeys.map { "\"\($0)\"" }.joined(separator: " and "))"
            throw argument.error(message, accepted: "\"horizontal\" or \"vertical\"")
        }
        if arguments.has("axis") && guideKeys[0] != "guide" {
            throw argument.error("\"axis\" goes only with \"guide\"; \"\(guideKeys[0])\" already names the axis",
                                 accepted: "\"horizontal\" or \"vertical\" alone")
        }
        var vertical = guideKeys[0] == "vertical"
        let guideValue = arguments[guideKeys[0]]!
        if guideKeys[0] == "guide" {
            let guideName = try guideValue.string()
            let axis = try arguments["axis"].map { value throws(SceneError) in try value.name(Vocabulary.axes) }
            vertical = axis == .vertical
                || (axis == nil && Vocabulary.horizontalAlignments[guideName] == nil && Vocabulary.verticalAlignments[guideName] != nil)
        }
        // The value: a constant, or the view's `from` guide plus an offset.
        let hasValue = arguments.has("value")
        if hasValue && (arguments.has("from") || arguments.has("offset")) {
            throw argument.error("an alignmentGuide takes \"value\" or \"from\" with an optional \"offset\", not both",
                                 accepted: "\"value\", or \"from\" and \"offset\"")
        }
        if !hasValue && !arguments.has("from") {
            throw argument.error("missing key \"value\" (a number) or \"from\" (a guide of the view, plus an optional \"offset\")",
                                 accepted: "\"value\", or \"from\" and \"offset\"")
        }
        let constant = try arguments["value"]?.number()
        let offset = try arguments["offset"]?.number() ?? 0
        if vertical {
            let guide = try guideValue.name(Vocabulary.verticalAlignments)
            if let constant { return view.applying { AnyView($0.alignmentGuide(guide) { _ in constant }) } }
            let from = try arguments.required("from", "a vertical alignment").name(Vocabulary.verticalAlignments)
            return view.applying { AnyView($0.alignmentGuide(guide) { d in d[from] + offset }) }
        }
        let guide = try guideValue.name(Vocabulary.horizontalAlignments)
        if let constant { return view.applying { AnyView($0.alignmentGuide(guide) { _ in constant }) } }
        let from = try arguments.required("from", "a horizontal alignment").name(Vocabulary.horizontalAlignments)
        return view.applying { AnyView($0.alignmentGuide(guide) { d in d[from] + offset }) }
    }

    /// `{"layoutDirection", "font", "lineLimit", "truncationMode", "multilineTextAlignment",
    /// "lineSpacing", "minimumScaleFactor"}`: each key present sets that environment value.
    func environment(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let arguments = try Arguments(argument, "environment", accepting: [
            "layoutDirection", "font", "lineLimit", "truncationMode", "multilineTextAlignment", "lineSpacing", "minimumScaleFactor",
        ])
        var writes: [@Sendable (AnyView) -> AnyView] = []
        if let value = arguments["layoutDirection"] {
            let direction = try value.name(Vocabulary.layoutDirections)
            writes.append { AnyView($0.environment(\.layoutDirection, direction)) }
        }
        if let value = arguments["font"] {
            let font = try self.font(value)
            writes.append { AnyView($0.environment(\.font, font)) }
        }
        if let value = arguments["lineLimit"] {
            let limit = try lineLimit(value)
            writes.append { AnyView($0.environment(\.lineLimit, limit)) }
        }
        if let value = arguments["truncationMode"] {
            let mode = try value.name(Vocabulary.truncationModes)
            writes.append { AnyView($0.environment(\.truncationMode, mode)) }
        }
        if let value = arguments["multilineTextAlignment"] {
            let alignment = try value.name(Vocabulary.textAlignments)
            writes.append { AnyView($0.environment(\.multilineTextAlignment, alignment)) }
        }
        if let value = arguments["lineSpacing"] {
            let spacing = try value.number()
            writes.append { AnyView($0.environment(\.lineSpacing, spacing)) }
        }
        if let value = arguments["minimumScaleFactor"] {
            let factor = try value.number()
            writes.append { AnyView($0.environment(\.minimumScaleFactor, factor)) }
        }
        if writes.isEmpty {
            throw argument.error("missing an environment key: layoutDirection, font, lineLimit, truncationMode, multilineTextAlignment, lineSpacing or minimumScaleFactor",
                                 accepted: "at least one environment key")
        }
        let all = writes
        return view.applying { content in all.reduce(content) { view, write in write(view) } }
    }
}
