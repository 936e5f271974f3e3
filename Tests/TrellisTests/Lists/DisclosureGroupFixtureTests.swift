import Foundation
import Observation
import Testing
@testable import Trellis

/// `disclosure/basic` re-typed from swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/disclosure/basic/frames.json` at 50a2567, macOS 26.2 at 2x, 320 × 300; the
/// view in `Fixtures/Sources/Disclosure/DisclosureFixtures.swift`), with its recorded numbers:
/// a group expanded by a change of its model shows its content. The custom label (a `Label`
/// with an image asset) is stood in for by a view of its recorded size; heights and vertical
/// positions are compared to 0.01, text widths within 1 point or 2 %.
@Suite("Disclosure group fixture (macOS)")
@MainActor
struct DisclosureGroupFixtureTests {
    @Observable final class Model {
        var expanded = false
    }

    struct Fixture: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                DisclosureGroup("Details", isExpanded: Binding(get: { model.expanded }, set: { model.expanded = $0 })) {
                    Text("Inside").id("inside")
                    Toggle("Option", isOn: .constant(true)).id("toggle")
                }
                .id("group")
                DisclosureGroup(isExpanded: .constant(true)) {
                    Text("Shown").id("shownContent")
                } label: {
                    StandIn.fixed(width: 83, height: 24).id("customLabel")
                }
                .id("expanded")
                DisclosureGroup("Outer", isExpanded: .constant(true)) {
                    DisclosureGroup("Inner", isExpanded: .constant(true)) {
                        Text("Nested").id("nested")
                    }
                    .id("inner")
                }
                .id("outer")
            }
            .padding(20)
            .id("stack")
        }
    }

    private let macOS = EnvironmentValues.recording(.macOS, scale: 100)

    private func expectFrame(_ result: LayoutResult, _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        guard let frame = result.frame(of: id) else {
            Issue.record("\(id) has no frame")
            return
        }
        #expect(abs(frame.minY - y) <= 0.01 && abs(frame.height - height) <= 0.01, "\(id): \(frame) ≠ y \(y), height \(height)")
        #expect(abs(frame.minX - x) <= max(1, x * 0.02) && abs(frame.width - width) <= max(1, width * 0.02),
                "\(id): \(frame) ≠ x \(x), width \(width)")
    }

    @Test("disclosure/basic: collapsed, the group is its 24-point label row")
    func collapsed() {
        let host = LayoutHost(Fixture(model: Model()).frame(width: 320, height: 300), environment: macOS)
        let result = host.layout(in: ProposedViewSize(width: 320, height: 300))
        expectFrame(result, "stack", 0, 50, 320, 200)
        expectFrame(result, "group", 20, 70, 280, 24)
        #expect(result.frame(of: "inside") == nil)
        expectFrame(result, "expanded", 20, 106, 280, 48)
        expectFrame(result, "customLabel", 31.5, 110, 83, 24)
        expectFrame(result, "shownContent", 139.5, 138, 41, 16)
        expectFrame(result, "outer", 20, 166, 280, 64)
        expectFrame(result, "inner", 20, 190, 280, 40)
        expectFrame(result, "nested", 138.25, 214, 43.5, 16)
    }

    @Test("disclosure/basic expand: expanded by its model, the group shows its content under the label")
    func expandedByItsModel() {
        let model = Model()
        let host = LayoutHost(Fixture(model: model).frame(width: 320, height: 300), environment: macOS)
        let window = ProposedViewSize(width: 320, height: 300)
        _ = host.layout(in: window)
        model.expanded = true
        let result = host.layout(in: window)
        expectFrame(result, "stack", 0, 29.75, 320, 240.5)
        expectFrame(result, "group", 20, 49.75, 280, 64.5)
        expectFrame(result, "inside", 141.75, 73.75, 36.5, 16)
        expectFrame(result, "toggle", 129, 95.75, 62, 18.5)
        expectFrame(result, "expanded", 20, 126.25, 280, 48)
        expectFrame(result, "shownContent", 139.5, 158.25, 41, 16)
        expectFrame(result, "outer", 20, 186.25, 280, 64)
        expectFrame(result, "nested", 138.25, 234.25, 43.5, 16)
    }
}
