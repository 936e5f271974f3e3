import Foundation
import Testing
import Trellis
import TrellisGallery

/// The gallery's three-screen app (`app-list`, `app-detail`, `app-sheet`) walked through
/// `host.activate`: a row pushes the detail, Compose presents the sheet, Send dismisses it.
/// Each screen reached by tapping is laid out as the gallery's scene of that state, which
/// starts there.
@Suite("The gallery's app walked screen by screen")
@MainActor
struct GalleryAppFlowTests {
    private func scene(_ name: String) throws -> GalleryScene {
        try #require(GalleryScene.named(name))
    }

    /// Every marked view's frame, by its id.
    private func frames(_ result: LayoutResult) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for element in result.elements {
            if let id = element.id?.base as? String { frames[id] = element.frame }
        }
        return frames
    }

    private func frames(of scene: GalleryScene) -> [String: CGRect] {
        frames(scene.view.layout(in: scene.proposal))
    }

    @Test("the list screen shows its rows under the tab bar's first tab, no detail")
    func listScreen() throws {
        let list = try scene("app-list")
        let result = list.view.layout(in: list.proposal)
        for mailbox in ["Inbox", "Drafts", "Archive"] {
            #expect(result.frame(of: "app.row.\(mailbox)") != nil)
        }
        #expect(result.frame(of: "app.compose") == nil)
    }

    @Test("tapping a row, Compose and Send reaches each gallery screen and comes back")
    func walkThreeScreens() throws {
        let list = try scene("app-list")
        let host = LayoutHost(list.view)
        var result = host.layout(in: list.proposal)
        #expect(frames(result) == frames(of: list))

        // 1. The row pushes the mailbox: the detail screen, as `app-detail` lays it out.
        #expect(host.activate(id: "app.row.Inbox"))
        result = host.layout(in: list.proposal)
        // The list stays laid out under the detail, hidden.
        #expect(result.elements.first { $0.id == AnyHashable("app.row.Inbox") }?.isHidden == true)
        #expect(result.frame(of: "app.compose") != nil)
        #expect(frames(result) == frames(of: try scene("app-detail")))

        // 2. Compose presents the sheet over the detail, as `app-sheet` lays it out.
        #expect(host.activate(id: "app.compose"))
        result = host.layout(in: list.proposal)
        let send = try #require(result.frame(of: "app.send"))
        // The medium sheet floats 6 above the window's bottom: its content is in the lower half.
        #expect(send.minY > list.proposal.height! / 2)
        #expect(frames(result) == frames(of: try scene("app-sheet")))

        // 3. Send dismisses the sheet: the detail again.
        #expect(host.activate(id: "app.send"))
        result = host.layout(in: list.proposal)
        #expect(result.frame(of: "app.send") == nil)
        #expect(frames(result) == frames(of: try scene("app-detail")))
    }
}
