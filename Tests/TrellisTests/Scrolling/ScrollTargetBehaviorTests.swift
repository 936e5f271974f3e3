import Foundation
import Testing
@testable import Trellis

/// Where a dragged scroll view comes to rest under `scrollTargetBehavior(_:)`: Apple's
/// `ScrollTargetBehavior/updateTarget(_:context:)` is called "when a scroll gesture ends" with
/// where the view "would naturally scroll to using its deceleration rate"
/// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior). Paging "aligns
/// scroll targets to container-based geometry", view alignment to "view-based geometry"; which
/// page or view a fling reaches is derived (docs/semantics.md, "Dragging a scroll view").
@Suite("Scroll views: target behaviors")
@MainActor
struct ScrollTargetBehaviorTests {
    private let window = ProposedViewSize(width: 300, height: 200)

    /// Five pages as wide as the 300-point window.
    private func pages() -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0 ..< 5, id: \.self) { Color.blue.frame(width: 300).id($0) } }
        }
        .id("pages")
    }

    /// Ten cards 120 wide in a scroll target layout.
    private func cards() -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0 ..< 10, id: \.self) { Color.blue.frame(width: 120).id($0) } }
                .scrollTargetLayout()
        }
        .id("cards")
    }

    private func offset(_ view: some View, _ id: String, drag: (LayoutHost) -> Void) -> CGFloat? {
        let host = LayoutHost(view)
        _ = host.layout(in: window)
        drag(host)
        _ = host.layout(in: window)
        return host.scrollOffset(of: id)?.x
    }

    /// A slow drag: the finger moves `distance` to the left and rests before the lift.
    private func slowDrag(_ distance: CGFloat) -> (LayoutHost) -> Void {
        { host in
            let touch = host.beginTouch(at: CGPoint(x: 250, y: 100))
            touch?.move(to: CGPoint(x: 250 - distance / 2, y: 100))
            touch?.move(to: CGPoint(x: 250 - distance, y: 100))
            touch?.hold(for: 0.5)
            touch?.end()
        }
    }

    /// A fling: `distance` to the left in a tenth of a second.
    private func fling(_ distance: CGFloat) -> (LayoutHost) -> Void {
        { host in host.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 250 - distance, y: 100), steps: 5, duration: 0.1) }
    }

    @Test("without a behavior a slow drag rests where the finger left the content")
    func noBehaviorRestsAnywhere() {
        #expect(offset(pages(), "pages", drag: slowDrag(100)) == 100)
    }

    @Test("paging brings a slow short drag back to the page it was on")
    func pagingReturnsToNearestPage() {
        #expect(offset(pages().scrollTargetBehavior(.paging), "pages", drag: slowDrag(100)) == 0)
    }

    @Test("paging settles a slow long drag on the nearest page")
    func pagingSettlesOnNearestPage() {
        #expect(offset(pages().scrollTargetBehavior(.paging), "pages", drag: slowDrag(200)) == 300)
    }

    @Test("a fling pages one page on, however fast")
    func pagingFlingMovesOnePage() {
        #expect(offset(pages().scrollTargetBehavior(.paging), "pages", drag: fling(60)) == 300)
        #expect(offset(pages().scrollTargetBehavior(.paging), "pages", drag: fling(240)) == 300)
    }

    @Test("view alignment rests a slow drag with the nearest card at the leading edge")
    func viewAlignedNearestCard() {
        #expect(offset(cards().scrollTargetBehavior(.viewAligned(limitBehavior: .never)), "cards", drag: slowDrag(130)) == 120)
    }

    @Test("view alignment limited to one moves a fling on by one card")
    func viewAlignedByOne() {
        #expect(offset(cards().scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne)), "cards", drag: fling(240)) == 120)
    }

    @Test("view alignment's automatic limit on an iPhone moves a fling at most a container of cards")
    func viewAlignedAutomaticLimit() {
        // 300 points hold the cards at 120 and 240 past the first: two cards at most.
        #expect(offset(cards().scrollTargetBehavior(.viewAligned), "cards", drag: fling(280)) == 240)
    }

    @Test("view alignment without a scroll target layout leaves the target alone")
    func viewAlignedWithoutTargetsUnchanged() {
        #expect(offset(pages().scrollTargetBehavior(.viewAligned), "pages", drag: slowDrag(100)) == 100)
    }

    /// Rests on multiples of 50, through the type-erased wrapper.
    struct Fifties: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = (context.originalTarget.rect.minX / 50).rounded() * 50
        }
    }

    @Test("an app's own behavior moves where the drag comes to rest")
    func customBehavior() {
        #expect(offset(pages().scrollTargetBehavior(AnyScrollTargetBehavior(Fifties())), "pages", drag: slowDrag(80)) == 100)
    }

    @Test("view alignment with an anchor lines up the views' anchor points with the container's")
    func viewAlignedAnchor() {
        // Card 2 (240…360) centred in the 300-point container: offset 240 + 60 − 150.
        let behavior = ViewAlignedScrollTargetBehavior.viewAligned(limitBehavior: .never, anchor: .center)
        #expect(offset(cards().scrollTargetBehavior(behavior), "cards", drag: slowDrag(130)) == 150)
    }

    /// Asks for a 100-point rect at 600, its centre on the container's.
    struct CentredRect: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect = CGRect(x: 600, y: 0, width: 100, height: 200)
            target.anchor = .center
        }
    }

    @Test("a target with an anchor rests with that point of its rect on the container's")
    func targetAnchor() {
        #expect(offset(pages().scrollTargetBehavior(CentredRect()), "pages", drag: slowDrag(100)) == 500)
    }

    @Test("a behavior reads the scroll view's sizes, axes and environment")
    func contextReportsScrollView() {
        final class Seen { var context: (CGSize, CGSize, Axis.Set, LayoutDirection)? }
        struct Recording: ScrollTargetBehavior {
            let seen: Seen
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                seen.context = (context.contentSize, context.containerSize, context.axes, context.layoutDirection)
            }
        }
        let seen = Seen()
        _ = offset(pages().scrollTargetBehavior(Recording(seen: seen)), "pages", drag: slowDrag(100))
        #expect(seen.context?.0 == CGSize(width: 1500, height: 200))
        #expect(seen.context?.1 == CGSize(width: 300, height: 200))
        #expect(seen.context?.2 == .horizontal)
        #expect(seen.context?.3 == .leftToRight)
    }

    @Test("paging and view alignment limit scrolls; the default and never do not")
    func propertiesLimitScrolls() {
        let context = ScrollTargetBehaviorPropertiesContext(values: EnvironmentValues(), scrollAxes: .vertical)
        #expect(PagingScrollTargetBehavior().properties(context: context).limitsScrolls)
        #expect(ViewAlignedScrollTargetBehavior().properties(context: context).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior(limitBehavior: .never).properties(context: context).limitsScrolls)
        #expect(!Fifties().properties(context: context).limitsScrolls)
    }

    @Test("a position the app asks for is not moved by the behavior")
    func programmaticScrollUnchanged() {
        let host = LayoutHost(pages().scrollTargetBehavior(.paging))
        host.scroll("pages", to: ScrollPosition(x: 130))
        _ = host.layout(in: window)
        #expect(host.scrollOffset(of: "pages") == CGPoint(x: 130, y: 0))
    }

    @Test("scrollTargetLayout changes no frame")
    func targetLayoutChangesNoFrame() {
        let plain = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0 ..< 10, id: \.self) { Color.blue.frame(width: 120).id($0) } }
        }
        let marked = cards()
        let a = plain.layout(in: window), b = marked.layout(in: window)
        #expect((0 ..< 10).map { a.frame(of: $0) } == (0 ..< 10).map { b.frame(of: $0) })
    }
}
