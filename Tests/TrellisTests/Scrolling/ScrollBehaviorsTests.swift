import Foundation
import Testing
@testable import Trellis

// `scrollBounceBehavior(_:axes:)`: SwiftUI ("ScrollBounceBehavior/basedOnSize",
// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/basedonsize): "The
// scrollable view bounces when its content is large enough to require scrolling" — a scroll
// view whose content fits does not take the drag, so the gestures around it get it. And the
// values the other scroll modifiers record.
@Suite("Scroll views: bounce, keyboard and edge effect")
@MainActor
struct ScrollBehaviorsTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    /// A scroll view whose content (100 high) fits the window, inside a view with a drag
    /// gesture that counts its changes.
    private func fitting(_ behavior: ScrollBounceBehavior?, content height: CGFloat = 100, changes: @escaping () -> Void) -> some View {
        let scroll = ScrollView { Color.blue.frame(height: height) }.id("list")
        return Group {
            if let behavior { scroll.scrollBounceBehavior(behavior) } else { scroll }
        }
        .gesture(DragGesture().onChanged { _ in changes() })
    }

    private func drag(_ view: some View) -> LayoutHost {
        let host = LayoutHost(view)
        _ = host.layout(in: window)
        // Starts on the content (the top 100 points) and moves 70 up: past the slop.
        host.drag(from: CGPoint(x: 150, y: 80), to: CGPoint(x: 150, y: 10))
        _ = host.layout(in: window)
        return host
    }

    @Test("basedOnSize lets the gestures around a scroll view whose content fits take the drag")
    func basedOnSizeFittingContentPassesDrag() {
        var changes = 0
        _ = drag(fitting(.basedOnSize) { changes += 1 })
        #expect(changes > 0)
    }

    @Test("by default a scroll view takes a drag even when its content fits")
    func automaticFittingContentTakesDrag() {
        var changes = 0
        _ = drag(fitting(nil) { changes += 1 })
        #expect(changes == 0)
        var always = 0
        _ = drag(fitting(.always) { always += 1 })
        #expect(always == 0)
    }

    @Test("basedOnSize still scrolls content that does not fit")
    func basedOnSizeScrollsLargeContent() {
        var changes = 0
        let host = drag(fitting(.basedOnSize, content: 600) { changes += 1 })
        #expect(changes == 0)
        #expect((host.scrollOffset(of: "list")?.y ?? 0) > 0)
    }

    @Test("basedOnSize on the horizontal axis leaves a vertical scroll view taking the drag")
    func basedOnSizeOtherAxisIgnored() {
        var changes = 0
        _ = drag(ScrollView { Color.blue.frame(height: 100) }.id("list")
            .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
            .gesture(DragGesture().onChanged { _ in changes += 1 }))
        #expect(changes == 0)
    }

    @Test("scrollBounceBehavior sets the environment for the axes given")
    func bounceBehaviorSetsAxes() {
        struct Reader: View {
            @Environment(\.horizontalScrollBounceBehavior) var horizontal
            @Environment(\.verticalScrollBounceBehavior) var vertical
            var body: some View {
                let axes = EnvironmentValues.axes(horizontal: horizontal, vertical: vertical)
                Color.red.frame(width: axes.contains(.horizontal) ? 20 : 10, height: axes.contains(.vertical) ? 20 : 10).id("r")
            }
        }
        let result = Reader().scrollBounceBehavior(.basedOnSize, axes: .horizontal).layout(in: window)
        #expect(result.frame(of: "r")?.size == CGSize(width: 20, height: 10))
        let both = Reader().scrollBounceBehavior(.basedOnSize, axes: [.horizontal, .vertical]).layout(in: window)
        #expect(both.frame(of: "r")?.size == CGSize(width: 20, height: 20))
    }

    @Test("scrollDismissesKeyboard records its mode in the environment")
    func dismissesKeyboardRecorded() {
        struct Reader: View {
            @Environment(\.scrollDismissesKeyboardMode) var mode
            var body: some View { Color.red.frame(width: mode == .interactively ? 20 : 10, height: 10).id("r") }
        }
        #expect(Reader().layout(in: window).frame(of: "r")?.width == 10)
        #expect(Reader().scrollDismissesKeyboard(.interactively).layout(in: window).frame(of: "r")?.width == 20)
        #expect(ScrollDismissesKeyboardMode.never != .immediately)
    }

    @Test("the scroll edge effect modifiers change no frame")
    func edgeEffectChangesNoFrame() {
        let plain = ScrollView { Color.blue.frame(height: 600) }.layout(in: window)
        let styled = ScrollView { Color.blue.frame(height: 600) }
            .scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectHidden(true, for: .bottom).layout(in: window)
        #expect(plain.elements.map(\.frame) == styled.elements.map(\.frame))
        #expect(ScrollEdgeEffectStyle.hard != .soft)
    }
}

extension EnvironmentValues {
    /// The axes whose bounce behavior is `basedOnSize`, from the two environment values.
    fileprivate static func axes(horizontal: ScrollBounceBehavior, vertical: ScrollBounceBehavior) -> Axis.Set {
        var environment = EnvironmentValues()
        environment.horizontalScrollBounceBehavior = horizontal
        environment.verticalScrollBounceBehavior = vertical
        return environment.scrollAxesBasedOnSize
    }
}

// `scrollInputBehavior(_:for:)` has no input kind on iOS, and
// `Transaction.scrollContentOffsetAdjustmentBehavior` is recorded on the transaction.
@Suite("Scroll views: input and offset adjustment")
@MainActor
struct ScrollInputTests {
    @Test("the offset adjustment behavior round-trips through a transaction, automatic by default")
    func offsetAdjustmentRoundTrips() {
        var transaction = Transaction()
        #expect(!transaction.scrollContentOffsetAdjustmentBehavior.isDisabled)
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        #expect(transaction.scrollContentOffsetAdjustmentBehavior.isDisabled)
        transaction.scrollContentOffsetAdjustmentBehavior = .automatic
        #expect(!transaction.scrollContentOffsetAdjustmentBehavior.isDisabled)
    }

    @Test("the scroll input behaviors are distinct values")
    func inputBehaviorsDistinct() {
        #expect(ScrollInputBehavior.enabled != .disabled)
        #expect(ScrollInputBehavior.automatic != .enabled)
        #expect(ScrollInputBehavior.disabled == .disabled)
    }
}
