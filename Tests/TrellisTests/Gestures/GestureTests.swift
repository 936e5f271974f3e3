import Foundation
import Testing
@testable import Trellis

/// A live host's touches running gestures (Sources/Trellis/Gestures/). Sources: Apple's pages
/// for `gesture(_:including:)` ("gestures defined by the view" take precedence:
/// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)),
/// `highPriorityGesture(_:including:)` ("a higher precedence than gestures defined by the
/// view": https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)),
/// `simultaneousGesture(_:including:)` ("to process simultaneously":
/// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)),
/// `GestureMask` (https://developer.apple.com/documentation/swiftui/gesturemask),
/// `GestureState` ("resets the property back to its initial state when the gesture ends":
/// https://developer.apple.com/documentation/swiftui/gesturestate), `DragGesture`
/// (https://developer.apple.com/documentation/swiftui/draggesture), `LongPressGesture`
/// (https://developer.apple.com/documentation/swiftui/longpressgesture) and
/// `sequenced(before:)` (https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)).
@Suite("Gestures")
@MainActor
struct GestureTests {
    private static let square = ProposedViewSize(width: 100, height: 100)

    final class Log { var entries: [String] = [] }

    /// A host of `view`, laid out in the 100-point square.
    static func host(_ view: some View) -> LayoutHost {
        let host = LayoutHost(view)
        _ = host.layout(in: square)
        return host
    }

    @Test("a tap runs the handler of the view under it, not its neighbour's")
    func tapRunsHandlerUnderPoint() {
        let log = Log()
        let host = Self.host(HStack(spacing: 0) {
            Color.red.onTapGesture { log.entries.append("left") }
            Color.blue.onTapGesture { log.entries.append("right") }
        })
        #expect(host.tap(at: CGPoint(x: 75, y: 50)))
        #expect(log.entries == ["right"])
        #expect(!host.tap(at: CGPoint(x: 75, y: 150)))
        #expect(log.entries == ["right"])
    }

    @Test("a double tap runs the count-2 handler only")
    func doubleTap() {
        let log = Log()
        let host = Self.host(Color.red.onTapGesture(count: 2) { log.entries.append("double") })
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(log.entries == ["double"])
    }

