// trellis-fuzz: the scene reader and the engine under libFuzzer (issue 7).
//
// Built by scripts/fuzz.sh with `-sanitize=fuzzer -D FUZZING`, libFuzzer's driver runs
// `runOne` on mutated scene files. Built normally (by `swift build`), the
// same target is a replayer: `trellis-fuzz FILE…` runs each file through the same code, so a
// crash libFuzzer saved can be reproduced, and debugged, without the fuzzer.
import Foundation
import FuzzerDriver
import Trellis
import TrellisGallery
import TrellisScene

/// One input: read it as a scene; a scene that reads is laid out at its own proposal, at its
/// ideal size and at a small fixed size, with the square test font. A malformed scene must
/// fail with a one-line error; nothing may crash. (Main-actor code, as laying out a view is:
/// libFuzzer calls it on the main thread.)
@MainActor func runOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let scene = try SceneFile(json: text, layouts: GalleryLayouts.byName)
        for proposal in [scene.proposal ?? .unspecified, .unspecified, ProposedViewSize(width: 37, height: 23)] {
            _ = scene.layout(in: proposal, fonts: .testFont)
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
            MainActor.assumeIsolated { runOne(UnsafeBufferPointer(start: data, count: size)) }
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
            data.withUnsafeBytes { runOne($0.bindMemory(to: UInt8.self)) }
            print("ok \(file)")
        }
        #endif
    }
}
