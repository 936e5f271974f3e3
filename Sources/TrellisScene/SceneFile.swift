import Foundation
import Trellis

/// A view tree read from a scene file: JSON in SwiftUI's vocabulary, with the proposal and
/// environment to lay it out in.
///
/// The format is documented in `docs/scene-format.md`. Each view and modifier of the file
/// becomes the Trellis view or modifier of the same name, with the same arguments, so a scene
/// lays out exactly as the same tree written in Swift:
///
/// ```swift
/// let scene = try SceneFile(json: """
///     {"proposal": {"width": 200, "height": 100},
///      "view": {"type": "HStack", "spacing": 0, "content": [
///        {"type": "Rectangle", "modifiers": [{"id": "a"}]},
///        {"type": "Rectangle", "modifiers": [{"id": "b"}]}]}}
///     """)
/// let result = scene.layout()
/// result.frame(of: "b")   // (100, 0, 100, 100)
/// ```
///
/// Reading either succeeds or throws one ``SceneError`` that says where the first problem is
/// (`card.json:12:18: view.content[2].modifiers[0].frame.width: expected a number, …`);
/// nothing partial is returned, and no input crashes the reader.
public struct SceneFile: Sendable {
    /// The recipe of the view tree, made into views on demand (views are not `Sendable`).
    let content: Built

    /// The root view. Each read builds the view tree anew from the decoded scene.
    public var view: AnyView { content.make() }

    /// The recipe of the second state's view tree (`"then"`), if the scene has two states.
    let nextContent: Built?
    /// The mark of the root view (its last modifier's `"id"`), which the second state replaces.
    var rootMark: String?

    /// The animation the change to the second state is made under (`"animation"`;
    /// `Animation.default` when the scene has two states and names none); `nil` for a scene of
    /// one state.
    public var animation: Animation?

    /// The proposal the file gives the root (`"proposal"`), or `nil` when it gives none.
    public var proposal: ProposedViewSize?

    /// The environment the file sets: `"layoutDirection"` and `"displayScale"`; the other
    /// values are the defaults.
    public var environment: EnvironmentValues

    /// How deep views and modifiers may nest in a scene: 512. Each view and each modifier is
    /// one level (the engine resolves and measures a view tree recursively, so the depth must be
    /// bounded); a deeper scene is an error.
    public static let maximumViewDepth = 512

    /// The image files the scene's `{"type": "Image", "path": …}` views name, in the order they
    /// appear (a command that serves or renders scenes it did not write can check where they lie).
    public var imageFiles: [URL] = []

    /// The keys of a scene object.
    static let keys = ["proposal", "layoutDirection", "displayScale", "platform", "colorScheme", "safeAreaInsets", "view", "then", "animation"]

    /// The window's safe-area insets (`"safeAreaInsets"`: `{"top", "leading", "bottom",
    /// "trailing"}`, absent edges 0), or none.
    public var safeAreaInsets = EdgeInsets()

    /// Reads a scene from JSON text.
    ///
    /// - Parameters:
    ///   - json: The scene: an object with `"view"` and optionally `"proposal"`,
    ///     `"layoutDirection"` and `"displayScale"`.
    ///   - layouts: The custom layouts the scene may name with `{"type": "Layout", "name": …}`.
    /// - Throws: A ``SceneError`` for the first problem, with its path, line and column.
    public init(json: String, layouts: [String: AnyLayout] = [:]) throws(SceneError) {
        try self.init(try JSONValue(parsing: json), layouts: layouts)
    }

    /// Reads a scene file. Errors name the file.
    ///
    /// - Parameters:
    ///   - url: The file's URL.
    ///   - layouts: The custom layouts the scene may name with `{"type": "Layout", "name": …}`.
    /// - Throws: A ``SceneError`` for the first problem, with the file's name, the path, line
    ///   and column.
    public init(contentsOf url: URL, layouts: [String: AnyLayout] = [:]) throws(SceneError) {
        let value = try JSONValue(contentsOf: url)
        do {
            try self.init(value, layouts: layouts, imagesRelativeTo: url.deletingLastPathComponent())
        } catch {
            var located = error
            located.file = url.lastPathComponent
            throw located
        }
    }

