import Foundation
import Trellis

extension SceneDecoder {
    /// The safe-area modifiers:
    /// - `"ignoresSafeArea"`: `true`, or `{"regions", "edges"}` (both optional: all, all);
    /// - `"safeAreaInset"`: `{"edge", "alignment", "spacing", "content"}` (`edge` and
    ///   `content` required; the alignment is across the edge, centred by default);
    /// - `"safeAreaPadding"`: a padding's forms (a number, `{}`, `{"edges", "length"}` or insets).
    func safeAreaModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built, depth: Int) throws(SceneError) -> Built {
        switch name {
        case .ignoresSafeArea:
            if argument.boolValue == true { return view.applying { AnyView($0.ignoresSafeArea()) } }
            guard argument.kind == .object else { throw argument.mismatch(#"true or {"regions", "edges"}"#) }
            let arguments = try Arguments(argument, "ignoresSafeArea", accepting: ["regions", "edges"])
            let regions = try arguments["regions"]?.name(Vocabulary.safeAreaRegions) ?? .all
            let edges = try arguments["edges"].map { value throws(SceneError) in try edgeSet(value) } ?? .all
            return view.applying { AnyView($0.ignoresSafeArea(regions, edges: edges)) }
        case .safeAreaInset:
            let arguments = try Arguments(argument, "safeAreaInset", accepting: ["edge", "alignment", "spacing", "content"])
            let edge = try arguments.required("edge", Vocabulary.edges.kind).name(Vocabulary.edges)
            let spacing = try arguments.optionalNumber("spacing")
            let content = try self.view(try arguments.required("content", "a view"), depth: depth)
            switch edge {
            case .top, .bottom:
                let alignment = try arguments.optionalName("alignment", Vocabulary.horizontalAlignments) ?? .center
                let vertical: VerticalEdge = edge == .top ? .top : .bottom
                return view.applying { AnyView($0.safeAreaInset(edge: vertical, alignment: alignment, spacing: spacing) { content.make() }) }
            case .leading, .trailing:
                let alignment = try arguments.optionalName("alignment", Vocabulary.verticalAlignments) ?? .center
                let horizontal: HorizontalEdge = edge == .leading ? .leading : .trailing
                return view.applying { AnyView($0.safeAreaInset(edge: horizontal, alignment: alignment, spacing: spacing) { content.make() }) }
            }
        default:
            switch try paddingArgument(argument, "safeAreaPadding") {
            case let .length(length): return view.applying { AnyView($0.safeAreaPadding(length)) }
            case let .edges(edges, length): return view.applying { AnyView($0.safeAreaPadding(edges, length)) }
            case let .insets(insets): return view.applying { AnyView($0.safeAreaPadding(insets)) }
            }
        }
    }
}
