// trellis-fuzz: the scene reader, the engine, the renderers and the font reader under
// libFuzzer (issues 7 and 19).
//
// Built by scripts/fuzz.sh with `-sanitize=fuzzer -D FUZZING`, libFuzzer's driver runs
// `runOne` on mutated inputs: scene files, or font files when TRELLIS_FUZZ_TARGET=font. Built
// normally (by `swift build`), the same target is a replayer: `trellis-fuzz FILE…` runs each
// file through the same code (a .ttf or .otf as a font), so a crash libFuzzer saved can be
// reproduced, and debugged, without the fuzzer.
import Foundation
import FuzzerDriver
import Trellis
import TrellisGallery
import TrellisRender
import TrellisScene

/// What the fuzzer feeds its inputs to.
enum Target {
    case scene, font

    static let chosen: Target = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] == "font" ? .font : .scene

    /// The target for a file given to the replayer: a font by its extension or its folder
    /// (libFuzzer names what it saves `crash-…`), or all of them with TRELLIS_FUZZ_TARGET=font.
    static func of(_ file: String) -> Target {
        let isFont = file.hasSuffix(".ttf") || file.hasSuffix(".otf") || file.contains("crashes-fonts/")
        return isFont || chosen == .font ? .font : .scene
    }
}

/// One font input: read it; a font that reads is asked for glyphs, advances and kerning of a
/// few characters, and measures a line of text. It must read or fail with a `FontError`.
func runFont(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let font = try? FontFile(data: Data(buffer: bytes), name: "fuzzed font") else { return }
    var previous: UInt16?
    for scalar in "Aa Wy, 1.5é漢🙂".unicodeScalars {
        let glyph = font.glyph(for: scalar)
        _ = font.advance(of: glyph)
        if let previous { _ = font.kerning(between: previous, and: glyph) }
        previous = glyph
    }
}

/// One input: read it as a scene; a scene that reads is laid out at its own proposal, at its
/// ideal size and at a small fixed size, with the square test font. A malformed scene must
/// fail with a one-line error; nothing may crash. (Main-actor code, as laying out a view is:
/// libFuzzer calls it on the main thread.)
@MainActor func runOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let scene = try SceneFile(json: text, layouts: GalleryLayouts.byName)
        for proposal in [scene.proposal ?? .unspecified, .unspecified, ProposedViewSize(width: 37, height: 23)] {
            let result = scene.layout(in: proposal, fonts: .testFont)
            // Every renderer must draw whatever the engine laid out.
            _ = SVGRenderer(showsFrames: true).render(result)
            _ = TerminalRenderer(columns: 40).render(result)
            _ = JSONRenderer().render(result)
        }
    } catch {
        // fatalError, not precondition: an optimised build keeps its message.
        if error.description.contains(where: \.isNewline) { fatalError("a scene error is not one line: \(error)") }
    }
}

@main
enum Main {
    static func main() throws {
        #if FUZZING
        // SwiftPM gives an executable's entry point a name of its own and aliases `main` to
        // it, so libFuzzer's `main` is not linked: run its driver from here instead.
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = UnsafeBufferPointer(start: data, count: size)
            switch Target.chosen {
            case .scene: MainActor.assumeIsolated { runOne(bytes) }
            case .font: runFont(bytes)
            }
            return 0
        })
        #else
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            print("usage: trellis-fuzz FILE…  (runs each file as the fuzzer would; scripts/fuzz.sh fuzzes)")
            return
        }
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                switch Target.of(file) {
                case .scene: runOne(bytes)
                case .font: runFont(bytes)
                }
            }
            print("ok \(file)")
        }
        #endif
    }
}
