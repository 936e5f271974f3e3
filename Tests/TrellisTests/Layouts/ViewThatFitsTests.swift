import Foundation
import Testing
@testable import Trellis

/// Three candidates of decreasing width (200, 100, 50) and increasing height (10, 20, 40).
private func candidates(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
    ViewThatFits(in: axes) {
        Color.red.frame(width: 200, height: 10).id("wide")
        Color.red.frame(width: 100, height: 20).id("medium")
        Color.red.frame(width: 50, height: 40).id("narrow")
    }
}

/// The id of the one candidate that appears in the result.
private func shown(_ result: LayoutResult) -> String? {
    let present = ["wide", "medium", "narrow"].filter { result.element(id: $0) != nil }
    return present.count == 1 ? present[0] : nil
}

@Suite("ViewThatFits")
@MainActor
struct ViewThatFitsTests {
    // https://developer.apple.com/documentation/swiftui/viewthatfits — "It selects the first
    // child whose ideal size on the constrained axes fits within the proposed size": in
    // 120 × 100, "wide" (200) does not fit, "medium" (100 × 20) does.
    @Test("the first child whose ideal size fits is shown, and only it")
    func firstThatFits() {
        let result = candidates().layout(in: ProposedViewSize(width: 120, height: 100))
        #expect(shown(result) == "medium")
        #expect(result.size == CGSize(width: 100, height: 20))
        // Centred in the proposal: the root's size is the child's, at the origin.
        #expect(result.frame(of: "medium") == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/viewthatfits — when no child fits,
    // the last one is used (Apple's UploadProgressView falls back to its last, smallest view).
    @Test("when no child fits, the last one is shown")
    func lastWhenNoneFits() {
        #expect(shown(candidates().layout(in: ProposedViewSize(width: 30, height: 100))) == "narrow")
    }

    // https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:) — with
    // `.horizontal` only widths are compared: in 120 × 5, "medium" fits although 20 > 5.
    @Test("constrained horizontally, only the width has to fit")
    func horizontalOnly() {
        #expect(shown(candidates(in: .horizontal).layout(in: ProposedViewSize(width: 120, height: 5))) == "medium")
    }

    // https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:) — with
    // `.vertical` only heights are compared: in 10 × 25, "wide" (height 10) fits.
    @Test("constrained vertically, only the height has to fit")
    func verticalOnly() {
        #expect(shown(candidates(in: .vertical).layout(in: ProposedViewSize(width: 10, height: 25))) == "wide")
        #expect(shown(candidates(in: .vertical).layout(in: ProposedViewSize(width: 10, height: 15))) == "wide")
        #expect(shown(candidates(in: .vertical).layout(in: ProposedViewSize(width: 10, height: 5))) == "narrow")
    }

    // https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:) — "If
    // `axes` is an empty set, `ViewThatFits` uses the first child view."
    @Test("with no constrained axis, the first child is shown")
    func emptyAxes() {
        #expect(shown(candidates(in: []).layout(in: .zero)) == "wide")
    }

    // Derived from "fits within the proposed size": an unspecified dimension bounds nothing,
    // so every child fits an unspecified proposal and the first is chosen.
    @Test("an unspecified proposal fits the first child")
    func unspecifiedProposal() {
        #expect(shown(candidates().layout(in: .unspecified)) == "wide")
        #expect(shown(candidates().layout(in: ProposedViewSize(width: nil, height: 15))) == "wide")
        #expect(shown(candidates().layout(in: ProposedViewSize(width: nil, height: 30))) == "wide")
    }

    // Derived: an infinite proposal bounds nothing either; a zero proposal fits no child
    // here, so the last is chosen.
    @Test("an infinite proposal fits the first child and a zero proposal falls back to the last")
    func infiniteAndZero() {
        #expect(shown(candidates().layout(in: .infinity)) == "wide")
        #expect(shown(candidates().layout(in: .zero)) == "narrow")
    }

    // https://developer.apple.com/documentation/swiftui/viewthatfits — the comparison uses the
    // ideal size: a Color's ideal is 10 × 10 (docs/semantics.md, "Proposals and sizes: Shapes
    // and colours"), so it fits 50 × 50; once chosen it is proposed the whole proposal and
    // fills it.
    @Test("the chosen child is proposed the whole proposal")
    func chosenGetsProposal() {
        let result = ViewThatFits { Color.red.id("fill"); Color.blue.id("other") }
            .layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(result.frame(of: "fill") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(result.element(id: "other") == nil)
    }

    // docs/semantics.md, "Bad input: Structure": an empty ViewThatFits is empty, without a crash.
    @Test("an empty ViewThatFits is zero-sized")
    func empty() {
        #expect(ViewThatFits {}.layout(in: ProposedViewSize(width: 10, height: 10)).size == .zero)
    }
}
