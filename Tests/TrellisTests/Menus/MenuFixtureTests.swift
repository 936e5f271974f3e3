import Foundation
import Observation
import Testing
@testable import Trellis

/// The recorded menu fixtures of swiftui-web (https://github.com/iamcgn/swiftui-web):
/// `Fixtures/Goldens/menu/basic/frames.json` at 8896c56 (macOS 26.2, scale 2, a 360 × 240
/// window; the view in `Fixtures/Sources/Menu/MenuFixtures.swift`) and
/// `Fixtures/Goldens/ios/menu/basic/frames.json` at 33be500 (iOS 26 simulator, a 320 × 300
/// window; the view in `Fixtures/Sources/iOS/IOSPickersFixtures.swift` at 8d239b4), re-typed,
/// laid out with the system fonts. Both hold the menus closed (the open menus are separate
/// windows). Text frames, and the menus' frames, which follow their titles, are compared
/// within 1 pt or 2 %.
@Suite("Menu fixtures")
@MainActor
struct MenuFixtureTests {

    /// `menu/basic`'s model: the last action chosen, and how often the primary action ran.
    @Observable
    final class MenuModel {
        var last = "none"
        var primary = 0
    }

    /// `menu/basic`'s view.
    struct MacMenus: View {
        let model: MenuModel
        var body: some View {
            VStack(spacing: 12) {
                Menu("Options") {
                    Button("Cut") { model.last = "Cut" }
                    Button("Copy") { model.last = "Copy" }
                    Divider()
                    Menu("More") { Button("Paste") { model.last = "Paste" } }
                }
                .id("options")
                Menu { Button("Delete", role: .destructive) { model.last = "Delete" } } label: { Text("Custom") }
                    .id("custom")
                Menu("Primary") { Button("Cut") { model.last = "Cut" } } primaryAction: { model.primary += 1 }
                    .id("primary")
                Menu("Plain") { Button("Cut") { model.last = "Cut" } }.menuStyle(.button).id("buttonStyle")
                Menu("Hidden") { Button("Cut") { model.last = "Cut" } }.menuIndicator(.hidden).id("noIndicator")
                Text("Right-click me").contextMenu { Button("Action") { model.last = "Action" } }.id("context")
                Text("Last: \(model.last) \(model.primary)").id("last")
            }
            .id("stack")
        }
    }

    @Test("menu/basic: macOS pull-down menus are 24-point bordered buttons with an indicator")
    func macOS() {
        let view = MacMenus(model: MenuModel())
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 360, height: 240))
        frames.text("stack", 132.5, 8, 95, 224)
        frames.text("options", 132.5, 8, 95, 24)
        frames.text("custom", 132.75, 44, 94.5, 24)
        frames.text("primary", 134.25, 80, 91.5, 24)
        frames.text("buttonStyle", 141.5, 116, 77, 24)
        frames.text("noIndicator", 146.25, 152, 67.5, 24)
        frames.text("context", 136.25, 188, 87.5, 16)
        frames.text("last", 142.5, 216, 75, 16)
    }

    @Test("menu/basic: a menu's primary action runs when it is activated")
    func macOSPrimaryAction() {
        let model = MenuModel()
        let recording = RecordingHost(MacMenus(model: model), platform: .macOS, window: CGSize(width: 360, height: 240))
        _ = recording.frames()
        #expect(recording.host.activate(id: "primary"))
        #expect(model.primary == 1)
    }

    @Test("ios/menu/basic: iOS menus are their titles alone, the indicator hidden or not")
    func iOS() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Menu("Options") { Button("Cut") {}; Button("Copy") {} }.id("menu")
            Menu("Plain") { Button("Cut") {} }.menuStyle(.button).id("buttonStyle")
            Menu("Hidden") { Button("Cut") {} }.menuIndicator(.hidden).id("noIndicator")
            Menu("Off") { Button("Cut") {} }.disabled(true).id("disabled")
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("Hg").id("rowText")
                Menu("Options") { Button("Cut") {} }.id("rowMenu")
            }
            .id("row")
        }
        .id("stack")
        let frames = RecordedFrames(view, platform: .iOS, window: CGSize(width: 320, height: 300))
        frames.text("stack", 114.75, 64.75, 90.5, 170.5)
        frames.text("menu", 114.75, 64.75, 60, 24.5)
        frames.text("buttonStyle", 114.75, 101.25, 36.5, 24.5)
        frames.text("noIndicator", 114.75, 137.75, 55, 24.5)
        frames.text("disabled", 114.75, 174.25, 24.5, 24.5)
        frames.text("row", 114.75, 210.75, 90.5, 24.5)
        frames.text("rowText", 114.75, 210.75, 22.5, 24.5)
        frames.text("rowMenu", 145.25, 210.75, 60, 24.5)
    }
}
