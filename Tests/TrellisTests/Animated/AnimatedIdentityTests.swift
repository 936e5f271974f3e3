import Foundation
import Testing
@testable import Trellis

// Which view is which across an animated change, and Apple's "Composing custom layouts with
// SwiftUI" profile view switching its avatars between an `HStackLayout` and the radial layout
// through `AnyLayout` (https://developer.apple.com/documentation/swiftui/composing-custom-layouts-with-swiftui:
// "To transition between these layout types, the app uses the AnyLayout type", with
// `.animation(.default, value: pets)` on the layout). The frames in between are our derivation
// (docs/semantics.md, "Animated layout"): each avatar on the straight line between its frames
// in the two layouts, at the curve's fraction.

/// The sample's avatars, as 20-point squares marked with the pets' names, in an `AnyLayout`
/// that is an `HStackLayout` for a three-way tie and the sample's radial layout otherwise.
@MainActor
private func avatars(isThreeWayTie: Bool, ranks: [Int] = [1, 1, 1]) -> some View {
    let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
    let names = ["cat", "goldfish", "dog"]
    return layout {
        ForEach(0 ..< 3) { index in Color.red.frame(width: 20, height: 20).id(names[index]).rank(ranks[index]) }
    }
    .animation(.default, value: ranks)
}

/// Three unmarked squares in an `AnyLayout`.
@MainActor
private func unmarked(_ layout: AnyLayout) -> some View {
    layout { ForEach(0 ..< 3) { _ in Color.red.frame(width: 20, height: 20) } }
}

@Suite("Animated layout: identity")
@MainActor
struct AnimatedIdentityTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    @Test("switching the profile's AnyLayout moves each avatar on the straight line at the curve's fraction")
    func profileSwitchIsLinear() {
        let host = LayoutHost(avatars(isThreeWayTie: true).id("avatars"))
        let animation = host.animate(.default, in: proposal) {
            host.replace(id: "avatars", with: avatars(isThreeWayTie: false, ranks: [2, 1, 3]))
        }
        for name in ["cat", "goldfish", "dog"] {
            let start = animation.start.element(id: name)!.exactFrame, end = animation.end.element(id: name)!.exactFrame
            #expect(start != end)
            for step in 0 ... 8 {
                let time = animation.duration * Double(step) / 8, p = Animation.default.fraction(at: time)
                #expect(nearlyEqual(animation.result(at: time).element(id: name)?.exactFrame, interpolated(start, end, p)))
            }
        }
    }

    @Test("an AnyLayout that switches layouts keeps its unmarked subviews")
    func anyLayoutKeepsSubviews() {
        let host = LayoutHost(unmarked(AnyLayout(HStackLayout())).id("row"))
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "row", with: unmarked(AnyLayout(VStackLayout())))
        }
        let atStart = animation.result(at: 0)
        // Nothing removed, nothing faded: every square is the same view, at its start frame.
        #expect(atStart.elements.count == animation.end.elements.count)
        #expect(atStart.elements.allSatisfy { $0.effects.opacity == 1 })
        #expect(atStart.elements.map(\.exactFrame) == animation.start.elements.map(\.exactFrame))
    }

    @Test("views keep their identity by mark when they change places")
    func marksKeepIdentity() {
        let host = LayoutHost(HStack { Color.red.frame(width: 10).id("a"); Color.blue.frame(width: 30).id("b") }.id("row"))
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "row", with: HStack { Color.blue.frame(width: 30).id("b"); Color.red.frame(width: 10).id("a") })
        }
        let p = animation.animation.fraction(at: 0.5)
        for id in ["a", "b"] {
            let start = animation.start.element(id: id)!.exactFrame, end = animation.end.element(id: id)!.exactFrame
            #expect(nearlyEqual(animation.result(at: 0.5).element(id: id)?.exactFrame, interpolated(start, end, p)))
        }
    }

    @Test("a view inserted with a removed view's matched geometry starts from its frame")
    func matchedGeometryStartsFromRemovedFrame() {
        let namespace = Namespace().wrappedValue
        let host = LayoutHost(ZStack { Circle().frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: namespace) }.id("stage"))
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "stage", with: ZStack {
                Color.red.frame(width: 60, height: 60).padding(30).matchedGeometryEffect(id: "dot", in: namespace).id("big")
            })
        }
        let startFrame = animation.start.elements[1].exactFrame
        #expect(nearlyEqual(animation.result(at: 0).element(id: "big")?.exactFrame, startFrame))
        #expect(animation.result(at: 0).element(id: "big")?.effects.opacity == 1)
    }
}
