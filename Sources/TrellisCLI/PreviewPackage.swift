import Foundation
import TrellisPreview

/// The user's package, as `swift package dump-package` describes it, and the package
/// `trellis preview` writes from it to show its previews.
///
/// The preview program must reach the providers and the views they show, which are usually
/// internal to their target. So it is not a client of the user's library: it *is* the target,
/// compiled again as an executable with one more file (`_TrellisPreviewMain.swift`, which calls
/// `PreviewWorker.run` with the providers the scanner found). The generated package, in
/// `.build/trellis-preview/` of the user's package, holds a copy of that target's folder and of
/// the folders of the package's own targets it depends on (updated file by file, so a rebuild
/// compiles only what changed), declares the same package dependencies (with the user's
/// `Package.resolved`, so the same versions), the same target dependencies, resources, excluded
/// files, `define`s, language modes and upcoming features, and adds Trellis's `TrellisPreview`
/// product from the package that gives the target its `SwiftUI` (or `Trellis`) product.
/// Other settings (unsafe flags, C and linker settings, plugins) are not carried over.
struct PreviewPackage: @unchecked Sendable {  // (immutable: the manifest JSON is read once)
    /// A target of the user's package, as the manifest declares it.
    struct Target {
        let name: String
        let type: String
        /// Its sources' folder.
        let folder: URL
        let json: [String: Any]

        /// Its dependencies that hold on Linux in a debug build, as the manifest spells them:
        /// `(kind, name, package)`, kind `product`, `target` or `byName`.
        var dependencies: [(kind: String, name: String, package: String?)] {
            (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                guard let (kind, value) = dependency.first, let values = value as? [Any], let name = values.first as? String else { return nil }
                let condition = kind == "product" ? values.dropFirst(3).first : values.dropFirst(1).first
                guard PreviewPackage.holds(condition) else { return nil }
                return (kind, name, kind == "product" ? values.dropFirst().first as? String : nil)
            }
        }
    }

    /// The package's folder.
    let root: URL
    /// Its targets by name, in the manifest's order in `order`.
    let targets: [String: Target]
    let order: [String]
    let manifest: [String: Any]

    /// The folder the preview package is written to.
    var scratch: URL { root.appendingPathComponent(".build/trellis-preview", isDirectory: true) }
    /// The preview program, once built.
    var program: URL { scratch.appendingPathComponent(".build/debug/\(Self.programName)") }
    static let programName = "trellis-preview-worker"
    static let mainFile = "_TrellisPreviewMain.swift"

