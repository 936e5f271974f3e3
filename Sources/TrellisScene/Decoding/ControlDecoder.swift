import Foundation
import Trellis

extension Vocabulary {
    /// `Button`'s `role`.
    static let buttonRoles = Names<ButtonRole>("a button role", [
        ("destructive", .destructive), ("cancel", .cancel), ("close", .close), ("confirm", .confirm),
    ])
    /// `buttonStyle`'s names.
    static let buttonStyles = Names<SceneButtonStyle>("a button style", [
        ("automatic", .automatic), ("plain", .plain), ("borderless", .borderless), ("bordered", .bordered),
        ("borderedProminent", .borderedProminent),
    ])
    /// `controlSize`'s names.
    static let controlSizes = Names<ControlSize>("a control size", [
        ("mini", .mini), ("small", .small), ("regular", .regular), ("large", .large), ("extraLarge", .extraLarge),
    ])
    /// `toggleStyle`'s names.
    static let toggleStyles = Names<SceneToggleStyle>("a toggle style", [
        ("automatic", .automatic), ("switch", .switch), ("button", .button), ("checkbox", .checkbox),
    ])
    /// `textFieldStyle`'s names.
    static let textFieldStyles = Names<SceneTextFieldStyle>("a text field style", [
        ("automatic", .automatic), ("plain", .plain), ("roundedBorder", .roundedBorder), ("squareBorder", .squareBorder),
    ])
    /// `pickerStyle`'s names.
    static let pickerStyles = Names<ScenePickerStyle>("a picker style", [
        ("automatic", .automatic), ("menu", .menu), ("segmented", .segmented),
    ])
    /// `progressViewStyle`'s names.
    static let progressViewStyles = Names<SceneProgressViewStyle>("a progress view style", [
        ("automatic", .automatic), ("linear", .linear), ("circular", .circular),
    ])
    /// `buttonBorderShape`'s names (`{"roundedRectangle": radius}` besides).
    static let buttonBorderShapes = Names<ButtonBorderShape>("a button border shape", [
        ("automatic", .automatic), ("capsule", .capsule), ("roundedRectangle", .roundedRectangle), ("circle", .circle),
    ])
    /// `datePickerStyle`'s names.
    static let datePickerStyles = Names<SceneDatePickerStyle>("a date picker style", [("automatic", .automatic), ("compact", .compact)])
    /// A date picker's `displayedComponents`.
    static let datePickerComponents = Names<DatePickerComponents>("date picker components", [
        ("date", .date), ("hourAndMinute", .hourAndMinute),
    ])
    /// A text field's `axis`.
    static let axis = Names<Axis>("an axis", [("horizontal", .horizontal), ("vertical", .vertical)])
}

/// The button styles a scene names.
enum SceneButtonStyle: Sendable { case automatic, plain, borderless, bordered, borderedProminent }
/// The toggle styles a scene names.
enum SceneToggleStyle: Sendable { case automatic, `switch`, button, checkbox }
/// The text field styles a scene names.
enum SceneTextFieldStyle: Sendable { case automatic, plain, roundedBorder, squareBorder }
/// The picker styles a scene names.
enum ScenePickerStyle: Sendable { case automatic, menu, segmented }
/// The progress view styles a scene names.
enum SceneProgressViewStyle: Sendable { case automatic, linear, circular }

/// The date picker styles a scene names.
enum SceneDatePickerStyle: Sendable { case automatic, compact }

/// A control's label: a title string, or a view.
enum ControlLabel: Sendable {
    case title(String)
    case view(Built)
}

extension SceneDecoder {
    /// `"title"` (a string) or `"label"` (a view), not both; `nil` when neither is given.
    func controlLabel(_ type: ViewType, _ arguments: Arguments, depth: Int, required: Bool = true) throws(SceneError) -> ControlLabel? {
        if arguments.has("title"), arguments.has("label") {
            throw arguments.value.error("a \(type.rawValue) takes \"title\" or \"label\", not both", accepted: "\"title\" or \"label\"")
        }
        if let title = arguments["title"] { return .title(try title.string()) }
        if let label = arguments["label"] { return .view(try view(label, depth: depth)) }
        guard !required else {
            throw arguments.value.error("missing key \"title\" or \"label\" (\(type.withArticle) needs a label)",
                                        accepted: "\"title\": a string, or \"label\": a view")
        }
        return nil
    }

