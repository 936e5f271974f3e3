import Foundation
import Trellis

/// The view types of the scene format, with the keys each accepts besides `type` and `modifiers`.
enum ViewType: String, CaseIterable {
    case rectangle = "Rectangle"
    case circle = "Circle"
    case ellipse = "Ellipse"
    case capsule = "Capsule"
    case roundedRectangle = "RoundedRectangle"
    case color = "Color"
    case text = "Text"
    case standIn = "StandIn"
    case group = "Group"
    case hStack = "HStack"
    case vStack = "VStack"
    case zStack = "ZStack"
    case spatialContainer = "SpatialContainer"
    case spacer = "Spacer"
    case divider = "Divider"
    case grid = "Grid"
    case gridRow = "GridRow"
    case viewThatFits = "ViewThatFits"
    case scrollView = "ScrollView"
    case lazyVStack = "LazyVStack"
    case lazyHStack = "LazyHStack"
    case lazyVGrid = "LazyVGrid"
    case lazyHGrid = "LazyHGrid"
    case geometryReader = "GeometryReader"
    case section = "Section"
    case layout = "Layout"
    case image = "Image"
    case label = "Label"
    case labeledContent = "LabeledContent"
    case list = "List"
    case form = "Form"
    case groupBox = "GroupBox"
    case disclosureGroup = "DisclosureGroup"
    case button = "Button"
    case link = "Link"
    case toggle = "Toggle"
    case textField = "TextField"
    case secureField = "SecureField"
    case slider = "Slider"
    case stepper = "Stepper"
    case progressView = "ProgressView"
    case picker = "Picker"
    case datePicker = "DatePicker"
    case linearGradient = "LinearGradient"
    case radialGradient = "RadialGradient"
    case ellipticalGradient = "EllipticalGradient"
    case angularGradient = "AngularGradient"
    case path = "Path"
    case unevenRoundedRectangle = "UnevenRoundedRectangle"

    var keys: [String] {
        switch self {
        case .divider: []
        case .rectangle, .circle, .ellipse: Self.paintKeys
        case .capsule: ["style"] + Self.paintKeys
        case .roundedRectangle: ["cornerRadius", "cornerSize", "style"] + Self.paintKeys
        case .color: ["name", "red", "green", "blue", "white", "opacity"]
        case .text: ["text", "verbatim", "markdown", "concatenated"]
        case .standIn: ["fixed"] + Self.standInFlexibleKeys
        case .group: ["content"]
        case .hStack, .vStack: ["alignment", "spacing", "depthAlignment", "content"]
        case .lazyHStack, .lazyVStack: ["alignment", "spacing", "pinnedViews", "content"]
        case .section: ["header", "content", "footer"]
        case .lazyVGrid: ["columns", "alignment", "spacing", "content"]
        case .lazyHGrid: ["rows", "alignment", "spacing", "content"]
        case .geometryReader: ["content"]
        case .zStack: ["alignment", "depthAlignment", "content"]
        case .spatialContainer: ["alignment", "content"]
        case .spacer: ["minLength"]
        case .grid: ["alignment", "horizontalSpacing", "verticalSpacing", "content"]
        case .gridRow: ["alignment", "content"]
        case .viewThatFits: ["in", "content"]
        case .scrollView: ["axes", "showsIndicators", "content"]
        case .layout: ["name", "content", "alignment", "spacing"]
        case .image: ["name", "path", "systemName"]
        case .label: ["title", "systemImage", "image", "icon"]
        case .labeledContent: ["title", "label", "value", "content"]
        case .list, .form: ["content"]
        case .groupBox: ["title", "label", "content"]
        case .disclosureGroup: ["title", "label", "isExpanded", "content"]
        case .button: ["title", "label", "role"]
        case .link: ["title", "label", "destination"]
        case .toggle: ["title", "label", "isOn"]
        case .textField: ["title", "label", "text", "prompt", "axis"]
        case .secureField: ["title", "label", "text", "prompt"]
        case .slider: ["value", "in", "label", "minimumValueLabel", "maximumValueLabel"]
        case .stepper: ["title", "label", "value", "in"]
        case .progressView: ["title", "label", "value", "total", "currentValueLabel"]
        case .picker: ["title", "label", "selection", "options", "content"]
        case .datePicker: ["title", "label", "selection", "displayedComponents"]
        case .linearGradient: ["colors", "stops", "startPoint", "endPoint"]
        case .radialGradient: ["colors", "stops", "center", "startRadius", "endRadius"]
        case .ellipticalGradient: ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]
        case .angularGradient: ["colors", "stops", "center", "startAngle", "endAngle", "angle"]
        case .path: ["commands", "fill", "stroke", "trim"]
        case .unevenRoundedRectangle:
            ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii", "style"]
                + Self.paintKeys
        }
    }

    /// How a shape view is painted (filled in the foreground colour when none is given).
    static let paintKeys = ["fill", "stroke", "strokeBorder", "trim"]

    static let standInFlexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    static var accepted: String { "one of: " + allCases.map(\.rawValue).joined(separator: ", ") }

    /// "an HStack", "a Rectangle".
    var withArticle: String {
        (["A", "E", "H", "I", "O", "U"].contains(rawValue.prefix(1)) ? "an " : "a ") + rawValue
    }
}
