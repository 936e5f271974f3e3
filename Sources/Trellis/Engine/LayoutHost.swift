import Foundation

/// Lays out one view tree, repeatedly.
///
/// The host resolves the view into layout nodes once; each ``layout(in:)`` then measures and
/// places them, reusing every answer that is still valid, so laying out the same tree again
/// (or at another size) is cheaper than the first time. Nothing in a host's tree changes after
/// it is created, so laying out again for the same proposal as the last layout returns that
/// layout's result without any work.
///
/// ```swift
/// let host = LayoutHost(ContentView())
/// let phone = host.layout(in: ProposedViewSize(width: 390, height: 844))
/// let tablet = host.layout(in: ProposedViewSize(width: 820, height: 1180))
/// ```
///
/// A host is not thread-safe; use one per task. Results are `Sendable`.
public final class LayoutHost {
    let engine: LayoutEngine
    private let resolveProblems: [LayoutDiagnostic]
    /// The last layout's proposal and result: the answer to the same proposal until the
    /// caches are discarded.
    private var last: (proposal: ProposedViewSize, result: LayoutResult)?

    /// Creates a host for `view` in `environment`, measuring text with fonts from `fonts`.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system) {
        let (resolver, root) = Resolver.resolveRoot(view, environment: environment, fonts: fonts)
        engine = LayoutEngine(nodes: resolver.nodes, children: resolver.children, root: root, environment: environment)
        resolveProblems = resolver.problems
        for problem in resolveProblems {
            engine.report(problem)
        }
    }

    /// Lays the view out for `proposal`.
    ///
    /// Laying out for the proposal of the previous layout returns its result at once (the tree
    /// has not changed); other proposals reuse every cached answer that still applies.
    public func layout(in proposal: ProposedViewSize) -> LayoutResult {
        // A traced pass always runs: its log must see every question.
        if let last, last.proposal == proposal, engine.measurementLog == nil { return last.result }
        let size = engine.run(proposal)
        let result = engine.result(size: size, proposal: proposal)
        last = (proposal, result)
        return result
    }

    /// Forgets every cached measurement and every layout's cache; the next layout starts cold.
    public func discardCaches() {
        last = nil
        engine.discardCaches()
    }
}

extension View {
    /// Lays this view out for `proposal`, headless, and returns every view's frame.
    ///
    /// ```swift
    /// let result = HStack { Color.red.id("red"); Color.blue }.layout(in: ProposedViewSize(width: 200, height: 100))
    /// result.frame(of: "red")
    /// ```
    ///
    /// - Parameters:
    ///   - proposal: The size offered to the root view; the root sits at the origin.
    ///   - environment: Layout direction and display scale (for rounding); defaults to
    ///     left to right at scale 1.
    ///   - fonts: Where text finds its fonts: the system's by default, or
    ///     ``FontLibrary/testFont`` for deterministic tests.
    public func layout(
        in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system
    ) -> LayoutResult {
        LayoutHost(self, environment: environment, fonts: fonts).layout(in: proposal)
    }
}
