import Foundation
import Testing
@testable import Trellis

// `listItemTint` tints a list item's content; `badgeProminence` and `sidebarRowSize` are
// environment values. SwiftUI: "listItemTint(_:)"
// (https://developer.apple.com/documentation/swiftui/view/listitemtint(_:)-4aikm),
// "ListItemTint", "badgeProminence(_:)", "EnvironmentValues/sidebarRowSize".

@MainActor
@Suite("List item appearance")
struct ListItemAppearanceTests {
    private func paint(_ view: some View) -> LayoutResult.Paint? {
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10))
        switch result.elements.last?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    @Test("a fixed list item tint paints the tint style")
    func fixedTintPaintsTint() {
        #expect(paint(Rectangle().fill(.tint).listItemTint(.fixed(.orange))) == LayoutResult.Paint(.orange))
    }

    @Test("a preferred tint is the tint, as nothing overrides it headless")
    func preferredTintPaintsTint() {
        #expect(paint(Rectangle().fill(.tint).listItemTint(.preferred(.green))) == LayoutResult.Paint(.green))
    }

    @Test("the colour form is the fixed tint")
    func colourFormIsFixed() {
        #expect(paint(Rectangle().fill(.tint).listItemTint(Color.red)) == paint(Rectangle().fill(.tint).listItemTint(.fixed(.red))))
    }

    @Test("a nil tint leaves the inherited tint")
    func nilTintKeepsInherited() {
        #expect(paint(Rectangle().fill(.tint).listItemTint(nil as Color?).tint(.pink)) == LayoutResult.Paint(.pink))
    }

    @Test("badge prominence and sidebar row size default to standard and medium")
    func environmentDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.badgeProminence == .standard)
        #expect(environment.sidebarRowSize == .medium)
    }

    @Test("badgeProminence sets the environment's value for the views inside")
    func badgeProminenceSetsEnvironment() {
        struct Reader: View {
            @Environment(\.badgeProminence) var prominence
            var body: some View { Color.red.frame(width: prominence == .increased ? 20 : 10, height: 10).id("badge") }
        }
        let result = Reader().badgeProminence(.increased).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "badge")?.width == 20)
    }
}

// A collapsible section leaves its content out while collapsed. SwiftUI:
// "Section/init(isExpanded:content:header:)"
// (https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)):
// "a binding that controls whether the section's content is visible".
@MainActor
@Suite("Collapsible sections")
struct CollapsibleSectionTests {
    private struct Shelf: View {
        @State var expanded: Bool
        var body: some View {
            List {
                Section("Books", isExpanded: $expanded) {
                    Color.red.frame(width: 40, height: 10).id("book")
                }
                Button("Toggle") { expanded.toggle() }.id("toggle")
            }
        }
    }

    @Test("a collapsed section lays out its header, not its content")
    func collapsedSectionHidesContent() {
        let result = LayoutHost(Shelf(expanded: false)).layout(in: ProposedViewSize(width: 320, height: 400))
        #expect(result.frame(of: "book") == nil)
        #expect(result.elements.contains { $0.name.contains("Books") })
    }

    @Test("expanding the binding shows the content")
    func expandingShowsContent() {
        let host = LayoutHost(Shelf(expanded: false))
        _ = host.layout(in: ProposedViewSize(width: 320, height: 400))
        #expect(host.activate(id: "toggle"))
        #expect(host.layout(in: ProposedViewSize(width: 320, height: 400)).frame(of: "book") != nil)
    }
}
