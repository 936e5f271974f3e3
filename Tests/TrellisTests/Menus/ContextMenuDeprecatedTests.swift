import Foundation
import Testing
@testable import Trellis

/// `contextMenu(_:)` with a `ContextMenu`, deprecated in SwiftUI ("Use `contextMenu(menuItems:)`
/// instead"): the same menu, opened by a long press.
@Suite("Deprecated context menus")
@MainActor
struct ContextMenuDeprecatedTests {
    private static let phone = ProposedViewSize(width: 320, height: 480)

    private static func host(_ menu: ContextMenu<Button<Text>>?) -> LayoutHost {
        let view = VStack {
            StandIn.fixed(width: 100, height: 40).id("card").contextMenu(menu)
            Spacer()
        }
        var environment = EnvironmentValues()
        environment.displayScale = 4
        let host = LayoutHost(view, environment: environment)
        _ = host.layout(in: phone)
        return host
    }

    @Test("a long press opens the ContextMenu's items under the view, as contextMenu(menuItems:) does")
    func opensUnderTheView() throws {
        let host = Self.host(ContextMenu { Button("Copy") {} })
        #expect(host.longPress(id: "card"))
        let copy = try #require(host.layout(in: Self.phone).frame(of: "Copy"))
        #expect(copy.minY == CGFloat(40 + 6))
    }

    @Test("a nil ContextMenu gives the view no menu")
    func nilGivesNoMenu() {
        let host = Self.host(nil)
        host.longPress(id: "card")
        #expect(host.layout(in: Self.phone).frame(of: "Copy") == nil)
    }
}
