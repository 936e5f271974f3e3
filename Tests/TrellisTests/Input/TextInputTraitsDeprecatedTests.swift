import Foundation
import Testing
@testable import Trellis

/// `disableAutocorrection(_:)`, deprecated in SwiftUI ("Renamed: autocorrectionDisabled(_:)").
@Suite("Deprecated keyboard traits")
@MainActor
struct TextInputTraitsDeprecatedTests {
    private func autocorrectionDisabled(_ disable: Bool?) -> Bool? {
        let host = LayoutHost(TextField("Name", text: .constant("")).disableAutocorrection(disable).id("name"))
        host.focus(id: "name")
        return host.reconcileFocus()?.target.input.traits.autocorrectionDisabled
    }

    @Test("disableAutocorrection(true) disables autocorrection as the renamed form does")
    func disablesAutocorrection() {
        #expect(autocorrectionDisabled(true) == true)
    }

    @Test("disableAutocorrection(nil) keeps the default, autocorrection on")
    func nilKeepsTheDefault() {
        #expect(autocorrectionDisabled(nil) == false)
    }
}
