import Foundation
import Testing
@testable import Trellis

/// An optional gesture (SwiftUICore declares `extension Optional: Gesture where Wrapped:
/// Gesture`): a view attaches `condition ? gesture : nil`, as SwiftUIPager does with
/// `gesture(allowsDragging ? swipeGesture : nil, priority:)`. Present, it recognizes as its
/// gesture; absent, the touch goes to the other gestures.
@Suite("Optional gestures")
@MainActor
struct OptionalGestureTests {
    private typealias Log = GestureTests.Log

    /// A host of `view`, laid out in the 100-point square (``GestureTests/host(_:)``).
    private static func host(_ view: some View) -> LayoutHost { GestureTests.host(view) }

    @Test("a present optional gesture recognizes as its gesture does")
    func presentGestureRecognizes() {
        let log = Log()
        let tap: TapGesture? = TapGesture()
        let host = Self.host(Color.red.gesture(tap.onEnded { log.entries.append("tap") }))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["tap"])
    }

    @Test("an absent optional gesture leaves the touch to the gestures around the view")
    func absentGestureLeavesTouch() {
        let log = Log()
        let drag: DragGesture? = nil
        let host = Self.host(
            Color.red.gesture(drag)
                .onTapGesture { log.entries.append("outer") })
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["outer"])
    }

    @Test("an optional gesture chosen by a condition runs only when present")
    func conditionalGesture() {
        var ended = 0
        func view(allowsDragging: Bool) -> some View {
            let drag = DragGesture().onEnded { _ in ended += 1 }
            return Color.red.gesture(allowsDragging ? drag : nil)
        }
        Self.host(view(allowsDragging: false)).drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 90, y: 50))
        #expect(ended == 0)
        Self.host(view(allowsDragging: true)).drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 90, y: 50))
        #expect(ended == 1)
    }
}
