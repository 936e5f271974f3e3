import Foundation
import Trellis

/// Turns JSON values into views, with the vocabulary of docs/scene-format.md.
struct SceneDecoder {
    /// The custom layouts `{"type": "Layout", "name": …}` may name.
    let layouts: [String: AnyLayout]
    /// The folder image paths are relative to: the scene file's, else the working directory.
    var directory: URL? = nil
    /// The files the scene's `{"type": "Image", "path": …}` views name, as they are decoded.
    let imageFiles = ImageFiles()

    /// The files a scene's image paths name, collected while it is decoded.
    final class ImageFiles {
        var urls: [URL] = []
    }

    // MARK: Views

    /// Decodes the view object `value`; `depth` counts the views and modifiers around it.
    func view(_ value: JSONValue, depth: Int = 0) throws(SceneError) -> Built {
        let viewAccepted = "a view: an object with \"type\" (\(ViewType.accepted))"
        guard value.kind == .object else { throw value.mismatch(viewAccepted) }
        guard let typeValue = value["type"] else {
            throw value.error("missing key \"type\" (\(ViewType.accepted))", accepted: viewAccepted)
        }
        let typeName = try typeValue.string()
        guard let type = ViewType(rawValue: typeName) else {
            throw typeValue.error("unknown view type \(JSONValue.quoted(typeName)); expected \(ViewType.accepted)", accepted: ViewType.accepted)
        }
        let arguments = try Arguments(value, type.withArticle, accepting: ["type", "modifiers"] + type.keys)
        let modifiers = try arguments["modifiers"]?.array(of: "modifiers") ?? []
        let innerDepth = depth + 1 + modifiers.count
        if innerDepth > SceneFile.maximumViewDepth {
            throw value.error("views and modifiers nest more than \(SceneFile.maximumViewDepth) deep",
                              accepted: "at most \(SceneFile.maximumViewDepth) nested views and modifiers")
        }
        var built = try primitive(type, arguments, depth: innerDepth)
        for modifier in modifiers {
            built = try apply(modifier, to: built, depth: innerDepth)
        }
        return built
    }

    /// The views of `content`, or none when absent.
    /// A lazy stack's `pinnedViews`: "sectionHeaders", "sectionFooters" or an array of them.
    func pinnedViews(_ arguments: Arguments) throws(SceneError) -> PinnedScrollableViews {
        guard let value = arguments["pinnedViews"] else { return [] }
        if value.kind == .string { return try value.name(Vocabulary.pinnedViews) }
        guard let elements = value.elements else { throw value.mismatch("pinned views or an array of them") }
        var pinned: PinnedScrollableViews = []
        for element in elements { pinned.formUnion(try element.name(Vocabulary.pinnedViews)) }
        return pinned
    }

    func children(_ arguments: Arguments, depth: Int) throws(SceneError) -> [Built] {
        guard let content = arguments["content"] else { return [] }
        var views: [Built] = []
        for element in try content.array(of: "views") {
            views.append(try view(element, depth: depth))
        }
        return views
    }

