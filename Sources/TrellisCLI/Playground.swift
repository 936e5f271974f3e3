import Foundation
import Trellis
import TrellisGallery
import TrellisRender
import TrellisScene

/// What `trellis serve` shows: a scene as last read without error, the error of the last read
/// if it failed, and a version that changes whenever either does.
///
/// The scene file is polled (`poll()`, five times a second while watching): its modification
/// time and size on every poll, its contents when they changed and at least once a second, so
/// an edit that keeps both is still seen. A read that fails (invalid JSON, an unknown view)
/// keeps the last good scene and records the error once the same contents failed on two polls
/// in a row (a save caught half-written is read again); so does a file that disappears. A
/// built-in scene never changes.
@MainActor
final class Playground {
    /// The scene as last read without error; `nil` while the file has never been valid.
    private(set) var scene: LoadedScene?
    /// Why the last read failed, or `nil` after a good read.
    private(set) var error: String?
    /// Counts the changes of `scene` and `error`, from 1.
    private(set) var version = 1
    /// The name the page and the terminal give the scene.
    let title: String
    /// The name of the scene's image routes (`/NAME.png`, `/NAME.svg`): the scene file's name
    /// without its extension, or the built-in scene's name as typed.
    let name: String
    /// The scene file, or `nil` for a built-in scene.
    let file: URL?
    /// The size and environment options the command was given.
    let options: LayoutOptions
    /// Where the scene's images may be read from: a scene naming a file elsewhere is an error.
    let access: ReadAccess

    private var contents: Data?
    private var stamp: (modified: Date?, size: Int)?
    private var lastRead = Date.distantPast
    private var watching: Task<Void, Never>?
    /// Contents that failed to read once: an error counts when the same contents fail twice in
    /// a row, so a save caught half-written (an editor truncates, then writes) does not flash.
    private var failedOnce: Data?

    /// The largest width or height the page may ask for, in points: a larger one is refused.
    static let largestDimension: CGFloat = 100_000

    /// Loads `argument`, a built-in scene's name or a scene file's path. A file that does not
    /// exist, or is a directory, is an error; a file that exists but is not a valid scene is
    /// not: the page shows its error until it is saved valid.
    init(_ argument: String, options: LayoutOptions, access: ReadAccess = ReadAccess()) throws {
        self.options = options
        self.access = access
        if let builtIn = GalleryScene.named(argument) {
            title = builtIn.title
            name = argument
            file = nil
            scene = LoadedScene(
                title: builtIn.title, view: builtIn.view, proposal: builtIn.proposal, environment: EnvironmentValues(),
                safeAreaInsets: builtIn.safeAreaInsets)
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw CommandError("\(argument): no such scene file or built-in scene; built-in scenes: \(BuiltInScenes.names)")
        }
        guard !isDirectory.boolValue else { throw CommandError("\(argument): is a directory, not a scene file") }
        let url = URL(fileURLWithPath: argument)
        file = url
        title = url.deletingPathExtension().lastPathComponent
        name = title
        poll()
        version = 1
    }

    /// Reads the file again if it may have changed; returns whether the scene or the error changed.
    @discardableResult
    func poll(now: Date = Date()) -> Bool {
        guard let file else { return false }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let newStamp = (modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1)
        let stampChanged = stamp.map { $0.modified != newStamp.modified || $0.size != newStamp.size } ?? true
        guard stampChanged || now.timeIntervalSince(lastRead) >= 1 else { return false }
        stamp = newStamp
        lastRead = now
        guard let data = try? Data(contentsOf: file) else {
            return record(scene: nil, error: "\(file.lastPathComponent): cannot read the file (was it moved or deleted?)", contents: nil)
        }
        guard data != contents else { return false }
        do throws(SceneError) {
            // As `SceneFile(contentsOf:)` reads it: images relative to the file, errors naming it.
            let sceneFile = try SceneFile(
                try JSONValue(parsing: String(decoding: data, as: UTF8.self)), layouts: GalleryLayouts.byName,
                imagesRelativeTo: file.deletingLastPathComponent())
            let outside = access.outside(sceneFile.imageFiles, sceneFile: file)
            guard outside.isEmpty else {
                // Never drawn: the page would carry the file's contents to whoever can load it.
                failedOnce = nil
                let why = "\(ReadAccess.describe(outside)); serve reads images only from the scene's folder (--allow-read PATH allows another)"
                return record(scene: nil, error: "\(file.lastPathComponent): \(why)", contents: data)
            }
            let loaded = LoadedScene(
                title: title, view: sceneFile.view, proposal: sceneFile.proposal ?? .unspecified,
                environment: sceneFile.environment, safeAreaInsets: sceneFile.safeAreaInsets)
            failedOnce = nil
            return record(scene: loaded, error: nil, contents: data)
        } catch {
            guard failedOnce == data || !watchingFile else {
                failedOnce = data
                stamp = nil  // read again at the next poll
                return false
            }
            var located = error
            located.file = file.lastPathComponent
            return record(scene: nil, error: located.description, contents: data)
        }
    }

