import Foundation
import Testing
@testable import Trellis

// `headerProminence(_:)`, `EnvironmentValues.backgroundProminence`, `redacted(reason:)` and
// `unredacted()` (SwiftUI: "View/redacted(reason:)": "Adds a reason to apply a redaction to
// this view hierarchy"; "unredacted()": "Removes any reason to apply a redaction").
@Suite("Prominence and redaction")
@MainActor
struct ProminenceTests {
    private let window = ProposedViewSize(width: 100, height: 100)

    @Test("headerProminence sets the environment's value for the views inside")
    func headerProminenceSetsEnvironment() {
        struct Reader: View {
            @Environment(\.headerProminence) var prominence
            var body: some View { Color.red.frame(width: prominence == .increased ? 20 : 10, height: 10).id("r") }
        }
        #expect(Reader().layout(in: window).frame(of: "r")?.width == 10)
        #expect(Reader().headerProminence(.increased).layout(in: window).frame(of: "r")?.width == 20)
    }

    @Test("background prominence defaults to standard and is written through the environment")
    func backgroundProminenceEnvironment() {
        struct Reader: View {
            @Environment(\.backgroundProminence) var prominence
            var body: some View { Color.red.frame(width: prominence == .increased ? 20 : 10, height: 10).id("r") }
        }
        #expect(EnvironmentValues().backgroundProminence == .standard)
        #expect(Reader().environment(\.backgroundProminence, .increased).layout(in: window).frame(of: "r")?.width == 20)
    }

    /// A view that is as wide as the raw value of the redaction reasons it sees, plus one.
    private struct RedactionReader: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Color.red.frame(width: CGFloat(reasons.rawValue + 1), height: 10).id("r") }
    }

    @Test("redacted adds its reason to the reasons from outside")
    func redactedAddsReasons() {
        let result = RedactionReader().redacted(reason: .privacy).redacted(reason: .placeholder).layout(in: window)
        let expected = RedactionReasons([.privacy, .placeholder]).rawValue + 1
        #expect(result.frame(of: "r")?.width == CGFloat(expected))
        #expect(RedactionReader().layout(in: window).frame(of: "r")?.width == 1)
    }

    @Test("unredacted clears the reasons for the views inside")
    func unredactedClearsReasons() {
        let result = RedactionReader().unredacted().redacted(reason: .invalidated).layout(in: window)
        #expect(result.frame(of: "r")?.width == 1)
    }

    @Test("the redaction reasons are distinct options")
    func reasonsAreDistinct() {
        let all: [RedactionReasons] = [.placeholder, .privacy, .invalidated]
        #expect(Set(all.map(\.rawValue)).count == 3)
        #expect(all.allSatisfy { $0.rawValue != 0 })
    }
}
