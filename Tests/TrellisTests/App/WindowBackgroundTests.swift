import Foundation
import Testing
@testable import Trellis

// The window background style paints the system background; the window activation and
// Assistive Access icon modifiers are inert. SwiftUI: "WindowBackgroundShapeStyle… The
// default background style for a window"
// (https://developer.apple.com/documentation/swiftui/windowbackgroundshapestyle).

@Suite("Window background")
@MainActor
struct WindowBackgroundTests {
    private func paint(_ view: some View, scheme: ColorScheme) -> LayoutResult.Paint? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10), environment: environment)
        switch result.elements.last?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    @Test("windowBackground paints white in light mode and black in dark mode")
    func windowBackgroundIsSystemBackground() {
        #expect(paint(Rectangle().fill(.windowBackground), scheme: .light)?.hex == "#ffffff")
        #expect(paint(Rectangle().fill(.windowBackground), scheme: .dark)?.hex == "#000000")
    }

    @Test("window activation and Assistive Access icon modifiers leave the layout unchanged")
    func inertModifiersKeepLayout() throws {
        let proposal = ProposedViewSize(width: 100, height: 100)
        let plain = Color.red.frame(width: 20, height: 10).id("v").layout(in: proposal)
        let modified = Color.red.frame(width: 20, height: 10).id("v")
            .allowsWindowActivationEvents()
            .allowsWindowActivationEvents(nil)
            .assistiveAccessNavigationIcon(systemImage: "star")
            .assistiveAccessNavigationIcon(Image(systemName: "star"))
            .layout(in: proposal)
        let frame = try #require(modified.frame(of: "v"))
        #expect(frame == plain.frame(of: "v"))
    }
}
