import Foundation
import Testing
import Synchronization
import Trellis

/// Very large and very deep trees lay out (issue 7). `Benchmarks/TrellisGrowth` shows how the
/// time grows; these tests only check that the layouts complete with the right sizes.
///
/// `TRELLIS_LARGE_TREES=1` (set in CI) lays out the sizes issue 7 names — a million views and
/// a chain 100,000 deep; by default the tests use a tenth of each, to keep `swift test` quick.
@Suite("Tree size and depth")
struct TreeSizeTests {
    static let large = ProcessInfo.processInfo.environment["TRELLIS_LARGE_TREES"] == "1"

    /// Runs `body` on a thread with `megabytes` of stack and waits for it.
    static func onThread(stack megabytes: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = megabytes << 20
        thread.start()
        done.wait()
    }

    @Test("a VStack of k HStacks of k rectangles lays out every view (a million views with TRELLIS_LARGE_TREES)")
    func wideTree() {
        let k = Self.large ? 1_000 : 316
        let tree = VStack(spacing: 0) {
            ForEach(0 ..< k, id: \.self) { row in
                HStack(spacing: 0) { ForEach(0 ..< k, id: \.self) { column in Rectangle().id(row * k + column) } }
            }
        }
        let result = tree.layout(in: ProposedViewSize(width: CGFloat(k), height: CGFloat(k)))
        #expect(result.elements.count == k * k + k + 1)
        #expect(result.size == CGSize(width: k, height: k))
        // Each rectangle gets a 1 × 1 share, in row-major order.
        #expect(result.frame(of: k * k - 1) == CGRect(x: k - 1, y: k - 1, width: 1, height: 1))
        #expect(result.diagnostics.isEmpty)
    }

    /// A chain of `depth` paddings around a 10 × 10 frame.
    static func paddingChain(depth: Int) -> AnyView {
        var view = AnyView(Rectangle().frame(width: 10, height: 10).id("core"))
        for _ in 0 ..< depth { view = AnyView(view.padding(1)) }
        return view
    }

    /// Resolving and measuring recurse once per level (a view value is nested, and a layout's
    /// `sizeThatFits` asks its subviews), so depth costs stack: about 3 KB a level in a debug
    /// build, so an 8 MB stack holds about 2,700 paddings (and 1,050 nested VStacks).
    @Test("a chain of paddings 10,000 deep (100,000 with TRELLIS_LARGE_TREES) lays out on a thread with 1 GB of stack")
    func deepChainWithLargeStack() {
        let depth = Self.large ? 100_000 : 10_000
        let size = Mutex<CGSize?>(nil)
        Self.onThread(stack: 1_024) {
            let result = Self.paddingChain(depth: depth).layout(in: .unspecified)
            size.withLock { $0 = result.size }
        }
        let side = CGFloat(10 + 2 * depth)
        #expect(size.withLock { $0 } == CGSize(width: side, height: side))
    }

    /// Issue 7 asks for a chain 100,000 deep to lay out without overflowing the stack. Today
    /// it does only on a thread with a large stack (above): on an ordinary 8 MB stack it
    /// crashes in `Resolver.resolve` (and would next in `LayoutEngine.measure`). Run in a child
    /// process (`trellis-growth`), so the crash does not end the test run.
    ///
    /// The fix belongs to the engine: resolve with an explicit work list instead of recursion,
    /// and run a pass whose tree is deeper than the current thread's stack allows on a thread
    /// with a stack sized to the depth (a user layout's `sizeThatFits` asks its subviews
    /// synchronously, so measuring cannot be made iterative in general).
    @Test("a chain of paddings 100,000 deep lays out on an ordinary 8 MB stack")
    func deepChainOnOrdinaryStack() throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binary = products.appendingPathComponent("trellis-growth")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first: no \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--chain", "100000", "--kind", "padding", "--stack", "8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        withKnownIssue("Resolver and LayoutEngine recurse once per level: about 2,700 paddings fit in 8 MB") {
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
    }
}
