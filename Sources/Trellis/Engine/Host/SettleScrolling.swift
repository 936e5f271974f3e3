import Foundation

/// Brings scroll views to where they were asked to scroll and resolves the rows of lazy
/// containers that now show (`LazyHost.swift`); rows resolved anew may hold readers, whose
/// content is made then.
struct SettleScrolling: SettleStep {
    func isNeeded(by host: LayoutHost) -> Bool { host.engine.features.scrolling.needsSettling }

    func settle(_ result: LayoutResult, in host: LayoutHost, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        let scrolled = host.settleScrolling(result, buildingViews: buildingViews, pass: pass)
        let readers = SettleReaders()
        return readers.isNeeded(by: host) ? readers.settle(scrolled, in: host, buildingViews: buildingViews, pass: pass) : scrolled
    }
}
