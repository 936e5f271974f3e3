import Foundation
import Testing
@testable import Trellis

/// A finger dragging a scroll view in a live host (Sources/Trellis/Gestures/ScrollPan.swift).
/// The glide after a lift is UIKit's normal deceleration rate, 0.998 per millisecond (Apple,
/// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate/normal): a
/// velocity v carries the content v · 0.499 points on. The slop (10 points) and the rest
/// interval are derived (docs/semantics.md, "Dragging a scroll view").
@Suite("Scroll views: dragging")
@MainActor
struct ScrollPanTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    /// 30 rows of 20 in a scroll view filling the window: it scrolls at most 400.
    private func rows(tapped: (() -> Void)? = nil) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0 ..< 30, id: \.self) { row in
                    Button { tapped?() } label: { Color.blue.frame(height: 20) }.id(row)
                }
            }
        }
        .id("list")
    }

    private func host(_ view: some View) -> LayoutHost {
        let host = LayoutHost(view)
        _ = host.layout(in: window)
        return host
    }

    @Test("a drag that rests before the lift leaves the content where the finger put it")
    func restingDragFollowsFinger() {
        let host = host(rows())
        let touch = host.beginTouch(at: CGPoint(x: 150, y: 150))
        touch?.move(to: CGPoint(x: 150, y: 100))
        touch?.move(to: CGPoint(x: 150, y: 50))
        touch?.hold(for: 0.5)
        #expect(touch?.end() == true)
        let result = host.layout(in: window)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 100))
        #expect(result.frame(of: 5)?.minY == 0)
    }

    @Test("the content follows the finger while it moves")
    func contentFollowsFingerMidDrag() {
        let host = host(rows())
        let touch = host.beginTouch(at: CGPoint(x: 150, y: 150))
        touch?.move(to: CGPoint(x: 150, y: 110))
        #expect(host.layout(in: window).frame(of: 2)?.minY == 0)
        touch?.end(after: 1)
    }

    @Test("a fling carries the content on by UIKit's deceleration rate")
    func flingGlides() throws {
        let host = host(rows())
        // 100 points in 10 moves over 0.25 s: 400 points a second at the lift.
        #expect(host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50)))
        _ = host.layout(in: window)
        let offset = try #require(host.scrollOffset(of: "list"))
        #expect(abs(offset.y - (100 + 400 * 0.998 / 0.002 / 1000)) < 0.01)
    }

    @Test("a fling past the end stops at the content's end")
    func flingStopsAtEnd() {
        let host = host(rows())
        host.drag(from: CGPoint(x: 150, y: 190), to: CGPoint(x: 150, y: 10), steps: 4, duration: 0.05)
        _ = host.layout(in: window)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 400))
    }

    @Test("a movement under the slop leaves the scroll view and taps the button")
    func smallMovementTaps() {
        var taps = 0
        let host = host(rows { taps += 1 })
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 145), steps: 2, duration: 0.05)
        _ = host.layout(in: window)
        #expect(taps == 1)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 0))
    }

    @Test("a drag that scrolls does not tap the button it started on")
    func scrollingCancelsTap() {
        var taps = 0
        let host = host(rows { taps += 1 })
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50))
        #expect(taps == 0)
    }

    @Test("scrollDisabled keeps a drag from moving the scroll view")
    func disabledScrollViewStays() {
        let host = host(rows().scrollDisabled(true))
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50))
        _ = host.layout(in: window)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 0))
    }

    @Test("a drag gesture inside the scroll view takes the drag before the scroll view")
    func innerDragGestureWins() {
        var changes = 0
        let host = host(ScrollView {
            Color.blue.frame(height: 600).gesture(DragGesture().onChanged { _ in changes += 1 })
        }.id("list"))
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50))
        _ = host.layout(in: window)
        #expect(changes > 0)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 0))
    }

    /// The phases `onScrollPhaseChange` hears, as "old>new" entries (the first, "idle>idle",
    /// as the scroll view first lays out).
    final class Phases { var seen: [String] = []; var velocities: [CGVector?] = [] }

    private func phased(_ phases: Phases) -> some View {
        rows().onScrollPhaseChange { old, new, context in
            phases.seen.append("\(old)>\(new)")
            phases.velocities.append(context.velocity)
        }
    }

    @Test("a fling takes the scroll view through tracking, interacting and decelerating to idle")
    func flingPhases() {
        let phases = Phases()
        let host = host(phased(phases))
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50))
        _ = host.layout(in: window)
        #expect(phases.seen == ["idle>idle", "idle>tracking", "tracking>interacting", "interacting>decelerating", "decelerating>idle"])
        // (Dates carry the moves' times: the speed is 400 to within their rounding.)
        let velocity = phases.velocities[3]
        #expect(velocity?.dx == 0 && abs((velocity?.dy ?? 0) - 400) < 0.01)
    }

    @Test("a drag that rests before the lift does not decelerate")
    func restingDragPhases() {
        let phases = Phases()
        let host = host(phased(phases))
        let touch = host.beginTouch(at: CGPoint(x: 150, y: 150))
        touch?.move(to: CGPoint(x: 150, y: 100))
        touch?.hold(for: 0.5)
        touch?.end()
        _ = host.layout(in: window)
        #expect(phases.seen == ["idle>idle", "idle>tracking", "tracking>interacting", "interacting>idle"])
    }

    @Test("a tap in a scroll view goes from tracking back to idle")
    func tapPhases() {
        let phases = Phases()
        let host = host(phased(phases))
        host.tap(at: CGPoint(x: 150, y: 150))
        _ = host.layout(in: window)
        #expect(phases.seen == ["idle>idle", "idle>tracking", "tracking>idle"])
    }

    @Test("phase changes are reported once, at the next layout")
    func phasesReportedOnce() {
        let phases = Phases()
        let host = host(phased(phases))
        #expect(phases.seen == ["idle>idle"])
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(phases.seen.count == 1)
        _ = host.layout(in: window)
        _ = host.layout(in: ProposedViewSize(width: 310, height: 200))
        #expect(phases.seen.count == 3)
    }

    @Test("a vertical scroll view ignores a sideways drag")
    func crossAxisDragIgnored() {
        let host = host(rows())
        host.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100))
        _ = host.layout(in: window)
        #expect(host.scrollOffset(of: "list") == CGPoint(x: 0, y: 0))
    }
}
