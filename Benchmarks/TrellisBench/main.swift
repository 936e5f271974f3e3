// trellis-bench: lays out trees of known shape and prints figures per node.
//
//     swift run -c release trellis-bench [--quick] [--tree a|b|c|d|e|f] [--depth N] [--json]
//
// Per tree: its number of views (stacks and leaves, a framed leaf counting as one), then ns per
// view for a cold layout (resolving the view into nodes, then laying them out; the layout-only
// part is shown too), a repeat layout with nothing changed, a layout after the root's width
// changes, and a layout after one leaf's size changes; heap allocations per view during the
// cold layout; the peak and the retained heap bytes per view, and the retained bytes per engine
// node (what a host keeps for each node it laid out). Times are medians of repeated
// runs. Speed is measured here, never asserted in tests.

import BenchAllocations
import Foundation
import Trellis

struct Options {
    var quick = false
    var trees: Set<String>?
    var depth: Int?
    var json = false
    /// Only repeat one scenario (for a profiler), instead of printing figures.
    var profile: String?
    /// With `profile`: repeat it this many times instead of for five seconds (for callgrind).
    var runs: Int?
    /// Measure throughput of independent trees laid out from a task group against one task.
    var parallel = false
    /// Soak one host: this many layouts at new widths, then as many replacements.
    var soak: Int?
    /// Lazy lists of these many rows instead of the trees (`Lazy.swift`).
    var lazy: [Int]?
    /// Draw 100 cards as images from one task and from a task group (`Cards.swift`).
    var cards = false

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("trellis-bench: \(message)\n".utf8))
            exit(2)
        }
        while let argument = iterator.next() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--parallel": options.parallel = true
            case "--cards": options.cards = true
            case "--soak":
                guard let value = iterator.next().flatMap(Int.init), value > 0 else { fail("--soak needs a positive whole number") }
                options.soak = value
            case "--lazy":
                guard let value = iterator.next() else { fail("--lazy needs row counts: 1000,100000") }
                let counts = value.split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { fail("--lazy needs positive row counts") }
                options.lazy = counts
            case "--tree":
                guard let value = iterator.next() else { fail("--tree needs a value: a, b, c, d, e or f") }
                let names = value.split(separator: ",").map(String.init)
                for name in names where !["a", "b", "c", "d", "e", "f"].contains(name) {
                    fail("unknown tree '\(name)'; the trees are a, b, c, d, e and f")
                }
                options.trees = Set(names)
            case "--depth":
                guard let value = iterator.next().flatMap(Int.init), (1 ... 12).contains(value) else {
                    fail("--depth needs a whole number from 1 to 12")
                }
                options.depth = value
            case "--profile":
                guard let value = iterator.next(), ["cold", "layout", "width", "repeat", "leaf", "kept", "state", "unread"].contains(value) else {
                    fail("--profile needs a scenario: cold, layout, width, repeat, leaf, kept, state or unread")
                }
                options.profile = value
            case "--runs":
                guard let value = iterator.next().flatMap(Int.init), value > 0 else { fail("--runs needs a positive whole number") }
                options.runs = value
            case "--help", "-h":
                print("""
                    usage: trellis-bench [--quick] [--tree a,b,...] [--depth N] [--json] [--profile S]
                      --quick     fewer runs (a rough figure in seconds)
                      --tree      only these trees: a (HStack of 10,000 leaves), b (nested H/V stacks,
                                  fan-out 3), c (VStack of 100 HStacks of 100 leaves), d (c with flexible
                                  leaves), e (a custom flow layout of 10,000 leaves), f (1,000 wrapped Texts)
                      --depth N   the depth of tree b (default: 10, plus 6 and 8 to check linearity)
                      --json      one JSON object per tree instead of the table
                      --profile S repeat only scenario S of each tree for about 5 seconds, for a
                                  profiler such as `perf record`: cold, layout (a cold layout of a
                                  resolved tree), width, repeat (the same proposal again), leaf (a
                                  leaf change), kept (a leaf change while the last result is
                                  kept), state (the same change by an
                                  observed property, tree b), unread (a property nothing reads)
                      --runs N    with --profile: N times instead (instruction counts under callgrind)
                      --parallel  throughput of 16 copies of each tree (c unless --tree), resolved on the
                                  main actor, laid out cold from one task and from a task group
                      --cards     100 social cards (400×210 points) resolved on the main actor, laid out
                                  and drawn as images at scale 2 from one task and from a task group:
                                  cards per second (ImageRenderer's pixels, PNGRenderer.cgImage(of:))
                      --lazy N,M  lazy lists of N, M rows in a scroll view, laid out half way down:
                                  rows made, cold and scroll times (with --profile: cold layouts)
                      --soak N    one host of each tree (b6 unless --tree): N layouts at new widths,
                                  N replacements of a leaf and N changes of observed state (tree b),
                                  with the heap bytes kept per change
                    """)
                exit(0)
            default: fail("unknown option '\(argument)'; try --help")
            }
        }
        return options
    }
}

