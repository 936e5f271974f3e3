import Foundation
import Testing
@testable import Trellis

// The `Transition` protocol (iOS 17): a body at each phase; in an animated change an inserted
// view's drawing effects go from the `willAppear` phase's to the identity's, a removed view's
// from the identity's to the `didDisappear` phase's (Apple, `transition`, `transitionphase`).

/// Fades to 0.2 and turns a quarter away from its place, turning the other way as it leaves.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0.2)
            .rotationEffect(.degrees(phase.value * 90))
    }
}

/// Half transparent at rest.
private struct Dimmed: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 0.5 : 0)
    }
}

private struct Fade: ViewModifier {
    let opacity: Double
    func body(content: Content) -> some View { content.opacity(opacity) }
}

@MainActor
private func column<T: Transition>(_ count: Int, _ transition: T) -> some View {
    VStack(spacing: 0) {
        ForEach(0 ..< count, id: \.self) { index in
            Color.red.frame(width: 20, height: 10).transition(transition).id(index)
        }
    }
}

@MainActor
private func column(_ count: Int, any transition: AnyTransition) -> some View {
    VStack(spacing: 0) {
        ForEach(0 ..< count, id: \.self) { index in
            Color.red.frame(width: 20, height: 10).transition(transition).id(index)
        }
    }
}

