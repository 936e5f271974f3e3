import Foundation
import Testing
@testable import Trellis

/// `containerRelativeFrame`: sizes from the nearest container (a scroll view or the window),
/// not from the parent's proposal.
/// Sources: Apple's documentation of `containerRelativeFrame(_:alignment:)`,
/// `containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_:alignment:_:)` (the containers, the safe-area insets taken off, the
/// count and span rule); fatbobman, "Mastering the containerRelativeFrame Modifier in SwiftUI"
/// (the parent's proposal ignored on the named axes, passed through on the others). The
/// numbers are derived from those rules: no recording of Apple's SwiftUI with this modifier
/// is public (see `Fixtures/containerrelative`).
@Suite("Container-relative frames")
@MainActor
struct ContainerRelativeFrameTests {
    private let window = ProposedViewSize(width: 400, height: 300)

    @Test("at the root, the frame takes the window's size on its axes, whatever its parent proposes")
    func windowIsTheContainer() {
        let result = LayoutHost(
            VStack { Color.red.containerRelativeFrame(.horizontal).frame(height: 20).id("bar") }.frame(width: 100)
        ).layout(in: window)
        #expect(result.frame(of: "bar")?.width == 400)
    }

    @Test("on an axis it does not name, the frame passes its parent's proposal through")
    func otherAxisPassesProposal() {
        let result = LayoutHost(Color.red.containerRelativeFrame(.horizontal).id("bar").frame(height: 30)).layout(in: window)
        #expect(result.frame(of: "bar")?.size == CGSize(width: 400, height: 30))
    }

