import Foundation

// The questions built-in layouts ask beyond their subviews' sizes, guides and spacing: the
// safe area and the containers of `containerRelativeFrame`. They are asked of the subviews a
// layout call was given, as every other question is, so that no file under `Layouts/` names
// the engine: this file and ``SubviewAccess`` are the one way in.

extension LayoutSubviews {
    /// Whether the tree has a `containerRelativeFrame`: until it has, a container has no
    /// lengths to offer (``offerContainerLengths(_:)``).
    var treeHasContainerRelativeFrames: Bool { engine.hasContainerRelativeFrames }

    /// How far the unsafe bands reach into the container these are the subviews of, when the
    /// pass is placing it (a scroll view insets its content by this much); zero otherwise.
    func safeAreaOverlapOfContainer() -> EdgeInsets { engine.safeAreaOverlap(ofContainerOf: self) }

    /// Notes that the first subview's safe area may have moved while the pass places its
    /// container (its container added a band of a new depth or size): the subview and
    /// everything in it are placed again, as their frames do not show the change. Nothing
    /// happens outside the placing of that container (an explicit guide's placing aside).
    func firstSubviewSafeAreaMayHaveMoved() {
        guard let first, engine.containerBeingPlaced(self) != nil else { return }
        engine.safeAreaChanged(in: first.node)
    }
}
