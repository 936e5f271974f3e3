import Foundation
import Testing
@testable import Trellis

@Suite("Fixed frame")
@MainActor
struct FixedFrameTests {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    // — "the text is positioned at the top, leading corner of the frame": a 30×10 child in a
    // 100×50 frame aligned .topLeading sits at (0, 0); .bottomTrailing at (100-30, 50-10).
    @Test("the child is aligned in the frame by the alignment argument")
    func alignment() {
        let child = StandIn.fixed(width: 30, height: 10)
        let topLeading = child.id("c").frame(width: 100, height: 50, alignment: .topLeading).layout(in: .unspecified)
        let bottomTrailing = child.id("c").frame(width: 100, height: 50, alignment: .bottomTrailing).layout(in: .unspecified)
        #expect(topLeading.frame(of: "c") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(bottomTrailing.frame(of: "c") == CGRect(x: 70, y: 40, width: 30, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    // — "If the text is taller than the frame, its bounds may extend beyond": a centred
    // 80-wide child in a 50-wide frame overflows by (80-50)/2 = 15 on each side.
    @Test("a child larger than the frame overflows it evenly when centred")
    func overflowCentred() {
        let result = StandIn.fixed(width: 80, height: 10).id("c").frame(width: 50).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 50, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: -15, y: 0, width: 80, height: 10))
    }

    // OpenSwiftUI _FrameLayout.spacing (SwiftUI 3+): a fixed width resets the leading and
    // trailing spacing preferences; the vertical ones stay the child's.
    @Test("a fixed width resets the horizontal spacing preferences only")
    func spacingResetOnFixedAxis() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 10, height: 10).spacing(.zero).frame(width: 20)
        }.layout(in: .unspecified)
        let spacing = record.spacings[0]
        #expect(spacing.leading.defaultCategory == nil)
        #expect(spacing.trailing.defaultCategory == nil)
        #expect(spacing.top.defaultCategory == 0)
        #expect(spacing.bottom.defaultCategory == 0)
    }

    // OpenSwiftUI _FrameLayout.init: a negative or non-finite dimension is ignored (SwiftUI
    // logs "Invalid frame dimension"); Trellis reports it.
    @Test("a negative or NaN fixed size is treated as unset and reported")
    func invalidFixedSize() {
        let result = StandIn.fixed(width: 30, height: 10).frame(width: -5, height: .nan).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 10))
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.kind == .invalidModifierValue })
    }

    @Test("a frame's node is named from its values")
    func frameNodeName() {
        let result = StandIn.fixed(width: 30, height: 10).frame(width: 40).frame(maxWidth: .infinity).layout(in: .unspecified)
        #expect(result.elements.map(\.name).prefix(2) == ["frame(maxWidth: ∞)", "frame(width: 40)"])
    }

    @Test("a frame whose values were corrected keeps the values as written in its node's name")
    func correctedFrameKeepsWrittenName() {
        let result = StandIn.fixed(width: 30, height: 10).frame(width: -5, height: .nan).frame(minWidth: -3)
            .layout(in: .unspecified)
        #expect(result.elements.map(\.name).prefix(2) == ["frame(minWidth: -3)", "frame(width: -5, height: nan)"])
    }

    /// The boxes of a host's modifier nodes, in node order.
    private func modifierBoxes(_ host: LayoutHost) -> [AnyLayoutBox] {
        host.engine.nodes.compactMap { node in
            if case let .layout(index) = node.behavior, case let box = host.engine.store.tables.box(index),
               box is ModifierLayoutBoxBase {
                return box
            }
            return nil
        }
    }

    @Test("modifier nodes with the same layout share one box, and each is still laid out as its own")
    func equalModifiersShareABox() throws {
        let view = HStack(spacing: 0) {
            StandIn.fixed(width: 5, height: 5).frame(width: 10, height: 10).frame(maxWidth: 30)
            StandIn.fixed(width: 5, height: 5).frame(width: 10, height: 10).frame(maxWidth: 30)
            StandIn.fixed(width: 5, height: 5).frame(width: 20, height: 10).frame(maxWidth: 30)
            StandIn.fixed(width: 5, height: 5).frame(width: 10, height: 10, alignment: .top).frame(maxWidth: 30)
        }
        let host = LayoutHost(view)
        let boxes = modifierBoxes(host)
        try #require(boxes.count == 8)
        // Node order: each leaf's fixed frame, then its flexible frame.
        #expect(boxes[0] === boxes[2], "the same fixed frame")
        #expect(boxes[1] === boxes[3] && boxes[3] === boxes[5] && boxes[5] === boxes[7], "the same flexible frame")
        #expect(boxes[4] !== boxes[0], "another width")
        #expect(boxes[6] !== boxes[0], "another alignment")
        let result = host.layout(in: ProposedViewSize(width: 120, height: 20))
        let fixedFrames = result.elements.filter { $0.name.hasPrefix("frame(width:") }.map(\.frame)
        // Each flexible frame takes 30 of the 120 and centres its fixed frame across it.
        #expect(fixedFrames == [
            CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 40, y: 0, width: 10, height: 10),
            CGRect(x: 65, y: 0, width: 20, height: 10), CGRect(x: 100, y: 0, width: 10, height: 10),
        ])
    }
}
