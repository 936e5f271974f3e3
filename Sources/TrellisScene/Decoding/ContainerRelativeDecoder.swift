import Foundation
import Trellis

extension SceneDecoder {
    /// `containerRelativeFrame`: its axes (`"horizontal"`, `"vertical"` or an array of them),
    /// or `{"axes", "count", "span", "spacing", "alignment"}`. With a `count`, the frame is
    /// `span` (1 unless given) of `count` columns `spacing` apart (0 unless given); without one,
    /// the container's whole length.
    func containerRelativeFrame(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        guard argument.kind == .object else {
            let axes = try axisSet(argument)
            return view.applying { AnyView($0.containerRelativeFrame(axes)) }
        }
        let arguments = try Arguments(
            argument, "containerRelativeFrame", accepting: ["axes", "count", "span", "spacing", "alignment"])
        let axes = try axisSet(try arguments.required("axes", "an axis or an array of axes"))
        let alignment = try arguments.optionalName("alignment", Vocabulary.alignments) ?? .center
        guard let count = try arguments["count"]?.integer() else {
            if let extra = ["span", "spacing"].first(where: arguments.has) {
                throw argument.error("\(JSONValue.quoted(extra)) needs a \"count\"", accepted: "a \"count\" with it")
            }
            return view.applying { AnyView($0.containerRelativeFrame(axes, alignment: alignment)) }
        }
        let span = try arguments["span"]?.integer() ?? 1
        let spacing = try arguments.optionalNumber("spacing") ?? 0
        return view.applying {
            AnyView($0.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment))
        }
    }
}
