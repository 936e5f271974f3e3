// trellis-fuzz: the scene reader, the engine, the renderers, the font reader, Markdown and
// the image readers under libFuzzer (issues 7, 19 and 36).
//
// Built by scripts/fuzz.sh with `-sanitize=fuzzer -D FUZZING`, libFuzzer's driver runs
// `Target.run` on mutated inputs: scene files, or with TRELLIS_FUZZ_TARGET=font font files,
// =markdown a `Text`'s Markdown, =image image files (header readers and PNG decoder). Built
// normally (by `swift build`), the same target is a replayer: `trellis-fuzz FILE…` runs each
// file through the same code (a .ttf or .otf as a font, a .md as Markdown, a .png, .jpg or
// .svg as an image), so a crash libFuzzer saved can be
// reproduced, and debugged, without the fuzzer.
import Foundation
import FuzzerDriver
import Trellis
import TrellisGallery
import TrellisRender
import TrellisScene

/// What the fuzzer feeds its inputs to, chosen by TRELLIS_FUZZ_TARGET (`scene` by default).
enum Target: String {
    case scene, font, markdown, image

    static let chosen = Target(rawValue: ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] ?? "") ?? .scene

    /// The target for a file given to the replayer: by its extension or its folder (libFuzzer
    /// names what it saves `crash-…`, in the target's crash folder), else the chosen one.
    static func of(_ file: String) -> Target {
        if file.hasSuffix(".ttf") || file.hasSuffix(".otf") || file.contains("crashes-fonts/") { return .font }
        if file.hasSuffix(".md") || file.contains("crashes-markdown/") { return .markdown }
        if [".png", ".jpg", ".jpeg", ".svg"].contains(where: file.hasSuffix) || file.contains("crashes-images/") { return .image }
        return chosen
    }

    /// Runs one input through the target.
    @MainActor func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .scene: runOne(bytes)
        case .font: runFont(bytes)
        case .markdown: runMarkdown(bytes)
        case .image: runImage(bytes)
        }
    }
}

/// The largest Markdown input: the parser is meant to be linear, but the fuzzer looks for
/// crashes and wrong states, not for slow inputs (a benchmark's job).
let largestMarkdownInput = 4096

/// One Markdown input: a `Text` of it as a string literal (a `LocalizedStringKey`), alone and
/// with an interpolated styled text in the middle, laid out with the square test font and drawn.
@MainActor func runMarkdown(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= largestMarkdownInput else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    let half = text.index(text.startIndex, offsetBy: text.count / 2)
    let before = String(text[..<half]), after = String(text[half...])
    let key: LocalizedStringKey = "\(before)\(Text("*x*").bold())\(after)"
    let views = [AnyView(Text(LocalizedStringKey(text))), AnyView(Text(key).frame(width: 60))]
    for view in views {
        let result = view.layout(in: ProposedViewSize(width: 120, height: nil), fonts: .testFont)
        _ = SVGRenderer().render(result)
        _ = JSONRenderer().render(result)
    }
}

/// One image input: the bytes as an image file (its header read for its size, by format), laid
/// out at its natural size and as a 16 × 16 thumbnail, drawn as SVG and as PNG (the PNG
/// decoder). A file that does not read is a 0 × 0 image with a diagnostic; nothing may crash.
@MainActor func runImage(_ bytes: UnsafeBufferPointer<UInt8>) {
    let data = Data(buffer: bytes)
    _ = Image(data: data).layout(in: .unspecified)
    let result = Image(data: data).resizable().frame(width: 16, height: 16).layout(in: .unspecified)
    _ = SVGRenderer().render(result)
    _ = PNGRenderer(scale: 1).render(result)
}

/// One font input: read it; a font that reads is asked for glyphs, advances and kerning of a
/// few characters, and a font with a family name draws a line of text as SVG glyph outlines
/// (written to a file for a font library to find). It must read or fail with a `FontError`.
func runFont(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let font = try? FontFile(data: Data(buffer: bytes), name: "fuzzed font") else { return }
    var previous: UInt16?
    for scalar in "Aa Wy, 1.5é漢🙂".unicodeScalars {
        let glyph = font.glyph(for: scalar)
        _ = font.advance(of: glyph)
        if let previous { _ = font.kerning(between: previous, and: glyph) }
        previous = glyph
    }
    guard let family = font.familyName, !family.isEmpty else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fuzz-font-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard (try? Data(buffer: bytes).write(to: folder.appendingPathComponent("fuzzed.ttf"))) != nil else { return }
    let library = FontLibrary(searchPaths: [folder.path], systemFamily: family, fallbackFamilies: [])
    MainActor.assumeIsolated {
        let result = Text("Aa Wy, 1.5é").font(.system(size: 17)).layout(in: .unspecified, fonts: library)
        _ = SVGRenderer(fonts: library).render(result)
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
            MainActor.assumeIsolated { Target.chosen.run(bytes) }
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
                MainActor.assumeIsolated { Target.of(file).run(bytes) }
            }
            print("ok \(file)")
        }
        #endif
    }
}
