import Foundation
import Trellis

// The depth vocabulary of visionOS: `frame(depth:alignment:)`,
// `frame(minDepth:idealDepth:maxDepth:alignment:)` and `offset(z:)` (a container's
// `depthAlignment` and `SpatialContainer` are read with the other views).
extension SceneDecoder {
    /// The keys that make a `frame` a depth frame.
    static let depthFrameKeys = ["depth", "minDepth", "idealDepth", "maxDepth"]

    /// `{"depth", "alignment"}` or `{"minDepth", "idealDepth", "maxDepth", "alignment"}`, the
    /// alignment a depth alignment: SwiftUI's two depth frames. A depth frame takes no width
    /// or height (SwiftUI's are separate modifiers).
    func depthFrame(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let flexibleKeys = ["minDepth", "idealDepth", "maxDepth"]
        let arguments = try Arguments(argument, "a depth frame", accepting: Self.depthFrameKeys + ["alignment"])
        let alignment = try arguments.optionalName("alignment", Vocabulary.depthAlignments) ?? .center
        let flexible = flexibleKeys.filter(arguments.has)
        guard !flexible.isEmpty else {
            let depth = try arguments.optionalNumber("depth")
            return view.applying { AnyView($0.frame(depth: depth, alignment: alignment)) }
        }
        if arguments.has("depth") {
            throw argument.error(
                "a depth frame takes \"depth\" or minimum, ideal and maximum depths, not both (\"depth\" and \"\(flexible[0])\")",
                accepted: "\"depth\" or " + flexibleKeys.joined(separator: ", "))
        }
        let minDepth = try arguments.optionalNumber("minDepth"), idealDepth = try arguments.optionalNumber("idealDepth")
        let maxDepth = try arguments.optionalNumber("maxDepth")
        return view.applying { AnyView($0.frame(minDepth: minDepth, idealDepth: idealDepth, maxDepth: maxDepth, alignment: alignment)) }
    }

    /// `{"z": distance}`: `offset(z:)`, which takes no `x` or `y` (a separate modifier in SwiftUI).
    func depthOffset(_ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let arguments = try Arguments(argument, "offset(z:)", accepting: ["z"])
        let z = try arguments.required("z", "a number").number()
        return view.applying { AnyView($0.offset(z: z)) }
    }
}
