import Foundation
import Testing
@testable import Trellis

/// A disabled control does not respond (Apple, "disabled(_:)": "Adds a condition that controls
/// whether users can interact with this view").
@Suite("Disabled controls")
@MainActor
struct DisabledControlTests {
    final class Log { var taps = 0 }

    private static let proposal = ProposedViewSize(width: 300, height: 400)

    @Test("activating a disabled button runs nothing")
    func disabledButtonRunsNothing() {
        let log = Log()
        let host = LayoutHost(Button("Go") { log.taps += 1 }.disabled(true).id("go"), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(!host.activate(id: "go"))
        #expect(log.taps == 0)
    }

    @Test("a button inside a disabled container is disabled too")
    func disabledContainerDisablesItsButtons() {
        let log = Log()
        let host = LayoutHost(VStack { Button("Go") { log.taps += 1 }.id("go") }.disabled(true), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        host.activate(id: "go")
        #expect(log.taps == 0)
    }

    @Test("disabled(false) leaves a button working")
    func enabledButtonRuns() {
        let log = Log()
        let host = LayoutHost(Button("Go") { log.taps += 1 }.disabled(false).id("go"), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(host.activate(id: "go"))
        #expect(log.taps == 1)
    }

    struct Switch: View {
        @State var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn).disabled(true).id("wifi")
            Text(isOn ? "on" : "off").id(isOn ? "on" : "off")
        }
    }

    @Test("activating a disabled toggle leaves it as it is")
    func disabledToggleStays() {
        let host = LayoutHost(VStack { Switch() }, fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        host.activate(id: "wifi")
        #expect(host.layout(in: Self.proposal).frame(of: "off") != nil)
    }
}
