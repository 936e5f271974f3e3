import Foundation
import Trellis

extension Vocabulary {
    /// `listStyle`'s names.
    static let listStyles = Names<ListStyleName>("a list style", [
        ("automatic", .automatic), ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
        ("inset", .inset), ("sidebar", .sidebar),
    ])

    /// `formStyle`'s names.
    static let formStyles = Names<FormStyleName>("a form style", [("automatic", .automatic), ("grouped", .grouped), ("columns", .columns)])

    /// A `Visibility`'s names.
    static let visibilities = Names<Visibility>("a visibility", [("automatic", .automatic), ("visible", .visible), ("hidden", .hidden)])

    /// A vertical edge set's names.
    static let verticalEdgeSets = Names<VerticalEdge.Set>("a vertical edge set", [("all", .all), ("top", .top), ("bottom", .bottom)])
}

/// The list styles a scene names.
enum ListStyleName { case automatic, plain, grouped, insetGrouped, inset, sidebar }
/// The form styles a scene names.
enum FormStyleName { case automatic, grouped, columns }

extension SceneDecoder {
    /// `List`, `Form` (`content`), `GroupBox` (`title` or a `label` view, `content`) and
    /// `DisclosureGroup` (the same, and `isExpanded`, false unless given).
    func listView(_ type: ViewType, _ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let views = Children(views: try children(arguments, depth: depth))
        switch type {
        case .list: return .view { AnyView(List { views }) }
        case .form: return .view { AnyView(Form { views }) }
        default: break
        }
        if arguments.has("title"), arguments.has("label") {
            throw arguments.value.error("a \(type.rawValue) takes \"title\" or \"label\", not both", accepted: "\"title\" or \"label\"")
        }
        let title = try arguments["title"]?.string()
        let label = try arguments["label"].map { value throws(SceneError) in try view(value, depth: depth) }
        if type == .groupBox {
            if let title { return .view { AnyView(GroupBox(title) { views }) } }
            if let label { return .view { AnyView(GroupBox { views } label: { label.make() }) } }
            return .view { AnyView(GroupBox { views }) }
        }
        let expanded = try arguments["isExpanded"]?.bool() ?? false
        if let label {
            return .view { AnyView(DisclosureGroup(isExpanded: .constant(expanded)) { views } label: { label.make() }) }
        }
        let text = title ?? ""
        return .view { AnyView(DisclosureGroup(text, isExpanded: .constant(expanded)) { views }) }
    }

    /// The list modifiers: `listStyle` and `formStyle` (a style's name), `listRowInsets`
    /// (`{"top", "leading", "bottom", "trailing"}`, each 0 unless given), `listRowSeparator`
    /// (a visibility, or `{"visibility", "edges"}`), `listRowBackground` (a view),
    /// `listSectionSpacing` (a number, `"default"` or `"compact"`), `scrollContentBackground`
    /// (a visibility), `listRowSpacing` (a number).
    func listModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built, depth: Int) throws(SceneError) -> Built {
        switch name {
        case .listStyle:
            switch try argument.name(Vocabulary.listStyles) {
            case .automatic: return view.applying { AnyView($0.listStyle(.automatic)) }
            case .plain: return view.applying { AnyView($0.listStyle(.plain)) }
            case .grouped: return view.applying { AnyView($0.listStyle(.grouped)) }
            case .insetGrouped: return view.applying { AnyView($0.listStyle(.insetGrouped)) }
            case .inset: return view.applying { AnyView($0.listStyle(.inset)) }
            case .sidebar: return view.applying { AnyView($0.listStyle(.sidebar)) }
            }
        case .formStyle:
            switch try argument.name(Vocabulary.formStyles) {
            case .automatic: return view.applying { AnyView($0.formStyle(.automatic)) }
            case .grouped: return view.applying { AnyView($0.formStyle(.grouped)) }
            case .columns: return view.applying { AnyView($0.formStyle(.columns)) }
            }
        case .listRowInsets:
            guard argument.kind == .object else { throw argument.mismatch(#"{"top", "leading", "bottom", "trailing"}"#) }
            let arguments = try Arguments(argument, "listRowInsets", accepting: ["top", "leading", "bottom", "trailing"])
            func inset(_ key: String) throws(SceneError) -> CGFloat { try arguments[key]?.number() ?? 0 }
            let insets = EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing"))
            return view.applying { AnyView($0.listRowInsets(insets)) }
        case .listRowSeparator:
            if argument.kind == .string {
                let visibility = try argument.name(Vocabulary.visibilities)
                return view.applying { AnyView($0.listRowSeparator(visibility)) }
            }
            guard argument.kind == .object else { throw argument.mismatch(#"a visibility or {"visibility", "edges"}"#) }
            let arguments = try Arguments(argument, "listRowSeparator", accepting: ["visibility", "edges"])
            let visibility = try arguments.required("visibility", "a visibility").name(Vocabulary.visibilities)
            let edges = try arguments.optionalName("edges", Vocabulary.verticalEdgeSets) ?? .all
            return view.applying { AnyView($0.listRowSeparator(visibility, edges: edges)) }
        case .listRowBackground:
            let background = try self.view(argument, depth: depth)
            return view.applying { AnyView($0.listRowBackground(background.make())) }
        case .listSectionSpacing:
            if argument.kind == .string, argument.stringValue == "default" {
                return view.applying { AnyView($0.listSectionSpacing(.default)) }
            }
            if argument.kind == .string, argument.stringValue == "compact" {
                return view.applying { AnyView($0.listSectionSpacing(.compact)) }
            }
            let spacing = try argument.number()
            return view.applying { AnyView($0.listSectionSpacing(spacing)) }
        case .scrollContentBackground:
            let visibility = try argument.name(Vocabulary.visibilities)
            return view.applying { AnyView($0.scrollContentBackground(visibility)) }
        case .listRowSpacing:
            let spacing = try argument.number()
            return view.applying { AnyView($0.listRowSpacing(spacing)) }
        default:
            throw argument.error("not a list modifier", accepted: ModifierName.accepted)
        }
    }
}
