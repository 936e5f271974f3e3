import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// The gallery's profile switch: the radial layout, and the scene file that writes the same
/// change.
@Suite("Profile switch")
@MainActor
struct ProfileSwitchTests {
    @Test("RadialLayout puts its subviews evenly around a circle of a third of the shorter side, the first at the top, clockwise")
    func radialPlaces() {
        let result = RadialLayout() {
            ForEach(0 ..< 4, id: \.self) { Color.red.frame(width: 10, height: 10).id($0) }
        }.layout(in: ProposedViewSize(width: 300, height: 400), fonts: .testFont)
        // Centre (150, 200), radius 100: top, right, bottom, left.
        let centres = (0 ..< 4).compactMap { result.frame(of: $0) }.map { CGPoint(x: $0.midX, y: $0.midY) }
        #expect(centres == [CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 200), CGPoint(x: 150, y: 300), CGPoint(x: 50, y: 200)])
        #expect(result.size == CGSize(width: 300, height: 400))
    }

    @Test("Scenes/profile-switch.json lays out both states as the gallery's profile-switch written in Swift")
    func sceneFileMatchesGallery() throws {
        let file = try SceneFile(contentsOf: Repository.scenes.appendingPathComponent("profile-switch.json"), layouts: GalleryLayouts.byName)
        let scene = try #require(GalleryScene.named("profile-switch"))
        let decoded = try #require(file.animate(fonts: .testFont)), written = try #require(scene.animate(fonts: .testFont))
        #expect(file.animation == scene.animation)
        for name in ["ada", "grace", "alan", "edsger"] {
            #expect(decoded.start.frame(of: name) == written.start.frame(of: name), "\(name) before")
            #expect(decoded.end.frame(of: name) == written.end.frame(of: name), "\(name) after")
            #expect(decoded.start.frame(of: name) != decoded.end.frame(of: name), "\(name) moves")
        }
    }

    @Test("Scenes/profile-switch.json switches layouts keeping the avatars: they move, never fade")
    func sceneFileKeepsIdentity() throws {
        let file = try SceneFile(contentsOf: Repository.scenes.appendingPathComponent("profile-switch.json"), layouts: GalleryLayouts.byName)
        let animation = try #require(file.animate(fonts: .testFont))
        // 0.1 s into a spring of 0.5 s: well on its way, not there.
        let middle = animation.result(at: 0.1)
        for name in ["ada", "grace", "alan", "edsger"] {
            let element = try #require(middle.element(id: name))
            #expect(element.effects.opacity == 1, "\(name) fades")
            let start = try #require(animation.start.element(id: name)), end = try #require(animation.end.element(id: name))
            #expect(element.exactFrame != start.exactFrame && element.exactFrame != end.exactFrame, "\(name) still")
        }
    }
}
