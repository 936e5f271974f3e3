import Foundation
import Testing
@testable import Trellis

@Suite("Spacer")
@MainActor
struct SpacerTests {
    // OpenSwiftUI SpacerUITests.spacerInHStack (compared with SwiftUI screenshots), and
    // Apple's Spacer documentation: 50 + spacer + 50 in 200; a spacer sits 0 from its
    // neighbours, so it takes the remaining 100.
    @Test("a spacer takes the space left between its neighbours, flush with them")
    func fillsTheRest() {
        let result = HStack {
            Color.red.frame(width: 50, height: 50).id("a")
            Spacer().id("s")
            Color.blue.frame(width: 50, height: 50).id("b")
        }.frame(width: 200, height: 80).layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 15, width: 50, height: 50))
        #expect(result.frame(of: "s") == CGRect(x: 50, y: 40, width: 100, height: 0))
        #expect(result.frame(of: "b") == CGRect(x: 150, y: 15, width: 50, height: 50))
    }

    // OpenSwiftUI `Spacer` (reimplementation: layout priority −∞): a spacer is sized after
    // every view, so next to a colour (equally flexible) it gets only its minimum, 0 here,
    // and the colour everything.
    @Test("a spacer is sized after every other view")
    func sizedLast() {
        let result = HStack(spacing: 0) {
            Spacer(minLength: 0).id("s")
            Color.red.id("c")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(of: "s")?.width == 0)
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/spacer/minlength — "If you leave this
    // value nil, the system uses the default spacing": the 8 points are reserved for it, and
    // the colours share 100 − 8 = 92.
    @Test("a spacer keeps its default minimum of 8 next to flexible views")
    func defaultMinimum() {
        let result = HStack {
            Color.red.id("a")
            Spacer().id("s")
            Color.blue.id("b")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(of: "a")?.width == 46)
        #expect(result.frame(of: "s") == CGRect(x: 46, y: 5, width: 8, height: 0))
        #expect(result.frame(of: "b")?.minX == 54)
    }

    // OpenSwiftUI SpacerUITests.spacerWithMinLengthInHStack: 50 + 50 + minLength 50 in 180;
    // the spacer takes the remaining 80.
    @Test("a spacer with a minimum length takes at least that")
    func minLength() {
        let narrow = HStack {
            StandIn.fixed(width: 50, height: 50)
            Spacer(minLength: 50).id("s")
            StandIn.fixed(width: 50, height: 50)
        }
        #expect(narrow.layout(in: ProposedViewSize(width: 180, height: 80)).frame(of: "s")?.width == 80)
        #expect(narrow.layout(in: ProposedViewSize(width: 120, height: 80)).frame(of: "s")?.width == 50)
    }

    // https://developer.apple.com/documentation/swiftui/spacer — "expands along the major
    // axis of its containing stack layout": 0 wide and as tall as offered in a VStack.
    @Test("in a VStack a spacer is vertical")
    func vertical() {
        let result = VStack {
            StandIn.fixed(width: 20, height: 20)
            Spacer().id("s")
        }.layout(in: ProposedViewSize(width: 50, height: 100))
        #expect(result.frame(of: "s") == CGRect(x: 10, y: 20, width: 0, height: 80))
    }

    // https://developer.apple.com/documentation/swiftui/spacer — "or on both axes if not
    // contained in a stack": the whole proposal, or the 8 × 8 minimum for none.
    @Test("outside a stack a spacer expands on both axes")
    func outsideStack() {
        #expect(Spacer().layout(in: ProposedViewSize(width: 100, height: 50)).size == CGSize(width: 100, height: 50))
        #expect(Spacer().layout(in: .unspecified).size == CGSize(width: 8, height: 8))
        #expect(ZStack { Spacer() }.layout(in: ProposedViewSize(width: 30, height: 40)).size == CGSize(width: 30, height: 40))
    }

    // Derived (SwiftUI passes the stack orientation to a stack's views through modifiers): a
    // framed spacer in an HStack still grows only horizontally.
    @Test("a modified spacer still knows its stack's axis")
    func throughModifiers() {
        let result = HStack(spacing: 0) {
            Spacer().frame(height: 10).id("s")
        }.layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    // Derived (stack orientation belongs to the stack's own views only): in a ZStack inside
    // an HStack, a spacer is outside any stack and expands both ways.
    @Test("a spacer in a nested non-stack container expands both ways")
    func nestedContainer() {
        let result = HStack { ZStack { Spacer().id("s") } }.layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "s")?.size == CGSize(width: 100, height: 50))
    }

    // Derived: a conditional layout built from HStackLayout gives spacers its axis, as the
    // HStack view does.
    @Test("a spacer in an AnyLayout follows the wrapped layout's axis")
    func anyLayout() {
        let result = AnyLayout(VStackLayout()) { Spacer().id("s") }.layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "s")?.size == CGSize(width: 0, height: 50))
    }

    // Derived (bad input never crashes): a negative minimum length is reported and treated
    // as 0.
    @Test("a negative minimum length is reported and treated as zero")
    func negativeMinLength() {
        let result = Spacer(minLength: -5).layout(in: .unspecified)
        #expect(result.size == .zero)
        #expect(!result.diagnostics.isEmpty)
    }
}

@Suite("Divider")
@MainActor
struct DividerTests {
    // https://developer.apple.com/documentation/swiftui/divider — "When contained in a stack,
    // the divider extends across the minor axis of the stack"; OpenSwiftUI PlainDividerStyle:
    // one pixel thick (scale 1: 1 point), with default spacing 8 on both sides.
    @Test("in a VStack a divider is a horizontal line across the stack")
    func inVStack() {
        let result = VStack {
            StandIn.fixed(width: 40, height: 20)
            Divider().id("d")
            StandIn.fixed(width: 40, height: 20).id("b")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 28, width: 100, height: 1))
        #expect(result.frame(of: "b")?.minY == 37)
    }

    // As above: in an HStack the divider is vertical, as tall as offered.
    @Test("in an HStack a divider is a vertical line")
    func inHStack() {
        let result = HStack {
            StandIn.fixed(width: 20, height: 20)
            Divider().id("d")
        }.layout(in: ProposedViewSize(width: 100, height: 30))
        #expect(result.frame(of: "d") == CGRect(x: 28, y: 0, width: 1, height: 30))
    }

    // https://developer.apple.com/documentation/swiftui/divider — "If not contained in a
    // stack, the divider extends across the horizontal axis".
    @Test("outside a stack a divider is horizontal")
    func outsideStack() {
        #expect(Divider().layout(in: ProposedViewSize(width: 100, height: 50)).size == CGSize(width: 100, height: 1))
    }

    // OpenSwiftUI `EnvironmentValues.dividerThickness` (reimplementation): the pixel length,
    // 1 / displayScale: 0.5 points at scale 2.
    @Test("a divider is one pixel thick")
    func onePixel() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let result = Divider().layout(in: ProposedViewSize(width: 100, height: 50), environment: environment)
        #expect(result.size == CGSize(width: 100, height: 0.5))
    }

    // Measured: swiftui-web `layout/divider` (macOS 26.2 at 2×) — the divider across a VStack
    // 200 wide is 200 × 1, not a 0.5-point pixel.
    @Test("on macOS a divider is one point thick at any scale")
    func onePointOnMacOS() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.targetPlatform = .macOS
        let result = Divider().layout(in: ProposedViewSize(width: 100, height: 50), environment: environment)
        #expect(result.size == CGSize(width: 100, height: 1))
    }
}