    /// The controls: `Button`, `Link`, `Toggle`, `TextField`, `SecureField`, `Slider`, `Stepper`,
    /// `ProgressView` and `Picker`, each with its state as data (docs/scene-format.md, "Controls").
    func control(_ type: ViewType, _ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        switch type {
        case .button:
            let role = try arguments.optionalName("role", Vocabulary.buttonRoles)
            switch try controlLabel(type, arguments, depth: depth) {
            case let .title(title)?: return .view { AnyView(Button(title, role: role) {}) }
            case let .view(label)?: return .view { AnyView(Button(role: role) {} label: { label.make() }) }
            case nil: preconditionFailure("a required label")
            }
        case .link:
            let destinationValue = try arguments.required("destination", "a URL, \"https://example.com\"")
            let address = try destinationValue.string()
            guard let destination = URL(string: address), destination.scheme != nil else {
                throw destinationValue.error("expected an absolute URL, got \(JSONValue.quoted(address))",
                                             accepted: "an absolute URL, \"https://example.com\"")
            }
            switch try controlLabel(type, arguments, depth: depth) {
            case let .title(title)?: return .view { AnyView(Link(title, destination: destination)) }
            case let .view(label)?: return .view { AnyView(LabeledLink(destination: destination, label: label.make())) }
            case nil: preconditionFailure("a required label")
            }
        case .toggle:
            let isOn = try arguments["isOn"]?.bool() ?? false
            switch try controlLabel(type, arguments, depth: depth) {
            case let .title(title)?: return .view { AnyView(Toggle(title, isOn: .constant(isOn))) }
            case let .view(label)?: return .view { AnyView(Toggle(isOn: .constant(isOn)) { label.make() }) }
            case nil: preconditionFailure("a required label")
            }
        case .textField, .secureField:
            let text = try arguments["text"]?.string() ?? ""
            let prompt = try arguments["prompt"].map { value throws(SceneError) in Text(try value.string()) }
            let axis = try arguments.optionalName("axis", Vocabulary.axis) ?? .horizontal
            let label = try controlLabel(type, arguments, depth: depth)
            if type == .secureField {
                switch label {
                case let .title(title)?: return .view { AnyView(SecureField(title, text: .constant(text), prompt: prompt)) }
                case let .view(label)?: return .view { AnyView(SecureField(text: .constant(text), prompt: prompt) { label.make() }) }
                case nil: preconditionFailure("a required label")
                }
            }
            switch label {
            case let .title(title)?: return .view { AnyView(TextField(title, text: .constant(text), prompt: prompt, axis: axis)) }
            case let .view(label)?: return .view { AnyView(TextField(text: .constant(text), prompt: prompt, axis: axis) { label.make() }) }
            case nil: preconditionFailure("a required label")
            }
        case .slider: return try slider(arguments, depth: depth)
        case .stepper:
            let value = Double(try arguments["value"]?.number() ?? 0)
            let bounds = try arguments["in"].map { value throws(SceneError) in try range(value) }
            switch (try controlLabel(type, arguments, depth: depth), bounds) {
            case let (.title(title)?, bounds?): return .view { AnyView(Stepper(title, value: .constant(value), in: bounds)) }
            case let (.title(title)?, nil): return .view { AnyView(Stepper(title, value: .constant(value))) }
            case let (.view(label)?, bounds?): return .view { AnyView(Stepper(value: .constant(value), in: bounds) { label.make() }) }
            case let (.view(label)?, nil): return .view { AnyView(Stepper(value: .constant(value)) { label.make() }) }
            case (nil, _): preconditionFailure("a required label")
            }
        case .progressView: return try progressView(arguments, depth: depth)
        case .picker: return try picker(arguments, depth: depth)
        case .datePicker: return try datePicker(arguments, depth: depth)
        default: preconditionFailure("\(type) is not a control")
        }
    }

    /// `[lower, upper]`, lower ≤ upper, both finite.
    func range(_ value: JSONValue) throws(SceneError) -> ClosedRange<Double> {
        let accepted = "[lower, upper]: two finite numbers, lower first"
        guard let pair = value.elements, pair.count == 2 else { throw value.mismatch(accepted) }
        let lower = Double(try pair[0].number()), upper = Double(try pair[1].number())
        guard lower.isFinite, upper.isFinite, lower <= upper else {
            throw value.error("not a range: [\(lower), \(upper)]", accepted: accepted)
        }
        return lower...upper
    }

