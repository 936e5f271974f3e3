import Foundation
import Testing
import Trellis

// An app's scenes are read, not run (docs/differences.md, "App and scenes"): the first window
// group's content is the window that `App.main()` and `LayoutHost(firstWindowOf:)` lay out.
// SwiftUI: "App" (https://developer.apple.com/documentation/swiftui/app), "WindowGroup"
// (https://developer.apple.com/documentation/swiftui/windowgroup): the first scene that opens a
// window is the one the app shows at launch; `Settings` adds no launch window.

private struct Shelf: View {
    var body: some View { Color.red.frame(width: 120, height: 40).id("shelf") }
}

private struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { Shelf() }
    }
}

private struct SettingsFirstApp: App {
    var body: some Scene {
        Settings { Color.blue.frame(width: 10, height: 10).id("settings") }
        WindowGroup("Library", id: "library") { Shelf() }
            .defaultSize(width: 800, height: 600)
    }
}

private struct NoWindowApp: App {
    var body: some Scene {
        Settings { Color.blue }
    }
}

@Observable private final class Library {
    var count = 3
}

private struct CountView: View {
    @Environment(Library.self) private var library
    var body: some View { Color.red.frame(width: CGFloat(library.count * 10), height: 10).id("count") }
}

@MainActor private let sharedLibrary = Library()

private struct EnvironmentApp: App {
    var body: some Scene {
        WindowGroup { CountView() }
            .environment(sharedLibrary)
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Color.red.frame(width: phase == .active ? 30 : 5, height: 10).id("phase") }
}

private struct PhaseApp: App {
    var body: some Scene {
        WindowGroup { PhaseView() }
    }
}

@MainActor
@Suite("App and scenes")
struct AppTests {
    @Test("the first window group's content is the app's window")
    func firstWindowGroupIsTheWindow() throws {
        let host = try #require(LayoutHost(firstWindowOf: ShelfApp()))
        let frame = host.layout(on: .iPhone16).frame(of: "shelf")
        #expect(frame?.size == CGSize(width: 120, height: 40))
    }

    @Test("a settings scene is not the launch window")
    func settingsIsNotTheLaunchWindow() throws {
        let host = try #require(LayoutHost(firstWindowOf: SettingsFirstApp()))
        let result = host.layout(on: .iPhone16)
        #expect(result.frame(of: "shelf") != nil)
        #expect(result.frame(of: "settings") == nil)
    }

    @Test("an app without a window has no first window")
    func appWithoutWindowHasNone() {
        #expect(LayoutHost(firstWindowOf: NoWindowApp()) == nil)
    }

    @Test("a scene's environment object reaches its window's views")
    func sceneEnvironmentReachesWindow() throws {
        let host = try #require(LayoutHost(firstWindowOf: EnvironmentApp()))
        #expect(host.layout(on: .iPhone16).frame(of: "count")?.width == 30)
        sharedLibrary.count = 5
        #expect(host.layout(on: .iPhone16).frame(of: "count")?.width == 50)
        sharedLibrary.count = 3
    }

    @Test("the scene phase is active by default")
    func scenePhaseIsActive() throws {
        let host = try #require(LayoutHost(firstWindowOf: PhaseApp()))
        #expect(host.layout(on: .iPhone16).frame(of: "phase")?.width == 30)
    }

    @Test("a test can set the scene phase")
    func scenePhaseCanBeSet() throws {
        var environment = EnvironmentValues()
        environment.scenePhase = .background
        let host = try #require(LayoutHost(firstWindowOf: PhaseApp(), environment: environment))
        #expect(host.layout(on: .iPhone16).frame(of: "phase")?.width == 5)
    }

    @Test("scene phases are ordered background, inactive, active")
    func scenePhasesAreOrdered() {
        #expect(ScenePhase.background < .inactive)
        #expect(ScenePhase.inactive < .active)
    }
}
