import Foundation
import Testing
import Trellis

// Tests of the behaviour that Apple's "Composing custom layouts with SwiftUI" documents
// (https://developer.apple.com/documentation/swiftui/composing-custom-layouts-with-swiftui).
// The layouts are Apple's (ComposingCustomLayoutsLayouts.swift). The sample's buttons, text,
// avatars and progress views are replaced by colours of known sizes, so every number below
// follows from the documented algorithm alone.

/// A voting button: ideally `width` wide, and as wide as offered (the sample's button labels
/// use `.frame(maxWidth: .infinity)`), 10 tall.
private func button(_ width: CGFloat, _ id: String) -> some View {
    Color.blue.frame(idealWidth: width, maxWidth: .infinity).frame(height: 10).id(id)
}

/// The sample's three voting buttons, with labels 20, 40 and 30 wide.
private struct Buttons: View {
    var body: some View {
        button(20, "cat")
        button(40, "goldfish")
        button(30, "dog")
    }
}

/// The sample's `ButtonStack`.
private struct ButtonStack: View {
    var body: some View {
        ViewThatFits { // Choose the first view that fits.
            MyEqualWidthHStack { // Arrange horizontally if it fits...
                Buttons()
            }
            .id("horizontal")
            MyEqualWidthVStack { // ...or vertically, otherwise.
                Buttons()
            }
            .id("vertical")
        }
    }
}

private struct Pet: Identifiable {
    let id: String
    let nameWidth: CGFloat
    let votesWidth: CGFloat
}

private let pets = [
    Pet(id: "cat", nameWidth: 30, votesWidth: 10),
    Pet(id: "goldfish", nameWidth: 60, votesWidth: 20),
    Pet(id: "dog", nameWidth: 30, votesWidth: 10),
]

private func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

