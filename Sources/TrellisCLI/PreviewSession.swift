import Foundation
import Trellis
import TrellisPreview
import TrellisRender

/// What `trellis preview` shows: the previews of a package's target, built into a program
/// (`PreviewPackage`) that draws them, built again when the sources change.
///
/// The sources are polled twice a second (each file's modification time and size, in the
/// target's folder, the folders of the package's targets it needs, and the manifest). A change
/// writes the preview package again (the scanner runs again: a provider added or renamed is
/// picked up; a changed manifest is read again) and builds it. A build that succeeds replaces the
/// program, and the previews' names; one that fails keeps the last good program and records the
/// compiler's errors, with the paths of the user's files, for the page to show. `version` counts
/// the changes the page must see.
@MainActor
final class PreviewSession {
    private(set) var package: PreviewPackage
    /// The target whose previews are shown.
    let targetName: String
    /// The previews' names, as the program lists them (empty before the first good build).
    private(set) var previews: [String] = []
    /// The last build's errors, or a stopped program's reason; `nil` when all is well.
    private(set) var error: String?
    /// Whether `error` is a stopped program's (cleared by the next answer), not a build's.
    private var programFailed = false
    /// What is going on, while it is ("building…"); `nil` when idle. It starts as the first
    /// build's note: the server answers before the watching task starts that build, and a
    /// page or client asking then must see a build coming, not an idle session with no
    /// previews.
    private(set) var note: String? = PreviewSession.firstBuildNote
    /// The note of the first build, which compiles Trellis.
    static let firstBuildNote = "building the previews (the first build compiles Trellis: minutes)…"
    /// Counts the changes of `previews`, `error` and `note`, from 1.
    private(set) var version = 1
    /// What the scanner could not show, and `#Preview`s it saw: printed once per build.
    private(set) var scanNotes: [String] = []
    /// How long each build took, in seconds, in order.
    private(set) var buildTimes: [Double] = []

    private var program: PreviewProgram?
    /// The running build's process, which `stopWatching()` ends with the command.
    private let build = RunningBuild()
    private var stamps: [String: String] = [:]
    private var building = false
    private var watching: Task<Void, Never>?
    /// Called after each build with a line for the terminal.
    var report: @MainActor (String) -> Void = { _ in }

    /// The manifest's stamp when it was last read.
    private var manifestStamp: String?

    init(package: PreviewPackage, target: String) {
        self.package = package
        targetName = target
        manifestStamp = currentStamps()[package.root.appendingPathComponent("Package.swift").path]
    }

