import Foundation
import Trellis

extension SceneDecoder {
    /// `{"type": "Image", "name": …}` (a resource of the main bundle), `{"path": …}` (a file,
    /// relative to the scene file's folder, else the working directory) or `{"systemName": …}`.
    func image(_ arguments: Arguments) throws(SceneError) -> Built {
        let accepted = "exactly one of \"name\", \"path\", \"systemName\": a string"
        let given = ["name", "path", "systemName"].filter(arguments.has)
        guard given.count == 1, let key = given.first, let value = arguments[key] else {
            throw arguments.value.error(
                given.isEmpty ? "missing key \"name\", \"path\" or \"systemName\"" : "an Image takes one of \"name\", \"path\", \"systemName\", not several",
                accepted: accepted)
        }
        let string = try value.string()
        switch key {
        case "name": return .image(Image(string))
        case "systemName": return .image(Image(systemName: string))
        default:
            let base = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let url = string.hasPrefix("/") ? URL(fileURLWithPath: string) : base.appendingPathComponent(string)
            imageFiles.urls.append(url)
            return .image(Image(contentsOf: url))
        }
    }

    /// `{"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"}`; `"image"` names an image
    /// resource instead, `"icon"` is any view; `"title"` is a string or a view.
    func label(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        let title = try titleView(try arguments.required("title", "a string or a view"), depth: depth)
        let icons = ["systemImage", "image", "icon"].filter(arguments.has)
        guard icons.count == 1, let key = icons.first, let value = arguments[key] else {
            throw arguments.value.error(
                "a Label takes one of \"systemImage\", \"image\", \"icon\"",
                accepted: "\"systemImage\" or \"image\": a string, or \"icon\": a view")
        }
        let icon: Built
        switch key {
        case "systemImage": icon = .image(Image(systemName: try value.string()))
        case "image": icon = .image(Image(try value.string()))
        default: icon = try view(value, depth: depth)
        }
        return .view { AnyView(Label { title.make() } icon: { icon.make() }) }
    }

    /// `{"type": "LabeledContent", "title": "Name", "value": "Corey"}`; `"label"` (a view)
    /// stands for `"title"`, `"content"` (a view) for `"value"`.
    func labeledContent(_ arguments: Arguments, depth: Int) throws(SceneError) -> Built {
        func one(_ string: String, _ viewKey: String) throws(SceneError) -> Built {
            switch (arguments[string], arguments[viewKey]) {
            case let (text?, nil): return .text(Text(try text.string()))
            case let (nil, view?): return try self.view(view, depth: depth)
            default:
                throw arguments.value.error(
                    "a LabeledContent takes one of \"\(string)\" (a string) and \"\(viewKey)\" (a view)",
                    accepted: "\"\(string)\": a string, or \"\(viewKey)\": a view")
            }
        }
        let label = try one("title", "label")
        let content = try one("value", "content")
        return .view { AnyView(LabeledContent { content.make() } label: { label.make() }) }
    }

    /// A string as a `Text`, or a view.
    private func titleView(_ value: JSONValue, depth: Int) throws(SceneError) -> Built {
        if value.kind == .string { return .text(Text(try value.string())) }
        return try view(value, depth: depth)
    }

    /// `Image`'s own modifiers (`resizable`, `renderingMode`, `interpolation`, `antialiased`),
    /// which apply to an image only, and the image and label modifiers of any view.
    func imageModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        let image: Image? = if case let .image(image) = view { image } else { nil }
        func requireImage() throws(SceneError) -> Image {
            guard let image else { throw argument.error("\(name.rawValue) applies to an Image only", accepted: "an Image before it") }
            return image
        }
        switch name {
        case .resizable:
            let image = try requireImage()
            if argument.boolValue == true { return .image(image.resizable()) }
            let arguments = try Arguments(argument, "resizable", accepting: ["capInsets", "resizingMode"])
            let insets = try arguments["capInsets"].map { value throws(SceneError) in try edgeInsets(value) } ?? EdgeInsets()
            let mode = try arguments.optionalName("resizingMode", Vocabulary.resizingModes) ?? .stretch
            return .image(image.resizable(capInsets: insets, resizingMode: mode))
        case .renderingMode:
            let image = try requireImage()
            let mode = argument.isNull ? nil : try argument.name(Vocabulary.templateRenderingModes)
            return .image(image.renderingMode(mode))
        case .interpolation:
            return .image(try requireImage().interpolation(try argument.name(Vocabulary.interpolations)))
        case .antialiased:
            return .image(try requireImage().antialiased(try argument.bool()))
        case .scaledToFit, .scaledToFill:
            guard argument.boolValue == true else { throw argument.mismatch("true (\(name.rawValue) takes no argument)") }
            return name == .scaledToFit ? view.applying { AnyView($0.scaledToFit()) } : view.applying { AnyView($0.scaledToFill()) }
        case .imageScale:
            let scale = try argument.name(Vocabulary.imageScales)
            return view.applying { AnyView($0.imageScale(scale)) }
        case .labelStyle:
            let style = try argument.name(Vocabulary.labelStyles)
            return view.applying { view in
                switch style {
                case .automatic: AnyView(view.labelStyle(DefaultLabelStyle()))
                case .titleAndIcon: AnyView(view.labelStyle(TitleAndIconLabelStyle()))
                case .titleOnly: AnyView(view.labelStyle(TitleOnlyLabelStyle()))
                case .iconOnly: AnyView(view.labelStyle(IconOnlyLabelStyle()))
                }
            }
        default:
            preconditionFailure("\(name) is not an image modifier")
        }
    }

    /// `{"top", "leading", "bottom", "trailing"}`, absent edges 0.
    func edgeInsets(_ value: JSONValue) throws(SceneError) -> EdgeInsets {
        let edges = try Arguments(value, "capInsets", accepting: ["top", "leading", "bottom", "trailing"])
        func inset(_ key: String) throws(SceneError) -> CGFloat { try edges[key]?.number() ?? 0 }
        return EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing"))
    }
}

/// The label styles a scene names.
enum SceneLabelStyle: Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

extension Vocabulary {
    static let resizingModes = Names<Image.ResizingMode>("a resizing mode", [("stretch", .stretch), ("tile", .tile)])
    static let templateRenderingModes = Names<Image.TemplateRenderingMode>(
        "a rendering mode", [("template", .template), ("original", .original)])
    static let interpolations = Names<Image.Interpolation>(
        "an interpolation", [("none", .none), ("low", .low), ("medium", .medium), ("high", .high)])
    static let imageScales = Names<Image.Scale>("an image scale", [("small", .small), ("medium", .medium), ("large", .large)])
    static let labelStyles = Names<SceneLabelStyle>(
        "a label style", [("automatic", .automatic), ("titleAndIcon", .titleAndIcon), ("titleOnly", .titleOnly), ("iconOnly", .iconOnly)])
}
