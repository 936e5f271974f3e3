import Foundation
import Testing
@testable import Trellis

/// `presentationSizing(_:)`: the sizing proposes a size to the sheet's content and the sheet
/// adopts the size the content answers (Apple's documentation of `presentationSizing(_:)`;
/// `.fitted` proposes `nil` in both dimensions, Apple's `FittedPresentationSizing`). In a
/// compact width a sheet spans the window at its detent whatever its sizing (UIKit's
/// `UIModalPresentationStyle.formSheet`: "In a compact-width, regular-height size class, the
/// system displays the view controller as a sheet"). The centred card in a regular width is
/// derived from the iPad's form sheet (docs/differences.md).
@Suite("Presentation sizing")
@MainActor
struct PresentationSizingTests {
    private let phone = ProposedViewSize(width: 375, height: 667)
    private let pad = ProposedViewSize(width: 1024, height: 768)

    private func environment(regular: Bool) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        if regular { environment.horizontalSizeClass = .regular }
        return environment
    }

    /// A sizing of its own: proposes `size`.
    struct Proposing: PresentationSizing {
        let size: ProposedViewSize
        func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { size }
    }

    /// A sizing that measures its content's ideal width and proposes twice it, 100 tall.
    struct TwiceIdealWidth: PresentationSizing {
        func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
            ProposedViewSize(width: 2 * root.sizeThatFits(.unspecified).width, height: 100)
        }
    }

    /// The frame of the sheet's content, marked "content", in `window`.
    private func contentFrame(_ content: some View, in window: ProposedViewSize, regular: Bool) -> CGRect? {
        Color.clear.sheet(isPresented: .constant(true)) { content.id("content") }
            .layout(in: window, environment: environment(regular: regular)).frame(of: "content")
    }

    /// Content whose ideal size is 300 × 200 and which takes any size proposed.
    private var flexible: some View {
        Color.clear.frame(idealWidth: 300, idealHeight: 200)
    }

    @Test("in a compact width a sizing leaves the sheet as it is")
    func compactWidthIgnoresSizing() {
        let plain = contentFrame(flexible, in: phone, regular: false)
        #expect(plain == CGRect(x: 0, y: 31, width: 375, height: 636))
        for sizing in [AnyPresentationSizingForTest(.form), .init(.page), .init(.fitted), .init(.automatic),
                       .init(Proposing(size: ProposedViewSize(width: 100, height: 100)))] {
            #expect(contentFrame(sizing.apply(to: flexible), in: phone, regular: false) == plain)
        }
    }

    @Test("in a regular width a fitted sheet is its content's ideal size, centred")
    func fittedInRegularWidth() {
        let frame = contentFrame(flexible.presentationSizing(.fitted), in: pad, regular: true)
        #expect(frame == CGRect(x: 362, y: 284, width: 300, height: 200))
    }

    @Test("in a regular width a custom sizing's proposal is the sheet's size when the content takes it")
    func customSizingInRegularWidth() {
        let sizing = Proposing(size: ProposedViewSize(width: 400, height: 400))
        #expect(contentFrame(flexible.presentationSizing(sizing), in: pad, regular: true) == CGRect(x: 312, y: 184, width: 400, height: 400))
    }

    @Test("the sheet adopts the size its content answers, not the proposal")
    func sheetAdoptsContentSize() {
        let sizing = Proposing(size: ProposedViewSize(width: 400, height: 400))
        let fixed = StandIn.fixed(width: 100, height: 80).presentationSizing(sizing)
        #expect(contentFrame(fixed, in: pad, regular: true) == CGRect(x: 462, y: 344, width: 100, height: 80))
    }

    @Test("fitted(horizontal:vertical:) proposes nil in the fitted dimensions only")
    func fittedDimensions() {
        let sizing = Proposing(size: ProposedViewSize(width: 400, height: 400)).fitted(horizontal: true, vertical: false)
        #expect(contentFrame(flexible.presentationSizing(sizing), in: pad, regular: true) == CGRect(x: 362, y: 184, width: 300, height: 400))
    }

    @Test("a sizing measures the content through its root")
    func rootMeasuresContent() {
        #expect(contentFrame(flexible.presentationSizing(TwiceIdealWidth()), in: pad, regular: true) == CGRect(x: 212, y: 334, width: 600, height: 100))
    }

    @Test("sticky proposes what its base proposes")
    func stickyKeepsProposal() {
        let sticky = contentFrame(flexible.presentationSizing(.fitted.sticky(horizontal: true, vertical: true)), in: pad, regular: true)
        #expect(sticky == contentFrame(flexible.presentationSizing(.fitted), in: pad, regular: true))
        #expect(sticky?.size == CGSize(width: 300, height: 200))
    }

    @Test("form, page and automatic keep the sheet in a regular width")
    func systemSizingsKeepSheetInRegularWidth() {
        let plain = contentFrame(flexible, in: pad, regular: true)
        #expect(plain == CGRect(x: 0, y: 31, width: 1024, height: 737))
        #expect(contentFrame(flexible.presentationSizing(.form), in: pad, regular: true) == plain)
        #expect(contentFrame(flexible.presentationSizing(.page), in: pad, regular: true) == plain)
        #expect(contentFrame(flexible.presentationSizing(.automatic), in: pad, regular: true) == plain)
    }

    @Test("the system sizings propose the large sheet's size; fitted proposes nil")
    func systemProposals() {
        let root = PresentationSizingRoot { _ in .zero }
        let context = PresentationSizingContext(window: CGSize(width: 375, height: 667))
        let large = ProposedViewSize(width: 375, height: 636)
        #expect(FormPresentationSizing().proposedSize(for: root, context: context) == large)
        #expect(PagePresentationSizing().proposedSize(for: root, context: context) == large)
        #expect(AutomaticPresentationSizing().proposedSize(for: root, context: context) == large)
        #expect(FittedPresentationSizing().proposedSize(for: root, context: context) == .unspecified)
    }

    @Test("a proposal beyond the window is the window; one not a number is the ideal, a negative one 0")
    func badProposalsAreClamped() {
        let huge = Proposing(size: ProposedViewSize(width: .infinity, height: 5000))
        #expect(contentFrame(flexible.presentationSizing(huge), in: pad, regular: true) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        let nan = Proposing(size: ProposedViewSize(width: .nan, height: -20))
        // Not a number: the content's ideal width; negative: 0.
        #expect(contentFrame(flexible.presentationSizing(nan), in: pad, regular: true) == CGRect(x: 362, y: 384, width: 300, height: 0))
    }

    @Test("the outermost sizing wins")
    func outermostSizingWins() {
        let inner = Proposing(size: ProposedViewSize(width: 100, height: 100))
        let frame = contentFrame(flexible.presentationSizing(inner).presentationSizing(.fitted), in: pad, regular: true)
        #expect(frame?.size == CGSize(width: 300, height: 200))
    }
}

/// A sizing applied to a view, to loop over sizings of different types.
@MainActor
struct AnyPresentationSizingForTest {
    let apply: (AnyView) -> AnyView

    init(_ sizing: some PresentationSizing) {
        apply = { AnyView($0.presentationSizing(sizing)) }
    }

    func apply(to view: some View) -> AnyView { apply(AnyView(view)) }
}
