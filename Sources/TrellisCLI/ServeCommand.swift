import ArgumentParser
import Foundation
import Trellis

/// `trellis serve`: a live page of a scene on localhost, redrawn when the scene file is saved.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a live page of a scene: the picture and the explainer, redrawn when the file is saved.",
        discussion: """
        Listens on 127.0.0.1 only and prints the page's address. The page shows the picture and \
        the explainer (as `explain --html`) and redraws within a second of the scene file being \
        saved; a save with an error shows the error and keeps the last good picture. Drag the \
        dashed edge of the picture to lay the scene out at another width or height.

        Routes: / (the page), /explain, /layout.svg, /layout.json, /NAME.png and /NAME.svg (NAME: the \
        scene file's name without its extension, or the built-in scene's; each takes width= and \
        height=, a number of points or "unspecified"), /events?since=VERSION (the scene's state \
        as JSON, once its version differs from VERSION, or after 10 seconds).

        Only requests whose Host header names this machine (localhost, 127.x.x.x, [::1]) are \
        answered; others get 403. The scene's images are read only from its own folder, and \
        from those --allow-read names.
        """)

    @Argument(help: ArgumentHelp("The scene to serve: a scene file (watched for changes) or a built-in scene.", valueName: "scene"))
    var scene: String

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var access: ReadAccess

    @Option(help: ArgumentHelp("The port to listen on, on 127.0.0.1; 0 picks a free one.", valueName: "port"))
    var port: Int = 8173

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535 (got \(port))") }
    }

    func run() throws {
        // The command runs on the main thread; laying out a view is main-actor work, which the
        // server's tasks hand to the main queue (run by dispatchMain below).
        let playground = try MainActor.assumeIsolated {
            let playground = try Playground(scene, options: layout, access: access)
            // Lay the scene out once before listening: the first layout loads the fonts, which
            // the first request would otherwise wait for.
            _ = playground.explainerPage(in: try playground.proposal(width: nil, height: nil))
            return playground
        }
        // Trellis's own small HTTP server (LocalHTTPServer): it bounds what a client can make it
        // read, and keeps serving when idle connections or a descriptor limit press on it.
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer(port: UInt16(port)) { request, port in
                await PlaygroundRoutes.answer(request, playground: playground, port: port)
            }
        } catch {
            throw CommandError("cannot serve on 127.0.0.1:\(port): \(error)")
        }
        server.start()
        FileHandle.standardOutput.write(Data("Serving \(playground.title) at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)\n".utf8))
        MainActor.assumeIsolated {
            if let error = playground.error {
                FileHandle.standardError.write(Data("trellis: \(error)\n".utf8))
            }
            playground.startWatching { playground in
                if let error = playground.error {
                    FileHandle.standardError.write(Data("trellis: \(error)\n".utf8))
                } else {
                    FileHandle.standardOutput.write(Data("\(playground.title): redrawn\n".utf8))
                }
            }
        }
        dispatchMain()
    }
}
