import Foundation

/// Runs any ``Layout`` against stand-in subviews, without views, and reports what it did.
///
/// ```swift
/// let trial = LayoutTrial(BasicVStack(), subviews: [.fixed(width: 40, height: 20), .fixed(width: 60, height: 10)])
/// let run = trial.run(in: ProposedViewSize(width: 100, height: 100))
/// run.size                        // (60, 30)
/// run.subviews[1].frame           // (0, 20, 60, 10)
/// run.subviews[1].proposal        // what it was placed with
/// run.subviews[1].measurements    // every size question the layout asked it, in order
/// ```
public struct LayoutTrial<L: Layout> {
    /// What one stand-in went through.
    public struct Subview: Sendable {
        /// Its frame in the container's coordinates (the container at the origin), unrounded.
        public let frame: CGRect
        /// The proposal it was placed with (the container's proposal if it was not placed).
        public let proposal: ProposedViewSize
        /// Every `sizeThatFits` or `dimensions` question the layout asked it, in order, with
        /// the answer, including questions answered from the cache.
        public let measurements: [Measurement]
    }

    /// One size question and its answer.
    public struct Measurement: Sendable, Equatable {
        /// The proposal asked.
        public let proposal: ProposedViewSize
        /// The size answered.
        public let size: CGSize
    }

    /// The outcome of one run.
    public struct Run: Sendable {
        /// The size the layout chose.
        public let size: CGSize
        /// The stand-ins, in the order given.
        public let subviews: [Subview]
        /// Problems met and repaired (a subview placed twice or never, NaN sizes…).
        public let diagnostics: [LayoutDiagnostic]
        /// The full layout result, for dumps.
        public let result: LayoutResult
    }

    /// The layout under test.
    public let layout: L
    /// The stand-ins, in order.
    public let subviews: [StandIn]

    /// Prepares a trial of `layout` with `subviews`.
    public init(_ layout: L, subviews: [StandIn]) {
        self.layout = layout
        self.subviews = subviews
    }

    /// Lays the container out for `proposal` and reports what happened to each stand-in.
    public func run(in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> Run {
        let view = layout { ForEach(subviews.indices, id: \.self) { subviews[$0] } }
        // Stand-ins in a layout container: no body to read, so any isolation will do.
        let host = LayoutHost(resolving: view, environment: environment, fonts: .system)
        host.engine.measurementLog = MeasurementLog()
        let result = host.layout(in: proposal)
        let engine = host.engine
        let frames = engine.finalFrames()
        let log = (engine.measurementLog?.events ?? []).filter { $0.asker != nil }
        let reports = engine.children(of: engine.root).map { node in
            Subview(
                frame: frames[node.index],
                proposal: engine.proposal(placedWith: node),
                measurements: log.filter { $0.node == node }.map { Measurement(proposal: $0.proposal, size: $0.size) })
        }
        return Run(size: result.size, subviews: reports, diagnostics: result.diagnostics, result: result)
    }
}