    func primitive(_ type: ViewType, _ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        switch type {
        case .rectangle: return try painted(Rectangle(), arguments)
        case .circle: return try painted(Circle(), arguments)
        case .ellipse: return try painted(Ellipse(), arguments)
        case .capsule:
            let style = try arguments.optionalName("style", Vocabulary.roundedCornerStyles) ?? .continuous
            return try painted(Capsule(style: style), arguments)
        case .roundedRectangle: return try painted(try roundedRectangleShape(arguments), arguments)
        case .color: return try color(arguments)
        case .text: return try text(arguments, depth: depth)
        case .standIn: return try standIn(arguments)
        case .group:
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(Group { views }) }
        case .hStack:
            let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let views = Children(views: try children(arguments, depth: depth))
            if let depthAlignment = try arguments.optionalName("depthAlignment", Vocabulary.depthAlignments) {
                return .view { AnyView(HStackLayout(alignment: alignment, spacing: spacing).depthAlignment(depthAlignment) { views }) }
            }
            return .view { AnyView(HStack(alignment: alignment, spacing: spacing) { views }) }
        case .vStack:
            let alignment = try arguments.optionalName("alignment", Vocabulary.horizontalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let views = Children(views: try children(arguments, depth: depth))
            if let depthAlignment = try arguments.optionalName("depthAlignment", Vocabulary.depthAlignments) {
                return .view { AnyView(VStackLayout(alignment: alignment, spacing: spacing).depthAlignment(depthAlignment) { views }) }
            }
            return .view { AnyView(VStack(alignment: alignment, spacing: spacing) { views }) }
        case .lazyHStack:
            let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let pinned = try pinnedViews(arguments)
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(LazyHStack(alignment: alignment, spacing: spacing, pinnedViews: pinned) { views }) }
        case .lazyVStack:
            let alignment = try arguments.optionalName("alignment", Vocabulary.horizontalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let pinned = try pinnedViews(arguments)
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(LazyVStack(alignment: alignment, spacing: spacing, pinnedViews: pinned) { views }) }
        case .lazyVGrid:
            let columns = try gridItems(try arguments.required("columns", "an array of grid items"))
            let alignment = try arguments.optionalName("alignment", Vocabulary.horizontalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(LazyVGrid(columns: columns, alignment: alignment, spacing: spacing) { views }) }
        case .lazyHGrid:
            let rows = try gridItems(try arguments.required("rows", "an array of grid items"))
            let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments) ?? .center
            let spacing = try arguments.optionalNumber("spacing")
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(LazyHGrid(rows: rows, alignment: alignment, spacing: spacing) { views }) }
        case .section:
            let views = Children(views: try children(arguments, depth: depth))
            let header = try arguments["header"].map { value throws(SceneError) in try view(value, depth: depth) }
            let footer = try arguments["footer"].map { value throws(SceneError) in try view(value, depth: depth) }
            return .view {
                AnyView(Section { views } header: { header.map { $0.make() } } footer: { footer.map { $0.make() } })
            }
        case .geometryReader:
            // (A scene's content cannot read the proxy: it is the reader's content whatever its size.)
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(GeometryReader { _ in views }) }
        case .zStack:
            let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
            let views = Children(views: try children(arguments, depth: depth))
            if let depthAlignment = try arguments.optionalName("depthAlignment", Vocabulary.depthAlignments) {
                return .view { AnyView(ZStackLayout(alignment: alignment).depthAlignment(depthAlignment) { views }) }
            }
            return .view { AnyView(ZStack(alignment: alignment) { views }) }
        case .spatialContainer:
            let alignment = try arguments.optionalName("alignment", Vocabulary.alignments3D) ?? .center
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(SpatialContainer(alignment: alignment) { views }) }
        case .spacer:
            let minLength = try arguments.optionalNumber("minLength")
            return .view { AnyView(Spacer(minLength: minLength)) }
        case .divider: return .view { AnyView(Divider()) }
        case .grid:
            let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
            let horizontalSpacing = try arguments.optionalNumber("horizontalSpacing")
            let verticalSpacing = try arguments.optionalNumber("verticalSpacing")
            let views = Children(views: try children(arguments, depth: depth))
            return .view {
                AnyView(Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { views })
            }
        case .gridRow:
            let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments)
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(GridRow(alignment: alignment) { views }) }
        case .viewThatFits:
            let axes = try arguments["in"].map { value throws(SceneError) in try axisSet(value) } ?? [.horizontal, .vertical]
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(ViewThatFits(in: axes) { views }) }
        case .scrollView:
            let axes = try arguments["axes"].map { value throws(SceneError) in try axisSet(value) } ?? .vertical
            let showsIndicators = try arguments["showsIndicators"].map { value throws(SceneError) in try value.bool() } ?? true
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(ScrollView(axes, showsIndicators: showsIndicators) { views }) }
        case .image: return try image(arguments)
        case .label: return try label(arguments, depth: depth)
        case .labeledContent: return try labeledContent(arguments, depth: depth)
        case .layout:
            let nameValue = try arguments.required("name", "the name of a layout passed in `layouts:`")
            let name = try nameValue.string()
            guard let layout = try builtInLayout(name, arguments) ?? layouts[name] else {
                let registered = layouts.keys.sorted()
                let accepted = registered.isEmpty ? "a registered layout (none are registered: pass them in `layouts:`)"
                    : "one of: " + registered.joined(separator: ", ")
                throw nameValue.error("unknown layout \(JSONValue.quoted(name)); expected \(accepted)", accepted: accepted)
            }
            let views = Children(views: try children(arguments, depth: depth))
            return .view { AnyView(layout { views }) }
        case .list, .form, .groupBox, .disclosureGroup:
            return try listView(type, arguments, depth: depth)
        case .button, .link, .toggle, .textField, .secureField, .slider, .stepper, .progressView, .picker, .datePicker:
            return try control(type, arguments, depth: depth)
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            return try gradientView(type, arguments)
        case .path: return try pathView(arguments)
        case .unevenRoundedRectangle: return try painted(try unevenRoundedRectangleShape(arguments), arguments)
        }
    }

    /// The built-in layout `name` names (`HStackLayout`, `VStackLayout`, `ZStackLayout`, with
    /// their `alignment` and `spacing`), type-erased as an `AnyLayout` switch makes it: a
    /// scene whose states switch between two layouts keeps the subviews' identity, as
    /// SwiftUI's `AnyLayout` does. `nil` for another name.
    func builtInLayout(_ name: String, _ arguments: Arguments) throws(SceneError) -> AnyLayout? {
        switch name {
        case "HStackLayout":
            let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments) ?? .center
            return AnyLayout(HStackLayout(alignment: alignment, spacing: try arguments.optionalNumber("spacing")))
        case "VStackLayout":
            let alignment = try arguments.optionalName("alignment", Vocabulary.horizontalAlignments) ?? .center
            return AnyLayout(VStackLayout(alignment: alignment, spacing: try arguments.optionalNumber("spacing")))
        case "ZStackLayout":
            return AnyLayout(ZStackLayout(alignment: try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center))
        default:
            return nil
        }
    }

    func color(_ arguments: Arguments) throws(SceneError) -> Built {
        let opacity = try arguments["opacity"].map { value throws(SceneError) in Double(try value.number()) }
        let accepted = "\"name\", \"red\"/\"green\"/\"blue\" or \"white\", each with an optional \"opacity\""
        let components = ["red", "green", "blue"].filter(arguments.has)
        let forms = [arguments.has("name"), !components.isEmpty, arguments.has("white")].filter { $0 }.count
        if forms > 1 {
            throw arguments.value.error("a Color takes one of \"name\", \"red\"/\"green\"/\"blue\" or \"white\"", accepted: accepted)
        }
        if let name = arguments["name"] {
            let color = try name.name(Vocabulary.colors)
            let result = opacity.map { color.opacity($0) } ?? color
            return .view { AnyView(result) }
        }
        if !components.isEmpty {
            let red = Double(try arguments.required("red", "a number from 0 to 1").number())
            let green = Double(try arguments.required("green", "a number from 0 to 1").number())
            let blue = Double(try arguments.required("blue", "a number from 0 to 1").number())
            let color = Color(red: red, green: green, blue: blue, opacity: opacity ?? 1)
            return .view { AnyView(color) }
        }
        if let white = arguments["white"] {
            let color = Color(white: Double(try white.number()), opacity: opacity ?? 1)
            return .view { AnyView(color) }
        }
        throw arguments.value.error("missing key \"name\" (\(Vocabulary.colors.accepted))", accepted: accepted)
    }

    func standIn(_ arguments: Arguments) throws(SceneError) -> Built {
        if let fixed = arguments["fixed"] {
            if let flexible = ViewType.standInFlexibleKeys.first(where: arguments.has) {
                throw arguments.value.error("a StandIn takes \"fixed\" or flexible sizes, not both (\"\(flexible)\")",
                                            accepted: "\"fixed\" or " + ViewType.standInFlexibleKeys.joined(separator: ", "))
            }
            let size: CGSize
            if let pair = fixed.elements {
                // The fixtures' original form: [width, height].
                guard pair.count == 2 else { throw fixed.mismatch("[width, height] or {\"width\", \"height\"}") }
                size = CGSize(width: try pair[0].number(), height: try pair[1].number())
            } else {
                size = try self.size(fixed)
            }
            return .view { AnyView(StandIn.fixed(width: size.width, height: size.height)) }
        }
        func bound(_ key: String, _ fallback: CGFloat) throws(SceneError) -> CGFloat {
            try arguments.optionalNumber(key) ?? fallback
        }
        let standIn = StandIn.flexible(
            minWidth: try bound("minWidth", 0), idealWidth: try bound("idealWidth", 10), maxWidth: try bound("maxWidth", .infinity),
            minHeight: try bound("minHeight", 0), idealHeight: try bound("idealHeight", 10), maxHeight: try bound("maxHeight", .infinity))
        return .view { AnyView(standIn) }
    }

    // MARK: Shared values

    /// `{"width": w, "height": h}`, both required.
    func size(_ value: JSONValue) throws(SceneError) -> CGSize {
        let arguments = try Arguments(value, "a size", accepting: ["width", "height"])
        return CGSize(width: try arguments.required("width", "a number").number(),
                      height: try arguments.required("height", "a number").number())
    }

    /// Grid items: each `{"fixed": n}`, `{"flexible": {"minimum", "maximum"}}` (both optional)
    /// or `{"adaptive": {"minimum", "maximum"}}` (`minimum` required), with optional `spacing`
    /// and `alignment`.
    func gridItems(_ value: JSONValue) throws(SceneError) -> [GridItem] {
        guard let elements = value.elements else { throw value.mismatch("an array of grid items") }
        var items: [GridItem] = []
        for element in elements {
            let arguments = try Arguments(element, "a grid item", accepting: ["fixed", "flexible", "adaptive", "spacing", "alignment"])
            let size: GridItem.Size
            if let fixed = arguments["fixed"] {
                size = .fixed(try fixed.number())
            } else if let flexible = arguments["flexible"] {
                let bounds = try Arguments(flexible, "flexible", accepting: ["minimum", "maximum"])
                size = .flexible(minimum: try bounds.optionalNumber("minimum") ?? 10, maximum: try bounds.optionalNumber("maximum") ?? .infinity)
            } else if let adaptive = arguments["adaptive"] {
                let bounds = try Arguments(adaptive, "adaptive", accepting: ["minimum", "maximum"])
                size = .adaptive(minimum: try bounds.required("minimum", "a number").number(), maximum: try bounds.optionalNumber("maximum") ?? .infinity)
            } else {
                throw element.mismatch(#"a grid item: {"fixed": n}, {"flexible": {…}} or {"adaptive": {"minimum": n}}"#)
            }
            items.append(GridItem(
                size, spacing: try arguments.optionalNumber("spacing"),
                alignment: try arguments.optionalName("alignment", Vocabulary.alignments)))
        }
        return items
    }

    /// `"horizontal"`, `"vertical"`, or an array of them.
    func axisSet(_ value: JSONValue) throws(SceneError) -> Axis.Set {
        if value.kind == .string { return try value.name(Vocabulary.axes) }
        guard let elements = value.elements else {
            throw value.mismatch("an axis or an array of axes (\(Vocabulary.axes.accepted))")
        }
        var axes: Axis.Set = []
        for element in elements { axes.formUnion(try element.name(Vocabulary.axes)) }
        return axes
    }

    /// A proposal: `"unspecified"`, `"zero"`, `"infinity"`, or `{"width", "height"}` with each a
    /// number or `null` (unspecified; also when absent).
    func proposal(_ value: JSONValue) throws(SceneError) -> ProposedViewSize {
        let accepted = #""unspecified", "zero", "infinity" or {"width", "height"}"#
        switch value.stringValue {
        case "unspecified": return .unspecified
        case "zero": return .zero
        case "infinity": return .infinity
        case let name?: throw value.error("unknown proposal \(JSONValue.quoted(name)); expected \(accepted)", accepted: accepted)
        case nil:
            guard value.kind == .object else { throw value.mismatch(accepted) }
            let arguments = try Arguments(value, "a proposal", accepting: ["width", "height"])
            return ProposedViewSize(width: try arguments.optionalNumber("width"), height: try arguments.optionalNumber("height"))
        }
    }
}
