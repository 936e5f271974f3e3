import Foundation
import TestSupport
import Trellis
import TrellisGallery
import TrellisScene

// Random view trees for the property tests (issue 7), written as scene files
// (docs/scene-format.md) so that every tree — in particular a shrunk failing one — prints as a
// scene that `trellis render` and `trellis explain` can read.

/// A JSON value as the tree writes it: keys keep their order, numbers print exactly.
indirect enum SceneJSON: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([SceneJSON])
    case object([(String, SceneJSON)])

    /// The JSON text; NaN and the infinities are the scene format's strings.
    var text: String {
        switch self {
        case let .number(value):
            if value.isNaN { return #""nan""# }
            if value == .infinity { return #""infinity""# }
            if value == -.infinity { return #""-infinity""# }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case let .string(value): return "\"\(value)\""
        case let .bool(value): return value ? "true" : "false"
        case .null: return "null"
        case let .array(values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
        case let .object(pairs): return "{" + pairs.map { "\"\($0.0)\": \($0.1.text)" }.joined(separator: ", ") + "}"
        }
    }
}

/// One modifier of a random view: its scene name and argument; `overlay` and `background`
/// carry their content as a view, so that shrinking can simplify it.
struct TreeModifier: Sendable {
    var name: String
    var argument: SceneJSON
    var content: TreeView? = nil

    /// The size a `frame(width:height:)` with both sizes gives exactly, whatever it is offered.
    var fixedFrameSize: CGSize? {
        guard name == "frame", case let .object(pairs) = argument, pairs.count >= 2,
              case let .number(width)? = pairs.first(where: { $0.0 == "width" })?.1,
              case let .number(height)? = pairs.first(where: { $0.0 == "height" })?.1
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// A random view: a scene view with its content and modifiers.
struct TreeView: Sendable {
    var type: String
    var arguments: [(String, SceneJSON)] = []
    var content: [TreeView] = []
    var modifiers: [TreeModifier] = []

    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "Grid", "GridRow", "ViewThatFits", "ScrollView", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "GeometryReader", "Layout", "Section",
    ]
    var isContainer: Bool { Self.containers.contains(type) }

    /// The size a `StandIn` with `fixed` always answers.
    var fixedSize: CGSize? {
        guard type == "StandIn", case let .object(pairs)? = arguments.first(where: { $0.0 == "fixed" })?.1,
              case let .number(width) = pairs[0].1, case let .number(height) = pairs[1].1
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Whether this view alone at a root sizes as it does inside its container: `Spacer` and
    /// `Divider` read their container's axis, a `GridRow` is a row only in a `Grid`, and a
    /// `Group`'s views are its container's subviews.
    var sizesAlone: Bool { !["Spacer", "Divider", "GridRow", "Group", "Section"].contains(type) && !readsContainer }
    /// Whether a `containerRelativeFrame` is in the tree: its size comes from a container
    /// around it, which a subtree laid out alone does not have.
    var readsContainer: Bool {
        modifiers.contains { $0.name == "containerRelativeFrame" || $0.content?.readsContainer == true }
            || content.contains(where: \.readsContainer)
    }
    /// Whether the view resolves to several views of its container (a mark on it marks each).
    var isSeveral: Bool { type == "Group" || type == "Section" }

    /// How many views the tree has, overlay contents included.
    var count: Int {
        1 + content.reduce(0) { $0 + $1.count } + modifiers.reduce(0) { $0 + ($1.content?.count ?? 0) }
    }
}

/// A random tree with the proposal and layout direction to lay it out in.
struct RandomScene: Sendable, CustomStringConvertible {
    var root: TreeView
    var width: Double
    var height: Double
    var rightToLeft = false

    /// What the scene promises, by the ids its JSON gives views: the views whose size is fixed
    /// (a `StandIn` with `fixed`, a `frame` with both sizes), and the views (their outermost
    /// modifier) whose size depends only on their proposal.
    struct Marks {
        var fixed: [(id: String, size: CGSize)] = []
        var subtrees: [(id: String, view: TreeView)] = []
    }

    /// The scene's JSON, without ids: what a failure prints.
    var description: String { json(marking: false) }

    /// The scene's JSON; with `marking`, every view and fixed frame gets an id (see ``Marks``).
    func json(marking: Bool) -> String {
        var marks = Marks()
        let value: SceneJSON = json(marking: marking, marks: &marks)
        return value.text
    }

    func json(marking: Bool, marks: inout Marks) -> SceneJSON {
        var pairs: [(String, SceneJSON)] = [("proposal", .object([("width", .number(width)), ("height", .number(height))]))]
        if rightToLeft { pairs.append(("layoutDirection", .string("rightToLeft"))) }
        pairs.append(("view", Self.json(root, path: "v", marking: marking, marks: &marks)))
        return .object(pairs)
    }

    static func json(_ view: TreeView, path: String, marking: Bool, marks: inout Marks) -> SceneJSON {
        var pairs: [(String, SceneJSON)] = [("type", .string(view.type))]
        pairs += view.arguments
        if view.isContainer {
            pairs.append(("content", .array(view.content.enumerated().map {
                json($0.element, path: "\(path).\($0.offset)", marking: marking, marks: &marks)
            })))
        }
        var modifiers: [SceneJSON] = []
        if marking, let size = view.fixedSize, !view.modifiers.isEmpty {
            modifiers.append(.object([("id", .string("\(path)s"))]))
            marks.fixed.append(("\(path)s", size))
        }
        for (index, modifier) in view.modifiers.enumerated() {
            var argument = modifier.argument
            if let content = modifier.content, case var .object(arguments) = argument {
                arguments.append(("content", json(content, path: "\(path)m\(index)", marking: marking, marks: &marks)))
                argument = .object(arguments)
            }
            modifiers.append(.object([(modifier.name, argument)]))
            // The view's own id (below) marks its outermost modifier, so the last one needs no other.
            if marking, let size = modifier.fixedFrameSize {
                let id = index == view.modifiers.count - 1 && !view.isSeveral ? path : "\(path)f\(index)"
                if id != path { modifiers.append(.object([("id", .string(id))])) }
                marks.fixed.append((id, size))
            }
        }
        if marking, !view.isSeveral {
            modifiers.append(.object([("id", .string(path))]))
            marks.subtrees.append((path, view))
            if let size = view.fixedSize, view.modifiers.isEmpty { marks.fixed.append((path, size)) }
        }
        if !modifiers.isEmpty { pairs.append(("modifiers", .array(modifiers))) }
        return .object(pairs)
    }

    /// The scene with the view at `path` (a marked view's id: `v`, then `.i` for content `i`
    /// and `mi` for the content of modifier `i`) replaced by `view`; `nil` if there is none.
    func replacing(_ path: String, with view: TreeView) -> RandomScene? {
        func replace(in tree: inout TreeView, _ rest: Substring) -> Bool {
            guard let step = rest.first else {
                tree = view
                return true
            }
            let digits = rest.dropFirst().prefix { $0.isNumber }
            guard let index = Int(digits) else { return false }
            let after = rest.dropFirst(1 + digits.count)
            switch step {
            case "." where index < tree.content.count:
                return replace(in: &tree.content[index], after)
            case "m" where index < tree.modifiers.count && tree.modifiers[index].content != nil:
                return replace(in: &tree.modifiers[index].content!, after)
            default:
                return false
            }
        }
        guard path.hasPrefix("v") else { return nil }
        var scene = self
        return replace(in: &scene.root, path.dropFirst()) ? scene : nil
    }

    /// `view` as it is at `path` in a marked scene (its ids those of that place), read back
    /// through `SceneFile` as a view.
    static func markedView(_ view: TreeView, at path: String) throws(SceneError) -> AnyView {
        var marks = Marks()
        let json = SceneJSON.object([("view", Self.json(view, path: path, marking: true, marks: &marks))])
        return try SceneFile(json: json.text, layouts: RandomTrees.layouts).view
    }

    /// The scene read back through `SceneFile`, as a user's file would be.
    func sceneFile(marking: Bool = true) throws(SceneError) -> SceneFile {
        try SceneFile(json: json(marking: marking), layouts: RandomTrees.layouts)
    }
}

/// Draws random trees of every container and modifier from a seed.
struct RandomTrees {
    /// The custom layouts trees may use, by the name their scenes give them: the gallery's, which
    /// the `trellis` command registers too (trees use `BasicVStack` and `Rows`).
    static let layouts = GalleryLayouts.byName

    var random: SplitMix64
    /// How deep containers nest.
    var maximumDepth = 4
    /// Whether `aspectRatio` may fill, or take its ratio from its view's ideal size: filling a
    /// proposal with an unspecified dimension proposes infinity (as documented), and so does
    /// fitting a ratio of 0 (an ideal size of zero width) into one, so such trees may have
    /// infinite frames.
    var allowsInfiniteRatios = true

    init(seed: UInt64, allowsInfiniteRatios: Bool = true) {
        random = SplitMix64(state: seed)
        self.allowsInfiniteRatios = allowsInfiniteRatios
    }

    mutating func scene() -> RandomScene {
        let width = Double(int(0...400)), height = Double(int(0...400))
        return RandomScene(root: view(depth: 0), width: width, height: height, rightToLeft: chance(0.15))
    }

    // MARK: Random choices

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
    /// A length on a half-point grid, so that scenes print short and exact.
    mutating func length(_ range: ClosedRange<Int>) -> SceneJSON {
        .number(Double(int(range.lowerBound * 2 ... range.upperBound * 2)) / 2)
    }

    static let alignments = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                             "bottomLeading", "bottomTrailing", "leadingFirstTextBaseline", "centerLastTextBaseline"]
    static let horizontal = ["leading", "center", "trailing"]
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let words = ["a", "ab", "abc de", "hello world", "one two three four", "x y z", "wide words wrap here"]

    // MARK: Views

    mutating func view(depth: Int, inGrid: Bool = false) -> TreeView {
        var view: TreeView
        if inGrid, chance(0.8) {
            view = TreeView(type: "GridRow")
            if chance(0.3) { view.arguments.append(("alignment", .string(pick(Self.vertical)))) }
            view.content = (0 ..< int(0...4)).map { _ in self.view(depth: depth + 1) }
        } else if depth < maximumDepth, chance(depth == 0 ? 0.9 : 0.45) {
            view = container(depth: depth)
        } else {
            view = leaf()
        }
        view.modifiers = (0 ..< pick([0, 0, 1, 1, 2, 3])).map { _ in modifier(depth: depth) }
        return view
    }

    mutating func container(depth: Int) -> TreeView {
        var view = TreeView(type: pick([
            "HStack", "HStack", "VStack", "VStack", "ZStack", "Group", "Grid", "ViewThatFits", "ScrollView", "LazyVStack", "LazyHStack",
            "LazyVGrid", "LazyHGrid", "GeometryReader", "Layout", "Section",
        ]))
        switch view.type {
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            if chance(0.4) { view.arguments.append(("alignment", .string(pick(view.type.hasSuffix("HStack") ? Self.vertical : Self.horizontal)))) }
            if chance(0.6) { view.arguments.append(("spacing", length(0...20))) }
            if view.type.hasPrefix("Lazy"), chance(0.4) {
                view.arguments.append(("pinnedViews", .array(pick([["sectionHeaders"], ["sectionFooters"], ["sectionHeaders", "sectionFooters"]]).map { .string($0) })))
            }
        case "Section":
            // A header and a footer of fixed size (the part of a section that pins).
            for part in ["header", "footer"] where chance(0.6) {
                let size = SceneJSON.object([("width", length(0...80)), ("height", length(0...40))])
                view.arguments.append((part, .object([("type", .string("StandIn")), ("fixed", size)])))
            }
        case "ZStack":
            if chance(0.5) { view.arguments.append(("alignment", .string(pick(Self.alignments)))) }
        case "Grid":
            if chance(0.3) { view.arguments.append(("horizontalSpacing", length(0...12))) }
            if chance(0.3) { view.arguments.append(("verticalSpacing", length(0...12))) }
        case "ViewThatFits":
            if chance(0.5) { view.arguments.append(("in", .string(pick(["horizontal", "vertical"])))) }
        case "ScrollView":
            if chance(0.5) { view.arguments.append(("axes", .string(pick(["horizontal", "vertical"])))) }
        case "LazyVGrid", "LazyHGrid":
            let items: [SceneJSON] = (0 ..< int(1...3)).map { _ in
                var item: [(String, SceneJSON)]
                switch int(0...2) {
                case 0: item = [("fixed", length(0...60))]
                case 1: item = [("flexible", .object([("minimum", length(0...30)), ("maximum", chance(0.5) ? .number(.infinity) : length(30...90))]))]
                default: item = [("adaptive", .object([("minimum", length(1...40))]))]
                }
                if chance(0.3) { item.append(("spacing", length(0...12))) }
                return .object(item)
            }
            view.arguments.append((view.type == "LazyVGrid" ? "columns" : "rows", .array(items)))
            if chance(0.3) { view.arguments.append(("spacing", length(0...12))) }
        case "Layout":
            view.arguments.append(("name", .string(pick(["BasicVStack", "Rows"]))))
        default: break
        }
        view.content = (0 ..< int(0...5)).map { _ in self.view(depth: depth + 1, inGrid: view.type == "Grid") }
        return view
    }

    mutating func leaf() -> TreeView {
        switch int(0...9) {
        case 0: return TreeView(type: "Rectangle")
        case 1: return TreeView(type: "Circle")
        case 2: return TreeView(type: "Color", arguments: [("name", .string("red"))])
        case 3, 4: return TreeView(type: "Text", arguments: [("text", .string(pick(Self.words)))])
        case 5, 6:
            return TreeView(type: "StandIn", arguments: [("fixed", .object([("width", length(0...80)), ("height", length(0...80))]))])
        case 7:
            var arguments: [(String, SceneJSON)] = []
            for axis in ["Width", "Height"] {
                let low = int(0...40), ideal = low + int(0...40)
                arguments.append(("min\(axis)", .number(Double(low))))
                arguments.append(("ideal\(axis)", .number(Double(ideal))))
                arguments.append(("max\(axis)", chance(0.5) ? .number(.infinity) : .number(Double(ideal + int(0...40)))))
            }
            return TreeView(type: "StandIn", arguments: arguments)
        case 8: return TreeView(type: "Spacer", arguments: chance(0.5) ? [("minLength", length(0...30))] : [])
        default: return TreeView(type: "Divider")
        }
    }

    // MARK: Modifiers

    mutating func modifier(depth: Int) -> TreeModifier {
        switch int(0...13) {
        case 0, 1:
            var sizes: [(String, SceneJSON)] = []
            if chance(0.7) { sizes.append(("width", length(0...120))) }
            if chance(0.7) { sizes.append(("height", length(0...120))) }
            if chance(0.3) { sizes.append(("alignment", .string(pick(Self.alignments)))) }
            return TreeModifier(name: "frame", argument: .object(sizes))
        case 2:
            var limits: [(String, SceneJSON)] = []
            for axis in ["Width", "Height"] where chance(0.7) {
                let low = int(0...60)
                if chance(0.5) { limits.append(("min\(axis)", .number(Double(low)))) }
                if chance(0.3) { limits.append(("ideal\(axis)", .number(Double(low + int(0...30))))) }
                if chance(0.6) { limits.append(("max\(axis)", chance(0.5) ? .number(.infinity) : .number(Double(low + int(0...90))))) }
            }
            return TreeModifier(name: "frame", argument: .object(limits))
        case 3:
            switch int(0...3) {
            case 0: return TreeModifier(name: "padding", argument: length(-10...20))
            case 1: return TreeModifier(name: "padding", argument: .object([]))
            case 2: return TreeModifier(name: "padding", argument: .object([("edges", .string(pick(["horizontal", "vertical", "top", "leading"]))), ("length", length(0...16))]))
            default: return TreeModifier(name: "padding", argument: .object([("top", length(0...10)), ("trailing", length(-5...10))]))
            }
        case 4:
            if chance(0.5) { return TreeModifier(name: "fixedSize", argument: .bool(true)) }
            return TreeModifier(name: "fixedSize", argument: .object([("horizontal", .bool(chance(0.5))), ("vertical", .bool(chance(0.5)))]))
        case 5: return TreeModifier(name: "offset", argument: .object([("x", length(-30...30)), ("y", length(-30...30))]))
        case 6: return TreeModifier(name: "position", argument: .object([("x", length(0...100)), ("y", length(0...100))]))
        case 7:
            let ratio: SceneJSON = allowsInfiniteRatios && chance(0.2) ? .null : .number(pick([0.5, 1, 1.5, 2, 3]))
            let mode = allowsInfiniteRatios ? pick(["fit", "fill"]) : "fit"
            return TreeModifier(name: "aspectRatio", argument: .object([("ratio", ratio), ("contentMode", .string(mode))]))
        case 8:
            var content = leaf()
            if chance(0.5) { content.modifiers = [modifier(depth: depth + 1)] }
            var arguments: [(String, SceneJSON)] = []
            if chance(0.5) { arguments.append(("alignment", .string(pick(Self.alignments)))) }
            return TreeModifier(name: pick(["overlay", "background"]), argument: .object(arguments), content: content)
        case 9:
            if chance(0.5) {
                return TreeModifier(name: "alignmentGuide", argument: .object([("horizontal", .string(pick(Self.horizontal))), ("value", length(-20...40))]))
            }
            return TreeModifier(name: "alignmentGuide", argument: .object([
                ("vertical", .string(pick(["top", "center", "bottom", "firstTextBaseline"]))), ("from", .string(pick(["top", "bottom"]))),
                ("offset", length(-10...10)),
            ]))
        case 10: return TreeModifier(name: "layoutPriority", argument: .number(Double(int(-1...2))))
        case 11:
            switch int(0...3) {
            case 0:
                return TreeModifier(name: "ignoresSafeArea", argument: chance(0.5)
                    ? .bool(true) : .object([("edges", .string(pick(["top", "bottom", "horizontal", "vertical"])))]))
            case 1: return TreeModifier(name: "safeAreaPadding", argument: length(0...20))
            case 2:
                let axes = SceneJSON.string(pick(["horizontal", "vertical"]))
                guard chance(0.5) else { return TreeModifier(name: "containerRelativeFrame", argument: axes) }
                return TreeModifier(name: "containerRelativeFrame", argument: .object([
                    ("axes", axes), ("count", .number(Double(int(1...4)))), ("span", .number(Double(int(1...2)))),
                    ("spacing", length(0...12)),
                ]))
            default:
                var bar = leaf()
                bar.modifiers = [TreeModifier(name: "frame", argument: .object([("height", length(0...30))]))]
                var arguments: [(String, SceneJSON)] = [("edge", .string(pick(["top", "bottom", "leading", "trailing"])))]
                if chance(0.5) { arguments.append(("spacing", length(0...10))) }
                return TreeModifier(name: "safeAreaInset", argument: .object(arguments), content: bar)
            }
        default:
            return TreeModifier(name: "frame", argument: .object([("width", length(0...80)), ("height", length(0...80))]))
        }
    }
}

// MARK: Shrinking

extension TreeView {
    /// Smaller trees than this one, the most reduced first: each view replaced by one of its
    /// content, removed from its container, or stripped of one modifier.
    var simplifications: [TreeView] {
        var result: [TreeView] = []
        // Unwrap: a container or an overlay content stands in for the whole view.
        result += content
        result += modifiers.compactMap(\.content)
        if isContainer, !content.isEmpty { result.append(TreeView(type: "Rectangle")) }
        for index in content.indices.reversed() {
            var smaller = self
            smaller.content.remove(at: index)
            result.append(smaller)
        }
        for index in modifiers.indices.reversed() {
            var smaller = self
            smaller.modifiers.remove(at: index)
            result.append(smaller)
        }
        for index in content.indices {
            for simpler in content[index].simplifications {
                var smaller = self
                smaller.content[index] = simpler
                result.append(smaller)
            }
        }
        for index in modifiers.indices {
            guard let inner = modifiers[index].content else { continue }
            for simpler in inner.simplifications {
                var smaller = self
                smaller.modifiers[index].content = simpler
                result.append(smaller)
            }
        }
        return result
    }
}

extension RandomScene {
    /// The smallest scene found that still fails: simplifications are tried greedily until
    /// none fails. Returns the scene and the failure it gives.
    func shrunk(_ failure: (RandomScene) -> String?) -> (scene: RandomScene, failure: String)? {
        guard var message = failure(self) else { return nil }
        var smallest = self
        var improved = true
        var attempts = 0
        while improved, attempts < 5_000 {
            improved = false
            for candidate in smallest.root.simplifications where candidate.count < smallest.root.count
                || candidate.modifierCount < smallest.root.modifierCount {
                attempts += 1
                var scene = smallest
                scene.root = candidate
                if let found = failure(scene) {
                    smallest = scene
                    message = found
                    improved = true
                    break
                }
            }
        }
        return (smallest, message)
    }
}

extension TreeView {
    var modifierCount: Int {
        modifiers.count + content.reduce(0) { $0 + $1.modifierCount }
            + modifiers.reduce(0) { $0 + ($1.content?.modifierCount ?? 0) }
    }
}
