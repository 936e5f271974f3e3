import Foundation
import Testing
@testable import Trellis

/// `@AccessibilityFocusState` and `accessibilityFocused` (Apple, "AccessibilityFocusState": "a
/// value that SwiftUI updates as the focus of any active accessibility technology changes";
/// setting it moves that focus to the bound view).
@Suite("Accessibility focus state")
@MainActor
struct AccessibilityFocusStateTests {
    struct Receipt: View {
        enum Line: Hashable { case items, total }
        @AccessibilityFocusState var focus: Line?
        @AccessibilityFocusState var totalIsFocused: Bool

        var body: some View {
            VStack {
                Text("3 items").accessibilityFocused($focus, equals: .items)
                Text("Total").accessibilityFocused($totalIsFocused)
                Button("Read the items") { focus = .items }.id("items")
                Button("Read the total") { totalIsFocused = true }.id("total")
            }
        }
    }

    private static func focused(_ result: LayoutResult) -> [String] {
        result.accessibilityElements.filter(\.isAccessibilityFocused).map(\.label)
    }

    private static let proposal = ProposedViewSize(width: 300, height: 400)

    @Test("nothing is focused until the state says so")
    func nothingFocusedAtFirst() {
        #expect(Self.focused(Receipt().layout(in: Self.proposal, fonts: .testFont)).isEmpty)
    }

    @Test("setting the optional state focuses the view bound to its value")
    func optionalValueFocusesItsView() {
        let host = LayoutHost(Receipt(), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(host.activate(id: "items"))
        #expect(Self.focused(host.layout(in: Self.proposal)) == ["3 items"])
    }

    @Test("setting the Boolean state focuses its view")
    func booleanFocusesItsView() {
        let host = LayoutHost(Receipt(), fonts: .testFont)
        _ = host.layout(in: Self.proposal)
        #expect(host.activate(id: "total"))
        #expect(Self.focused(host.layout(in: Self.proposal)) == ["Total"])
    }

    @Test("technologies form a set")
    func technologiesFormASet() {
        var technologies: AccessibilityTechnologies = [.voiceOver]
        #expect(!technologies.contains(.switchControl))
        technologies.insert(.switchControl)
        #expect(technologies.contains([.voiceOver, .switchControl]))
        #expect(technologies.remove(.voiceOver) == .voiceOver)
        #expect(technologies == .switchControl)
        #expect(AccessibilityTechnologies().isEmpty)
    }
}
