import Foundation
import Testing
@testable import Trellis

@Suite("Flexible frame")
@MainActor
struct FlexFrameTests {
    // https://www.swiftuifieldguide.com/layout/flexible-frames/ — "maxWidth: .infinity to fill
    // up the available width". A 50×20 child, proposal 200×100: width min(∞, max(200, 50)) =
    // 200; height has no limits, so it is the child's 20. The child is centred: x = 75.
    @Test("maxWidth infinity takes the whole proposed width and centres the child")
    func maxWidthInfinityFills() {
        let result = StandIn.fixed(width: 50, height: 20).id("c").frame(maxWidth: .infinity)
            .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 200, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 75, y: 0, width: 50, height: 20))
    }

    // https://www.swiftuifieldguide.com/layout/flexible-frames/ — "the modifier takes the
    // minimum of the proposed width and the specified value": maxWidth 100 in 300 → 100.
    @Test("a maximum clamps both the child's proposal and the frame")
    func maximumClamps() {
        let result = Color.red.id("c").frame(maxWidth: 100).layout(in: ProposedViewSize(width: 300, height: 40))
        #expect(result.size == CGSize(width: 100, height: 40))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    // https://www.swiftuifieldguide.com/layout/flexible-frames/ — a frame with a minimum is at
    // least that wide, even around a narrower child: max(100, min(300, 50)) = 100; the 50-wide
    // child is centred at x = 25.
    @Test("a minimum makes the frame at least that wide around a smaller child")
    func minimumAroundSmallChild() {
        let result = StandIn.fixed(width: 50, height: 20).id("c").frame(minWidth: 100)
            .layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size.width == 100)
        #expect(result.frame(of: "c")?.minX == 25)
    }

    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    // — "If both constraints are specified in a dimension, the frame unconditionally adopts
    // the size proposed for it, clamped to the constraints": 500 → 150 and 20 → 50.
    @Test("with both limits the frame is the proposal clamped, whatever the child")
    func bothLimitsClampProposal() {
        let view = StandIn.fixed(width: 80, height: 10).frame(minWidth: 50, maxWidth: 150)
        #expect(view.layout(in: ProposedViewSize(width: 500, height: 10)).size.width == 150)
        #expect(view.layout(in: ProposedViewSize(width: 20, height: 10)).size.width == 50)
    }

    // Apple's documentation (as above): "with any ideal dimensions specified replacing any
    // corresponding unspecified dimensions in the proposal" — unspecified → 120 × 40.
    @Test("an unspecified proposal answers the ideal size")
    func idealForUnspecified() {
        let result = Color.red.id("c").frame(idealWidth: 120, idealHeight: 40).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 120, height: 40))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    // https://developer.apple.com/documentation/swiftui/view/fixedsize() — fixedSize proposes
    // nil, so the frame's ideal width (120) wins; the height has no ideal, so it is the
    // colour's ideal 10.
    @Test("fixedSize on a frame with an ideal width gives that width")
    func fixedSizeUsesIdeal() {
        let result = Color.red.frame(idealWidth: 120).fixedSize().layout(in: ProposedViewSize(width: 300, height: 50))
        #expect(result.size == CGSize(width: 120, height: 10))
    }

    // Disassembly in OpenSwiftUI (_FlexFrameLayout.init): the ideal is raised to the
    // minimum, so frame(minWidth: 100, idealWidth: 50) answers 100 to an unspecified proposal;
    // SwiftUI logs "Contradictory frame constraints", Trellis reports it.
    @Test("an ideal below the minimum is raised to the minimum and reported")
    func idealRaisedToMinimum() {
        let result = Color.red.frame(minWidth: 100, idealWidth: 50, idealHeight: 10).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 100, height: 10))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // Disassembly in OpenSwiftUI: the maximum is raised to the ideal. frame(idealWidth: 80,
    // maxWidth: 40) in 100: only a maximum (now 80) → the colour is proposed 80 → 80.
    @Test("a maximum below the ideal is raised to the ideal")
    func maximumRaisedToIdeal() {
        let result = Color.red.frame(idealWidth: 80, maxWidth: 40).layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.size.width == 80)
    }

    // Disassembly in OpenSwiftUI: a negative minimum becomes 0. frame(minWidth: -20,
    // maxWidth: 50) in 100 → clamp(100, 0, 50) = 50; Trellis reports the negative value.
    @Test("a negative minimum becomes 0 and is reported")
    func negativeMinimum() {
        let result = Color.red.frame(minWidth: -20, maxWidth: 50).layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.size.width == 50)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // DanceUI _FlexFrameLayout (reimplemented): with no ideal, a maximum below the minimum
    // is not normalised, and the minimum wins: frame(minWidth: 100, maxWidth: 50) in 70 →
    // max(100, min(50, 50)) = 100.
    @Test("a maximum below the minimum without an ideal is ignored: the minimum wins")
    func contradictoryMinimumWins() {
        let result = Color.red.frame(minWidth: 100, maxWidth: 50).layout(in: ProposedViewSize(width: 70, height: 10))
        #expect(result.size.width == 100)
        #expect(!result.diagnostics.isEmpty)
    }

    // docs/semantics.md, "Bad input: Numbers": a NaN limit, or an infinite minimum, is not a
    // size; Trellis treats it as unset (SwiftUI logs "Invalid frame dimension").
    // frame(minWidth: .nan, maxWidth: 50) in 100 → only the maximum → 50;
    // frame(minWidth: .infinity) → the child.
    @Test("a NaN limit or infinite minimum is treated as unset and reported")
    func invalidLimits() {
        let nan = Color.red.frame(minWidth: .nan, maxWidth: 50).layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(nan.size.width == 50)
        #expect(nan.diagnostics.map(\.kind) == [.invalidModifierValue])
        let infinite = StandIn.fixed(width: 30, height: 10).frame(minWidth: .infinity).layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(infinite.size.width == 30)
        #expect(infinite.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // DanceUI _FlexFrameLayout.childPlacementProposal (reimplemented): with no proposal and
    // no ideal, a frame whose size lies strictly inside its limits proposes nothing to its
    // child. A child of ideal 50 in frame(minWidth: 20, maxWidth: 100): frame 50, child nil.
    @Test("inside its limits with no proposal the frame proposes nothing to its child")
    func placementProposalInsideLimits() {
        let result = StandIn.flexible(idealWidth: 50, height: 10).id("c").frame(minWidth: 20, maxWidth: 100)
            .layout(in: .unspecified)
        #expect(result.size.width == 50)
        #expect(result.proposal(of: "c")?.width == nil)
    }

    // As above: at a limit the frame proposes its size, so a colour (ideal 10) in
    // frame(minWidth: 20, maxWidth: 100) with no proposal → frame 20, colour proposed 20.
    @Test("at a limit with no proposal the frame proposes its own size to its child")
    func placementProposalAtLimit() {
        let result = Color.red.id("c").frame(minWidth: 20, maxWidth: 100).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    // DanceUI and OpenSwiftUI _FlexFrameLayout.spacing (SwiftUI 3+): the edges of an axis
    // with any limit lose the child's spacing preferences.
    @Test("a limit on one axis resets that axis's spacing preferences only")
    func spacingReset() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 10, height: 10).spacing(.zero).frame(maxHeight: 40)
        }.layout(in: .unspecified)
        let spacing = record.spacings[0]
        #expect(spacing.top.defaultCategory == nil && spacing.bottom.defaultCategory == nil)
        #expect(spacing.leading.defaultCategory == 0 && spacing.trailing.defaultCategory == 0)
    }

    // https://developer.apple.com/documentation/swiftui/layoutdirection — "SwiftUI
    // horizontally flips the x position of each view within its parent": a 30-wide child
    // aligned .leading in a 100-wide frame sits at x = 100 - 30 = 70 right to left.
    @Test("leading alignment in a frame is the right edge right to left")
    func rightToLeftLeading() {
        let result = StandIn.fixed(width: 30, height: 10).id("c").frame(maxWidth: .infinity, alignment: .leading)
            .layout(in: ProposedViewSize(width: 100, height: 10), environment: rightToLeftEnvironment)
        #expect(result.frame(of: "c")?.minX == 70)
    }
}
