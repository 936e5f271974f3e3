import Foundation
import Testing
@testable import Trellis

/// Very large and very deep trees lay out (issue 7). `Benchmarks/TrellisGrowth` shows how the
/// time grows; these tests only check that the layouts complete with the right sizes.
///
/// `TRELLIS_LARGE_TREES=1` (set in CI) lays out the sizes issue 7 names — a million views and
/// a chain 100,000 deep; by default the tests use a tenth of each, to keep `swift test` quick.
@Suite("Tree size and depth")
@MainActor
struct TreeSizeTests {
    static let large = ProcessInfo.processInfo.environment["TRELLIS_LARGE_TREES"] == "1"

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

    /// The whole round trip in this process — building the chain, laying it out, releasing it —
    /// on a thread with 1 GB of stack: releasing a view value nested this deep recurses in
    /// Swift's runtime, so that part needs the big stack, not Trellis.
    @Test("a chain of paddings 10,000 deep (100,000 with TRELLIS_LARGE_TREES) lays out on a thread with 1 GB of stack")
    func deepChainWithLargeStack() {
        let depth = Self.large ? 100_000 : 10_000
        let size = DeepStack.run(stackBytes: 1 << 30) {
            Self.paddingChain(depth: depth).layout(in: .unspecified).size
        }
        let side = CGFloat(10 + 2 * depth)
        #expect(size == CGSize(width: side, height: side))
    }

    /// Issue 7 asks for a chain 100,000 deep to lay out without overflowing the stack. Resolving
    /// and measuring recurse once per level, so a tree deeper than `DeepStack.shallowDepth` is
    /// resolved and laid out on a thread whose stack grows with its depth. Run in a child
    /// process (`trellis-growth`, which keeps the chain alive: releasing a view value nested
    /// 100,000 deep recurses in Swift's runtime, whoever holds it), so a crash would not end
    /// the test run.
    @Test("a chain 100,000 deep lays out from an ordinary 8 MB stack", arguments: ["padding", "vstack"])
    func deepChainOnOrdinaryStack(_ kind: String) throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binary = products.appendingPathComponent("trellis-growth")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first: no \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--chain", "100000", "--kind", kind, "--stack", "8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        // 100,000 paddings of 1 around a 10-point square; nested VStacks keep the square's size.
        let side = kind == "padding" ? "200010×200010" : "10×10"
        #expect(printed.contains("100000 deep:") && printed.contains("size \(side)"), "\(printed)")
    }
}
