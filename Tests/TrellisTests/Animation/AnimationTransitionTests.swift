import Foundation
import Testing
@testable import Trellis

/// `AnyTransition` values and their effect at the ends of a transition
/// (Sources/Trellis/Animation/AnyTransition.swift).
///
/// Sources: Apple's AnyTransition pages (https://developer.apple.com/documentation/swiftui/anytransition):
/// opacity "from transparent to opaque on insertion, and from opaque to transparent on
/// removal"; move(edge:) "moves the view away, towards the specified edge"; slide "inserts by
/// moving in from the leading edge, and removes by moving out towards the trailing edge";
/// push(from:) moves in from the edge "while fading it in" and out "towards the opposite edge
/// and fading it out"; asymmetric and combined(with:). That move places the view just outside
/// its container's edge, and that `scale` scales from 0 about the centre, are our reading (not
/// measured).
@Suite("Transitions")
struct AnimationTransitionTests {
    static let container = CGRect(x: 0, y: 0, width: 300, height: 200)
    static let frame = CGRect(x: 100, y: 80, width: 60, height: 20)

    func effect(_ transition: AnyTransition, insertion: Bool, _ progress: Double) -> TransitionEffect {
        transition.effect(isInsertion: insertion, progress: progress, frame: Self.frame, container: Self.container)
    }

    @Test("opacity fades in on insertion and out on removal")
    func opacity() {
        #expect(effect(.opacity, insertion: true, 0).opacity == 0)
        #expect(effect(.opacity, insertion: true, 1) == TransitionEffect())
        #expect(effect(.opacity, insertion: false, 0) == TransitionEffect())
        #expect(effect(.opacity, insertion: false, 1).opacity == 0)
        #expect(effect(.opacity, insertion: true, 0.25).opacity == 0.25)
    }

    @Test("identity changes nothing")
    func identity() {
        for progress in [0.0, 0.5, 1] {
            #expect(effect(.identity, insertion: true, progress) == TransitionEffect())
            #expect(effect(.identity, insertion: false, progress) == TransitionEffect())
        }
    }

    @Test("scale grows from nothing about the centre, or from a given scale about an anchor")
    func scale() {
        #expect(effect(.scale, insertion: true, 0).scale == .zero)
        #expect(effect(.scale, insertion: true, 0).anchor == .center)
        #expect(effect(.scale, insertion: true, 1) == TransitionEffect(anchor: .center))
        let half = effect(.scale(scale: 0.5, anchor: .topLeading), insertion: false, 1)
        #expect(half.scale == CGSize(width: 0.5, height: 0.5))
        #expect(half.anchor == .topLeading)
        #expect(effect(.scale(scale: 0.5), insertion: false, 0.5).scale == CGSize(width: 0.75, height: 0.75))
    }

    @Test("move puts the view just outside the container's edge")
    func move() {
        #expect(effect(.move(edge: .leading), insertion: true, 0).offset == CGSize(width: -160, height: 0))
        #expect(effect(.move(edge: .trailing), insertion: true, 0).offset == CGSize(width: 200, height: 0))
        #expect(effect(.move(edge: .top), insertion: true, 0).offset == CGSize(width: 0, height: -100))
        #expect(effect(.move(edge: .bottom), insertion: true, 0).offset == CGSize(width: 0, height: 120))
        #expect(effect(.move(edge: .bottom), insertion: true, 1) == TransitionEffect())
        #expect(effect(.move(edge: .bottom), insertion: false, 0.5).offset == CGSize(width: 0, height: 60))
    }

    @Test("slide comes in from the leading edge and leaves by the trailing edge")
    func slide() {
        #expect(effect(.slide, insertion: true, 0).offset == CGSize(width: -160, height: 0))
        #expect(effect(.slide, insertion: false, 1).offset == CGSize(width: 200, height: 0))
        #expect(effect(.slide, insertion: true, 1) == TransitionEffect())
    }

    @Test("push comes in from its edge fading in and leaves by the opposite edge fading out")
    func push() {
        let inserted = effect(.push(from: .top), insertion: true, 0)
        #expect(inserted.offset == CGSize(width: 0, height: -100))
        #expect(inserted.opacity == 0)
        let removed = effect(.push(from: .top), insertion: false, 1)
        #expect(removed.offset == CGSize(width: 0, height: 120))
        #expect(removed.opacity == 0)
        #expect(effect(.push(from: .top), insertion: false, 0) == TransitionEffect())
    }

    @Test("offset moves by its amount")
    func offset() {
        #expect(effect(.offset(x: 30, y: -10), insertion: true, 0).offset == CGSize(width: 30, height: -10))
        #expect(effect(.offset(CGSize(width: 8, height: 4)), insertion: false, 0.5).offset == CGSize(width: 4, height: 2))
    }

    @Test("asymmetric uses one transition to insert and another to remove")
    func asymmetric() {
        let transition = AnyTransition.asymmetric(insertion: .opacity, removal: .scale)
        #expect(effect(transition, insertion: true, 0) == TransitionEffect(opacity: 0))
        #expect(effect(transition, insertion: false, 1).scale == .zero)
        #expect(effect(transition, insertion: false, 1).opacity == 1)
    }

    @Test("combined multiplies opacities and scales and adds offsets")
    func combined() {
        let transition = AnyTransition.opacity.combined(with: .scale(scale: 0.5)).combined(with: .offset(x: 10))
            .combined(with: .offset(y: 4))
        let start = effect(transition, insertion: true, 0)
        #expect(start.opacity == 0)
        #expect(start.scale == CGSize(width: 0.5, height: 0.5))
        #expect(start.offset == CGSize(width: 10, height: 4))
        #expect(effect(transition, insertion: true, 1) == TransitionEffect())
    }

    @Test("an attached animation is kept for the transition and changes no effect")
    func attachedAnimation() {
        let transition = AnyTransition.asymmetric(insertion: .opacity.animation(.bouncy), removal: .slide)
        #expect(transition.animation(isInsertion: true) == .some(.bouncy))
        #expect(transition.animation(isInsertion: false) == nil)
        #expect(effect(transition, insertion: true, 0) == effect(.opacity, insertion: true, 0))
        #expect(AnyTransition.opacity.animation(nil).animation(isInsertion: true) == .some(nil))
    }

    @Test("a non-finite scale or offset is replaced and reported")
    func badValues() {
        let transition = AnyTransition.scale(scale: .nan).combined(with: .offset(x: .infinity, y: 3))
        let start = effect(transition, insertion: true, 0)
        #expect(start.scale == CGSize(width: 1, height: 1))
        #expect(start.offset == CGSize(width: 0, height: 3))
        #expect(transition.problems.count == 2)
        #expect(transition.diagnostics(at: "Text").map(\.kind) == [.invalidModifierValue, .invalidModifierValue])
        #expect(AnyTransition.slide.problems.isEmpty)
    }
}