    /// `{"type": "Slider", "value": 0.4, "in": [0, 1]}`, with an optional `"label"`,
    /// `"minimumValueLabel"` and `"maximumValueLabel"` (views; both value labels or neither).
    func slider(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let value = Double(try arguments["value"]?.number() ?? 0)
        let bounds = try arguments["in"].map { value throws(SceneError) in try range(value) } ?? 0...1
        let label = try arguments["label"].map { value throws(SceneError) in try view(value, depth: depth) }
        let minimum = try arguments["minimumValueLabel"].map { value throws(SceneError) in try view(value, depth: depth) }
        let maximum = try arguments["maximumValueLabel"].map { value throws(SceneError) in try view(value, depth: depth) }
        switch (minimum, maximum) {
        case let (minimum?, maximum?):
            return .view {
                AnyView(Slider(value: .constant(value), in: bounds) { if let label { label.make() } } minimumValueLabel: { minimum.make() } maximumValueLabel: { maximum.make() })
            }
        case (nil, nil):
            if let label { return .view { AnyView(Slider(value: .constant(value), in: bounds) { label.make() }) } }
            return .view { AnyView(Slider(value: .constant(value), in: bounds)) }
        default:
            throw arguments.value.error("a Slider takes both \"minimumValueLabel\" and \"maximumValueLabel\" or neither",
                                        accepted: "both value labels or neither")
        }
    }

    /// `{"type": "ProgressView", "value": 0.3}` (`"total"` 1 unless given; no `"value"` or
    /// `null`: indeterminate), with an optional `"title"` or `"label"` and `"currentValueLabel"`.
    func progressView(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let value = try arguments["value"]?.optionalNumber().map(Double.init)
        let total = Double(try arguments.optionalNumber("total") ?? 1)
        let label = try controlLabel(.progressView, arguments, depth: depth, required: false)
        let current = try arguments["currentValueLabel"].map { value throws(SceneError) in try view(value, depth: depth) }
        if let current {
            let labelView = label.map { label -> Built in
                switch label {
                case let .title(title): .text(Text(title))
                case let .view(view): view
                }
            }
            return .view {
                AnyView(ProgressView(value: value, total: total) { if let labelView { labelView.make() } } currentValueLabel: { current.make() })
            }
        }
        switch label {
        case let .title(title)?: return .view { AnyView(ProgressView(title, value: value, total: total)) }
        case let .view(label)?: return .view { AnyView(ProgressView(value: value, total: total) { label.make() }) }
        case nil: return .view { AnyView(ProgressView(value: value, total: total)) }
        }
    }

    /// `{"type": "Picker", "title": "Size", "selection": "M", "options": ["S", "M", "L"]}`:
    /// each option a `Text` tagged with itself; or `"content"`, views tagged with `{"tag": …}`.
    func picker(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let selection = try arguments.required("selection", "a string: the selected option's tag").string()
        if arguments.has("options"), arguments.has("content") {
            throw arguments.value.error("a Picker takes \"options\" or \"content\", not both", accepted: "\"options\" or \"content\"")
        }
        let options: Built
        if let list = arguments["options"] {
            var titles: [String] = []
            for element in try list.array(of: "options") { titles.append(try element.string()) }
            let fixed = titles
            options = .view { AnyView(ForEach(fixed, id: \.self) { Text($0).tag($0) }) }
        } else {
            let views = Children(views: try children(arguments, depth: depth))
            options = .view { AnyView(views) }
        }
        switch try controlLabel(.picker, arguments, depth: depth) {
        case let .title(title)?: return .view { AnyView(Picker(title, selection: .constant(selection)) { options.make() }) }
        case let .view(label)?: return .view { AnyView(Picker(selection: .constant(selection)) { options.make() } label: { label.make() }) }
        case nil: preconditionFailure("a required label")
        }
    }

    /// `{"type": "DatePicker", "title": "Start", "selection": "2025-03-15T15:09:00Z"}`: the
    /// selection an ISO 8601 date and time; `"displayedComponents"` `"date"`, `"hourAndMinute"`
    /// or an array of them (both unless given).
    func datePicker(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let accepted = "an ISO 8601 date and time, e.g. \"2025-03-15T15:09:00Z\""
        let selectionValue = try arguments.required("selection", accepted)
        let text = try selectionValue.string()
        let parser = ISO8601DateFormatter()
        guard let date = parser.date(from: text) else {
            throw selectionValue.error("not a date: \(JSONValue.quoted(text))", accepted: accepted)
        }
        var components: DatePickerComponents = [.hourAndMinute, .date]
        if let value = arguments["displayedComponents"] {
            if value.kind == .string {
                components = try value.name(Vocabulary.datePickerComponents)
            } else {
                components = []
                for element in try value.array(of: "date picker components") { components.formUnion(try element.name(Vocabulary.datePickerComponents)) }
            }
        }
        let shown = components
        switch try controlLabel(.datePicker, arguments, depth: depth) {
        case let .title(title)?: return .view { AnyView(DatePicker(title, selection: .constant(date), displayedComponents: shown)) }
        case let .view(label)?: return .view { AnyView(DatePicker(selection: .constant(date), displayedComponents: shown) { label.make() }) }
        case nil: preconditionFailure("a required label")
        }
    }

