import Foundation

// Observers: `onPreferenceChange`, `onGeometryChange`, `onScrollGeometryChange` and
// `onScrollVisibilityChange` actions, run after a layout for the
// values that changed. The host keeps each observer's last value; the actions run on the main
// actor once the host's lock is released (an action may lay the host out again).

/// An observer by its place: a hash of the positions of the views on the way from the root to
/// its view, and its position among the effects there. A view list's elements share the observer a
/// modifier on the list made, and each has its own value; a view made again alike (in content a
/// reader remade) keeps its observer's last value, as SwiftUI keeps a view's identity.
struct ObserverKey: Hashable {
    let place: UInt64
    let position: Int
}

extension LayoutHost {
    /// Reads every observer's value in the laid-out tree and returns the actions of those whose
    /// value changed, in the order of the tree, and whether a change was reported instead (off
    /// the main actor, where actions do not run: their values stay as they were, so the next
    /// layout on the main actor runs them).
    func observeLayout(buildingViews: Bool) -> (actions: [() -> Void], reported: Bool) {
        let frames = engine.finalFrames()
        let values = PreferenceValues(tree: engine.placedTree, frames: frames)
        var actions: [() -> Void] = []
        var reported = false
        var seen: [ObserverKey: Any] = [:]
        var phaseChanges: [NodeID: [ScrollPhaseLog.Change]] = [:]
        for (node, place, position, observer) in values.observers() {
            let key = ObserverKey(place: place, position: position)
            if case .scrollPhase = observer.reading {
                // (Off the main actor the changes wait for the next layout there.)
                guard buildingViews, let scrollView = engine.firstScrollView(in: node),
                      let geometry = engine.scrollGeometry(in: node, frames: frames) else {
                    if let kept = observed[key] { seen[key] = kept }
                    continue
                }
                if phaseChanges[scrollView] == nil {
                    phaseChanges[scrollView] = engine.features.scrolling.phases[scrollView]?.takeChanges() ?? []
                }
                // The first layout that finds the observer runs it once with the phase the
                // scroll view is in, as old and new phase (swiftui-web `scroll/geometry`: one
                // call at rest, on macOS and iOS).
                if observed[key] == nil {
                    let phase = engine.features.scrolling.phases[scrollView]?.phase ?? .idle
                    let initial = ScrollPhaseLog.Change(old: phase, new: phase, velocity: nil)
                    actions.append { observer.action(initial, ScrollPhaseChangeContext(geometry: geometry, velocity: nil)) }
                }
                seen[key] = true
                for change in phaseChanges[scrollView] ?? [] {
                    actions.append { observer.action(change, ScrollPhaseChangeContext(geometry: geometry, velocity: change.velocity)) }
                }
                continue
            }
            let read: Any? = switch observer.reading {
            case let .preference(preference): values.value(preference, at: node, effectsBefore: position)
            case let .geometry(transform): transform(engine.proxy(of: node, frames: frames))
            case let .scrollGeometry(transform): engine.scrollGeometry(in: node, frames: frames).map(transform)
            case let .scrollVisibility(threshold): engine.isVisibleInScrollView(node, threshold: threshold, frames: frames)
            case .scrollPhase: nil
            }
            // (No value while nothing sets the key: nothing runs, and the last value stays.)
            guard let new = read else {
                if let kept = observed[key] { seen[key] = kept }
                continue
            }
            let old = observed[key]
            if let old, observer.isEqual(old, new) {
                seen[key] = old
                continue
            }
            guard buildingViews else {
                if let kept = observed[key] { seen[key] = kept }
                engine.report(
                    .approximated, node,
                    "an action on a change of the layout runs on the main actor; laid out elsewhere, it runs at the next layout there")
                reported = true
                continue
            }
            seen[key] = new
            actions.append { observer.action(old ?? new, new) }
        }
        observed = seen
        return (actions, reported)
    }
}
