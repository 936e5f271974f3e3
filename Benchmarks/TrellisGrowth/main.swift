// trellis-growth: how layout time grows with a tree's size and depth (issue 7).
//
//   swift run -c release trellis-growth                 # the growth tables
//   trellis-growth --wide N                             # one tree of about N views, in this process
//   trellis-growth --chain N --kind padding|vstack [--stack MB]
//                                                       # one chain N deep, on a thread with MB of stack
//
// Each measurement of the tables runs in a child process (this program with --wide or
// --chain), so a chain too deep for the stack is reported as a crash, not fatal to the table.
// Times are wall-clock seconds of resolve + layout; compare rows, not runs on other machines.
// A view is resolved on the main actor (its bodies are main-actor code, as in SwiftUI); a chain
// is then laid out on the thread with the stack asked for.
import Foundation
import Trellis

/// A VStack of k HStacks of k rectangles: k² + k + 1 views.
func wideTree(views: Int) -> (view: AnyView, count: Int) {
    let k = max(1, Int(Double(views).squareRoot()))
    let view = VStack(spacing: 0) {
        ForEach(0 ..< k, id: \.self) { _ in
            HStack(spacing: 0) { ForEach(0 ..< k, id: \.self) { _ in Rectangle() } }
        }
    }
    return (AnyView(view), k * k + k + 1)
}

/// `depth` nested paddings (or VStacks) around a rectangle.
func chain(depth: Int, kind: String) -> AnyView {
    var view = AnyView(Rectangle().frame(width: 10, height: 10))
    for _ in 0 ..< depth {
        view = kind == "vstack" ? AnyView(VStack { view }) : AnyView(view.padding(1))
    }
    return view
}

/// Holds a value on the heap (to keep it alive on purpose).
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Runs `body` on a thread with `megabytes` of stack and waits for it.
func onThread(stack megabytes: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = megabytes << 20
    thread.start()
    done.wait()
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs this program with `arguments`; its output line, or how it failed.
@MainActor func child(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "could not run: \(error)" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal { return "crashed (signal \(process.terminationStatus))" }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

let arguments = CommandLine.arguments.dropFirst()
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: index)]
}

if let wide = option("--wide").flatMap(Int.init) {
    let (view, count) = wideTree(views: wide)
    var size = CGSize.zero
    let time = seconds { size = view.layout(in: ProposedViewSize(width: 1024, height: 768)).size }
    print(String(format: "%d views: %.3f s (%.0f ns/view), size %.0f×%.0f", count, time, time / Double(count) * 1e9, size.width, size.height))
} else if let depth = option("--chain").flatMap(Int.init) {
    let kind = option("--kind") ?? "padding"
    let stack = option("--stack").flatMap(Int.init) ?? 8
    // The chain is never released: releasing a view value nested 100,000 deep recurses once
    // per level inside Swift's runtime (each box frees the next), whatever holds it — that is
    // the caller's value, not Trellis's work. The process ends right after.
    let view = chain(depth: depth, kind: kind)
    _ = Unmanaged.passRetained(Box(view))
    var host: LayoutHost?
    let resolving = seconds { host = LayoutHost(view) }
    let resolved = host!
    onThread(stack: stack) {
        var size = CGSize.zero
        let time = resolving + seconds { size = resolved.layout(in: .unspecified).size }
        print(String(format: "%d deep: %.3f s (%.0f ns/level), size %.0f×%.0f", depth, time, time / Double(depth) * 1e9, size.width, size.height))
    }
} else {
    print("Wide trees (a VStack of k HStacks of k rectangles), proposed 1024×768:")
    for views in [10_000, 100_000, 1_000_000] {
        print("  " + child(["--wide", String(views)]))
    }
    for kind in ["padding", "vstack"] {
        for stack in [8, 512] {
            print("Chains of nested \(kind == "vstack" ? "VStacks" : "padding(1)"), on a thread with \(stack) MB of stack:")
            for depth in [1_000, 3_000, 10_000, 30_000, 100_000] {
                let line = child(["--chain", String(depth), "--kind", kind, "--stack", String(stack)])
                print("  " + (line.hasPrefix("\(depth) deep") ? line : "\(depth) deep: \(line)"))
            }
        }
    }
}
