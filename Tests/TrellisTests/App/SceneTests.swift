import Foundation
import Testing
@testable import Trellis

// What scene modifiers and commands record, read through the scene list (`_SceneList`), the
// one place `App.main()` and `LayoutHost(firstWindowOf:)` read. SwiftUI: "Scene"
// (https://developer.apple.com/documentation/swiftui/scene), "defaultSize(_:)", "commands(content:)".

private struct Reader: Scene {
    let title: String
    var body: some Scene {
        WindowGroup(title, id: title) { Color.red }
    }
}

@MainActor
@Suite("Scenes")
struct SceneTests {
    @Test("scenes in a builder are collected in order")
    func scenesCollectInOrder() {
        @SceneBuilder var body: some Scene {
            Reader(title: "one")
            WindowGroup(id: "two") { Color.blue }
            Window("Three", id: "three") { Color.green }
        }
        let list = _SceneList(body)
        #expect(list.windows.map(\.id) == ["one", "two", "three"])
        #expect(list.windows.map(\.kind) == [.windowGroup, .windowGroup, .window])
    }

    @Test("defaultSize applies to the windows it wraps, not to others")
    func defaultSizeAppliesToWrappedWindows() {
        @SceneBuilder var body: some Scene {
            WindowGroup(id: "sized") { Color.red }.defaultSize(width: 640, height: 480)
            WindowGroup(id: "plain") { Color.red }
        }
        let list = _SceneList(body)
        #expect(list.windows[0].defaultSize == CGSize(width: 640, height: 480))
        #expect(list.windows[1].defaultSize == nil)
    }

    @Test("an unusable default size is ignored")
    func unusableDefaultSizeIsIgnored() {
        let list = _SceneList(WindowGroup { Color.red }.defaultSize(width: .nan, height: -4))
        #expect(list.windows[0].defaultSize == nil)
    }

    @Test("commands are recorded in order")
    func commandsAreRecorded() {
        let scene = WindowGroup { Color.red }
            .commands {
                CommandMenu("Shelf") { Button("Add") {} }
                CommandGroup(after: .newItem) { Button("New Shelf") {} }
                SidebarCommands()
            }
        let list = _SceneList(scene)
        #expect(list.commands.map(\.name) == ["Shelf", "after newItem", "SidebarCommands"])
        #expect(!list.commandsRemoved)
    }

    @Test("commandsReplaced drops the system's commands")
    func commandsReplacedDropsSystemCommands() {
        let list = _SceneList(WindowGroup { Color.red }.commandsReplaced { CommandMenu("Only") {} })
        #expect(list.commands.map(\.name) == ["Only"])
        #expect(list.commandsRemoved)
    }

    @Test("onChange with initial runs its action once when the scenes are read")
    func sceneOnChangeInitialRunsOnce() {
        var runs = 0
        let scene = WindowGroup { Color.red }.onChange(of: 1, initial: true) { runs += 1 }
        _ = _SceneList(scene)
        #expect(runs == 1)
    }

    @Test("a window that presents a value starts from its default value")
    func presentedWindowStartsFromDefault() throws {
        let scene = WindowGroup(id: "doc", for: Int.self) { $value in
            Color.red.frame(width: CGFloat(value), height: 10).id("doc")
        } defaultValue: { 42 }
        let list = _SceneList(scene)
        let result = LayoutHost(list.windows[0].content()).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "doc")?.width == 42)
    }

    @Test("the app screen is a preset, a size, or the window's default size")
    func appScreenIsPresetSizeOrDefault() {
        let window = SceneWindow(kind: .windowGroup, content: { AnyView(Color.red) }, defaultSize: CGSize(width: 800, height: 600))
        #expect(AppScreen.named(nil, window: window) == .size(CGSize(width: 800, height: 600)))
        #expect(AppScreen.named("ipadpro11", window: window) == .screen(.iPadPro11))
        #expect(AppScreen.named("1024x768", window: window) == .size(CGSize(width: 1024, height: 768)))
        #expect(AppScreen.named("0x768", window: window) == .unknown("0x768"))
        #expect(AppScreen.named("nanxinf", window: window) == .unknown("nanxinf"))
    }
}
