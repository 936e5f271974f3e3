import Foundation
import Testing
@testable import Trellis

// Frames at any time of an animated change (`LayoutHost.animate(_:in:_:)`): the straight line
// between a view's start and end frames at the animation's fraction, and a custom layout's
// animatable data run again at each value (docs/semantics.md, "Animated layout"; our
// derivation). Expected values are worked out from `Animation.fraction(at:)`, whatever curve it
// computes.

/// Whether two rectangles agree to within `tolerance` in every number.
func nearlyEqual(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `start + (end − start)·p`, number by number.
func interpolated(_ start: CGRect, _ end: CGRect, _ p: Double) -> CGRect {
    CGRect(
        x: start.minX + (end.minX - start.minX) * p, y: start.minY + (end.minY - start.minY) * p,
        width: start.width + (end.width - start.width) * p, height: start.height + (end.height - start.height) * p)
}

/// A radial layout whose rotation animates: subview `i` is centred `radius` from the centre
/// of its bounds, at `angle + 2πi/n` from straight up.
struct RotatingRadialLayout: Layout {
    var angle: Double
    var radius: CGFloat = 100

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for (index, subview) in subviews.enumerated() {
            let theta = angle + 2 * Double.pi * Double(index) / Double(subviews.count)
            subview.place(
                at: CGPoint(x: bounds.midX + radius * sin(theta), y: bounds.midY - radius * cos(theta)), anchor: .center,
                proposal: .unspecified)
        }
    }
}

@MainActor
private func wheel(_ angle: Double, radius: CGFloat = 100) -> some View {
    RotatingRadialLayout(angle: angle, radius: radius) {
        ForEach(0 ..< 4) { index in Color.red.frame(width: 20, height: 20).id(index) }
    }
}

