import Foundation
import Testing
@testable import Trellis

/// Menus and context menus: closed, a menu is its label as a borderless button; opened by a
/// live host, its items are the pop-up card of ``MenuMetrics`` (derived: no recording holds an
/// open menu) under the label.
@Suite("Menus")
@MainActor
struct MenuTests {
    private static let phone = ProposedViewSize(width: 320, height: 480)
    private static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    final class Log { var chosen: [String] = [] }

    private struct Screen: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Menu {
                    Button("Rename") { log.chosen.append("rename") }
                    Divider()
                    Button("Delete", role: .destructive) { log.chosen.append("delete") }
                } label: {
                    StandIn.fixed(width: 60, height: 22)
                }
                .id("menu")
                Spacer()
            }
            .padding(.leading, 20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test("a closed menu lays out as its label")
    func closedIsLabel() {
        let result = Screen(log: Log()).layout(in: Self.phone, environment: Self.environment)
        #expect(result.frame(of: "menu") == CGRect(x: 20, y: 0, width: 60, height: 22))
        #expect(result.frame(of: "Rename") == nil)
    }

    @Test("a tap opens the menu 250 wide, 6 under its label, leading-aligned with it")
    func tapOpens() throws {
        let host = LayoutHost(Screen(log: Log()), environment: Self.environment)
        _ = host.layout(in: Self.phone)
        #expect(host.activate(id: "menu"))
        let result = host.layout(in: Self.phone)
        let rename = try #require(result.frame(of: "Rename"))
        #expect(rename.minX == 20)
        #expect(rename.minY == CGFloat(22 + 6))
        #expect(rename.width == 250)
        #expect(rename.height == 44)
    }

    @Test("a menu without room after its label is trailing-aligned with it")
    func trailingAligned() throws {
        let view = HStack { Spacer(); Menu { Button("One") {} } label: { StandIn.fixed(width: 60, height: 22) }.id("menu") }
            .padding(.trailing, 20)
        let host = LayoutHost(view, environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        let one = try #require(host.layout(in: Self.phone).frame(of: "One"))
        #expect(one.maxX == 300)
    }

    @Test("a divider is an 8-point band between the groups")
    func dividerBand() throws {
        let host = LayoutHost(Screen(log: Log()), environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        let result = host.layout(in: Self.phone)
        let rename = try #require(result.frame(of: "Rename")), delete = try #require(result.frame(of: "Delete"))
        #expect(delete.minY == rename.maxY + 8)
    }

    @Test("choosing an item runs its action and closes the menu")
    func chooseCloses() {
        let log = Log()
        let host = LayoutHost(Screen(log: log), environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        _ = host.layout(in: Self.phone)
        #expect(host.activate(id: "Delete"))
        #expect(log.chosen == ["delete"])
        #expect(host.layout(in: Self.phone).frame(of: "Delete") == nil)
    }

    @Test("with menuActionDismissBehavior(.disabled) the menu stays open")
    func staysOpen() {
        let log = Log()
        let host = LayoutHost(Screen(log: log).menuActionDismissBehavior(.disabled), environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        _ = host.layout(in: Self.phone)
        host.activate(id: "Rename")
        #expect(log.chosen == ["rename"])
        #expect(host.layout(in: Self.phone).frame(of: "Rename") != nil)
    }

    @Test("a menu near the bottom opens above its label")
    func opensAbove() throws {
        let view = VStack {
            Spacer()
            Menu { Button("One") {} } label: { StandIn.fixed(width: 60, height: 22) }.id("menu")
        }
        let host = LayoutHost(view, environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        let one = try #require(host.layout(in: Self.phone).frame(of: "One"))
        #expect(one.maxY == CGFloat(480 - 22 - 6))
    }

    @Test("a menu with a primary action runs it on a tap and opens on a long press")
    func primaryAction() {
        var primary = 0
        let host = LayoutHost(Menu { Button("One") {} } label: { StandIn.fixed(width: 60, height: 22) } primaryAction: { primary += 1 }.id("menu"))
        _ = host.layout(in: Self.phone)
        host.activate(id: "menu")
        #expect(primary == 1)
        #expect(host.layout(in: Self.phone).frame(of: "One") == nil)
        #expect(host.longPress(id: "menu"))
        #expect(host.layout(in: Self.phone).frame(of: "One") != nil)
    }

    @Test("a custom menu style's body lays out, and Menu(configuration) inside it opens the menu")
    func customStyle() {
        struct Padded: MenuStyle {
            func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(10) }
        }
        let host = LayoutHost(Menu { Button("One") {} } label: { StandIn.fixed(width: 60, height: 22) }.menuStyle(Padded()).id("menu"))
        #expect(host.layout(in: .unspecified).size == CGSize(width: 80, height: 42))
        host.activate(id: "menu")
        #expect(host.layout(in: Self.phone).frame(of: "One") != nil)
    }

    @Test("a visible menu indicator adds a chevron after the label")
    func indicator() {
        let plain = Menu { Button("One") {} } label: { StandIn.fixed(width: 60, height: 22) }
        let hidden = plain.layout(in: .unspecified).size.width
        let shown = plain.menuIndicator(.visible).layout(in: .unspecified).size.width
        #expect(shown > hidden + 4)
    }

    @Test("a long press opens a context menu under its view")
    func contextMenu() throws {
        var copied = false
        let view = VStack {
            StandIn.fixed(width: 100, height: 40).id("card").contextMenu { Button("Copy") { copied = true } }
            Spacer()
        }
        let host = LayoutHost(view, environment: Self.environment)
        _ = host.layout(in: Self.phone)
        #expect(host.longPress(id: "card"))
        let copy = try #require(host.layout(in: Self.phone).frame(of: "Copy"))
        #expect(copy.minY == CGFloat(40 + 6))
        host.activate(id: "Copy")
        #expect(copied)
    }

    @Test("a context menu's preview sits above its items")
    func contextMenuPreview() throws {
        let view = VStack {
            StandIn.fixed(width: 100, height: 40).id("card")
                .contextMenu { Button("Copy") {} } preview: { StandIn.fixed(width: 250, height: 100).id("preview") }
            Spacer()
        }
        let host = LayoutHost(view, environment: Self.environment)
        _ = host.layout(in: Self.phone)
        host.longPress(id: "card")
        let result = host.layout(in: Self.phone)
        let preview = try #require(result.frame(of: "preview")), copy = try #require(result.frame(of: "Copy"))
        #expect(copy.minY == preview.maxY + 8)
    }

    @Test("a selection context menu opens for the long-pressed row's identifier")
    func selectionContextMenu() throws {
        var chosen: Set<Int> = []
        let view = VStack {
            ForEach(1 ..< 4) { StandIn.fixed(width: 100, height: 30).id($0) }
            Spacer()
        }
        .contextMenu(forSelectionType: Int.self) { ids in Button("Open \(ids.count)") { chosen = ids } }
        let host = LayoutHost(view, environment: Self.environment)
        _ = host.layout(in: Self.phone)
        #expect(host.longPress(id: 2))
        _ = host.layout(in: Self.phone)
        #expect(host.activate(id: "Open 1"))
        #expect(chosen == [2])
    }

    @Test("a long press on a view without a menu does nothing")
    func longPressWithoutMenu() {
        let host = LayoutHost(StandIn.fixed(width: 10, height: 10).id("plain"))
        #expect(!host.longPress(id: "plain"))
    }
}
