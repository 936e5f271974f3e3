import Foundation
import Testing
@testable import Trellis

// Scene padding pads a view as a scene's root is padded; the scene restoration, window
// manager and overlay modifiers are recorded and leave the windows as they were. SwiftUI:
// "scenePadding(_:edges:)" (https://developer.apple.com/documentation/swiftui/view/scenepadding(_:edges:)).

@Suite("Scene behaviors")
@MainActor
struct SceneBehaviorTests {
    private let proposal = ProposedViewSize(width: 200, height: 200)

    @Test("scenePadding pads every edge by the minimum scene padding, 16 points")
    func scenePaddingPadsEveryEdge() throws {
        let result = Color.red.frame(width: 50, height: 20).id("box").scenePadding().id("padded").layout(in: proposal)
        let box = try #require(result.frame(of: "box")), padded = try #require(result.frame(of: "padded"))
        #expect(padded.width == box.width + 2 * ScenePadding.minimum.length)
        #expect(padded.height == box.height + 32)
        #expect(box.minX - padded.minX == 16)
    }

    @Test("scenePadding pads only the edges given")
    func scenePaddingPadsGivenEdges() throws {
        let result = Color.red.frame(width: 50, height: 20).scenePadding(.minimum, edges: .horizontal).id("padded").layout(in: proposal)
        let padded = try #require(result.frame(of: "padded"))
        #expect(padded.size == CGSize(width: 82, height: 20))
    }

    @Test("restoration, window manager and overlay modifiers keep the scene's windows")
    func recordedSceneModifiersKeepWindows() {
        let scene = WindowGroup(id: "main") { Color.red }
            .restorationBehavior(.automatic)
            .windowManagerRole(.automatic)
            .persistentSystemOverlays(.hidden)
        let list = _SceneList(scene)
        #expect(list.windows.map(\.id) == ["main"])
        #expect(list.launchWindow?.kind == .windowGroup)
    }

    @Test("status bar, system overlay and toolbar modifiers leave the layout unchanged")
    func inertViewModifiersKeepLayout() throws {
        let plain = Color.red.frame(width: 40, height: 30).id("box").layout(in: proposal)
        let modified = Color.red.frame(width: 40, height: 30).id("box")
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .windowToolbarFullScreenVisibility(.automatic)
            .layout(in: proposal)
        let frame = try #require(modified.frame(of: "box"))
        #expect(frame == plain.frame(of: "box"))
    }
}

@Suite("Assistive Access scene")
@MainActor
struct AssistiveAccessSceneTests {
    @Test("an Assistive Access scene adds no window, so the app launches in its window group")
    func assistiveAccessAddsNoWindow() {
        @SceneBuilder var body: some Scene {
            AssistiveAccess { Color.blue }
            WindowGroup(id: "main") { Color.red }
        }
        let list = _SceneList(body)
        #expect(list.windows.map(\.id) == ["main"])
        #expect(list.launchWindow?.id == "main")
    }

    @Test("handlesExternalEvents(preferring:allowing:) leaves the layout unchanged")
    func externalEventsKeepLayout() {
        let proposal = ProposedViewSize(width: 100, height: 100)
        let plain = Color.red.frame(width: 20, height: 10).id("v").layout(in: proposal)
        let modified = Color.red.frame(width: 20, height: 10).id("v")
            .handlesExternalEvents(preferring: ["a"], allowing: ["*"]).layout(in: proposal)
        #expect(modified.frame(of: "v") == plain.frame(of: "v"))
    }
}