    /// Reads a scene from a JSON object already read, such as one case of a file of test cases.
    ///
    /// ```swift
    /// let file = try JSONValue(contentsOf: url)
    /// for testCase in file["cases"]?.elements ?? [] {
    ///     let scene = try SceneFile(testCase, ignoringKeys: ["name", "expect"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: An object with `"view"` and optionally `"proposal"`, `"layoutDirection"` and
    ///     `"displayScale"`.
    ///   - layouts: The custom layouts the scene may name with `{"type": "Layout", "name": …}`.
    ///   - ignoringKeys: Other keys the object may have, left for the caller to read; any other
    ///     key is an error.
    ///   - directory: The folder the paths of `{"type": "Image", "path": …}` are relative to;
    ///     the working directory when `nil`.
    /// - Throws: A ``SceneError`` for the first problem, with its path, line and column.
    public init(
        _ value: JSONValue, layouts: [String: AnyLayout] = [:], ignoringKeys: Set<String> = [], imagesRelativeTo directory: URL? = nil
    ) throws(SceneError) {
        let decoder = SceneDecoder(layouts: layouts, directory: directory)
        let arguments = try Arguments(value, "a scene", accepting: Self.keys + ignoringKeys.sorted())
        var environment = EnvironmentValues()
        if let direction = arguments["layoutDirection"] {
            environment.layoutDirection = try direction.name(Vocabulary.layoutDirections)
        }
        if let scale = arguments["displayScale"] {
            environment.displayScale = try scale.number()
        }
        if let platform = arguments["platform"] {
            environment.targetPlatform = try Self.platform(platform)
        }
        if let scheme = arguments["colorScheme"] {
            environment.colorScheme = try scheme.name(Names<ColorScheme>("a colour scheme", [("light", .light), ("dark", .dark)]))
        }
        self.proposal = try arguments["proposal"].map { value throws(SceneError) in try decoder.proposal(value) }
        if let insets = arguments["safeAreaInsets"] {
            let edges = try Arguments(insets, "safeAreaInsets", accepting: ["top", "leading", "bottom", "trailing"])
            func inset(_ key: String) throws(SceneError) -> CGFloat { try edges[key]?.number() ?? 0 }
            safeAreaInsets = EdgeInsets(
                top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing"))
        }
        let root = try arguments.required("view", "the root view")
        self.content = try decoder.view(root)
        self.rootMark = Self.mark(of: root)
        self.nextContent = try arguments["then"].map { value throws(SceneError) in try decoder.view(value) }
        imageFiles = decoder.imageFiles.urls
        if let animation = arguments["animation"] {
            guard nextContent != nil else {
                throw animation.error(#"an animation needs a second state: "then", the view after the change"#, accepted: #"no "animation" without "then""#)
            }
            self.animation = try Self.animation(animation)
        } else if nextContent != nil {
            self.animation = .default
        }
        self.environment = environment
    }

    /// Lays the scene out, headless.
    ///
    /// - Parameters:
    ///   - proposal: The size offered to the root; by default the scene's ``proposal``, or
    ///     `.unspecified` (the root's ideal size) when it has none.
    ///   - fonts: Where text finds its fonts: the system's by default, or
    ///     `FontLibrary.testFont` for deterministic tests.
    /// - Returns: Every view's frame, and the diagnostics of any value the engine repaired.
    @MainActor
    public func layout(in proposal: ProposedViewSize? = nil, fonts: FontLibrary = .system) -> LayoutResult {
        view.layout(in: proposal ?? self.proposal ?? .unspecified, environment: environment, fonts: fonts, safeAreaInsets: safeAreaInsets)
    }
}

extension JSONValue {
    /// Decodes this value as a view of the scene format (docs/scene-format.md), with its
    /// modifiers.
    ///
    /// ```swift
    /// let view = try JSONValue(parsing: #"{"type": "Circle", "modifiers": [{"frame": {"width": 20}}]}"#).decodeView()
    /// ```
    ///
    /// - Parameter layouts: The custom layouts the view may name with `{"type": "Layout", "name": …}`.
    /// - Throws: A ``SceneError`` for the first problem, with its path from the document's root.
    public func decodeView(layouts: [String: AnyLayout] = [:]) throws(SceneError) -> AnyView {
        try SceneDecoder(layouts: layouts).view(self).make()
    }

    /// Decodes this value as a number of the scene format: a JSON number, or one of the strings
    /// `"infinity"`, `"-infinity"` and `"nan"`.
    ///
    /// - Throws: A ``SceneError`` when the value is anything else.
    public func decodeNumber() throws(SceneError) -> CGFloat {
        try number()
    }

    /// Decodes this value as a proposal of the scene format: `"unspecified"`, `"zero"`,
    /// `"infinity"`, or `{"width", "height"}` with each a number or `null`.
    ///
    /// - Throws: A ``SceneError`` when the value is anything else.
    public func decodeProposal() throws(SceneError) -> ProposedViewSize {
        try SceneDecoder(layouts: [:]).proposal(self)
    }
}

extension SceneFile {
    /// `"iOS"`, `"macOS"`, … (the latest release), or with a release: `"macOS 15"`.
    static func platform(_ value: JSONValue) throws(SceneError) -> TargetPlatform {
        let systems = TargetPlatform.System.allCases.map(\.rawValue)
        let accepted = "a platform: " + systems.map { JSONValue.quoted($0) }.joined(separator: ", ") + #", with a release if wanted ("macOS 15")"#
        let text = try value.string()
        let parts = text.split(separator: " ")
        guard (1 ... 2).contains(parts.count), let system = TargetPlatform.System(rawValue: String(parts[0])) else {
            throw value.error("unknown platform \(JSONValue.quoted(text)); expected \(accepted)", accepted: accepted)
        }
        guard parts.count == 2 else { return TargetPlatform(system, release: TargetPlatform.latestRelease) }
        guard let release = Int(parts[1]), release > 0 else {
            throw value.error("\(JSONValue.quoted(String(parts[1]))) is not a release number; expected \(accepted)", accepted: accepted)
        }
        return TargetPlatform(system, release: release)
    }
}
