import Foundation
import Testing
@testable import Trellis

/// `GroupBox` (docs/semantics.md, "Forms, group boxes, disclosure groups").
@Suite("GroupBox")
@MainActor
struct GroupBoxTests {
    private func environment(_ platform: TargetPlatform) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        environment.displayScale = 2
        return environment
    }

    // swiftui-web dark/controls at 3170cea: GroupBox("Settings") around a 36.5-wide text is
    // 53.5 wide, its title 43.5, the width of 11-pt (subheadline) text, 10 in.
    @Test("a macOS group box's title takes the subheadline font and sets the box's width")
    func macOSTitleFont() {
        let mac = environment(.macOS)
        let box = GroupBox("Settings") { Color.red.frame(width: 1, height: 1) }.layout(in: .unspecified, environment: mac)
        let title = Text("Settings").font(.subheadline).layout(in: .unspecified, environment: mac).size
        #expect(box.size.width == title.width + 10)
    }

    @Test("a font set around a macOS group box is its title's")
    func macOSTitleKeepsSetFont() {
        let mac = environment(.macOS)
        let box = GroupBox("Settings") { Color.red.frame(width: 1, height: 1) }.font(.title)
            .layout(in: .unspecified, environment: mac)
        let title = Text("Settings").font(.title).layout(in: .unspecified, environment: mac).size
        #expect(box.size.width == title.width + 10)
    }
}
