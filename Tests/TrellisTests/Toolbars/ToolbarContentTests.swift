import Foundation
import Testing
@testable import Trellis

/// Toolbar content beyond items: title menus, default items, labelled groups, the large-title
/// placement, glass, colour schemes and customization. Apple's documentation says what each
/// does; where an iPhone shows nothing of it, the test checks that nothing moves.
@Suite("Toolbar content")
@MainActor
struct ToolbarContentTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: window, environment: environment)
    }

    @Test("sharedBackgroundVisibility(.hidden) collects items without their glass")
    func sharedBackgroundHidden() {
        var list = _ToolbarItemList()
        let content = ToolbarItem { Text("Plain") }.sharedBackgroundVisibility(.hidden)
        type(of: content)._collectToolbar(content, into: &list)
        #expect(list.entries.map(\.glass) == [false])
        var plain = _ToolbarItemList()
        ToolbarItem<(), Text>._collectToolbar(ToolbarItem { Text("Glass") }, into: &plain)
        #expect(plain.entries.map(\.glass) == [true])
    }

    @Test("a ToolbarTitleMenu gives the title a chevron")
    func titleMenu() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarTitleMenu { Button("Rename") {} }
            }
        })
        #expect(result.elements.contains { $0.name.contains("chevron.down") })
        #expect(!result.elements.contains { $0.name.contains("Rename") })
    }

    @Test("a DefaultToolbarItem adds no item of its own on an iPhone")
    func defaultItem() {
        let result = layout(NavigationStack {
            Color.clear.id("content").toolbar { DefaultToolbarItem(kind: .sidebarToggle) }
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("a labelled group's views are its items")
    func labelledGroup() {
        let result = layout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    StandIn.fixed(width: 23, height: 22).id("bold")
                    StandIn.fixed(width: 23, height: 22).id("italic")
                } label: {
                    Text("Format")
                }
            }
        })
        #expect(result.frame(of: "bold")?.minX == CGFloat(28 + 12.5))
        #expect(result.frame(of: "italic")?.minX == CGFloat(28 + 48 + 12 + 12.5))
        #expect(!result.elements.contains { $0.name.contains("Format") })
    }

    @Test("a largeTitle item takes the large title's place")
    func largeTitleItem() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .largeTitle) { StandIn.fixed(width: 120, height: 40).id("custom") }
            }
        })
        #expect(result.frame(of: "custom") == CGRect(x: 16, y: 64 + 6.25, width: 120, height: 40))
        #expect(!result.elements.contains { $0.name.contains("Inbox") })
    }

    /// A view as wide as its colour scheme says: 10 in light, 20 in dark.
    struct SchemeProbe: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            StandIn.fixed(width: scheme == .dark ? 20 : 10, height: 10)
        }
    }

    @Test("toolbarColorScheme gives the bar's items its scheme")
    func barColorScheme() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox")
                .toolbar { ToolbarItem { SchemeProbe().id("item") } }
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(result.frame(of: "item")?.width == 20)
    }

    @Test("customization modifiers leave every item showing")
    func customizationInert() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar(id: "main") {
                ToolbarItem(id: "add") { StandIn.fixed(width: 23, height: 22).id("add") }
                    .defaultCustomization(.hidden)
                    .customizationBehavior(.disabled)
            }
        })
        #expect(result.frame(of: "add") != nil)
    }

    @Test("toolbar(removing: .title) takes the title out; a bar left empty is not shown")
    func removingTheTitle() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Player").toolbar(removing: .title)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(!result.elements.contains { $0.name.contains("Player") })
    }

    @Test("toolbar(removing: .search) takes the search field out")
    func removingTheSearch() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Fruit").searchable(text: .constant("")).toolbar(removing: .search)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 116.5, width: 320, height: 363.5))
    }

    @Test("toolbar(removing: nil) removes nothing")
    func removingNothing() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Fruit").toolbar(removing: nil)
        })
        #expect(result.frame(of: "content")?.minY == 116.5)
    }
}
