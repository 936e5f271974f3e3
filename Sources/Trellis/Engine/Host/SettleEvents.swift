import Foundation

/// Finds the events to run in the settled tree (`onAppear`, `onDisappear`, `onChange`, `task`),
/// for a live host to run once its lock is released (`ViewEvents.swift`). A snapshot runs none:
/// it is laid out before anything appears.
struct SettleEvents: SettleStep {
    func isNeeded(by host: LayoutHost) -> Bool { host.live != nil && host.engine.features.hasEvents }

    func settle(_ result: LayoutResult, in host: LayoutHost, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        let (actions, reported) = host.collectEvents(buildingViews: buildingViews)
        host.pendingActions += actions
        // (The problem reported is part of the result.)
        return reported ? host.engine.result(size: result.size, proposal: result.proposal) : result
    }
}