    /// The control modifiers: `buttonStyle`, `controlSize`, `toggleStyle`, `textFieldStyle`,
    /// `pickerStyle`, `progressViewStyle` (a name each), `labelsHidden` (`true`), `disabled`
    /// (a Boolean) and `tag` (a string: a picker option's).
    func controlModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        switch name {
        case .buttonStyle:
            switch try argument.name(Vocabulary.buttonStyles) {
            case .automatic: return view.applying { AnyView($0.buttonStyle(.automatic)) }
            case .plain: return view.applying { AnyView($0.buttonStyle(.plain)) }
            case .borderless: return view.applying { AnyView($0.buttonStyle(.borderless)) }
            case .bordered: return view.applying { AnyView($0.buttonStyle(.bordered)) }
            case .borderedProminent: return view.applying { AnyView($0.buttonStyle(.borderedProminent)) }
            }
        case .controlSize:
            let size = try argument.name(Vocabulary.controlSizes)
            return view.applying { AnyView($0.controlSize(size)) }
        case .toggleStyle:
            switch try argument.name(Vocabulary.toggleStyles) {
            case .automatic: return view.applying { AnyView($0.toggleStyle(.automatic)) }
            case .switch: return view.applying { AnyView($0.toggleStyle(.switch)) }
            case .button: return view.applying { AnyView($0.toggleStyle(.button)) }
            case .checkbox: return view.applying { AnyView($0.toggleStyle(.checkbox)) }
            }
        case .textFieldStyle:
            switch try argument.name(Vocabulary.textFieldStyles) {
            case .automatic: return view.applying { AnyView($0.textFieldStyle(.automatic)) }
            case .plain: return view.applying { AnyView($0.textFieldStyle(.plain)) }
            case .roundedBorder: return view.applying { AnyView($0.textFieldStyle(.roundedBorder)) }
            case .squareBorder: return view.applying { AnyView($0.textFieldStyle(.squareBorder)) }
            }
        case .pickerStyle:
            switch try argument.name(Vocabulary.pickerStyles) {
            case .automatic: return view.applying { AnyView($0.pickerStyle(.automatic)) }
            case .menu: return view.applying { AnyView($0.pickerStyle(.menu)) }
            case .segmented: return view.applying { AnyView($0.pickerStyle(.segmented)) }
            }
        case .progressViewStyle:
            switch try argument.name(Vocabulary.progressViewStyles) {
            case .automatic: return view.applying { AnyView($0.progressViewStyle(.automatic)) }
            case .linear: return view.applying { AnyView($0.progressViewStyle(.linear)) }
            case .circular: return view.applying { AnyView($0.progressViewStyle(.circular)) }
            }
        case .labelsHidden:
            guard argument.boolValue == true else { throw argument.mismatch("true (labelsHidden takes no argument)") }
            return view.applying { AnyView($0.labelsHidden()) }
        case .disabled:
            let disabled = try argument.bool()
            return view.applying { AnyView($0.disabled(disabled)) }
        case .tag:
            let tag = try argument.string()
            return view.applying { AnyView($0.tag(tag)) }
        case .buttonBorderShape:
            if argument.kind == .object {
                let arguments = try Arguments(argument, "buttonBorderShape", accepting: ["roundedRectangle"])
                let radius = try arguments.required("roundedRectangle", "a corner radius").number()
                return view.applying { AnyView($0.buttonBorderShape(.roundedRectangle(radius: radius))) }
            }
            let shape = try argument.name(Vocabulary.buttonBorderShapes)
            return view.applying { AnyView($0.buttonBorderShape(shape)) }
        case .datePickerStyle:
            switch try argument.name(Vocabulary.datePickerStyles) {
            case .automatic: return view.applying { AnyView($0.datePickerStyle(.automatic)) }
            case .compact: return view.applying { AnyView($0.datePickerStyle(.compact)) }
            }
        default:
            preconditionFailure("\(name) is not a control modifier")
        }
    }
}

/// `Link(destination:label:)` with a label the scene built: SwiftUI's initializer is
/// main-actor isolated, and a scene's views are built where they are laid out, so the link is
/// made in `body`.
nonisolated private struct LabeledLink: View {
    let destination: URL
    let label: AnyView

    @MainActor var body: some View {
        Link(destination: destination) { label }
    }
}
