import Foundation
import Trellis

/// Turns the JSON of a layout fixture (format: Fixtures/README.md) into views.
///
/// Every value is checked; a bad one throws a `FixtureError` that names its JSON path, so a
/// broken fixture fails with a message instead of crashing the suite.
struct FixtureError: Error, CustomStringConvertible {
    let path: String
    let message: String
    var description: String { "\(path): \(message)" }
}

struct FixtureDecoder {
    /// Custom layouts fixtures may name with `{"type": "Layout", "name": …}`.
    static let layouts: [String: AnyLayout] = ["BasicVStack": AnyLayout(BasicVStack())]

    // MARK: Scalars

    static func number(_ value: Any?, _ path: String) throws -> CGFloat {
        switch value {
        case let n as NSNumber where !isBool(n):
            return CGFloat(n.doubleValue)
        case "infinity" as String: return .infinity
        case "-infinity" as String: return -.infinity
        case "nan" as String: return .nan
        default: throw FixtureError(path: path, message: "expected a number, \"infinity\", \"-infinity\" or \"nan\", got \(describe(value))")
        }
    }

    static func optionalNumber(_ value: Any?, _ path: String) throws -> CGFloat? {
        if value == nil || value is NSNull { return nil }
        return try number(value, path)
    }

    static func string(_ value: Any?, _ path: String) throws -> String {
        guard let s = value as? String else { throw FixtureError(path: path, message: "expected a string, got \(describe(value))") }
        return s
    }

    /// JSON `true`/`false` arrive as NSNumbers of Objective-C type `c`.
    static func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    static func bool(_ value: Any?, _ path: String) throws -> Bool {
        guard let n = value as? NSNumber, isBool(n) else {
            throw FixtureError(path: path, message: "expected true or false, got \(describe(value))")
        }
        return n.boolValue
    }

    static func object(_ value: Any?, _ path: String) throws -> [String: Any] {
        guard let o = value as? [String: Any] else { throw FixtureError(path: path, message: "expected an object, got \(describe(value))") }
        return o
    }

