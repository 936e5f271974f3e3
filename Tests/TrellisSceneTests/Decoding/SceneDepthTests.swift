import Foundation
import Testing
import Trellis
import TrellisScene

/// The scene format's depth vocabulary (docs/scene-format.md, "Depth"): what it reads, and the
/// one error each malformed use is.
@Suite("SceneFile depth")
@MainActor
struct SceneDepthTests {
    /// The error `json` throws, or `nil` (recorded as an issue) when it is accepted.
    @Test("a scene's depth modifiers and containers lay out as the same code does")
    func sameAsCode() throws {
        let scene = try SceneFile(json: """
            {"proposal": {"width": 200, "height": 100}, "view": {"type": "SpatialContainer", "alignment": "topLeadingFront", "content": [
              {"type": "HStack", "depthAlignment": "front", "content": [
                {"type": "Color", "name": "red", "modifiers": [{"frame": {"depth": 30}}, {"id": "a"}]},
                {"type": "Color", "name": "blue", "modifiers": [{"frame": {"minDepth": 10, "alignment": "back"}}, {"offset": {"z": 4}}, {"id": "b"}]}
              ]},
              {"type": "ZStack", "content": [{"type": "Color", "name": "green", "modifiers": [{"frame": {"depth": 5}}, {"id": "c"}]}]}
            ]}}
            """)
        let code = SpatialContainer(alignment: .topLeadingFront) {
            HStackLayout().depthAlignment(.front) {
                Color.red.frame(depth: 30).id("a")
                Color.blue.frame(minDepth: 10, alignment: .back).offset(z: 4).id("b")
            }
            ZStack { Color.green.frame(depth: 5).id("c") }
        }.layout(in: ProposedViewSize(width: 200, height: 100))
        let read = scene.layout()
        for id in ["a", "b", "c"] {
            #expect(read.element(id: id)?.frame3D == code.element(id: id)?.frame3D, "\(id)")
        }
        #expect(read.element(id: "b")?.zPosition == 24)
    }

    @Test("a depth frame with a width is an error that says they are separate modifiers")
    func depthFrameWithWidth() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [{"frame": {"depth": 10, "width": 5}}]}}
            """
        #expect(rejected(json)?.description == #"1:70: view.modifiers[0].frame.width: unknown key "width" in a depth frame; "#
            + "accepted: depth, minDepth, idealDepth, maxDepth, alignment")
    }

    @Test("a depth frame with a fixed and a flexible depth is an error")
    func fixedAndFlexibleDepth() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [{"frame": {"depth": 10, "maxDepth": 5}}]}}
            """
        #expect(rejected(json)?.description.contains(#"a depth frame takes "depth" or minimum, ideal and maximum depths"#) == true)
    }

    @Test("offset with z and x is an error: offset(z:) is its own modifier")
    func zOffsetWithX() {
        let json = """
            {"view": {"type": "Rectangle", "modifiers": [{"offset": {"x": 1, "z": 10}}]}}
            """
        #expect(rejected(json)?.description == #"1:58: view.modifiers[0].offset.x: unknown key "x" in offset(z:); accepted: z"#)
    }

    @Test("a bad depth alignment lists the depth alignments")
    func badDepthAlignment() {
        let json = """
            {"view": {"type": "HStack", "depthAlignment": "middle"}}
            """
        #expect(rejected(json)?.description
            == #"1:47: view.depthAlignment: unknown depth alignment "middle"; expected one of: front, center, back"#)
    }

    @Test("a bad 3D alignment names what was expected")
    func badAlignment3D() {
        let json = """
            {"view": {"type": "SpatialContainer", "alignment": "frontTop"}}
            """
        #expect(rejected(json)?.description.contains(#"unknown 3D alignment "frontTop"; expected one of: center, front, back, top"#) == true)
    }
}