@Suite("Transition protocol")
@MainActor
struct TransitionProtocolTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    /// The inserted (`count` 1 → 2) element 1 at `time` of a linear one-second change.
    func inserted<T: Transition>(_ transition: T, at time: Double) -> (LayoutResult.Element, Double) {
        let host = LayoutHost(column(1, transition).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(2, transition)) }
        return (animation.result(at: time).element(id: 1)!, animation.animation.fraction(at: time))
    }

    @Test("phases: values -1, 0 and 1; only identity is identity")
    func phases() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
    }

    @Test("an inserted view with a transition of one's own goes from the willAppear phase's effects")
    func customInsertion() {
        let (element, p) = inserted(Twirl(), at: 0.25)
        #expect(abs(element.effects.opacity - (0.2 + 0.8 * p)) < 1e-9)
        let angle = -90 * (1 - p) * Double.pi / 180
        #expect(abs(Double(element.effects.transform.b) - sin(angle)) < 1e-9)
        #expect(abs(Double(element.effects.transform.a) - cos(angle)) < 1e-9)
    }

    @Test("a removed view with a transition of one's own goes to the didDisappear phase's effects")
    func customRemoval() {
        let host = LayoutHost(column(2, Twirl()).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(1, Twirl())) }
        let time = 0.5, p = animation.animation.fraction(at: time)
        let removed = animation.result(at: time).element(id: 1)!
        #expect(abs(removed.effects.opacity - (1 - 0.8 * p)) < 1e-9)
        #expect(abs(Double(removed.effects.transform.b) - sin(90 * p * Double.pi / 180)) < 1e-9)
    }

    @Test("a removed view goes with its transition's own animation, even in a change without one")
    func ownAnimationOnRemoval() {
        let fade = OpacityTransition().animation(.linear(duration: 2))
        let host = LayoutHost(column(2, fade).id("column"))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "column", with: column(1, fade)) }
        #expect(animation.duration == 2)
        let removed = animation.result(at: 1.5).element(id: 1)
        #expect(removed.map { abs($0.effects.opacity - 0.25) < 1e-9 } == true)
    }

    @Test("at rest a view shows its transition's body at the identity phase")
    func identityAtRest() {
        let result = Color.red.frame(width: 10, height: 10).transition(Dimmed()).id("dim").layout(in: proposal)
        #expect(result.element(id: "dim")?.effects.opacity == 0.5)
    }

    @Test("a built-in transition type animates as its AnyTransition does")
    func builtInType() {
        let (element, p) = inserted(ScaleTransition(0.5), at: 0.5)
        #expect(abs(Double(element.effects.transform.a) - (0.5 + 0.5 * p)) < 1e-9)
        #expect(element.effects.opacity == 1)
    }

    @Test("apply(content:phase:) shows the transition's body at the phase")
    func apply() {
        let faded = OpacityTransition().apply(content: Color.red.frame(width: 10, height: 10).id("v"), phase: .willAppear)
        #expect(faded.layout(in: proposal).element(id: "v")?.effects.opacity == 0)
        let scaled = ScaleTransition(0.5).apply(content: Color.red.frame(width: 10, height: 10).id("v"), phase: .didDisappear)
        #expect(scaled.layout(in: proposal).element(id: "v")?.effects.transform.a == 0.5)
        let shown = BlurReplaceTransition(configuration: .upUp).apply(content: Color.red.frame(width: 10, height: 10).id("v"), phase: .identity)
        let effects = shown.layout(in: proposal).element(id: "v")?.effects
        #expect(effects?.opacity == 1 && effects?.blurRadius == 0 && effects?.transform == .identity)
    }

    @Test("combined transitions apply both; asymmetric ones one each way")
    func composition() {
        let (both, p) = inserted(OpacityTransition().combined(with: ScaleTransition(0.5)), at: 0.5)
        #expect(abs(both.effects.opacity - p) < 1e-9)
        #expect(abs(Double(both.effects.transform.a) - (0.5 + 0.5 * p)) < 1e-9)
        let (asymmetric, q) = inserted(AsymmetricTransition(insertion: .opacity, removal: .scale(0.5)), at: 0.5)
        #expect(abs(asymmetric.effects.opacity - q) < 1e-9)
        #expect(asymmetric.effects.transform == .identity)
    }

    @Test("a transition's own animation times it")
    func ownAnimation() {
        let (element, _) = inserted(OpacityTransition().animation(.linear(duration: 2)), at: 1)
        #expect(abs(element.effects.opacity - 0.5) < 1e-9)
    }

    @Test("blur replace fades, blurs and scales up into place")
    func blurReplace() {
        let (element, p) = inserted(BlurReplaceTransition.blurReplace, at: 0.5)
        #expect(abs(element.effects.opacity - p) < 1e-9)
        #expect(abs(Double(element.effects.blurRadius) - 10 * (1 - p)) < 1e-9)
        #expect(abs(Double(element.effects.transform.a) - (0.8 + 0.2 * p)) < 1e-9)
        #expect(BlurReplaceTransition.Configuration.downUp != .upUp)
    }

    @Test("AnyTransition.modifier(active:identity:) goes between the two modifiers")
    func modifierTransition() {
        let transition = AnyTransition.modifier(active: Fade(opacity: 0.4), identity: Fade(opacity: 1))
        let host = LayoutHost(column(1, any: transition).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(2, any: transition)) }
        let p = animation.animation.fraction(at: 0.5)
        #expect(abs((animation.result(at: 0.5).element(id: 1)?.effects.opacity ?? .nan) - (0.4 + 0.6 * p)) < 1e-9)
    }

    @Test("AnyTransition made from a transition type animates as it")
    func erased() {
        let host = LayoutHost(column(1, any: AnyTransition(Twirl())).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "column", with: column(2, any: AnyTransition(Twirl())))
        }
        let p = animation.animation.fraction(at: 0.5)
        #expect(abs((animation.result(at: 0.5).element(id: 1)?.effects.opacity ?? .nan) - (0.2 + 0.8 * p)) < 1e-9)
    }

    @Test("properties: fades and identity have no motion; a combination has motion if a part has")
    func properties() {
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(!IdentityTransition.properties.hasMotion)
        #expect(ScaleTransition.properties.hasMotion)
        #expect(Twirl.properties.hasMotion)
        #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, MoveTransition>.properties.hasMotion)
        #expect(!TransitionProperties(hasMotion: false).hasMotion)
    }

    @Test("the static members make the built-in types with their values")
    func staticMembers() {
        func make<T: Transition>(_ t: T) -> T { t }
        #expect(make(.scale).scale == 1e-5)
        #expect(make(.scale(0.3, anchor: .top)).anchor == .top)
        #expect(make(.offset(x: 3, y: 4)).offset == CGSize(width: 3, height: 4))
        #expect(make(.move(edge: .bottom)).edge == .bottom)
        #expect(make(.push(from: .leading)).edge == .leading)
        #expect(make(.blurReplace(.upUp)).configuration == .upUp)
        #expect(make(AsymmetricTransition(insertion: .move(edge: .top), removal: .slide)).insertion.edge == .top)
    }
}