    static func array(_ value: Any?, _ path: String) throws -> [Any] {
        guard let a = value as? [Any] else { throw FixtureError(path: path, message: "expected an array, got \(describe(value))") }
        return a
    }

    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nothing"
        case is NSNull: "null"
        case let s as String: "\"\(s)\""
        default: String(describing: value!)
        }
    }

    static func proposal(_ value: Any?, _ path: String) throws -> ProposedViewSize {
        switch value {
        case "unspecified" as String: return .unspecified
        case "zero" as String: return .zero
        case "infinity" as String: return .infinity
        default:
            let o = try object(value, path)
            return ProposedViewSize(width: try optionalNumber(o["width"], path + ".width"), height: try optionalNumber(o["height"], path + ".height"))
        }
    }

    static func rect(_ value: Any?, _ path: String) throws -> CGRect {
        let a = try array(value, path)
        guard a.count == 4 else { throw FixtureError(path: path, message: "expected [x, y, width, height]") }
        let n = try a.enumerated().map { try number($0.element, "\(path)[\($0.offset)]") }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    // MARK: Alignments

    static let horizontals: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticals: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "zero": .zero,
    ]

    static func lookup<T>(_ table: [String: T], _ value: Any?, _ path: String) throws -> T {
        let name = try string(value, path)
        guard let found = table[name] else {
            throw FixtureError(path: path, message: "unknown value \"\(name)\"; accepted: \(table.keys.sorted().joined(separator: ", "))")
        }
        return found
    }

    static func axes(_ value: Any?, _ path: String) throws -> Axis.Set {
        var set: Axis.Set = []
        for (i, name) in try array(value, path).enumerated() {
            set.insert(try lookup(["horizontal": Axis.Set.horizontal, "vertical": .vertical], name, "\(path)[\(i)]"))
        }
        return set
    }

    // MARK: Views

    static func view(_ value: Any?, _ path: String) throws -> AnyView {
        let o = try object(value, path)
        var view = try primitive(o, path)
        let modifiers = try o["modifiers"].map { try array($0, path + ".modifiers") } ?? []
        for i in modifiers.indices {
            view = try apply(modifiers[i], to: view, "\(path).modifiers[\(i)]")
        }
        return view
    }

    static func content(_ o: [String: Any], _ path: String) throws -> [AnyView] {
        try (o["content"].map { try array($0, path + ".content") } ?? []).enumerated().map {
            try view($0.element, "\(path).content[\($0.offset)]")
        }
    }

    static func primitive(_ o: [String: Any], _ path: String) throws -> AnyView {
        let type = try string(o["type"], path + ".type")
        let views = try content(o, path)
        func children() -> some View { ForEach(views.indices, id: \.self) { views[$0] } }
        switch type {
        case "Rectangle": return AnyView(Rectangle())
        case "Circle": return AnyView(Circle())
        case "Ellipse": return AnyView(Ellipse())
        case "Capsule": return AnyView(Capsule())
        case "RoundedRectangle":
            return AnyView(RoundedRectangle(cornerRadius: try number(o["cornerRadius"] ?? 0, path + ".cornerRadius")))
        case "Color":
            let colors: [String: Color] = ["red": .red, "blue": .blue, "green": .green, "yellow": .yellow, "orange": .orange,
                                           "gray": .gray, "black": .black, "white": .white, "pink": .pink, "purple": .purple]
            return AnyView(try lookup(colors, o["name"], path + ".name"))
        case "StandIn":
            if let fixed = o["fixed"] {
                let a = try array(fixed, path + ".fixed")
                guard a.count == 2 else { throw FixtureError(path: path + ".fixed", message: "expected [width, height]") }
                return AnyView(StandIn.fixed(width: try number(a[0], path + ".fixed[0]"), height: try number(a[1], path + ".fixed[1]")))
            }
            func n(_ key: String, _ fallback: CGFloat) throws -> CGFloat { try optionalNumber(o[key], "\(path).\(key)") ?? fallback }
            return AnyView(StandIn.flexible(
                minWidth: try n("minWidth", 0), idealWidth: try n("idealWidth", 10), maxWidth: try n("maxWidth", .infinity),
                minHeight: try n("minHeight", 0), idealHeight: try n("idealHeight", 10), maxHeight: try n("maxHeight", .infinity)))
        case "Group": return AnyView(Group { children() })
        case "HStack":
            let alignment = try o["alignment"].map { try lookup(verticals, $0, path + ".alignment") } ?? .center
            return AnyView(HStack(alignment: alignment, spacing: try optionalNumber(o["spacing"], path + ".spacing")) { children() })
        case "VStack":
            let alignment = try o["alignment"].map { try lookup(horizontals, $0, path + ".alignment") } ?? .center
            return AnyView(VStack(alignment: alignment, spacing: try optionalNumber(o["spacing"], path + ".spacing")) { children() })
        case "ZStack":
            let alignment = try o["alignment"].map { try lookup(alignments, $0, path + ".alignment") } ?? .center
            return AnyView(ZStack(alignment: alignment) { children() })
        case "Spacer": return AnyView(Spacer(minLength: try optionalNumber(o["minLength"], path + ".minLength")))
        case "Divider": return AnyView(Divider())
        case "Grid":
            let alignment = try o["alignment"].map { try lookup(alignments, $0, path + ".alignment") } ?? .center
            return AnyView(Grid(
                alignment: alignment, horizontalSpacing: try optionalNumber(o["horizontalSpacing"], path + ".horizontalSpacing"),
                verticalSpacing: try optionalNumber(o["verticalSpacing"], path + ".verticalSpacing")) { children() })
        case "GridRow":
            let alignment = try o["alignment"].map { try lookup(verticals, $0, path + ".alignment") }
            return AnyView(GridRow(alignment: alignment) { children() })
        case "ViewThatFits":
            let axes = try o["in"].map { try self.axes($0, path + ".in") } ?? [.horizontal, .vertical]
            return AnyView(ViewThatFits(in: axes) { children() })
        case "Layout":
            let layout = try lookup(layouts, o["name"], path + ".name")
            return AnyView(layout { children() })
        default:
            throw FixtureError(path: path + ".type", message: "unknown view type \"\(type)\"")
        }
    }

    static func apply(_ value: Any, to view: AnyView, _ path: String) throws -> AnyView {
        let o = try object(value, path)
        guard o.count == 1, let (name, argument) = o.first else {
            throw FixtureError(path: path, message: "a modifier is an object with exactly one key")
        }
        let at = "\(path).\(name)"
        switch name {
        case "id": return AnyView(view.id(try string(argument, at)))
        case "layoutPriority": return AnyView(view.layoutPriority(Double(try number(argument, at))))
        case "frame":
            let f = try object(argument, at)
            let alignment = try f["alignment"].map { try lookup(alignments, $0, at + ".alignment") } ?? .center
            func n(_ key: String) throws -> CGFloat? { try optionalNumber(f[key], "\(at).\(key)") }
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if flexible.contains(where: { f[$0] != nil }) {
                return AnyView(view.frame(
                    minWidth: try n("minWidth"), idealWidth: try n("idealWidth"), maxWidth: try n("maxWidth"),
                    minHeight: try n("minHeight"), idealHeight: try n("idealHeight"), maxHeight: try n("maxHeight"),
                    alignment: alignment))
            }
            return AnyView(view.frame(width: try n("width"), height: try n("height"), alignment: alignment))
        case "padding":
            if let length = argument as? NSNumber, !isBool(length) {
                return AnyView(view.padding(CGFloat(length.doubleValue)))
            }
            let p = try object(argument, at)
            if p.isEmpty { return AnyView(view.padding()) }
            if let edgeNames = p["edges"] {
                let table: [String: Edge.Set] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
                                                 "all": .all, "horizontal": .horizontal, "vertical": .vertical]
                var edges: Edge.Set = []
                for (i, e) in try array(edgeNames, at + ".edges").enumerated() { edges.formUnion(try lookup(table, e, "\(at).edges[\(i)]")) }
                return AnyView(view.padding(edges, try optionalNumber(p["length"], at + ".length")))
            }
            if p.keys.contains("length") { return AnyView(view.padding(.all, try optionalNumber(p["length"], at + ".length"))) }
            func n(_ key: String) throws -> CGFloat { try optionalNumber(p[key], "\(at).\(key)") ?? 0 }
            return AnyView(view.padding(EdgeInsets(top: try n("top"), leading: try n("leading"), bottom: try n("bottom"), trailing: try n("trailing"))))
        case "fixedSize":
            if let all = argument as? NSNumber, isBool(all) {
                return all.boolValue ? AnyView(view.fixedSize()) : view
            }
            let f = try object(argument, at)
            return AnyView(view.fixedSize(
                horizontal: try f["horizontal"].map { try bool($0, at + ".horizontal") } ?? false,
                vertical: try f["vertical"].map { try bool($0, at + ".vertical") } ?? false))
        case "offset":
            let f = try object(argument, at)
            return AnyView(view.offset(x: try optionalNumber(f["x"], at + ".x") ?? 0, y: try optionalNumber(f["y"], at + ".y") ?? 0))
        case "position":
            let f = try object(argument, at)
            return AnyView(view.position(x: try optionalNumber(f["x"], at + ".x") ?? 0, y: try optionalNumber(f["y"], at + ".y") ?? 0))
        case "aspectRatio":
            let f = try object(argument, at)
            let mode = try lookup(["fit": ContentMode.fit, "fill": .fill], f["contentMode"], at + ".contentMode")
            return AnyView(view.aspectRatio(try optionalNumber(f["ratio"], at + ".ratio"), contentMode: mode))
        case "overlay", "background":
            let f = try object(argument, at)
            let alignment = try f["alignment"].map { try lookup(alignments, $0, at + ".alignment") } ?? .center
            let secondary = try self.view(f["content"], at + ".content")
            return name == "overlay"
                ? AnyView(view.overlay(alignment: alignment) { secondary })
                : AnyView(view.background(alignment: alignment) { secondary })
        case "alignmentGuide":
            let f = try object(argument, at)
            let guide = try string(f["guide"], at + ".guide")
            let constant = try optionalNumber(f["value"], at + ".value")
            let offset = try optionalNumber(f["offset"], at + ".offset") ?? 0
            let from = try f["from"].map { try string($0, at + ".from") }
            // "center" names the horizontal centre unless "axis": "vertical" says otherwise.
            let vertical = try f["axis"].map { try string($0, at + ".axis") == "vertical" } ?? false
            if let h = horizontals[guide], !vertical || verticals[guide] == nil {
                let source = try from.map { try lookup(horizontals, $0, at + ".from") }
                return AnyView(view.alignmentGuide(h) { d in constant ?? ((source.map { d[$0] } ?? 0) + offset) })
            }
            let v = try lookup(verticals, guide, at + ".guide")
            let source = try from.map { try lookup(verticals, $0, at + ".from") }
            return AnyView(view.alignmentGuide(v) { d in constant ?? ((source.map { d[$0] } ?? 0) + offset) })
        case "environment":
            let f = try object(argument, at)
            let direction = try lookup(["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft],
                                       f["layoutDirection"], at + ".layoutDirection")
            return AnyView(view.environment(\.layoutDirection, direction))
        case "gridCellColumns": return AnyView(view.gridCellColumns(Int(try number(argument, at))))
        case "gridColumnAlignment": return AnyView(view.gridColumnAlignment(try lookup(horizontals, argument, at)))
        case "gridCellAnchor":
            if argument is String { return AnyView(view.gridCellAnchor(try lookup(unitPoints, argument, at))) }
            let f = try object(argument, at)
            return AnyView(view.gridCellAnchor(UnitPoint(x: try number(f["x"], at + ".x"), y: try number(f["y"], at + ".y"))))
        case "gridCellUnsizedAxes": return AnyView(view.gridCellUnsizedAxes(try axes(argument, at)))
        default:
            throw FixtureError(path: path, message: "unknown modifier \"\(name)\"")
        }
    }
}
