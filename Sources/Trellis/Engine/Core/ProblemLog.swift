import Foundation

/// What a pass reported, and the problems kept so that every pass reports them again.
///
/// Three sources: resolving the views (``ResolveProblem``s, reported while a node they belong
/// to is in the tree), the pass itself (the number checks, ``LayoutEngine/report(_:_:_:)``),
/// and cached answers: a pass answered from the cache lists again what computing the answer
/// reported (``remember(since:of:)``, ``replay(_:into:)``). Plain data: it never calls a layout.
struct ProblemLog {
    /// A cached question: a node's size for a proposal, or (with `guide`) one of its explicit
    /// guides for a proposal.
    struct Question: Hashable {
        let node: NodeID
        let proposal: ProposedViewSize
        var guide: AlignmentKey?
    }

    /// This pass's reports.
    private(set) var log = DiagnosticLog()
    /// What resolving the views found wrong.
    private(set) var resolveProblems: [ResolveProblem]
    /// The diagnostics computing a cached answer reported. Empty for clean trees, so checking
    /// it costs one test.
    private var cached: [Question: [LayoutDiagnostic]] = [:]

    init(resolveProblems: [ResolveProblem]) {
        self.resolveProblems = resolveProblems
    }

    /// How many reports this pass has made, repeats included (a mark for ``remember(since:of:)``).
    var reportCount: Int { log.reports.count }

    /// Whether any cached answer met a problem (if not, there is nothing to replay).
    var hasCachedProblems: Bool { !cached.isEmpty }

    mutating func add(_ diagnostic: LayoutDiagnostic) { log.add(diagnostic) }

    /// Starts a pass: the reports start over from the resolve problems of the views in the tree.
    mutating func reset() {
        log = DiagnosticLog()
        for problem in resolveProblems { log.add(problem.diagnostic) }
    }

    /// Keeps the diagnostics reported since `mark` with the cached answer to `question`, each
    /// once (the reports repeat the problems of every cached answer reused meanwhile).
    mutating func remember(since mark: Int, of question: Question) {
        let count = log.reports.count
        guard count > mark else {
            // A question asked again (its node changed, or its answer was forgotten) may now
            // meet none of the problems it met before.
            if !cached.isEmpty { cached[question] = nil }
            return
        }
        var seen: Set<LayoutDiagnostic> = []
        cached[question] = log.reports[mark ..< count].filter { seen.insert($0).inserted }
    }

    /// Reports again the diagnostics computing the cached answer to `question` reported.
    mutating func replay(_ question: Question) {
        guard let problems = cached[question] else { return }
        for problem in problems { log.add(problem) }
    }

    /// Adds the problems resolving a replacement found.
    mutating func addResolveProblems(_ problems: some Sequence<ResolveProblem>) {
        resolveProblems.append(contentsOf: problems)
    }

    /// Forgets what belonged only to nodes for which `isFree` is true.
    mutating func forget(where isFree: (NodeID) -> Bool) {
        if !cached.isEmpty { cached = cached.filter { !isFree($0.key.node) } }
        resolveProblems.removeAll { !$0.owners.isEmpty && $0.owners.allSatisfy(isFree) }
    }
}