    @Test("the window's safe-area insets are taken off its size")
    func windowLessSafeArea() {
        let host = LayoutHost(Color.red.containerRelativeFrame([.horizontal, .vertical]).id("page"))
        host.safeAreaInsets = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)
        #expect(host.layout(in: window).frame(of: "page") == CGRect(x: 0, y: 50, width: 400, height: 220))
    }

    @Test("in a scroll view, the frame takes the scroll view's size")
    func scrollViewIsTheContainer() {
        let result = LayoutHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0 ..< 3, id: \.self) { Color.blue.containerRelativeFrame(.horizontal).id($0) } }
            }.frame(width: 250, height: 100)
        ).layout(in: window)
        #expect(result.frame(of: 0)?.width == 250)
        #expect(result.frame(of: 2)?.minX == 500)
    }

    // Apple: "(length - spacing × (count - 1)) / count × span + spacing × (span - 1)" is the
    // rule the documentation's example states in words (a count of 4, a span of 3).
    @Test("count, span and spacing share the container's length as a grid's columns")
    func countSpanSpacing() {
        let result = LayoutHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) { Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10).id("card") }
            }.frame(width: 330, height: 100)
        ).layout(in: window)
        // Columns of (330 − 30) / 4 = 75; three of them and the two gaps between: 245.
        #expect(result.frame(of: "card")?.width == 245)
    }

    @Test("a scroll view's content margins are taken off the length it provides")
    func contentMarginsReduceContainer() {
        let result = LayoutHost(
            ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal).id("page") }
                .contentMargins(.horizontal, 20)
                .frame(width: 300, height: 100)
        ).layout(in: window)
        #expect(result.frame(of: "page")?.width == 260)
    }

    @Test("safeAreaPadding on a scroll view makes the length it provides shorter")
    func safeAreaPaddingReducesContainer() {
        let result = LayoutHost(
            ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal).id("page") }
                .safeAreaPadding(.horizontal, 20)
                .frame(width: 300, height: 100)
        ).layout(in: window)
        #expect(result.frame(of: "page")?.width == 260)
    }

    @Test("along a scrolled axis a vertical scroll view provides its height")
    func verticalScrollViewHeight() {
        let result = LayoutHost(
            ScrollView { VStack(spacing: 0) { Color.blue.containerRelativeFrame(.vertical).id("first"); Color.red.frame(height: 10) } }
                .frame(height: 180)
        ).layout(in: window)
        #expect(result.frame(of: "first")?.height == 180)
    }

    @Test("the closure gets the container's length and axis, and its answer is the frame's length")
    func closureForm() {
        var asked: [Axis] = []
        let result = LayoutHost(
            Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                asked.append(axis)
                return axis == .horizontal ? length * 0.5 : length / 3
            }.id("box")
        ).layout(in: window)
        #expect(result.frame(of: "box")?.size == CGSize(width: 200, height: 100))
        #expect(asked.contains(.horizontal) && asked.contains(.vertical))
    }

    @Test("the view is aligned in the frame by the alignment given")
    func alignment() {
        let result = LayoutHost(
            Text("Hi").id("text").containerRelativeFrame(.horizontal, alignment: .leading).id("frame")
        ).layout(in: window)
        #expect(result.frame(of: "frame")?.minX == 0)
        #expect(result.frame(of: "text")?.minX == 0)
    }

    @Test("a new window size resizes a frame whose parent's proposal did not change")
    func windowResizeUpdatesFrame() {
        let host = LayoutHost(Color.red.containerRelativeFrame(.horizontal).id("bar").frame(height: 20).frame(width: 50, height: 50))
        #expect(host.layout(in: window).frame(of: "bar")?.width == 400)
        #expect(host.layout(in: ProposedViewSize(width: 320, height: 300)).frame(of: "bar")?.width == 320)
        #expect(host.layout(in: window).frame(of: "bar")?.width == 400)
    }

    @Test("a scroll view of another size resizes the frames in it")
    func scrollViewResizeUpdatesFrames() {
        let view = ScrollView {
            VStack(spacing: 0) { Color.blue.containerRelativeFrame(.vertical, count: 2, spacing: 0).id("half") }
        }
        let host = LayoutHost(view)
        #expect(host.layout(in: ProposedViewSize(width: 100, height: 200)).frame(of: "half")?.height == 100)
        #expect(host.layout(in: ProposedViewSize(width: 100, height: 300)).frame(of: "half")?.height == 150)
    }

    @Test("a frame measured for a probe of its scroll view is laid out for the scroll view's final size")
    func probesDoNotLeak() {
        // The HStack asks the scroll view at several widths before placing it.
        let result = LayoutHost(
            HStack(spacing: 0) {
                ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal).id("page") }.id("scroll")
                Color.red.frame(width: 100)
            }
        ).layout(in: window)
        #expect(result.frame(of: "scroll")?.width == 300)
        #expect(result.frame(of: "page")?.width == 300)
    }

    @Test("a count below 1 is reported and taken as 1")
    func badCount() {
        let result = LayoutHost(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 0).id("bar")).layout(in: window)
        #expect(result.frame(of: "bar")?.width == 400)
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue && $0.message.contains("count 0") })
    }

    @Test("a closure's NaN answer is reported and taken as 0")
    func closureNaN() {
        let result = LayoutHost(
            Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.id("bar").frame(height: 10)
        ).layout(in: window)
        #expect(result.frame(of: "bar")?.width == 0)
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue && $0.message.contains("nan") })
    }

    @Test("with no window proposal on an axis, the frame leaves that axis to its view")
    func unknownContainerLength() {
        let result = LayoutHost(Color.red.frame(width: 30, height: 30).containerRelativeFrame(.horizontal).id("frame"))
            .layout(in: ProposedViewSize(width: nil, height: 100))
        #expect(result.frame(of: "frame")?.width == 30)
    }

    @Test("a frame brought by a replacement reads its container")
    func replacementRegistersFrames() {
        let host = LayoutHost(ScrollView(.horizontal) { Color.red.frame(width: 10).id("slot") }.frame(width: 200, height: 50))
        _ = host.layout(in: window)
        #expect(host.replace(id: "slot", with: Color.red.containerRelativeFrame(.horizontal).id("slot")))
        #expect(host.layout(in: window).frame(of: "slot")?.width == 200)
    }
}
