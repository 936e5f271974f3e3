import Foundation
import Testing
@testable import Trellis

/// `Picker(selection:label:content:)`, deprecated in SwiftUI ("Renamed:
/// Picker(selection:content:label:)").
@Suite("Deprecated picker initialiser")
@MainActor
struct PickerDeprecatedTests {
    @Test("a picker with its label given as a view lays out as the renamed form")
    func labelAsAViewLaysOutAsTheRename() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        let proposal = ProposedViewSize(width: 300, height: 100)
        let old = Picker(selection: .constant(2), label: Text("Size").id("label")) { Text("S").tag(1); Text("M").tag(2) }
        let renamed = Picker(selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) } label: { Text("Size").id("label") }
        let oldResult = old.layout(in: proposal, environment: environment, fonts: .testFont)
        #expect(oldResult.frame(of: "label") != nil)
        #expect(oldResult.frame(of: "label") == renamed.layout(in: proposal, environment: environment, fonts: .testFont).frame(of: "label"))
    }
}
