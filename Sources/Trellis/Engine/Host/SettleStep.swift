import Foundation

/// A step a host runs after a layout pass, before it hands the result out: content made from
/// where views were laid out (a reader's), scroll views brought to what they were asked,
/// observers told what changed. A step may replace parts of the tree and lay out again; it
/// returns the result to go on with.
///
/// The steps run in the order of ``LayoutHost/settleSteps``, each once per layout, each only
/// when its feature is in the tree (``isNeeded(by:)``): a tree without readers, scroll views
/// or observers costs one check per step. A new feature that settles after a pass adds a step
/// type in a file of its own and a place in that list, not code in the host's layout.
protocol SettleStep: Sendable {
    /// Whether the host's tree has anything for the step to do.
    func isNeeded(by host: LayoutHost) -> Bool
    /// Runs the step on `result` (a pass's, or the step before's). `pass` lays the tree out
    /// again, with a stack for its depth; `buildingViews` says whether views may be made (on
    /// the main actor).
    func settle(_ result: LayoutResult, in host: LayoutHost, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult
}

extension LayoutHost {
    /// The settle steps, in the order they run: readers' content first (it may change what a
    /// scroll view holds), then scroll views (whose new rows may hold readers, made again),
    /// then the observers of the settled tree, then its events (which run after the observers'
    /// actions).
    static let settleSteps: [any SettleStep] = [SettleReaders(), SettleScrolling(), SettleObservers(), SettleEvents()]
}
