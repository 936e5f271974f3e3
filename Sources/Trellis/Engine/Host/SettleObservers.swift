import Foundation

/// Finds the `onPreferenceChange` and `onGeometryChange` actions whose values changed in the
/// settled tree, for the host to run once its lock is released (`LayoutObservers.swift`).
struct SettleObservers: SettleStep {
    func isNeeded(by host: LayoutHost) -> Bool { host.engine.features.observesLayout }

    func settle(_ result: LayoutResult, in host: LayoutHost, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        let (actions, reported) = host.observeLayout(buildingViews: buildingViews)
        host.pendingActions = actions
        // (A problem an observer reported is part of the result.)
        return reported ? host.engine.result(size: result.size, proposal: result.proposal) : result
    }
}
