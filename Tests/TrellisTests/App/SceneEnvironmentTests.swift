import Foundation
import Testing
@testable import Trellis

// The scene's environment values and their defaults. SwiftUI: "EnvironmentValues"
// (https://developer.apple.com/documentation/swiftui/environmentvalues): "pixelLength: The
// size of a pixel on the screen", "appearsActive", "isLuminanceReduced", "labelsVisibility".

/// A bar whose width is what `width` reads from its environment.
private struct SceneProbe: View {
    @Environment(\.self) private var environment
    let width: (EnvironmentValues) -> CGFloat
    var body: some View { Color.red.frame(width: width(environment), height: 10) }
}

@Suite("Scene environment values")
@MainActor
struct SceneEnvironmentTests {
    @Test("the defaults: active, full luminance, not captured, hover on, one window")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.appearsActive)
        #expect(!environment.isLuminanceReduced)
        #expect(!environment.isSceneCaptured)
        #expect(environment.isHoverEffectEnabled)
        #expect(!environment.supportsMultipleWindows)
        #expect(!environment.supportsRemoteScenes)
        #expect(environment.documentConfiguration == nil)
        #expect(environment.defaultMinListHeaderHeight == nil)
        #expect(environment.materialActiveAppearance == .automatic)
        #expect(environment.calendar.identifier == .gregorian)
        #expect(environment.labelsVisibility == .automatic)
    }

    @Test("pixelLength is one over the display scale")
    func pixelLengthFollowsDisplayScale() {
        var environment = EnvironmentValues()
        #expect(environment.pixelLength == 1)
        environment.displayScale = 4
        #expect(environment.pixelLength == 0.25)
    }

    @Test("a value set above reaches the views below")
    func valueSetAboveIsRead() throws {
        let result = SceneProbe { $0.isLuminanceReduced ? 30 : 10 }.id("p")
            .environment(\.isLuminanceReduced, true)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).width == 30)
    }

    @Test("labelsHidden makes labelsVisibility hidden, and setting hidden hides labels")
    func labelsVisibilityFollowsLabelsHidden() throws {
        let hidden = SceneProbe { $0.labelsVisibility == .hidden ? 30 : 10 }.id("p").labelsHidden()
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(hidden.frame(of: "p")).width == 30)
        var environment = EnvironmentValues()
        environment.labelsVisibility = .hidden
        #expect(environment.labelsHidden)
        environment.labelsVisibility = .visible
        #expect(!environment.labelsHidden)
    }

    @Test("materialActiveAppearance sets the environment's appearance")
    func materialActiveAppearanceSetsEnvironment() throws {
        let result = SceneProbe { $0.materialActiveAppearance == .matchWindow ? 30 : 10 }.id("p")
            .materialActiveAppearance(.matchWindow)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).width == 30)
    }

    @Test("an unusable minimum header height reads as nil")
    func unusableHeaderHeightIsNil() {
        var environment = EnvironmentValues()
        environment.defaultMinListHeaderHeight = .nan
        #expect(environment.defaultMinListHeaderHeight == nil)
        environment.defaultMinListHeaderHeight = 28
        #expect(environment.defaultMinListHeaderHeight == 28)
    }
}