    /// Reads the manifest of the package at `root` (`swift package dump-package`).
    init(root: URL) throws(CommandError) {
        self.root = root.standardizedFileURL
        let run = Shell.run(["swift", "package", "dump-package", "--package-path", self.root.path])
        guard run.status == 0, let json = try? JSONSerialization.jsonObject(with: run.output) as? [String: Any] else {
            let why = String(decoding: run.error, as: UTF8.self).split(separator: "\n").filter { $0.contains("error") }.prefix(5).joined(separator: "\n")
            throw CommandError("\(self.root.path): cannot read the package's manifest\(why.isEmpty ? "" : ":\n" + why)")
        }
        manifest = json
        var targets: [String: Target] = [:], order: [String] = []
        for target in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            let type = target["type"] as? String ?? "regular"
            let path = target["path"] as? String ?? "\(type == "test" ? "Tests" : "Sources")/\(name)"
            targets[name] = Target(name: name, type: type, folder: URL(fileURLWithPath: path, relativeTo: self.root).standardizedFileURL, json: target)
            order.append(name)
        }
        self.targets = targets
        self.order = order
    }

    /// Whether a dependency's or a setting's condition holds on Linux in a debug build.
    static func holds(_ condition: Any?) -> Bool {
        guard let condition = condition as? [String: Any] else { return true }
        if let platforms = condition["platformNames"] as? [String], !platforms.isEmpty, !platforms.contains("linux") { return false }
        if let configuration = condition["config"] as? String, configuration != "debug" { return false }
        return true
    }

    /// What the scanner found in a target's Swift files.
    struct Scan {
        var providers: [PreviewScanner.Provider] = []
        /// Providers that cannot be shown: "File.swift:12: Name: why".
        var skipped: [String] = []
        /// The `#Preview`s: the argument label of the function each expands to (`PreviewScanner`).
        var previewMacros: [String] = []

        /// Whether the target has anything to show.
        var isEmpty: Bool { providers.isEmpty && previewMacros.isEmpty }
    }

    /// Scans the Swift files of `target`.
    func scan(_ target: Target) -> Scan {
        var scan = Scan()
        for file in Self.files(in: target.folder) where file.hasSuffix(".swift") && file != Self.mainFile {
            guard let text = try? String(contentsOf: target.folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            let found = PreviewScanner.scan(text)
            scan.providers += found.providers
            scan.skipped += found.skipped.map { "\(file):\($0.line): \($0.name) is not shown: \($0.reason)" }
            let fileName = URL(fileURLWithPath: file).lastPathComponent
            scan.previewMacros += found.previewMacros.map {
                PreviewScanner.locatorLabel(fileName: fileName, line: $0.line, column: $0.column)
            }
        }
        return scan
    }

    /// The target to preview: `named`, or the only library target whose sources declare a
    /// provider.
    func previewTarget(named: String?) throws(CommandError) -> Target {
        let libraries = order.compactMap { targets[$0] }.filter { $0.type == "regular" }
        if let named {
            guard let target = targets[named] else {
                throw CommandError("the package has no target \(named); its library targets: \(libraries.map(\.name).joined(separator: ", "))")
            }
            guard target.type == "regular" else {
                throw CommandError("\(named) is a \(target.type) target; trellis preview shows the previews of a library target")
            }
            return target
        }
        let withPreviews = libraries.filter { !scan($0).isEmpty }
        guard withPreviews.count == 1 else {
            if withPreviews.isEmpty {
                throw CommandError("no library target of \(root.lastPathComponent) declares a PreviewProvider or a #Preview")
            }
            throw CommandError("several targets declare previews (\(withPreviews.map(\.name).joined(separator: ", "))); choose one with --target")
        }
        return withPreviews[0]
    }

    /// The package's own targets that `target` needs, itself first.
    func localClosure(of target: Target) -> [Target] {
        var result: [Target] = [], pending = [target.name], seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let found = targets[name] else { continue }
            result.append(found)
            for dependency in found.dependencies where dependency.kind != "product" && targets[dependency.name] != nil {
                pending.append(dependency.name)
            }
        }
        return result
    }

    /// The package dependencies' declarations, and the identity each name the manifest uses for
    /// them stands for.
    func packageDependencies() -> (declarations: [String], identities: [String: String]) {
        var declarations: [String] = [], identities: [String: String] = [:]
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            guard let (kind, value) = dependency.first, let details = (value as? [Any])?.first as? [String: Any],
                  let identity = details["identity"] as? String else { continue }
            identities[identity] = identity
            if let name = details["nameForTargetDependencyResolutionOnly"] as? String { identities[name] = identity }
            switch kind {
            case "fileSystem":
                if let path = details["path"] as? String { declarations.append(".package(path: \(Self.literal(path)))") }
            case "sourceControl":
                let location = details["location"] as? [String: Any]
                let remote = ((location?["remote"] as? [Any])?.first as? [String: Any])?["urlString"] as? String
                let local = (location?["local"] as? [Any])?.first as? String
                guard let url = remote ?? local else { continue }
                declarations.append(".package(url: \(Self.literal(url)), \(Self.requirement(details["requirement"])))")
            case "registry":
                declarations.append(".package(id: \(Self.literal(identity)), \(Self.requirement(details["requirement"])))")
            default:
                continue
            }
        }
        return (declarations, identities)
    }

    /// A version requirement as a manifest spells it.
    static func requirement(_ json: Any?) -> String {
        guard let json = json as? [String: Any], let (kind, value) = json.first else { return "branch: \"main\"" }
        let first = (value as? [Any])?.first
        switch kind {
        case "range":
            let range = first as? [String: Any]
            return "\(literal(range?["lowerBound"] as? String ?? "0.0.0"))..<\(literal(range?["upperBound"] as? String ?? "99999.0.0"))"
        case "exact": return "exact: \(literal(first as? String ?? ""))"
        case "branch": return "branch: \(literal(first as? String ?? "main"))"
        case "revision": return "revision: \(literal(first as? String ?? ""))"
        default: return "branch: \"main\""
        }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The manifest of the preview package, for `target` and the local targets it needs.
    func manifestText(for target: Target, closure: [Target]) throws(CommandError) -> String {
        let (declarations, identities) = packageDependencies()
        // The package that gives the targets SwiftUI (or Trellis) gives TrellisPreview too.
        let trellis = closure.lazy.flatMap(\.dependencies)
            .first { $0.kind == "product" && ["SwiftUI", "Trellis"].contains($0.name) }
            .flatMap { $0.package.map { identities[$0] ?? $0 } }
        guard let trellis else {
            throw CommandError("\(target.name) does not depend on Trellis's SwiftUI or Trellis product, so its previews cannot be laid out")
        }
        func targetText(_ target: Target, executable: Bool) -> String {
            var dependencies = target.dependencies.map { dependency -> String in
                switch dependency.kind {
                case "product":
                    let package = dependency.package.map { identities[$0] ?? $0 } ?? ""
                    return ".product(name: \(Self.literal(dependency.name)), package: \(Self.literal(package)))"
                case "target": return ".target(name: \(Self.literal(dependency.name)))"
                default:
                    return targets[dependency.name] != nil
                        ? ".target(name: \(Self.literal(dependency.name)))" : ".byName(name: \(Self.literal(dependency.name)))"
                }
            }
            if executable { dependencies.append(".product(name: \"TrellisPreview\", package: \(Self.literal(trellis)))") }
            var arguments = [
                "name: \(Self.literal(target.name))", "dependencies: [\(dependencies.joined(separator: ", "))]",
                "path: \(Self.literal("Targets/\(target.name)"))",
            ]
            let exclude = target.json["exclude"] as? [String] ?? []
            if !exclude.isEmpty { arguments.append("exclude: [\(exclude.map(Self.literal).joined(separator: ", "))]") }
            if var sources = target.json["sources"] as? [String] {
                if executable { sources.append(Self.mainFile) }
                arguments.append("sources: [\(sources.map(Self.literal).joined(separator: ", "))]")
            }
            let resources = (target.json["resources"] as? [[String: Any]] ?? []).compactMap { resource -> String? in
                guard let path = resource["path"] as? String, let rule = (resource["rule"] as? [String: Any])?.keys.first else { return nil }
                let relative = path.hasPrefix("/") ? String(path.dropFirst(target.folder.path.count + 1)) : path
                return ".\(rule)(\(Self.literal(relative)))"
            }
            if !resources.isEmpty { arguments.append("resources: [\(resources.joined(separator: ", "))]") }
            let settings = (target.json["settings"] as? [[String: Any]] ?? []).compactMap { setting -> String? in
                guard setting["tool"] as? String == "swift", Self.holds(setting["condition"]),
                      let (kind, value) = (setting["kind"] as? [String: Any])?.first, let argument = (value as? [Any])?.first as? String else { return nil }
                switch kind {
                case "define": return ".define(\(Self.literal(argument)))"
                case "enableUpcomingFeature": return ".enableUpcomingFeature(\(Self.literal(argument)))"
                case "enableExperimentalFeature": return ".enableExperimentalFeature(\(Self.literal(argument)))"
                case "swiftLanguageMode", "swiftLanguageVersion": return ".swiftLanguageMode(.version(\(Self.literal(argument))))"
                default: return nil
                }
            }
            if !settings.isEmpty { arguments.append("swiftSettings: [\(settings.joined(separator: ", "))]") }
            return "        .\(executable ? "executableTarget" : "target")(\n            \(arguments.joined(separator: ",\n            "))),"
        }
        let modes: String
        if let versions = manifest["swiftLanguageVersions"] as? [String], !versions.isEmpty {
            modes = versions.map { ".version(\(Self.literal($0)))" }.joined(separator: ", ")
        } else {
            let tools = (manifest["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "6.0.0"
            modes = (Int(tools.prefix { $0 != "." }) ?? 6) >= 6 ? ".v6" : ".v5"
        }
        return """
        // swift-tools-version: 6.0
        // Written by `trellis preview` from \(root.path)/Package.swift: the targets its previews
        // need, their folders copied beside this file, and a program that shows the previews.
        // Rewritten on every run; edit the package's own files instead.
        import PackageDescription

        let package = Package(
            name: "trellis-preview",
            products: [.executable(name: \(Self.literal(Self.programName)), targets: [\(Self.literal(target.name))])],
            dependencies: [
                \(declarations.joined(separator: ",\n        "))
            ],
            targets: [
        \(closure.map { targetText($0, executable: $0.name == target.name) }.joined(separator: "\n"))
            ],
            swiftLanguageModes: [\(modes)]
        )

        """
    }

    /// The preview program's main file, showing `providers` and the `#Preview`s whose locator
    /// functions `macros` labels.
    static func mainText(_ providers: [PreviewScanner.Provider], macros: [String] = []) -> String {
        let sources = providers.map { "            TrellisPreview.PreviewSource(\($0.name).self, name: \(literal($0.name)))," }
            + macros.map { "            TrellisPreview.PreviewSource(registry: __trellisPreview(\($0): ()))," }
        return """
        // Written by `trellis preview`: the program that shows this target's previews.
        import TrellisPreview

        @main @MainActor enum _TrellisPreviewMain {
            static func main() {
                TrellisPreview.PreviewWorker.run([
        \(sources.joined(separator: "\n"))
                ])
            }
        }

        """
    }

    /// Writes the preview package for `target`: the manifest, the copied folders and the main
    /// file. A file whose contents are already there is not written again.
    func write(target: Target, providers: [PreviewScanner.Provider], macros: [String] = []) throws(CommandError) {
        let closure = localClosure(of: target)
        let manifest = try manifestText(for: target, closure: closure)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Self.update(scratch.appendingPathComponent("Package.swift"), with: Data(manifest.utf8))
            if let resolved = try? Data(contentsOf: root.appendingPathComponent("Package.resolved")) {
                try Self.update(scratch.appendingPathComponent("Package.resolved"), with: resolved)
            }
            for local in closure {
                let copy = scratch.appendingPathComponent("Targets/\(local.name)", isDirectory: true)
                try Self.mirror(local.folder, to: copy, keeping: local.name == target.name ? [Self.mainFile] : [])
                if local.name == target.name {
                    try Self.update(copy.appendingPathComponent(Self.mainFile), with: Data(Self.mainText(providers, macros: macros).utf8))
                }
            }
        } catch {
            throw CommandError("cannot write the preview package in \(scratch.path): \(error)")
        }
    }

    /// The relative paths of the files under `folder` (not hidden ones), sorted.
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        let base = folder.resolvingSymlinksInPath().path
        var files: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            files.append(String(path.dropFirst(base.count + 1)))
        }
        return files.sorted()
    }

    /// Makes `copy` hold the files of `folder` (and `keeping`, which it writes itself).
    static func mirror(_ folder: URL, to copy: URL, keeping: Set<String>) throws {
        let wanted = files(in: folder)
        for file in wanted {
            try update(copy.appendingPathComponent(file), with: try Data(contentsOf: folder.appendingPathComponent(file)))
        }
        for stale in Set(files(in: copy)).subtracting(wanted).subtracting(keeping) {
            try FileManager.default.removeItem(at: copy.appendingPathComponent(stale))
        }
    }

    /// Writes `data` to `file` unless it already holds it (so its modification time, which
    /// the build compares, changes only with its contents).
    static func update(_ file: URL, with data: Data) throws {
        if let existing = try? Data(contentsOf: file), existing == data { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}

/// Runs a command found on the `PATH` and collects what it printed.
enum Shell {
    struct Run {
        let status: Int32
        let output: Data
        let error: Data
    }

    /// Runs `arguments` (the first one looked up on the `PATH`), in `directory` if given;
    /// `started` is given the process's identifier once it runs.
    static func run(_ arguments: [String], in directory: URL? = nil, started: (Int32) -> Void = { _ in }) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        do {
            try process.run()
        } catch {
            return Run(status: -1, output: Data(), error: Data("cannot run \(arguments[0]): \(error)".utf8))
        }
        started(process.processIdentifier)
        // Both pipes drained at once: a full one would stop the command.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: outputData, error: errorData)
    }
}
