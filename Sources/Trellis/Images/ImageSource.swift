import Foundation

/// Where an ``Image`` comes from.
enum ImageSource: Hashable, Sendable {
    /// A name looked up among a bundle's resources (the bundle's resource folder; `nil`: the
    /// main bundle's).
    case named(String, bundleResources: URL?)
    /// A file (a Trellis addition: ``Image/init(contentsOf:)``).
    case file(URL)
    /// The bytes of a PNG, JPEG or SVG file, how many pixels make a point, and what was wrong
    /// with the scale the image was made with, if it could not be used.
    case data(Data, scale: CGFloat, scaleProblem: String?)
    /// An SF Symbol, by name.
    case system(String)

    /// How the source is named in dumps and diagnostics.
    var description: String {
        switch self {
        case let .named(name, _): "\"\(name)\""
        case let .file(url): url.path
        case let .data(data, _, _): "\(data.count) bytes of data"
        case let .system(name): "systemName: \"\(name)\""
        }
    }

    /// The accessibility label an image from this source has without one given: its name (a
    /// resource's, a symbol's, a file's without its extension); none for bytes.
    var accessibilityName: String {
        switch self {
        case let .named(name, _), let .system(name): name
        case let .file(url): url.deletingPathExtension().lastPathComponent
        case .data: ""
        }
    }
}

/// An image file found and its header read: what sizing and drawing need.
struct LoadedImage: Sendable {
    let header: ImageHeader
    /// Pixels per point: from an `@2x`/`@3x` suffix or an asset catalog's `scale`, else 1.
    let scale: CGFloat
    /// The file, when the image is one (else ``data`` holds its bytes).
    let file: URL?
    /// The bytes, for an image made from data.
    let data: Data?
    /// An asset catalog's `template-rendering-intent`: `true` for template, `false` for
    /// original, `nil` when it says nothing.
    let templateIntent: Bool?
    /// What was wrong with how the image was described and what was used instead (an asset
    /// catalog's unusable `scale`, an unusable scale given with data), for the layout to report.
    var problem: String?

    /// The size in points: pixels ÷ scale (an SVG's size is in points already).
    var pointSize: CGSize {
        let scale = header.format == .svg ? 1 : scale
        return CGSize(width: header.pixelSize.width / scale, height: header.pixelSize.height / scale)
    }
}

/// Finds images by name as an asset lookup does, and reads their headers.
enum ImageLoader {
    /// The file extensions tried, in order, for a name without one.
    static let extensions = ["png", "jpg", "jpeg", "svg"]

    /// Why an image could not be loaded.
    enum Problem: Error, CustomStringConvertible {
        case notFound(String, searched: String)
        case unreadable(String, ImageHeader.Problem)
        case cannotRead(String)

        var description: String {
            switch self {
            case let .notFound(name, searched): "no image named \"\(name)\" in \(searched)"
            case let .unreadable(path, problem): "\(path) \(problem)"
            case let .cannotRead(path): "\(path) cannot be read"
            }
        }
    }

    /// Loads `source` (not a symbol), preferring variants made for `displayScale`.
    static func load(_ source: ImageSource, displayScale: CGFloat) -> Result<LoadedImage, Problem> {
        switch source {
        case let .named(name, resources):
            let folder = resources ?? Bundle.main.resourceURL ?? Bundle.main.bundleURL
            guard let found = find(name, in: folder, displayScale: displayScale) else {
                return .failure(.notFound(name, searched: folder.path))
            }
            return read(found.file, scale: found.scale, templateIntent: found.templateIntent).map { loaded in
                var loaded = loaded
                loaded.problem = found.problem
                return loaded
            }
        case let .file(url):
            return read(url, scale: scale(ofFileNamed: url.lastPathComponent), templateIntent: nil)
        case let .data(data, scale, scaleProblem):
            return ImageHeader.read(data)
                .map { LoadedImage(header: $0, scale: scale, file: nil, data: data, templateIntent: nil, problem: scaleProblem) }
                .mapError { .unreadable("image data", $0) }
        case .system:
            return .failure(.cannotRead("a symbol"))
        }
    }

    private static func read(_ url: URL, scale: CGFloat, templateIntent: Bool?) -> Result<LoadedImage, Problem> {
        guard let data = try? Data(contentsOf: url) else { return .failure(.cannotRead(url.path)) }
        return ImageHeader.read(data)
            .map { LoadedImage(header: $0, scale: scale, file: url, data: nil, templateIntent: templateIntent) }
            .mapError { .unreadable(url.path, $0) }
    }

