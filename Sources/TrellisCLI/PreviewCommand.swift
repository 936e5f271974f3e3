import ArgumentParser
import Foundation
import TrellisPreview

/// `trellis preview`: a package's `PreviewProvider`s, built and served live on localhost.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build a package's #Previews and PreviewProviders and serve them live: the picture and the explainer, redrawn on save.",
        discussion: """
        Finds the #Previews and the types that conform to PreviewProvider in a library target of the package \
        (--target, or the only one that declares any), writes a program that shows them in \
        .build/trellis-preview/ (the target's sources compiled again with a generated main, so \
        internal previews and views are reachable), builds it and serves the previews on \
        127.0.0.1. Each child of a provider's previews (a Group's views) is a preview of its own. \
        The page has pickers for the preview, the device (its screen, scale and safe area) and \
        the colour scheme; saving a source file rebuilds the program and redraws the page. A \
        build that fails shows the compiler's errors on the page and keeps the last good \
        previews. A #Preview is shown under its name (or File.swift:LINE) with its traits \
        (sizeThatFitsLayout, fixedLayout, landscapeLeft...); it needs Trellis's Macros trait, on by default.

        The target must depend on Trellis's SwiftUI (or Trellis) product: the program uses the \
        TrellisPreview product of that same package. The first build compiles Trellis (a minute or more); \
        later ones compile the target again.

        Routes: / (the page), /explain, /NAME.png, /NAME.svg and /NAME.json for each preview \
        (each takes preview=, device=, scheme=light|dark, width= and height=), /events?since=VERSION.

        Only requests whose Host header names this machine (localhost, 127.x.x.x, [::1]) are \
        answered; others get 403.
        """)

    @Argument(help: ArgumentHelp("The package's folder.", valueName: "package-path"))
    var packagePath: String = "."

    @Option(help: ArgumentHelp("The library target whose previews to show (default: the only one that declares any).", valueName: "target"))
    var target: String?

    @Option(help: ArgumentHelp("The port to listen on, on 127.0.0.1; 0 picks a free one.", valueName: "port"))
    var port: Int = 8174

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535 (got \(port))") }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: packagePath, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.fileExists(atPath: packagePath + "/Package.swift") else {
            throw CommandError("\(packagePath): no Package.swift there; give the folder of a Swift package")
        }
        let package = try PreviewPackage(root: URL(fileURLWithPath: packagePath, isDirectory: true))
        let targetName = try package.previewTarget(named: target).name
        let session = MainActor.assumeIsolated { PreviewSession(package: package, target: targetName) }
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer(port: UInt16(port)) { request, port in
                await PreviewRoutes.answer(request, session: session, port: port)
            }
        } catch {
            throw CommandError("cannot serve on 127.0.0.1:\(port): \(error)")
        }
        server.start()
        FileHandle.standardOutput.write(Data("Previewing \(targetName) at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)\n".utf8))
        // The program is stopped with the command: at SIGINT or SIGTERM, and when its input ends.
        // (dispatchMain never returns, so the handlers live as long as the process.)
        var signalSources: [any DispatchSourceSignal] = []
        // A program that stopped makes a write to it fail (EPIPE) instead of ending the command.
        Foundation.signal(SIGPIPE, SIG_IGN)
        for signal in [SIGINT, SIGTERM] {
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { session.stopWatching() }
                // _exit: exit() would run destructors, and can wait on a lock a blocked thread holds.
                _exit(signal == SIGINT ? 130 : 143)
            }
            source.resume()
            signalSources.append(source)
        }
        MainActor.assumeIsolated {
            session.report = { line in
                FileHandle.standardOutput.write(Data("\(targetName): \(line)\n".utf8))
            }
            session.startWatching()
        }
        withExtendedLifetime(signalSources) { dispatchMain() }
    }
}