    /// Keeps a good read's scene (a failed read keeps the last good one) and counts the change.
    private func record(scene newScene: LoadedScene?, error newError: String?, contents newContents: Data?) -> Bool {
        contents = newContents
        if let newScene { scene = newScene }
        guard newScene != nil || newError != error else { return false }
        error = newError
        version += 1
        return true
    }

    private var watchingFile: Bool { watching != nil }

    /// Polls the file five times a second until `stopWatching()`, calling `changed` after each change.
    func startWatching(changed: @escaping @MainActor (Playground) -> Void = { _ in }) {
        guard file != nil, watching == nil else { return }
        watching = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(200))
                guard let self else { return }
                if self.poll() { changed(self) }
            }
        }
    }

    /// Stops polling the file.
    func stopWatching() {
        watching?.cancel()
        watching = nil
    }

    /// The proposal a request's `width` and `height` parameters name: a number of points, or
    /// `unspecified` (also `nil`); a missing one is the command's `--width`/`--height`, else the
    /// scene's own. Anything else (negative, not finite, above `largestDimension`) is an error.
    func proposal(width: String?, height: String?) throws(CommandError) -> ProposedViewSize {
        let fallback = options.proposal(default: scene?.proposal ?? .unspecified)
        func dimension(_ name: String, _ text: String?, _ fallback: CGFloat?) throws(CommandError) -> CGFloat? {
            guard let text, !text.isEmpty else { return fallback }
            if text == "unspecified" || text == "nil" { return nil }
            guard let value = Double(text), value.isFinite, value >= 0, CGFloat(value) <= Self.largestDimension else {
                throw CommandError("\(name) must be a number of points in 0...100000 or \"unspecified\" (got \(text))")
            }
            return CGFloat(value)
        }
        return ProposedViewSize(
            width: try dimension("width", width, fallback.width), height: try dimension("height", height, fallback.height))
    }

    /// The scene laid out at `proposal`, with every size question recorded; `nil` while the file
    /// has never been valid.
    func trace(in proposal: ProposedViewSize) -> LayoutTrace? {
        guard let scene else { return nil }
        let host = LayoutHost(scene.view, environment: options.environment(scene.environment))
        host.safeAreaInsets = scene.safeAreaInsets
        return host.trace(in: proposal)
    }

    /// The explainer page (TrellisRender's `ExplainerPage`) of the scene at `proposal`, or of an
    /// empty picture while the file has never been valid.
    func explainerPage(in proposal: ProposedViewSize) -> String {
        let trace = trace(in: proposal) ?? LayoutHost(EmptyView()).trace(in: proposal)
        return ExplainerPage(title: title, background: canvas).render(trace)
    }

    /// The paint of the picture's canvas: the scene's colour scheme's (black when dark).
    private var canvas: String {
        options.environment(scene?.environment ?? EnvironmentValues()).colorScheme.canvas
    }

    /// The scene's SVG at `proposal`, as `trellis render` writes it.
    func svg(in proposal: ProposedViewSize) -> String? {
        guard let result = layout(in: proposal) else { return nil }
        let environment = options.environment(scene?.environment ?? EnvironmentValues())
        return SVGRenderer(background: result.canvasBackground(environment)).render(result)
    }

    /// The scene's PNG at `proposal`, as `trellis render --format png` draws it (at `--scale`,
    /// else the scene's display scale).
    func png(in proposal: ProposedViewSize) -> Data? {
        guard let result = layout(in: proposal) else { return nil }
        let environment = options.environment(scene?.environment ?? EnvironmentValues())
        return PNGRenderer(background: result.canvasBackground(environment)).draw(result).png
    }

    /// The scene's JSON at `proposal`, as `trellis render --format json` writes it.
    func json(in proposal: ProposedViewSize) -> String? {
        layout(in: proposal).map { JSONRenderer().render($0) }
    }

    private func layout(in proposal: ProposedViewSize) -> LayoutResult? {
        guard let scene else { return nil }
        return scene.view.layout(
            in: proposal, environment: options.environment(scene.environment), safeAreaInsets: scene.safeAreaInsets)
    }

    /// The state the page polls for, as JSON: `version`, `error` (or null), `title`, `watching`,
    /// and the scene's own proposal, `width` and `height` (after `--width`/`--height`; null for
    /// unspecified).
    var status: String {
        let proposal = options.proposal(default: scene?.proposal ?? .unspecified)
        let object: [String: Any] = [
            "version": version, "error": error ?? NSNull(), "title": title, "watching": file != nil,
            "width": proposal.width.map { Double($0) } ?? NSNull(), "height": proposal.height.map { Double($0) } ?? NSNull(),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
