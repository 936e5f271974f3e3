import Foundation
import Trellis
import TrellisGallery
import TrellisRender

/// Renders the gallery in memory, then writes it, so a failure leaves nothing half-written
/// from the rendering side.
struct GalleryWriter {
    let folder: String
    let showsFrames: Bool

    /// The files of the gallery: name and contents.
    @MainActor func files() -> [(name: String, contents: String)] { contents().files }

    /// The files of the gallery, and the diagnostics of each scene that reported any.
    @MainActor func contents() -> (files: [(name: String, contents: String)], diagnostics: [(scene: String, diagnostics: [LayoutDiagnostic])]) {
        var files: [(String, String)] = []
        var diagnostics: [(String, [LayoutDiagnostic])] = []
        var cards = ""
        for scene in GalleryScene.all {
            let host = LayoutHost(scene.view)
            host.safeAreaInsets = scene.safeAreaInsets
            let trace = host.trace(in: scene.proposal)
            if !trace.result.diagnostics.isEmpty { diagnostics.append((scene.name, trace.result.diagnostics)) }
            let background = trace.result.canvasBackground(EnvironmentValues())
            if let next = scene.nextView, let change = scene.animate() {
                // A change: the SVG plays it, over and over; the page shows both states.
                let nextHost = LayoutHost(next)
                nextHost.safeAreaInsets = scene.safeAreaInsets
                let nextTrace = nextHost.trace(in: scene.proposal)
                files.append(("\(scene.name).svg", AnimatedSVGRenderer(background: background, repeats: true).render(change)))
                files.append(("\(scene.name).explain.html", ExplainerPage(title: scene.title).render(trace, then: nextTrace, animation: change)))
            } else {
                files.append(("\(scene.name).svg", SVGRenderer(showsFrames: showsFrames, background: background).render(trace.result)))
                files.append(("\(scene.name).explain.html", ExplainerPage(title: scene.title).render(trace)))
            }
            cards += """
            <figure><a href="\(scene.name).explain.html"><img src="\(scene.name).svg" alt="\(escape(scene.title))"></a>
            <figcaption><strong>\(escape(scene.title))</strong><br>\(escape(scene.summary))<br>
            <a href="\(scene.name).svg">SVG</a> · <a href="\(scene.name).explain.html">explain</a></figcaption></figure>

            """
        }
        files.append(("index.html", """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Trellis gallery</title>
        <style>
        body { font: 14px/1.4 system-ui, 'DejaVu Sans', sans-serif; margin: 24px; background: #f5f5f7; color: #1d1d1f; }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; width: 390px; }
        img { display: block; box-shadow: 0 1px 4px rgba(0,0,0,.2); background: #fff; }
        </style></head>
        <body>
        <h1>Trellis gallery</h1>
        <p>SwiftUI-style views laid out by Trellis, headless. Click a picture to see why each view got its size.</p>
        <main>
        \(cards)</main>
        </body>
        </html>

        """))
        return (files, diagnostics)
    }

    /// Writes the gallery and returns the diagnostics of each scene that reported any.
    @MainActor @discardableResult
    func write() throws -> [(scene: String, diagnostics: [LayoutDiagnostic])] {
        let (files, diagnostics) = contents()
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(folder): cannot create the folder: \(error.localizedDescription)")
        }
        for file in files {
            do {
                try Data(file.contents.utf8).write(to: url.appendingPathComponent(file.name), options: .atomic)
            } catch {
                throw CommandError("\(folder)/\(file.name): cannot write: \(error.localizedDescription)")
            }
        }
        return diagnostics
    }

    /// What ``write()`` writes, in a sentence for the terminal.
    var summary: String {
        let count = GalleryScene.all.count
        let path = folder.hasSuffix("/") ? folder : folder + "/"
        return "Wrote \(2 * count + 1) files to \(path): index.html, and NAME.svg and NAME.explain.html for each of \(count) scenes. Open \(path)index.html."
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