@Suite("Animated layout")
@MainActor
struct AnimatedLayoutTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    @Test("a frame that changes size moves on the straight line at the animation's fraction")
    func sizeChangeIsLinear() {
        let host = LayoutHost(HStack { Color.red.frame(width: 10).id("bar"); Color.blue.frame(width: 30) })
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70))
        }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        #expect(start.width == 10 && end.width == 70)
        for time in [0, 0.25, 0.5, 0.8, 1] {
            let p = animation.animation.fraction(at: time)
            #expect(nearlyEqual(animation.result(at: time).element(id: "bar")?.exactFrame, interpolated(start, end, p)))
        }
    }

    @Test("the result at 0 is the start and the settled result is the end")
    func endsAreStartAndEnd() {
        let host = LayoutHost(HStack { Color.red.frame(width: 10).id("bar"); Color.blue.frame(width: 30).id("blue") })
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70))
        }
        for id in ["bar", "blue"] {
            #expect(animation.result(at: 0).frame(of: id) == animation.start.frame(of: id))
            #expect(animation.result(at: animation.duration).frame(of: id) == animation.end.frame(of: id))
        }
    }

    @Test("the duration is the animation's settling time")
    func durationIsSettlingTime() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let curve = Animation.linear(duration: 0.4).delay(0.1)
        let animation = host.animate(curve, in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        #expect(animation.duration == curve.settlingTime)
    }

    @Test("an animation that repeats forever lasts one cycle")
    func repeatForeverIsOneCycle() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let once = Animation.linear(duration: 0.5)
        let animation = host.animate(once.repeatForever(), in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        #expect(animation.duration == once.settlingTime)
    }

    @Test("results sample the animation at the frame rate, the last at the duration")
    func resultsSampleTheDuration() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let animation = host.animate(.linear(duration: 0.5), in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        let samples = animation.results(framesPerSecond: 10)
        #expect(samples.map(\.time).first == 0)
        #expect(samples.last?.time == animation.duration)
        #expect(samples.count == Int((animation.duration * 10).rounded(.up)) + 1)
        #expect(samples.last?.result.frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("a frame rate that is not a positive number gives the start and the end only")
    func badFrameRate() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let animation = host.animate(.linear(duration: 0.5), in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        for rate in [0, -3, Double.nan, .infinity] {
            let results = animation.results(framesPerSecond: rate)
            #expect(results.map(\.time) == [0, animation.duration])
            #expect(results.allSatisfy { $0.result.diagnostics.contains { $0.kind == .invalidTime } })
        }
    }

    @Test("a time that is not a number gives the end")
    func nanTimeIsTheEnd() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let animation = host.animate(.linear(duration: 0.5), in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        #expect(animation.result(at: .nan).frame(of: "bar") == animation.end.frame(of: "bar"))
        #expect(animation.result(at: .nan).diagnostics.contains { $0.kind == .invalidTime })
    }

    @Test("the animated result keeps the end's elements, order and parents")
    func resultKeepsEndsStructure() {
        let host = LayoutHost(VStack { Color.red.frame(width: 10).id("bar"); Text("Label") })
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        let halfway = animation.result(at: 0.5)
        #expect(halfway.elements.map(\.name) == animation.end.elements.map(\.name))
        #expect(halfway.elements.map(\.parent) == animation.end.elements.map(\.parent))
    }

    @Test("a custom layout's animatable angle keeps every subview on the circle")
    func animatableAngleFollowsTheArc() {
        let host = LayoutHost(wheel(0).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "wheel", with: wheel(Double.pi)) }
        for time in stride(from: 0.0, through: 1.0, by: 0.125) {
            let result = animation.result(at: time)
            for index in 0 ..< 4 {
                let frame = result.element(id: index)!.exactFrame
                let distance = hypot(frame.midX - 150, frame.midY - 150)
                #expect(abs(distance - 100) < 0.01, "subview \(index) at \(time) s is \(distance) from the centre")
            }
        }
    }

    @Test("a custom layout's animatable angle is interpolated at the animation's fraction")
    func animatableAngleAtFraction() {
        let host = LayoutHost(wheel(0).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "wheel", with: wheel(Double.pi)) }
        let time = 0.3, p = animation.animation.fraction(at: time)
        let expected = wheel(Double.pi * p).layout(in: proposal).element(id: 0)!.exactFrame
        #expect(nearlyEqual(animation.result(at: time).element(id: 0)?.exactFrame, expected))
    }

    @Test("laying out after sampling an animated layout gives the end again")
    func hostIsRestoredAfterSampling() {
        let host = LayoutHost(wheel(0).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "wheel", with: wheel(Double.pi)) }
        _ = animation.result(at: 0.4)
        let after = host.layout(in: proposal)
        for index in 0 ..< 4 { #expect(after.frame(of: index) == animation.end.frame(of: index)) }
    }

    @Test("without an animation the change is at once")
    func noAnimationJumps() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
        #expect(animation.duration == 0)
        #expect(animation.result(at: 0).frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("an animatable angle and a radius change compose: the layout's path plus the straight remainder")
    func dataAndStructureCompose() {
        let host = LayoutHost(wheel(0, radius: 60).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) {
            host.replace(id: "wheel", with: wheel(Double.pi / 2, radius: 120))
        }
        let time = 0.4, p = animation.animation.fraction(at: time)
        // L(p): the end's radius, the angle p of the way; L(0): the end's radius at the start angle.
        let atP = wheel(Double.pi / 2 * p, radius: 120).layout(in: proposal).element(id: 1)!.exactFrame
        let atZero = wheel(0, radius: 120).layout(in: proposal).element(id: 1)!.exactFrame
        let start = animation.start.element(id: 1)!.exactFrame
        let expected = CGRect(
            x: atP.minX + (1 - p) * (start.minX - atZero.minX), y: atP.minY + (1 - p) * (start.minY - atZero.minY),
            width: atP.width, height: atP.height)
        #expect(nearlyEqual(animation.result(at: time).element(id: 1)?.exactFrame, expected))
    }

    @Test("sampling after the host changed again gives straight lines and no crash")
    func samplingAfterAnotherChange() {
        let host = LayoutHost(wheel(0).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "wheel", with: wheel(Double.pi)) }
        host.replace(id: "wheel", with: wheel(0))
        let start = animation.start.element(id: 2)!.exactFrame, end = animation.end.element(id: 2)!.exactFrame
        let p = animation.animation.fraction(at: 0.5)
        #expect(nearlyEqual(animation.result(at: 0.5).element(id: 2)?.exactFrame, interpolated(start, end, p)))
    }

    @Test("results can be sampled from several tasks at once")
    func concurrentSampling() async {
        let host = LayoutHost(wheel(0).id("wheel"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "wheel", with: wheel(Double.pi)) }
        let expected = (0 ..< 8).map { animation.result(at: Double($0) / 8).element(id: 0)!.exactFrame }
        let sampled = await withTaskGroup(of: (Int, CGRect).self) { group in
            for index in 0 ..< 8 {
                group.addTask { (index, animation.result(at: Double(index) / 8).element(id: 0)!.exactFrame) }
            }
            var frames = [CGRect](repeating: .zero, count: 8)
            for await (index, frame) in group { frames[index] = frame }
            return frames
        }
        #expect(sampled == expected)
    }
}