/// One tree to measure.
struct TreeCase {
    let name: String
    let label: String
    let views: Int
    let makeHost: () -> LayoutHost
    /// Changes one leaf's size through the host; `nil` when the tree has no marked leaf.
    let changeLeaf: ((LayoutHost, Bool) -> Void)?
    /// The tree with its first leaf reading an observed model, for state changes (tree b).
    var live: LiveCase?
}

/// A tree whose first leaf reads an `@Observable` model: a change to the width it reads, and
/// to a property nothing reads.
struct LiveCase {
    let makeHost: () -> LayoutHost
    let setWide: (Bool) -> Void
    let touchUnread: () -> Void
}

struct Figures: Codable {
    var tree: String
    var label: String
    var views: Int
    var engineNodes: Int
    var coldNsPerView: Double
    var resolveNsPerView: Double
    var layoutOnlyNsPerView: Double
    var repeatNs: Double
    var widthChangeNsPerView: Double
    var leafChangeNs: Double?
    /// The same leaf change while the previous result is kept (as an app that draws from it does).
    var keptLeafChangeNs: Double?
    /// The same change made by an observed property the leaf's body reads, and a change to a
    /// property no body reads, each with the layout after it (tree b).
    var stateChangeNs: Double?
    var unreadChangeNs: Double?
    var allocationsPerView: Double
    var peakBytesPerView: Double
    var retainedBytesPerView: Double
    var retainedBytesPerNode: Double
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let proposal = ProposedViewSize(width: 1024, height: 768)
let otherProposal = ProposedViewSize(width: 1000, height: 768)

/// The median of `runs` timings of `body`, in nanoseconds; `setup` runs untimed before each.
@MainActor func median(runs: Int, setup: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    let clock = ContinuousClock()
    for _ in 0 ..< runs {
        setup()
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The median time of one call of `body`, for calls too fast to time one by one: each sample
/// times a batch.
@MainActor func medianPerCall(runs: Int, batch: Int, _ body: () -> Void) -> Double {
    median(runs: runs) { for _ in 0 ..< batch { body() } } / Double(batch)
}

@MainActor func makeCases(_ options: Options) -> [TreeCase] {
    var cases: [TreeCase] = []
    func add(
        _ name: String, _ label: String, views: Int, changeLeaf: ((LayoutHost, Bool) -> Void)? = nil, live: LiveCase? = nil,
        _ make: @escaping () -> LayoutHost
    ) {
        if let trees = options.trees, !trees.contains(String(name.prefix(1))) { return }
        cases.append(TreeCase(name: name, label: label, views: views, makeHost: make, changeLeaf: changeLeaf, live: live))
    }

    // The first leaf alternates between 20 and 10 points wide (replaced through the host).
    let growLeaf: (LayoutHost, Bool) -> Void = { host, wide in
        host.replace(id: "first-leaf", with: ChangedLeaf(width: wide ? 20 : 10))
    }
    let growFlexibleLeaf: (LayoutHost, Bool) -> Void = { host, wide in
        host.replace(id: "first-leaf", with: ChangedLeaf(width: wide ? 20 : 10).frame(maxWidth: .infinity))
    }
    add("a", "HStack of 10,000 leaves", views: 10_001, changeLeaf: growLeaf) { LayoutHost(WideHStack(count: 10_000)) }
    for depth in options.depth.map({ [$0] }) ?? [6, 8, 10] {
        let views = NestedStacks.viewCount(depth: depth, fanOut: 3)
        // The live variant: the first leaf reads an observed model's width.
        let model = LeafModel.shared
        let live = LiveCase(
            makeHost: { LayoutHost(ObservedNestedStacks(depth: depth, fanOut: 3, horizontal: true)) },
            setWide: { model.width = $0 ? 20 : 10 },
            touchUnread: { model.unread += 1 })
        add(depth == 10 ? "b" : "b\(depth)", "nested H/V stacks, depth \(depth), fan-out 3", views: views, changeLeaf: growLeaf, live: live) {
            LayoutHost(NestedStacks(depth: depth, fanOut: 3, horizontal: true))
        }
    }
    add("c", "VStack of 100 HStacks of 100 leaves", views: 10_101, changeLeaf: growLeaf) {
        LayoutHost(Grid2D(rows: 100, columns: 100, flexible: false))
    }
    add("d", "c with flexible leaves", views: 10_101, changeLeaf: growFlexibleLeaf) {
        LayoutHost(Grid2D(rows: 100, columns: 100, flexible: true))
    }
    add("e", "flow layout of 10,000 leaves", views: 10_001, changeLeaf: growLeaf) { LayoutHost(Flow(count: 10_000)) }
    add("f", "1,000 wrapped Texts in a VStack", views: 1_001, changeLeaf: { host, longer in
        host.replace(id: "first-leaf", with: Text(Paragraphs.text(0, longer: longer)))
    }) { LayoutHost(Paragraphs(count: 1_000)) }
    return cases
}

@MainActor func measure(_ tree: TreeCase, _ options: Options) -> Figures {
    let views = Double(tree.views)
    let heavy = tree.views > 20_000
    let coldRuns = options.quick ? 3 : (heavy ? 7 : 15)
    let fastRuns = options.quick ? 5 : 21

    // Allocations and memory of one cold layout.
    let allocationsBefore = bench_allocation_count()
    let bytesBefore = bench_bytes_in_use()
    bench_reset_peak()
    var host: LayoutHost? = tree.makeHost()
    var result: LayoutResult? = host!.layout(in: proposal)
    let allocations = Double(bench_allocation_count() - allocationsBefore)
    let peak = Double(bench_peak_bytes() - bytesBefore)
    let retained = Double(bench_bytes_in_use() - bytesBefore)
    let engineNodes = result!.elements.count
    result = nil
    host = nil

    // Cold: resolve + layout, and the two parts.
    let cold = median(runs: coldRuns) { _ = tree.makeHost().layout(in: proposal) }
    var fresh: LayoutHost?
    let resolve = median(runs: coldRuns, setup: { fresh = nil }) { fresh = tree.makeHost() }
    let layoutOnly = median(runs: coldRuns, setup: { fresh = tree.makeHost() }) { _ = fresh!.layout(in: proposal) }
    fresh = nil

    // Warm: one host laid out again and again.
    let warm = tree.makeHost()
    _ = warm.layout(in: proposal)
    let repeated = medianPerCall(runs: fastRuns, batch: 20) { _ = warm.layout(in: proposal) }
    var flip = false
    let widthChange = median(runs: fastRuns) {
        flip.toggle()
        _ = warm.layout(in: flip ? otherProposal : proposal)
    }
    _ = warm.layout(in: proposal)
    var leafChange: Double?, keptLeafChange: Double?
    if let changeLeaf = tree.changeLeaf {
        var wide = false
        leafChange = median(runs: fastRuns) {
            wide.toggle()
            changeLeaf(warm, wide)
            _ = warm.layout(in: proposal)
        }
        var kept: LayoutResult?
        keptLeafChange = median(runs: fastRuns) {
            wide.toggle()
            changeLeaf(warm, wide)
            kept = warm.layout(in: proposal)
        }
        _ = kept
    }
    var stateChange: Double?, unreadChange: Double?
    if let live = tree.live {
        let host = live.makeHost()
        _ = host.layout(in: proposal)
        var wide = false
        stateChange = median(runs: fastRuns) {
            wide.toggle()
            live.setWide(wide)
            _ = host.layout(in: proposal)
        }
        unreadChange = median(runs: fastRuns) {
            live.touchUnread()
            _ = host.layout(in: proposal)
        }
    }

    return Figures(
        tree: tree.name, label: tree.label, views: tree.views, engineNodes: engineNodes,
        coldNsPerView: cold / views, resolveNsPerView: resolve / views, layoutOnlyNsPerView: layoutOnly / views,
        repeatNs: repeated, widthChangeNsPerView: widthChange / views, leafChangeNs: leafChange,
        keptLeafChangeNs: keptLeafChange, stateChangeNs: stateChange, unreadChangeNs: unreadChange,
        allocationsPerView: allocations / views, peakBytesPerView: peak / views, retainedBytesPerView: retained / views,
        retainedBytesPerNode: retained / Double(engineNodes))
}

/// Repeats one scenario of `tree` for about five seconds (or `runs` times), for a profiler.
@MainActor func profile(_ tree: TreeCase, _ scenario: String, runs: Int?) {
    let clock = ContinuousClock()
    let end = clock.now + .seconds(5)
    let warm = tree.makeHost()
    _ = warm.layout(in: proposal)
    var flip = false
    var run = 0
    var keptResult: LayoutResult?
    var liveHost: LayoutHost?
    defer { _ = keptResult }
    while runs.map({ run < $0 }) ?? (clock.now < end) {
        run += 1
        flip.toggle()
        switch scenario {
        case "cold": _ = tree.makeHost().layout(in: proposal)
        case "layout":
            // Laid out cold without resolving again: the host forgets every cached answer.
            warm.discardCaches()
            _ = warm.layout(in: proposal)
        case "width": _ = warm.layout(in: flip ? otherProposal : proposal)
        case "repeat": _ = warm.layout(in: proposal)
        case "kept":
            tree.changeLeaf?(warm, flip)
            keptResult = warm.layout(in: proposal)
        case "state", "unread":
            guard let live = tree.live else { return }
            if liveHost == nil {
                liveHost = live.makeHost()
                _ = liveHost!.layout(in: proposal)
            }
            if scenario == "state" { live.setWide(flip) } else { live.touchUnread() }
            _ = liveHost!.layout(in: proposal)
        default:
            tree.changeLeaf?(warm, flip)
            _ = warm.layout(in: proposal)
        }
    }
}

@MainActor func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// Independent trees resolved on the main actor and laid out elsewhere (issue 18): 16 hosts of
/// each tree, each run laying all of them out cold, first one after another in one task, then
/// each in a task of its own in a task group. Prints the median throughput of both and their
/// ratio: on n cores the group should approach n times the single task.
@MainActor func measureParallel(_ tree: TreeCase, runs: Int) async {
    let hosts = (0 ..< 16).map { _ in tree.makeHost() }
    let proposal = ProposedViewSize(width: 1024, height: 768)
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    var alone: [Double] = [], together: [Double] = []
    for _ in 0 ..< runs {
        for host in hosts { host.discardCaches() }
        let start = clock.now
        await Task.detached { for host in hosts { _ = host.layout(in: proposal) } }.value
        alone.append(Double(hosts.count) / seconds(clock.now - start))
        for host in hosts { host.discardCaches() }
        let groupStart = clock.now
        await withTaskGroup(of: Void.self) { group in
            for host in hosts { group.addTask { _ = host.layout(in: proposal) } }
        }
        together.append(Double(hosts.count) / seconds(clock.now - groupStart))
    }
    alone.sort()
    together.sort()
    let (one, many) = (alone[alone.count / 2], together[together.count / 2])
    print(
        "\(tree.name.padding(toLength: 4, withPad: " ", startingAt: 0)) one task \(format(one)) layouts/s, task group \(format(many)) layouts/s:",
        "\(format(many / one, 2))× on \(ProcessInfo.processInfo.activeProcessorCount) cores")
}

/// The process's resident memory in MB (Linux's /proc; 0 elsewhere).
func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// A long-lived host (issues 19 and 37): laid out at `count` widths it never saw, then `count`
/// leaf replacements and, for a tree with a live variant, `count` changes of the state its leaf
/// reads, each laid out. Its memory must stay flat: what the heap keeps per change is printed
/// (with glibc; the process's resident memory elsewhere).
@MainActor func soak(_ tree: TreeCase, count: Int) {
    let clock = ContinuousClock()
    /// Bytes in use on the heap (resident bytes where allocations are not counted).
    func bytes() -> Double {
        bench_allocations_counted() != 0 ? Double(bench_bytes_in_use()) : residentMegabytes() * 1_048_576
    }
    /// Runs `change` `count` times after a warm-up, and prints the bytes kept per change.
    func run(_ label: String, _ change: (Int) -> Void) {
        for step in 0 ..< min(count, 1_000) { change(step) }
        let before = bytes()
        let elapsed = clock.measure { for step in 0 ..< count { change(step) } }
        let kept = (bytes() - before) / Double(count)
        print("\(tree.name): \(count) \(label): \(format(kept, 1)) bytes kept per change (\(elapsed))")
    }
    let host = tree.makeHost()
    _ = host.layout(in: proposal)
    run("layouts at new widths") { _ = host.layout(in: ProposedViewSize(width: 500 + CGFloat($0) / 64, height: 768)) }
    if let changeLeaf = tree.changeLeaf {
        run("leaf replacements") { step in
            changeLeaf(host, step % 2 == 0)
            _ = host.layout(in: proposal)
        }
    }
    if let live = tree.live {
        let liveHost = live.makeHost()
        _ = liveHost.layout(in: proposal)
        run("state changes") { step in
            live.setWide(step % 2 == 0)
            _ = liveHost.layout(in: proposal)
        }
    }
}

if let counts = options.lazy {
    runLazy(counts, options)
    exit(0)
}
if let count = options.soak {
    var soakOptions = options
    soakOptions.trees = options.trees ?? ["b"]
    soakOptions.depth = options.depth ?? 6
    print("trellis-bench --soak \(count): one host per tree")
    for tree in makeCases(soakOptions) { soak(tree, count: count) }
    exit(0)
}
if options.cards {
    print("trellis-bench --cards: layout and drawing per card, median of \(options.quick ? 3 : 7) runs")
    await measureCards(count: 100, runs: options.quick ? 3 : 7)
    exit(0)
}
if options.parallel {
    var parallelOptions = options
    parallelOptions.trees = options.trees ?? ["c"]
    print("trellis-bench --parallel: 16 independent trees, cold layouts, median of \(options.quick ? 5 : 15) runs")
    for tree in makeCases(parallelOptions) { await measureParallel(tree, runs: options.quick ? 5 : 15) }
    exit(0)
}
if let scenario = options.profile {
    for tree in makeCases(options) { profile(tree, scenario, runs: options.runs) }
    exit(0)
}
if !options.json {
    print("trellis-bench: ns per view (median); proposal 1024×768, width change 1024↔1000\(options.quick ? " (quick)" : "")")
    print("tree  views   nodes   cold  (resolve+layout)  repeat  width  leaf-change  (kept)  allocs  peak B  kept B  B/node  state-change  (unread)")
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for tree in makeCases(options) {
    let f = measure(tree, options)
    if options.json {
        print(String(decoding: try! encoder.encode(f), as: UTF8.self))
    } else {
        let leaf = f.leafChangeNs.map { format($0 / 1000) + " µs" } ?? "—"
        let keptLeaf = f.keptLeafChangeNs.map { format($0 / 1000) + " µs" } ?? "—"
        print(
            f.tree.padding(toLength: 5, withPad: " ", startingAt: 0),
            String(f.views).leftPad(6), String(f.engineNodes).leftPad(7),
            format(f.coldNsPerView).leftPad(6), "(\(format(f.resolveNsPerView)) + \(format(f.layoutOnlyNsPerView)))".leftPad(17),
            (format(f.repeatNs / 1000, 2) + " µs").leftPad(9), format(f.widthChangeNsPerView).leftPad(6), leaf.leftPad(12), keptLeaf.leftPad(10),
            format(f.allocationsPerView, 2).leftPad(7), format(f.peakBytesPerView, 0).leftPad(7),
            format(f.retainedBytesPerView, 0).leftPad(7), format(f.retainedBytesPerNode, 0).leftPad(7),
            (f.stateChangeNs.map { format($0 / 1000) + " µs" } ?? "—").leftPad(13),
            (f.unreadChangeNs.map { format($0 / 1000, 2) + " µs" } ?? "—").leftPad(10))
    }
}
if !options.json, bench_allocations_counted() == 0 {
    print("(allocations and memory are not counted on this platform: they need glibc)")
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
