import Foundation
import Trellis

extension SceneDecoder {
    /// A gradient view: `LinearGradient`, `RadialGradient`, `EllipticalGradient` or
    /// `AngularGradient`, its colours as `colors` (colours, evenly spaced) or `stops`
    /// (`{"color", "location"}` each), each colour in any of ``colorValue(_:)``'s forms.
    func gradientView(_ type: ViewType, _ arguments: Arguments) throws(SceneError) -> Built {
        let gradient = try self.gradient(arguments)
        func point(_ key: String) throws(SceneError) -> UnitPoint {
            try arguments.required(key, "a unit point (\(Vocabulary.unitPoints.accepted))").name(Vocabulary.unitPoints)
        }
        func number(_ key: String) throws(SceneError) -> CGFloat {
            try arguments.required(key, "a number").number()
        }
        switch type {
        case .linearGradient:
            let view = LinearGradient(gradient: gradient, startPoint: try point("startPoint"), endPoint: try point("endPoint"))
            return .view { AnyView(view) }
        case .radialGradient:
            let view = RadialGradient(
                gradient: gradient, center: try point("center"), startRadius: try number("startRadius"), endRadius: try number("endRadius"))
            return .view { AnyView(view) }
        case .ellipticalGradient:
            let view = EllipticalGradient(
                gradient: gradient, center: try arguments.optionalName("center", Vocabulary.unitPoints) ?? .center,
                startRadiusFraction: try arguments.optionalNumber("startRadiusFraction") ?? 0,
                endRadiusFraction: try arguments.optionalNumber("endRadiusFraction") ?? 0.5)
            return .view { AnyView(view) }
        default:
            let center = try point("center")
            if let angle = try arguments.optionalNumber("angle") {
                if let extra = ["startAngle", "endAngle"].first(where: arguments.has) {
                    throw arguments.value.error("an AngularGradient takes \"angle\" or \"startAngle\"/\"endAngle\", not both (\"\(extra)\")",
                        accepted: "\"angle\" or \"startAngle\" and \"endAngle\", in degrees")
                }
                let view = AngularGradient(gradient: gradient, center: center, angle: .degrees(Double(angle)))
                return .view { AnyView(view) }
            }
            let view = AngularGradient(
                gradient: gradient, center: center, startAngle: .degrees(Double(try arguments.optionalNumber("startAngle") ?? 0)),
                endAngle: .degrees(Double(try arguments.optionalNumber("endAngle") ?? 0)))
            return .view { AnyView(view) }
        }
    }

    /// The gradient of `colors` or `stops` (exactly one of them).
    func gradient(_ arguments: Arguments) throws(SceneError) -> Gradient {
        let accepted = "\"colors\": an array of colours, or \"stops\": an array of {\"color\", \"location\"}"
        switch (arguments["colors"], arguments["stops"]) {
        case let (colors?, nil):
            var list: [Color] = []
            for element in try colors.array(of: "colours") { list.append(try colorValue(element)) }
            return Gradient(colors: list)
        case let (nil, stops?):
            var list: [Gradient.Stop] = []
            for element in try stops.array(of: "stops") {
                let stop = try Arguments(element, "a gradient stop", accepting: ["color", "location"])
                let color = try colorValue(try stop.required("color", Self.colorAccepted))
                list.append(Gradient.Stop(color: color, location: try stop.required("location", "a number from 0 to 1").number()))
            }
            return Gradient(stops: list)
        case (_?, _?):
            throw arguments.value.error("a gradient takes \"colors\" or \"stops\", not both", accepted: accepted)
        case (nil, nil):
            throw arguments.value.error("missing key \"colors\" or \"stops\"", accepted: accepted)
        }
    }
}
