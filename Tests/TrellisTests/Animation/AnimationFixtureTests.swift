import Foundation
import Observation
import Testing
@testable import Trellis

/// The model of swiftui-web's animation recordings: what their steps change.
@Observable
@MainActor
private final class AnimationModel {
    var expanded = false
    var show = true
    var inset: CGFloat = 0
    var faded = false
}

/// swiftui-web's `animation/frame`, `animation/transition` and `animation/implicit`
/// (github.com/iamcgn/swiftui-web at f9724bf: the recordings
/// `Fixtures/Goldens/animation/<name>/frames.json`, macOS 26 at 2×; the views and steps in
/// `Fixtures/Sources/Animation/AnimationFixtures.swift`, re-typed here). The recordings' harness
/// disables animations, so each step's frames are its change's end state: a step made in
/// `withAnimation` is laid out settled, as it is here (a live host lays a change out at its
/// end; `LayoutHost.animate` gives the frames in between). The views that are not text keep
/// their sizes exact; places that follow text, and the texts, are within 1 pt or 2 %.
@Suite("Animation recordings: the settled states")
@MainActor
struct AnimationFixtureTests {
    @Test("animation/frame: a frame changed in withAnimation settles at its new size, the text below moving with it",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the stack holds text"))
    func frame() throws {
        let recorded = RecordedSteps.frames(
            AnimationModel(), { model in
                VStack(spacing: 8) {
                    Color.red.frame(width: model.expanded ? 200 : 100, height: model.expanded ? 60 : 40).id("box")
                    Text("Below").id("below")
                }
                .id("stack")
            },
            window: CGSize(width: 320, height: 160),
            steps: [
                { model in withAnimation(.linear(duration: 0.3)) { model.expanded = true } },
                { model in withAnimation(.easeInOut(duration: 0.3)) { model.expanded = false } },
            ])
        // At rest and after "collapse": the 100 × 40 box.
        for collapsed in [recorded[0], recorded[2]] {
            collapsed.text("stack", 110, 48, 100, 64)
            collapsed.exact("box", 110, 48, 100, 40)
            collapsed.text("below", 141.75, 96, 36.5, 16)
        }
        // "expand": the 200 × 60 box.
        recorded[1].text("stack", 60, 38, 200, 84)
        recorded[1].exact("box", 60, 38, 200, 60)
        recorded[1].text("below", 141.75, 106, 36.5, 16)
    }

    @Test("animation/transition: a view removed and inserted with a transition leaves and rejoins the stack",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the stack is text"))
    func transition() {
        let recorded = RecordedSteps.frames(
            AnimationModel(), { model in
                VStack(spacing: 8) {
                    Text("Above").id("above")
                    if model.show {
                        Text("Hello").transition(.move(edge: .leading)).id("hello")
                    }
                    Text("Below").id("below")
                }
                .id("stack")
            },
            window: CGSize(width: 320, height: 160),
            steps: [
                { model in withAnimation(.linear(duration: 0.3)) { model.show = false } },
                { model in withAnimation(.linear(duration: 0.3)) { model.show = true } },
            ])
        // At rest and after "show": three texts.
        for shown in [recorded[0], recorded[2]] {
            shown.text("stack", 140.75, 48, 38.5, 64)
            shown.text("above", 140.75, 48, 38.5, 16)
            shown.text("hello", 144.5, 72, 31, 16)
            shown.text("below", 141.75, 96, 36.5, 16)
        }
        // "hide": the removed text is gone, not kept for its transition.
        recorded[1].text("stack", 140.75, 60, 38.5, 40)
        recorded[1].text("above", 140.75, 60, 38.5, 16)
        recorded[1].absent("hello")
        recorded[1].text("below", 141.75, 84, 36.5, 16)
    }

    @Test("animation/implicit: a padding under a zero-length implicit animation and a fade in withAnimation settle at once")
    func implicit() {
        let recorded = RecordedSteps.frames(
            AnimationModel(), { model in
                HStack(alignment: .top, spacing: 12) {
                    Color.blue.frame(width: 40, height: 40).opacity(model.faded ? 0.3 : 1).id("faded")
                    Color.green.frame(width: 40, height: 40).padding(.leading, model.inset)
                        .animation(.linear(duration: 0), value: model.inset).id("moved")
                }
                .id("row")
            },
            window: CGSize(width: 320, height: 120),
            steps: [
                { $0.inset = 60 },
                { model in withAnimation(.linear(duration: 0.3)) { model.faded = true } },
            ])
        recorded[0].exact("row", 114, 40, 92, 40)
        recorded[0].exact("faded", 114, 40, 40, 40)
        recorded[0].exact("moved", 166, 40, 40, 40)
        // "move" and "fade": the padding widens the second view; opacity changes no frame.
        for moved in recorded[1...] {
            moved.exact("row", 84, 40, 152, 40)
            moved.exact("faded", 84, 40, 40, 40)
            moved.exact("moved", 136, 40, 100, 40)
        }
    }
}
