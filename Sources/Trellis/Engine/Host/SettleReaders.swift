import Foundation

/// Makes the content of geometry readers and preference-value layers from where they were
/// laid out, then lays out again until no reader's input changes (`GeometryReaders.swift`).
struct SettleReaders: SettleStep {
    func isNeeded(by host: LayoutHost) -> Bool { !host.engine.features.readers.isEmpty }

    func settle(_ result: LayoutResult, in host: LayoutHost, buildingViews: Bool, pass: () -> LayoutResult) -> LayoutResult {
        host.settleReaders(result, buildingViews: buildingViews, pass: pass)
    }
}