    /// The scale an `@2x`/`@3x` suffix before the extension gives a file name (1 without one).
    static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    private struct Found {
        let file: URL
        let scale: CGFloat
        let templateIntent: Bool?
        var problem: String?
    }

    /// The scales an asset catalog entry may give (Xcode offers 1x, 2x and 3x); any other, or
    /// one that is not a number, counts as 1x and is reported, so that no image is infinite.
    static let usableScales: ClosedRange<CGFloat> = 0.01...100

    /// Looks `name` up in `folder`: first an asset catalog's image set, then loose files
    /// (`name.png`, `name@2x.png`, … for each extension).
    private static func find(_ name: String, in folder: URL, displayScale: CGFloat) -> Found? {
        let manager = FileManager.default
        let catalogs = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted()
        for catalog in catalogs {
            if let found = imageSet(name, in: folder.appendingPathComponent(catalog), displayScale: displayScale) { return found }
        }
        // A name with an extension names its file.
        let direct = folder.appendingPathComponent(name)
        if extensions.contains(direct.pathExtension.lowercased()), manager.fileExists(atPath: direct.path) {
            return Found(file: direct, scale: scale(ofFileNamed: name), templateIntent: nil)
        }
        var candidates: [Found] = []
        for ext in extensions {
            for scale in [1, 2, 3] {
                let file = folder.appendingPathComponent(name + (scale == 1 ? "" : "@\(scale)x") + "." + ext)
                if manager.fileExists(atPath: file.path) { candidates.append(Found(file: file, scale: CGFloat(scale), templateIntent: nil)) }
            }
            if !candidates.isEmpty { break }
        }
        return preferred(candidates, displayScale: displayScale)
    }

    /// The candidate made for `displayScale`, else the one of the highest scale.
    private static func preferred(_ candidates: [Found], displayScale: CGFloat) -> Found? {
        candidates.first { $0.scale == displayScale } ?? candidates.max { $0.scale < $1.scale }
    }

    /// The image set `name.imageset` in `catalog` (or in one of its folders that does not
    /// provide a namespace; a name with a `/` names a namespaced folder's set).
    private static func imageSet(_ name: String, in catalog: URL, displayScale: CGFloat) -> Found? {
        let manager = FileManager.default
        var folders = [catalog]
        if !name.contains("/") {
            let entries = ((try? manager.contentsOfDirectory(atPath: catalog.path)) ?? []).sorted()
            for entry in entries where !entry.contains(".") {
                let folder = catalog.appendingPathComponent(entry)
                if !providesNamespace(folder) { folders.append(folder) }
            }
        }
        for folder in folders {
            let set = folder.appendingPathComponent(name + ".imageset")
            guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                  let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
            let templateIntent = intent.map { $0 == "template" }
            let images = contents["images"] as? [[String: Any]] ?? []
            let candidates: [Found] = images.compactMap { entry in
                guard let file = entry["filename"] as? String else { return nil }
                if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { return nil }
                if let appearances = entry["appearances"] as? [Any], !appearances.isEmpty { return nil }
                let written = entry["scale"] as? String
                var scale = CGFloat(written.flatMap { Double($0.dropLast()) } ?? 1)
                var problem: String?
                if !usableScales.contains(scale) {
                    problem = "\(set.lastPathComponent): scale \"\(written ?? "")\" is not from 0.01x to 100x; 1x is used"
                    scale = 1
                }
                let url = set.appendingPathComponent(file)
                guard manager.fileExists(atPath: url.path) else { return nil }
                return Found(file: url, scale: scale, templateIntent: templateIntent, problem: problem)
            }
            if let found = preferred(candidates, displayScale: displayScale) { return found }
        }
        return nil
    }

    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = contents["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}

extension Image {
    /// The bytes and scale of the image `name` names in `bundle`'s resources (the main
    /// bundle's for `nil`), found as ``Image/init(_:bundle:)`` finds it for `displayScale`, or
    /// `nil` when there is none: UIKit's `UIImage(named:)` (the `SwiftUI` module).
    package static func resourceData(named name: String, bundle: Bundle?, displayScale: CGFloat) -> (data: Data, scale: CGFloat)? {
        let folder = bundle.map { $0.resourceURL ?? $0.bundleURL }
        guard case let .success(loaded) = ImageLoader.load(.named(name, bundleResources: folder), displayScale: displayScale)
        else { return nil }
        if let data = loaded.data { return (data, loaded.scale) }
        guard let file = loaded.file, let data = try? Data(contentsOf: file) else { return nil }
        return (data, loaded.scale)
    }
}
