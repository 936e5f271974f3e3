import Foundation
import Testing
@testable import Trellis

/// The engine skips work for built-in layouts from what their types promise
/// (``BuiltInLayoutPromises``): a layout that promises to merge its subviews' guides is never
/// asked for an explicit guide when nothing in it sets one. A traced pass skips nothing (it
/// asks every question, so that the trace shows it), so a traced and an untraced pass must
/// place every view alike.
@Suite("Built-in layout promises")
@MainActor
struct BuiltInLayoutKindTests {
    @Test("a layout that promises merged guides places as if it were asked for them")
    func mergedGuidePromiseMatchesAskingTheLayout() {
        // Each promising layout around a view with a custom guide and around one without, in
        // stacks that align on that guide.
        let view = VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline) {
                Text("a").padding(3)
                Text("b").frame(width: 40, height: 30)
                Text("c").frame(maxWidth: 50, maxHeight: 40)
                ZStack { Text("d") }
                VStack { Color.red.frame(width: 5, height: 5) }
            }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 4 }.padding(2)
            HStack { Color.green.frame(width: 20, height: 20) }.frame(width: 60, alignment: .leading)
        }
        let host = LayoutHost(view)
        let proposal = ProposedViewSize(width: 300, height: 300)
        let plain = host.layout(in: proposal).elements.map(\.exactFrame)
        let traced = host.trace(in: proposal).result.elements.map(\.exactFrame)
        #expect(!plain.isEmpty)
        #expect(plain == traced)
    }

    /// A custom guide: not a fixed fraction of a view's size.
    private enum ThirdAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test("a frame or padding placed by its stated rule places as its layout does")
    func subviewPlacementRuleMatchesPlaceSubviews() {
        let alignments: [Alignment] = [
            .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
            Alignment(horizontal: HorizontalAlignment(ThirdAlignment.self), vertical: .firstTextBaseline),
        ]
        let view = VStack(spacing: 0) {
            ForEach(alignments.indices, id: \.self) { index in
                HStack(spacing: 0) {
                    Color.red.frame(width: 7, height: 3).frame(width: 30, height: 20, alignment: alignments[index])
                    Color.red.frame(width: 50, height: 30).frame(width: 30, height: 20, alignment: alignments[index])
                    Text("x").frame(width: 30, height: 20, alignment: alignments[index])
                    Color.blue.frame(width: 5, height: 5).alignmentGuide(.leading) { _ in 2 }
                        .frame(width: 30, height: 20, alignment: alignments[index])
                    Color.green.frame(width: 5).frame(maxWidth: 40, minHeight: 10, alignment: alignments[index])
                    Color.green.frame(minWidth: 12, maxWidth: .infinity, maxHeight: 9, alignment: alignments[index])
                    Color.gray.frame(height: 4).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    Color.gray.padding(.horizontal, 60)
                }
            }
        }
        let host = LayoutHost(view)
        for proposal in [ProposedViewSize(width: 300, height: 400), ProposedViewSize(width: 90, height: nil), .unspecified] {
            let plain = host.layout(in: proposal).elements.map(\.exactFrame)
            let traced = host.trace(in: proposal).result.elements.map(\.exactFrame)
            #expect(plain.count > 100)
            #expect(plain == traced, "proposal \(proposal)")
        }
    }
}
