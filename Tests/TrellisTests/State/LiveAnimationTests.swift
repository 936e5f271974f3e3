import Foundation
import Testing
import Trellis

// State changes under an animation (issue 25): a change a live host applies inside
// `LayoutHost.animate` moves views over time like a replacement does, and a change made in
// `withAnimation` animates with that animation (Apple, `withanimation(_:_:)`: "returns the
// result of recomputing the view's body with the provided animation").

@Observable private final class Box {
    var width: CGFloat = 10
}

private struct BoxBar: View {
    let box: Box
    var body: some View { Color.red.frame(width: box.width, height: 10).id("bar") }
}

private struct AnimatedGrower: View {
    @State private var width: CGFloat = 10
    var body: some View {
        VStack(spacing: 0) {
            Button("Grow") { withAnimation(.linear(duration: 2)) { width = 110 } }.id("grow")
            Color.green.frame(width: width, height: 10).id("grown")
        }
    }
}

@MainActor
struct LiveAnimationTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    @Test("an observed property changed under an animation moves the view over time")
    func observedChangeAnimates() throws {
        let box = Box()
        let host = LayoutHost(BoxBar(box: box), fonts: .testFont)
        let animation = host.animate(.linear(duration: 1), in: proposal) { box.width = 50 }
        // Linear: half way at half the duration.
        let width = try #require(animation.result(at: 0.5).frame(of: "bar")?.width)
        #expect(abs(width - 30) < 0.01)
        #expect(animation.end.frame(of: "bar")?.width == 50)
    }

    @Test("a state change made in withAnimation animates with that animation")
    func withAnimationGivesTheAnimation() throws {
        let host = LayoutHost(AnimatedGrower(), fonts: .testFont)
        let animation = host.animate(nil, in: proposal) { host.activate(id: "grow") }
        #expect(animation.duration == 2)
        let width = try #require(animation.result(at: 1).frame(of: "grown")?.width)
        #expect(abs(width - 60) < 0.01)
    }
}
