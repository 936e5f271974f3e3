import Foundation
import Testing
import Trellis
import TrellisScene

/// The error reading `json` as a scene gives; `nil`, recorded as a test issue, when the scene
/// is accepted. Shared by the suites that check malformed scene files.
func rejected(_ json: String, layouts: [String: AnyLayout] = [:]) -> SceneError? {
    do {
        _ = try SceneFile(json: json, layouts: layouts)
        Issue.record("accepted: \(json)")
        return nil
    } catch {
        return error
    }
}