    /// The files whose changes make a rebuild, each with its modification time and size.
    private func currentStamps() -> [String: String] {
        var stamps: [String: String] = [:]
        func stamp(_ url: URL) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? -1
            stamps[url.path] = "\(modified) \((attributes?[.size] as? NSNumber)?.intValue ?? -1)"
        }
        stamp(package.root.appendingPathComponent("Package.swift"))
        stamp(package.root.appendingPathComponent("Package.resolved"))
        if let target = package.targets[targetName] {
            for local in package.localClosure(of: target) {
                for file in PreviewPackage.files(in: local.folder) { stamp(local.folder.appendingPathComponent(file)) }
            }
        }
        return stamps
    }

    /// Builds now, then polls the sources twice a second until `stopWatching()`.
    func startWatching() {
        guard watching == nil else { return }
        watching = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                guard let self else { return }
                let now = self.currentStamps()
                if now != self.stamps, !self.building {
                    self.stamps = now
                    await self.rebuild()
                }
                try? await Task.sleep(for: .milliseconds(500))
            }
        }
    }

    /// Stops polling, the program and a build that runs. (The build is killed: it inherited
    /// the command's ignoring of SIGTERM.)
    func stopWatching() {
        watching?.cancel()
        watching = nil
        program?.stop(waiting: 1)
        build.kill()
    }

    private func change(error newError: String?, note newNote: String?, programFailed failed: Bool = false) {
        error = newError
        programFailed = failed
        note = newNote
        version += 1
    }

    /// Writes and builds the preview package, then starts its program.
    func rebuild() async {
        building = true
        defer { building = false }
        change(error: error, note: program == nil ? Self.firstBuildNote : "rebuilding…")
        let started = Date()
        let manifest = package.root.appendingPathComponent("Package.swift")
        let root = package.root
        if stamps[manifest.path] != manifestStamp, let reread = await Self.detached({ try? PreviewPackage(root: root) }) {
            package = reread
            manifestStamp = stamps[manifest.path]
        }
        guard let target = package.targets[targetName] else {
            return fail("the package has no target \(targetName) any more")
        }
        let scan = package.scan(target)
        scanNotes = scan.skipped
        guard !scan.isEmpty else {
            return fail("\(targetName) declares no PreviewProvider or #Preview that can be shown" + (scanNotes.isEmpty ? "" : ":\n" + scanNotes.joined(separator: "\n")))
        }
        do throws(CommandError) {
            try package.write(target: target, providers: scan.providers, macros: scan.previewMacros)
        } catch {
            return fail(error.description)
        }
        let package = self.package, build = self.build
        let run = await Self.detached {
            defer { build.set(nil) }
            return Shell.run(["swift", "build", "--package-path", package.scratch.path, "--product", PreviewPackage.programName]) {
                build.set($0)
            }
        }
        let seconds = Date().timeIntervalSince(started)
        buildTimes.append(seconds)
        guard run.status == 0 else {
            return fail(buildErrors(run))
        }
        let next: PreviewProgram
        do {
            next = try PreviewProgram(executable: package.program)
        } catch {
            return fail("cannot start the preview program \(package.program.path): \(error)")
        }
        guard case let .success((head, body)) = await next.ask(PreviewRequest(format: .list)), head.status == 200,
              let providers = try? JSONDecoder().decode([String].self, from: body) else {
            next.stop()
            return fail("the preview program gave no list of previews:\n\(next.errorText)")
        }
        program?.stop()
        program = next
        previews = await expand(providers)
        change(error: nil, note: nil)
        report("built in \(String(format: "%.1f", seconds)) s: \(previews.joined(separator: ", "))")
        for line in scanNotes { report(line) }
    }

    /// The previews of `providers`: each provider's children (`NAME-1`, `NAME-2`…), or the
    /// provider itself when it shows one view. A provider whose views crash the program is
    /// listed as one preview (asking for it shows the crash) and the program is started again.
    private func expand(_ providers: [String]) async -> [String] {
        var names: [String] = []
        for provider in providers {
            guard let program else { break }
            switch await program.ask(PreviewRequest(format: .count, preview: provider)) {
            case let .success((head, body)) where head.status == 200:
                let count = (try? JSONDecoder().decode(Int.self, from: body)) ?? 1
                names += count > 1 ? (1...count).map { "\(provider)-\($0)" } : [provider]
            case let .failure(failure):
                names.append(provider)
                report("\(provider) stopped the preview program: \(failure.description)")
                self.program = try? PreviewProgram(executable: package.program)
            default:
                names.append(provider)
            }
        }
        return names
    }

    private func fail(_ why: String) {
        change(error: why, note: nil)
        report("error: " + why)
    }

    /// The compiler's errors from a failed build, with the copied files' paths turned back into
    /// the user's; the end of the output when no line says ": error:".
    private func buildErrors(_ run: Shell.Run) -> String {
        var text = String(decoding: run.output + run.error, as: UTF8.self)
        for local in package.targets.values {
            let copy = package.scratch.appendingPathComponent("Targets/\(local.name)").path
            text = text.replacingOccurrences(of: copy, with: local.folder.path)
        }
        let lines = text.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error:") }
        var unique: [String] = []
        for line in errors where !unique.contains(line) { unique.append(line) }
        let shown = unique.isEmpty ? Array(lines.suffix(20)) : Array(unique.prefix(20))
        return "the build failed:\n" + shown.joined(separator: "\n")
    }

    /// Runs `work` off the main actor.
    private static func detached<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await Task.detached { work() }.value
    }

    /// Asks the program for `request`; a program that stopped is started again. Its failure is
    /// the session's error until it answers again.
    func ask(_ request: PreviewRequest) async -> Result<(PreviewAnswer, Data), PreviewProgram.Failure> {
        if program?.isRunning == false, !building {
            program = try? PreviewProgram(executable: package.program)
        }
        guard let program else {
            return .failure(PreviewProgram.Failure(description: error ?? note ?? "the previews are not built yet"))
        }
        let answer = await program.ask(request)
        switch answer {
        case let .failure(failure):
            change(error: failure.description, note: nil, programFailed: true)
        case .success where programFailed:
            // The program that stopped (a preview that crashed or never finished) was started
            // again and answers: the error is over.
            change(error: nil, note: nil)
        default:
            break
        }
        return answer
    }

    /// The state the page polls for, as JSON: `version`, `error`, `note`, `title`, `watching`,
    /// `previews`, and the standard device's `width` and `height`.
    var status: String {
        let object: [String: Any] = [
            "version": version, "error": error ?? NSNull(), "note": note ?? NSNull(), "title": targetName, "watching": true,
            "previews": previews, "width": PreviewDevice.standard.width ?? NSNull(), "height": PreviewDevice.standard.height ?? NSNull(),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The process identifier of the build that runs, if one does; set from the building thread.
final class RunningBuild: @unchecked Sendable {
    private let lock = NSLock()
    private var identifier: Int32?

    func set(_ identifier: Int32?) {
        lock.withLock { self.identifier = identifier }
    }

    /// Kills the build, if one runs.
    func kill() {
        lock.withLock {
            if let identifier { _ = Foundation.kill(identifier, SIGKILL) }
        }
    }
}