    @Test("a spatial tap reports its location in the view's space and in the global one")
    func spatialTapLocation() {
        var local: CGPoint?, global: CGPoint?
        let host = Self.host(VStack(spacing: 0) {
            Color.clear.frame(height: 60)
            Color.red.frame(height: 40)
                .onTapGesture(coordinateSpace: .local) { local = $0 }
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { global = $0.location })
        })
        host.tap(at: CGPoint(x: 30, y: 70))
        #expect(local == CGPoint(x: 30, y: 10))
        #expect(global == CGPoint(x: 30, y: 70))
    }

    @Test("a drag reports locations in a named coordinate space around it")
    func namedSpace() {
        var start: CGPoint?
        let host = Self.host(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            Color.red.frame(height: 80)
                .gesture(DragGesture(coordinateSpace: .named("panel")).onEnded { start = $0.startLocation })
        }
        .coordinateSpace(.named("panel"))
        .padding(.leading, 10))
        host.drag(from: CGPoint(x: 40, y: 50), to: CGPoint(x: 80, y: 50))
        // The panel starts 10 in; the red view 20 down (its own space would give 30, 30).
        #expect(start == CGPoint(x: 30, y: 50))
    }

    private struct PressIndicator: View {
        @GestureState private var pressing = false
        var body: some View {
            Color.blue.frame(width: pressing ? 60 : 40, height: 40).id("box")
                .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value })
                .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    @Test("a long press's @GestureState is true from the touch's start until it lifts")
    func pressingState() throws {
        let host = Self.host(PressIndicator())
        let touch = try #require(host.beginTouch(at: CGPoint(x: 20, y: 20)))
        #expect(host.layout(in: Self.square).frame(of: "box")?.width == 60)
        touch.hold(for: 0.3)
        touch.end()
        #expect(host.layout(in: Self.square).frame(of: "box")?.width == 40)
    }

    @Test("a button under a tap runs its action")
    func buttonTap() {
        let log = Log()
        let host = Self.host(Button { log.entries.append("pressed") } label: { Color.red.frame(width: 40, height: 40) })
        #expect(host.tap(at: CGPoint(x: 20, y: 20)))
        #expect(log.entries == ["pressed"])
    }

    @Test("tap(id:) taps the middle of the marked view")
    func tapByID() {
        let log = Log()
        let host = Self.host(VStack {
            Color.red.frame(height: 20).onTapGesture { log.entries.append("top") }.id("top")
            Color.blue.frame(height: 20).onTapGesture { log.entries.append("bottom") }.id("bottom")
        })
        #expect(host.tap(id: "bottom"))
        #expect(log.entries == ["bottom"])
    }

    private struct GestureStateBox: View {
        @GestureState private var drag = CGSize.zero
        var body: some View {
            Color.blue.frame(width: 20, height: 20).id("box")
                .offset(drag)
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    @Test("a drag moves a view through @GestureState, which resets when the drag ends")
    func gestureStateDrag() throws {
        let host = Self.host(GestureStateBox())
        let touch = try #require(host.beginTouch(at: CGPoint(x: 10, y: 10)))
        touch.move(to: CGPoint(x: 30, y: 10))
        touch.move(to: CGPoint(x: 40, y: 25))
        #expect(host.layout(in: Self.square).frame(of: "box")?.origin == CGPoint(x: 30, y: 15))
        #expect(touch.end())
        #expect(host.layout(in: Self.square).frame(of: "box")?.origin == .zero)
    }

    private struct StateBox: View {
        @State private var offset = CGSize.zero
        let log: Log
        var body: some View {
            Color.blue.frame(width: 20, height: 20).id("box")
                .offset(offset)
                .gesture(DragGesture()
                    .onChanged { log.entries.append("changed \($0.translation.width)") }
                    .onEnded { value in
                        log.entries.append("ended \(value.translation.width)")
                        offset = value.translation
                    })
                .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    @Test("onEnded gets the whole translation, and the next layout shows the @State it set")
    func dragEndsWithTranslation() {
        let log = Log()
        let host = Self.host(StateBox(log: log))
        #expect(host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 30), steps: 4))
        #expect(log.entries == ["changed 10.0", "changed 20.0", "changed 30.0", "changed 40.0", "ended 40.0"])
        #expect(host.layout(in: Self.square).frame(of: "box")?.origin == CGPoint(x: 40, y: 20))
    }

    @Test("a drag shorter than the minimum distance neither changes nor ends")
    func shortDragFails() {
        let log = Log()
        let host = Self.host(StateBox(log: log))
        #expect(!host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 15, y: 10), steps: 2))
        #expect(log.entries.isEmpty)
    }

    @Test("a drag's velocity is its speed over the last move")
    func dragVelocity() {
        var ended: DragGesture.Value?
        let host = Self.host(Color.red.gesture(DragGesture(minimumDistance: 0).onEnded { ended = $0 }))
        host.drag(from: CGPoint(x: 0, y: 50), to: CGPoint(x: 100, y: 50), steps: 10, duration: 1)
        // (Within 0.01: a `Date` keeps seconds since 2001 in a Double, so a tenth of a second
        // between two events is exact to about 1e-7 s.)
        #expect(ended.map { abs($0.velocity.width - 100) < 0.01 } == true)
        #expect(ended.map { abs($0.predictedEndTranslation.width - 125) < 0.01 } == true)
        #expect(ended?.startLocation == CGPoint(x: 0, y: 50))
    }

    @Test("a view's own gesture wins over its container's")
    func innerGestureWins() {
        let log = Log()
        let host = Self.host(ZStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { log.entries.append("inner") }
        }
        .frame(width: 100, height: 100)
        .contentShape(Rectangle())
        .onTapGesture { log.entries.append("outer") })
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["inner"])
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.entries == ["inner", "outer"])
    }

    @Test("highPriorityGesture wins over the gestures inside, a button's included")
    func highPriorityWins() {
        let log = Log()
        let host = Self.host(Button { log.entries.append("button") } label: { Color.red }
            .highPriorityGesture(TapGesture().onEnded { log.entries.append("high") }))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["high"])
    }

    @Test("simultaneousGesture runs with the gestures inside")
    func simultaneousRunsBoth() {
        let log = Log()
        let host = Self.host(Button { log.entries.append("button") } label: { Color.red }
            .simultaneousGesture(TapGesture().onEnded { log.entries.append("simultaneous") }))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(Set(log.entries) == ["button", "simultaneous"])
    }

    @Test("a drag outside wins over a tap inside once the touch moves")
    func dragBeatsInnerTapWhenMoving() {
        let log = Log()
        let host = Self.host(Color.red.onTapGesture { log.entries.append("tap") }
            .gesture(DragGesture().onEnded { _ in log.entries.append("drag") }))
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 90, y: 50))
        #expect(log.entries == ["drag"])
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["drag", "tap"])
    }

    @Test("a mask without subviews turns the inner gestures off; one without gesture the gesture")
    func masks() {
        let log = Log()
        let gestureOnly = Self.host(Color.red.onTapGesture { log.entries.append("inner") }
            .gesture(TapGesture().onEnded { log.entries.append("outer") }, including: .gesture))
        gestureOnly.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["outer"])
        let disabled = Self.host(Color.red.onTapGesture { log.entries.append("inner") }
            .gesture(TapGesture().onEnded { log.entries.append("outer") }, isEnabled: false))
        disabled.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["outer", "inner"])
    }

    @Test("allowsHitTesting(false) sends the tap to the view behind")
    func tapPassesThrough() {
        let log = Log()
        let host = Self.host(ZStack {
            Color.red.onTapGesture { log.entries.append("back") }
            Color.blue.onTapGesture { log.entries.append("front") }.allowsHitTesting(false)
        })
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["back"])
    }

    @Test("a long press acts after its minimum duration and reports pressing")
    func longPress() {
        let log = Log()
        let host = Self.host(Color.red.onLongPressGesture(minimumDuration: 0.5) {
            log.entries.append("long")
        } onPressingChanged: { log.entries.append("pressing \($0)") })
        #expect(!host.longPress(at: CGPoint(x: 50, y: 50), duration: 0.2))
        #expect(log.entries == ["pressing true", "pressing false"])
        log.entries = []
        #expect(host.longPress(at: CGPoint(x: 50, y: 50), duration: 0.6))
        #expect(log.entries == ["pressing true", "pressing false", "long"])
    }

    @Test("longPress(id:) presses a view without a context menu")
    func longPressByID() {
        let log = Log()
        let host = Self.host(Color.red.onLongPressGesture { log.entries.append("long") }.id("red"))
        #expect(host.longPress(id: "red"))
        #expect(log.entries == ["long"])
    }

    @Test("a button with a context menu: a tap runs the button, a long press opens the menu")
    func buttonWithContextMenu() throws {
        let log = Log()
        let host = LayoutHost(Button { log.entries.append("button") } label: { Color.red.frame(width: 80, height: 40) }
            .contextMenu { Button("Copy") { log.entries.append("copy") } })
        let proposal = ProposedViewSize(width: 320, height: 480)
        _ = host.layout(in: proposal)
        host.tap(at: CGPoint(x: 40, y: 20))
        #expect(log.entries == ["button"])
        #expect(host.layout(in: proposal).frame(of: "Copy") == nil)
        #expect(host.longPress(at: CGPoint(x: 40, y: 20)))
        #expect(log.entries == ["button"])
        #expect(host.layout(in: proposal).frame(of: "Copy") != nil)
    }

    @Test("a long press sequenced before a drag drags only after the press")
    func sequencedPressThenDrag() throws {
        var values: [String] = []
        let host = Self.host(Color.red.gesture(
            LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
                .onEnded { value in
                    if case let .second(pressed, drag) = value { values.append("\(pressed) \(drag?.translation.width ?? -1)") }
                }))
        let touch = try #require(host.beginTouch(at: CGPoint(x: 20, y: 50)))
        touch.hold(for: 0.4)
        touch.move(to: CGPoint(x: 50, y: 50))
        #expect(touch.end())
        #expect(values == ["true 30.0"])
        #expect(!host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 60, y: 50)))
    }

    @Test("simultaneously runs both gestures and ends with both values")
    func simultaneousCombination() {
        var ends: [(tapped: Bool, location: CGPoint?)] = []
        let host = Self.host(Color.red.gesture(
            TapGesture().simultaneously(with: SpatialTapGesture()).onEnded { value in
                ends.append((value.first != nil, value.second?.location))
            }))
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(ends.count == 1)
        #expect(ends.first?.tapped == true && ends.first?.location == CGPoint(x: 30, y: 40))
    }

    private final class ResetLog { var values: [CGFloat] = [] }

    private struct ResetBox: View {
        let log: ResetLog
        @GestureState private var width: CGFloat
        init(log: ResetLog) {
            self.log = log
            _width = GestureState(wrappedValue: 0) { value, transaction in
                log.values.append(value)
                transaction.animation = .linear
            }
        }
        var body: some View {
            Color.blue.frame(width: 20 + width, height: 20).id("box")
                .gesture(DragGesture().updating($width) { value, state, _ in state = value.translation.width })
                .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    @Test("a GestureState's reset closure gets the value before the reset")
    func resetClosure() {
        let log = ResetLog()
        let host = Self.host(ResetBox(log: log))
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), steps: 3)
        #expect(log.values == [30])
        #expect(host.layout(in: Self.square).frame(of: "box")?.width == 20)
    }

    @Test("exclusively gives the first gesture precedence")
    func exclusivePrecedence() {
        var values: [String] = []
        let host = Self.host(Color.red.gesture(
            TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
                switch value {
                case .first: values.append("double")
                case .second: values.append("single")
                }
            }))
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(values == ["double", "single"])
    }

    @Test("a custom gesture runs its body's gesture; map transforms its value")
    func customGestureBody() {
        struct Swipe: Gesture {
            var body: some Gesture<CGFloat> { DragGesture(minimumDistance: 30).map { $0.translation.width } }
        }
        var widths: [CGFloat] = []
        let host = Self.host(Color.red.gesture(Swipe().onEnded { widths.append($0) }))
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 20, y: 50))
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 80, y: 50))
        #expect(widths == [70])
    }

    @Test("two-finger gestures never happen")
    func magnifyIsInert() {
        var ran = false
        let host = Self.host(Color.red.gesture(MagnifyGesture().onEnded { _ in ran = true }))
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 80, y: 50))
        #expect(!ran)
    }

    @Test("a touch before any layout, or at a NaN point, does nothing")
    func badTouches() {
        var ran = false
        let host = LayoutHost(Color.red.onTapGesture { ran = true })
        #expect(!host.tap(at: CGPoint(x: 5, y: 5)))
        _ = host.layout(in: Self.square)
        #expect(!host.tap(at: CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!host.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: CGFloat.infinity, y: 5)))
        #expect(!ran)
        #expect(host.tap(at: CGPoint(x: 5, y: 5)) && ran)
    }
}