@Suite("Composing custom layouts (Apple sample)")
@MainActor
struct ComposingCustomLayoutsTests {
    // "MyEqualWidthHStack measures the ideal sizes of all its subviews, and offers the widest
    // ideal size to each subview": the widest ideal is 40 × 10; spacing between the buttons is
    // the default 8, so the stack is 3 × 40 + 2 × 8 = 136 wide, and the buttons' centres are
    // at 20, 68 and 116.
    @Test("MyEqualWidthHStack gives every subview the widest ideal width")
    func equalWidthHStack() {
        let result = MyEqualWidthHStack { Buttons() }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size == CGSize(width: 136, height: 10))
        #expect(result.frame(of: "cat") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(result.frame(of: "goldfish") == CGRect(x: 48, y: 0, width: 40, height: 10))
        #expect(result.frame(of: "dog") == CGRect(x: 96, y: 0, width: 40, height: 10))
    }

    // "the app uses a custom equal-width vertical stack (MyEqualWidthVStack) that's very
    // similar to the horizontal version", reading its sizes from its cache: 40 wide,
    // 3 × 10 + 2 × 8 = 46 tall, rows at 0, 18 and 36.
    @Test("MyEqualWidthVStack, with its cache, stacks equal-width subviews")
    func equalWidthVStack() {
        let result = MyEqualWidthVStack { Buttons() }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size == CGSize(width: 40, height: 46))
        #expect(result.frame(of: "cat") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(result.frame(of: "dog") == CGRect(x: 0, y: 36, width: 40, height: 10))
    }

    // "the app uses ViewThatFits to let SwiftUI choose between a horizontal and a vertical
    // arrangement of the buttons for the one that fits in the available space": 136 fits in
    // 200, so the buttons are in a row; in 100 they are not (136 > 100) and the column
    // (40 × 46) is shown.
    @Test("ButtonStack arranges the buttons in a row when they fit, else in a column", arguments: [
        (CGFloat(200), "horizontal", CGSize(width: 136, height: 10)),
        (CGFloat(100), "vertical", CGSize(width: 40, height: 46)),
    ])
    func buttonStack(width: CGFloat, shown: String, size: CGSize) {
        let result = ButtonStack().layout(in: ProposedViewSize(width: width, height: 100))
        let hidden = shown == "horizontal" ? "vertical" : "horizontal"
        #expect(result.element(id: shown) != nil)
        #expect(result.element(id: hidden) == nil)
        #expect(result.size == size)
    }

    // "the layout fills the available space by returning whatever size its container
    // proposes", and places each view at a vector of length radius = min(300, 300) / 3 = 100
    // rotated by 120° per view from straight up, around the centre (150, 150). Rotating
    // (0, −100) by θ gives (100 sin θ, −100 cos θ): 0° → (150, 50), 120° → (236.6…, 200),
    // 240° → (63.3…, 200). The avatars are 20 × 20 and centred there.
    @Test("MyRadialLayout places three equal ranks around a circle")
    func radialLayout() {
        let result = MyRadialLayout {
            ForEach(pets) { pet in Color.red.frame(width: 20, height: 20).id(pet.id) }
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        let s = 100 * sin(Double.pi * 2 / 3)
        #expect(result.size == CGSize(width: 300, height: 300))
        #expect(close(result.element(id: "cat")?.exactFrame.origin, CGPoint(x: 140, y: 40)))
        #expect(close(result.element(id: "goldfish")?.exactFrame.origin, CGPoint(x: 150 + s - 10, y: 190)))
        #expect(close(result.element(id: "dog")?.exactFrame.origin, CGPoint(x: 150 - s - 10, y: 190)))
    }

    // "The offset that the app applies to the rotation accounts for the current rankings,
    // placing higher-ranked pets closer to the top", read through the Rank LayoutValueKey.
    // Ranks [2, 1, 3]: ranks[1] == 1, so fraction = −1 + residual(3, 2) = −1 + 0.25 = −0.75 and
    // the offset is −0.75 × 2π / 3 = −90°. Angles −90°, 30°, 150° give centres (50, 150),
    // (200, 63.3…) and (200, 236.6…): rank 1 highest, rank 3 lowest.
    @Test("MyRadialLayout rotates the circle so that ranks read from top to bottom")
    func radialLayoutRanks() {
        let ranks = ["cat": 2, "goldfish": 1, "dog": 3]
        let result = MyRadialLayout {
            ForEach(pets) { pet in Color.red.frame(width: 20, height: 20).id(pet.id).rank(ranks[pet.id]!) }
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        let c = 100 * cos(Double.pi / 6)
        #expect(close(result.element(id: "cat")?.exactFrame.origin, CGPoint(x: 40, y: 140)))
        #expect(close(result.element(id: "goldfish")?.exactFrame.origin, CGPoint(x: 190, y: 150 - c - 10)))
        #expect(close(result.element(id: "dog")?.exactFrame.origin, CGPoint(x: 190, y: 150 + c - 10)))
    }

    // "the app detects this condition [a three-way tie], and uses it to put the avatars in a
    // line instead, using the HStackLayout type … To transition between these layout types,
    // the app uses the AnyLayout type." A tie gives an HStack of three 20-wide avatars 8 apart
    // (76 wide); otherwise the radial layout fills the 300 × 300 proposal.
    @Test("AnyLayout switches the avatars between the radial layout and an HStack", arguments: [true, false])
    func avatarsSwitchLayouts(isAllWayTie: Bool) {
        let layout = isAllWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
        let result = layout {
            ForEach(pets) { pet in Color.red.frame(width: 20, height: 20).id(pet.id).rank(1) }
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        if isAllWayTie {
            #expect(result.size == CGSize(width: 76, height: 20))
            #expect(result.frame(of: "dog") == CGRect(x: 56, y: 0, width: 20, height: 20))
        } else {
            #expect(result.size == CGSize(width: 300, height: 300))
            #expect(result.frame(of: "cat") == CGRect(x: 140, y: 40, width: 20, height: 20))
        }
    }

    // The leaderboard: "The sample initializes the grid with leading-edge alignment, which
    // applies to every cell in the grid. Meanwhile, the gridColumnAlignment(_:) view modifier
    // that appears on the vote count cell overrides the alignment of cells in that column to
    // use trailing-edge alignment", and "Because the Divider appears outside of a grid row
    // instance, it creates a row that spans the width of the grid." Names stand in as 30, 60
    // and 30 wide, vote counts 10, 20 and 10, the progress bar as a colour 4 tall that takes
    // any width. In 300 wide: columns are 8 apart; the name column takes 60 and the vote
    // column 20 (least flexible first), leaving 300 − 16 − 80 = 204 to the progress column.
    // Rows: 10, then the divider (1 point at scale 1), 8 apart; rows start at 0, 18, 27, 45,
    // 54, 72, so the grid is 73 tall.
    @Test("the leaderboard grid aligns names leading, votes trailing, and dividers span it")
    func leaderboard() {
        let result = Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Color.red.frame(width: pet.nameWidth, height: 10).id("name-\(pet.id)")
                    Color.green.frame(height: 4).id("progress-\(pet.id)")
                    Color.red.frame(width: pet.votesWidth, height: 10).id("votes-\(pet.id)")
                        .gridColumnAlignment(.trailing)
                }

                Divider().id("divider-\(pet.id)")
            }
        }.layout(in: ProposedViewSize(width: 300, height: nil))
        #expect(result.size == CGSize(width: 300, height: 73))
        #expect(result.frame(of: "name-cat") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "progress-cat") == CGRect(x: 68, y: 3, width: 204, height: 4))
        #expect(result.frame(of: "votes-cat") == CGRect(x: 290, y: 0, width: 10, height: 10))
        #expect(result.frame(of: "divider-cat") == CGRect(x: 0, y: 18, width: 300, height: 1))
        #expect(result.frame(of: "votes-goldfish") == CGRect(x: 280, y: 27, width: 20, height: 10))
        #expect(result.frame(of: "name-dog") == CGRect(x: 0, y: 54, width: 30, height: 10))
    }
}
