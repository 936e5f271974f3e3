import Foundation
import Testing
@testable import Trellis

/// `labelsVisibility(_:)`: a control's label hidden or shown.
@Suite("Labels visibility")
@MainActor
struct LabelsVisibilityTests {
    private func frames(_ view: some View) -> [CGRect] {
        view.layout(in: ProposedViewSize(width: 300, height: 200), fonts: .testFont).elements.map(\.frame)
    }

    // https://developer.apple.com/documentation/swiftui/view/labelsvisibility(_:)
    @Test("hidden labels lay a control out as labelsHidden does")
    func hidden() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(frames(toggle.labelsVisibility(.hidden)) == frames(toggle.labelsHidden()))
        #expect(frames(toggle.labelsVisibility(.hidden)) != frames(toggle))
    }

    @Test("visible or automatic labels show, even inside hidden ones")
    func visible() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(frames(toggle.labelsVisibility(.visible)) == frames(toggle))
        #expect(frames(toggle.labelsVisibility(.automatic).labelsVisibility(.hidden)) == frames(toggle))
    }
}
