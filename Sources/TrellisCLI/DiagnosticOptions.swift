import ArgumentParser
import Foundation
import Trellis

/// How a command reports the problems the engine met and repaired (``LayoutDiagnostic``):
/// always on standard error, whatever the format, and with `--strict` as a failure.
struct DiagnosticOptions: ParsableArguments {
    @Flag(help: "Exit with status 3 if the layout reported any diagnostic (for CI); the output is written all the same.")
    var strict = false

    /// The exit status of a strict run with diagnostics.
    static let strictFailure: Int32 = 3

    /// Prints each of `diagnostics` as a warning on standard error, `scene` naming where it
    /// came from when several scenes are laid out.
    static func print(_ diagnostics: [LayoutDiagnostic], scene: String? = nil) {
        let place = scene.map { "\($0): " } ?? ""
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data("trellis: warning: \(place)\(diagnostic)\n".utf8))
        }
    }

    /// Prints `diagnostics` (unless `printing` is false: printed already), then, with
    /// `--strict` and any diagnostic, ends the process with ``strictFailure`` once the output
    /// is written (call it last).
    /// `warnings` are the command's own, printed (and counted) the same way.
    func finish(_ diagnostics: [LayoutDiagnostic], warnings: [String] = [], scene: String? = nil, printing: Bool = true) {
        if printing { Self.print(diagnostics, scene: scene) }
        for warning in warnings { FileHandle.standardError.write(Data("trellis: warning: \(warning)\n".utf8)) }
        guard strict, !diagnostics.isEmpty || !warnings.isEmpty else { return }
        let count = diagnostics.count + warnings.count
        FileHandle.standardError.write(Data("trellis: error: --strict: the layout reported \(count) diagnostic\(count == 1 ? "" : "s")\n".utf8))
        Foundation.exit(Self.strictFailure)
    }
}
