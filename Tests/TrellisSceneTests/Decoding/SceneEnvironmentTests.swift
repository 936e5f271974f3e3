import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Scene files' container-relative frames and the platform they set.
@Suite("Scene files: containers and platforms")
@MainActor
struct SceneEnvironmentTests {
    @Test("containerRelativeFrame, whole and as a share of columns")
    func containerRelativeFrames() throws {
        let json = """
            {"proposal": {"width": 330, "height": 100}, "view": {"type": "ScrollView", "axes": "horizontal", "content": [
              {"type": "HStack", "spacing": 10, "content": [
                {"type": "Color", "name": "blue", "modifiers": [{"containerRelativeFrame": "horizontal"}, {"id": "page"}]},
                {"type": "Color", "name": "red", "modifiers": [
                  {"containerRelativeFrame": {"axes": "horizontal", "count": 4, "span": 3, "spacing": 10, "alignment": "leading"}},
                  {"id": "card"}]}
              ]}
            ]}}
            """
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.blue.containerRelativeFrame(.horizontal).id("page")
                Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10, alignment: .leading).id("card")
            }
        }
        try SceneRoundTripTests().expectSameLayout(json, view)
        let result = try SceneFile(json: json).layout(fonts: .testFont)
        #expect(result.frame(of: "page")?.width == 330)
        #expect(result.frame(of: "card")?.width == 245)
    }

    @Test("a containerRelativeFrame span without a count is an error")
    func containerRelativeSpanNeedsCount() {
        let json = #"{"view": {"type": "Color", "modifiers": [{"containerRelativeFrame": {"axes": "vertical", "span": 2}}]}}"#
        #expect(throws: SceneError.self) { try SceneFile(json: json) }
    }

    @Test("a scene's platform sets the environment's target platform, with its release")
    func platform() throws {
        let mac = try SceneFile(json: #"{"platform": "macOS", "view": {"type": "Rectangle"}}"#)
        #expect(mac.environment.targetPlatform == .macOS)
        let old = try SceneFile(json: #"{"platform": "iOS 17", "view": {"type": "Rectangle"}}"#)
        #expect(old.environment.targetPlatform == TargetPlatform(.iOS, release: 17))
        #expect(try SceneFile(json: #"{"view": {"type": "Rectangle"}}"#).environment.targetPlatform == .iOS)
    }

    @Test("an unknown platform is an error naming the accepted ones")
    func unknownPlatform() {
        #expect(throws: SceneError.self) { try SceneFile(json: #"{"platform": "Android", "view": {"type": "Rectangle"}}"#) }
        #expect(throws: SceneError.self) { try SceneFile(json: #"{"platform": "macOS x", "view": {"type": "Rectangle"}}"#) }
    }
}
