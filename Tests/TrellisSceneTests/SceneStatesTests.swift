import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Scenes with two states (docs/scene-format.md, "Two states"): `"then"` and `"animation"`.
@Suite("Scene states")
@MainActor
struct SceneStatesTests {
    static func scene(_ extra: String) -> String {
        #"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20}}, {"id": "bar"}]}"#
            + extra + "}"
    }

    static let then = #", "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 60}}, {"id": "bar"}]}"#

    @Test("a scene without \"then\" has one state and no animation")
    func oneState() throws {
        let scene = try SceneFile(json: Self.scene(""))
        #expect(!scene.hasTwoStates)
        #expect(scene.nextView == nil)
        #expect(scene.animation == nil)
        #expect(scene.animate(fonts: .testFont) == nil)
    }

    @Test("\"then\" is the second state, animated with the default animation unless told")
    func secondState() throws {
        let scene = try SceneFile(json: Self.scene(Self.then))
        #expect(scene.hasTwoStates)
        #expect(scene.animation == .default)
        let change = try #require(scene.animate(fonts: .testFont))
        #expect(change.start.frame(of: "bar")?.width == 20)
        #expect(change.end.frame(of: "bar")?.width == 60)
        #expect(change.end.frame(of: "bar") == scene.nextView?.layout(in: ProposedViewSize(width: 100, height: 40), fonts: .testFont).frame(of: "bar"))
    }

    @Test("an animation is a name, a curve and duration, or a spring", arguments: [
        (#""easeInOut""#, Animation.easeInOut),
        (#""bouncy""#, .bouncy),
        (#"{"curve": "linear", "duration": 0.5}"#, .linear(duration: 0.5)),
        (#"{"curve": "easeOut"}"#, .easeOut(duration: 0.35)),
        (#"{"spring": {"duration": 0.5, "bounce": 0.2}}"#, .spring(duration: 0.5, bounce: 0.2)),
        (#"{"spring": {"response": 0.4, "dampingFraction": 0.7}}"#, .spring(response: 0.4, dampingFraction: 0.7)),
        (#"{"spring": {}}"#, .spring(duration: 0.5, bounce: 0)),
        (#"{"curve": "easeIn", "duration": 0.3, "delay": 0.1, "speed": 2}"#, .easeIn(duration: 0.3).delay(0.1).speed(2)),
    ])
    func animations(json: String, expected: Animation) throws {
        let scene = try SceneFile(json: Self.scene(Self.then + #", "animation": "# + json))
        #expect(scene.animation == expected)
    }

    @Test("an animation without a second state is an error that says what is missing")
    func animationNeedsThen() {
        #expect(rejected(Self.scene(#", "animation": "default""#))?.description
            == #"1:144: animation: an animation needs a second state: "then", the view after the change"#)
    }

    @Test("a bad animation names what an animation is", arguments: [
        (#""wobbly""#, #"animation: unknown animation "wobbly"; expected one of: default, linear, easeIn, easeOut, easeInOut, spring, smooth, snappy, bouncy, interactiveSpring"#),
        (#"{"curve": "easeIn", "spring": {}}"#, #"animation: an animation has "curve" or "spring", not both"#),
        (#"{"duration": 1}"#, #"animation: missing key "curve" or "spring" in an animation"#),
        (#"{"curve": "easeIn", "duration": -1}"#, "animation.duration: expected a number above 0 for duration, got -1"),
        (#"{"curve": "easeIn", "duration": "infinity"}"#, #"animation.duration: expected a number above 0 for duration, got "infinity""#),
        (#"{"spring": {"duration": 0.5}, "duration": 1}"#, #"animation.duration: a spring's duration goes inside "spring": {"spring": {"duration": …}}"#),
        (#"{"spring": {"bounce": 2}}"#, "animation.spring.bounce: a spring's bounce is from -1 to 1, got 2"),
        (#"{"spring": {"duration": 0.5, "response": 0.5}}"#, #"animation.spring: a spring has "duration" and "bounce", or "response" and "dampingFraction", not both"#),
        (#"{"curve": "bouncy"}"#, #"animation.curve: unknown timing curve "bouncy"; expected one of: linear, easeIn, easeOut, easeInOut"#),
        (#"{"curve": "linear", "delay": -1}"#, "animation.delay: expected a number, 0 or more for delay, got -1"),
        (#"{"curve": "linear", "pace": 1}"#, #"animation.pace: unknown key "pace" in an animation; accepted: curve, duration, spring, delay, speed"#),
        ("3", #"animation: expected an animation: a name ("#),
    ])
    func badAnimations(json: String, message: String) throws {
        let error = try #require(rejected(Self.scene(Self.then + #", "animation": "# + json)))
        let text = error.description.drop { $0 != " " }.dropFirst()
        #expect(text.hasPrefix(message), "\(error)")
    }

    @Test("a bad second state is an error at its path")
    func badThen() {
        #expect(rejected(Self.scene(#", "then": {"type": "Blob"}"#))?.path == "then.type")
    }

    @Test("views keep their identity by place: the radial switch moves each avatar from the row to the circle")
    func profileSwitch() throws {
        let scene = try SceneFile(contentsOf: Repository.scenes.appendingPathComponent("profile-switch.json"), layouts: GalleryLayouts.byName)
        let change = try #require(scene.animate(fonts: .testFont))
        #expect(scene.animation == .spring(duration: 0.5, bounce: 0.2))
        let row = try #require(change.start.frame(of: "ada")), circle = try #require(change.end.frame(of: "ada"))
        #expect(row.midY == 150)
        // The first subview at the top of a circle of a third of 300 around the centre.
        #expect(circle.midX == 195 && circle.midY == 50)
    }
}
