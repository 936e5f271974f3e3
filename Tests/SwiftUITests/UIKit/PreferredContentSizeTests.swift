// Written as an app writes it: only `import SwiftUI`. How a `UIViewControllerRepresentable`
// reads its controller's `preferredContentSize`.
//
// Source: swiftui-web's recording `ios/representable/controller` (iamcgn/swiftui-web,
// `Fixtures/Goldens/ios/representable/controller/frames.json` at ab71d6c; the fixture
// `ControllerBox` in `Fixtures/Sources/Representable/RepresentableFixtures.swift` at 050e193):
// a controller whose view has no intrinsic size and whose preferred content size is 80 × 40
// fills a 200 × 60 frame and is 80 × 40 at its ideal size. Apple's documentation of
// `preferredContentSize`: "used for any container laying out a child view controller".
import SwiftUI
import Testing

/// A view that asks for a width of its own and none for its height.
private final class WideView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: UIView.noIntrinsicMetric) }
}

/// A controller of a preferred size, whose view is a plain view or, when `wide`, a
/// ``WideView``.
private final class PreferringController: UIViewController {
    let preferred: CGSize
    let wide: Bool

    init(preferred: CGSize, wide: Bool) {
        self.preferred = preferred
        self.wide = wide
        super.init(nibName: nil, bundle: nil)
    }

    override func loadView() {
        view = wide ? WideView() : UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = preferred
    }
}

/// The controller in a representable.
private struct Preferring: UIViewControllerRepresentable {
    var preferred = CGSize(width: 80, height: 40)
    var wide = false
    var hugsWidth = false
    func makeUIViewController(context: Context) -> PreferringController {
        let controller = PreferringController(preferred: preferred, wide: wide)
        if hugsWidth { controller.view.setContentHuggingPriority(.required, for: .horizontal) }
        return controller
    }
    func updateUIViewController(_ uiViewController: PreferringController, context: Context) {}
}

@Suite("UIViewControllerRepresentable: preferredContentSize")
@MainActor
struct PreferredContentSizeTests {
    @Test("a controller whose view has no intrinsic size is its preferred content size when nothing is proposed")
    func idealIsPreferredContentSize() {
        #expect(Preferring().layout(in: .unspecified).size == CGSize(width: 80, height: 40))
    }

    @Test("a proposed length wins over the preferred content size")
    func proposalWins() {
        #expect(Preferring().layout(in: ProposedViewSize(width: 200, height: 60)).size == CGSize(width: 200, height: 60))
        #expect(Preferring().layout(in: ProposedViewSize(width: 200, height: nil)).size == CGSize(width: 200, height: 40))
    }

    @Test("an axis with an intrinsic size keeps it whatever the preferred content size")
    func intrinsicSizeWins() {
        #expect(Preferring(wide: true).layout(in: .unspecified).size == CGSize(width: 30, height: 40))
    }

    @Test("a controller's view takes a larger proposal or keeps its width by its hugging priority")
    func controllerViewReadsItsPriorities() {
        // The rule of `ios/representable/priorities` (hugging below 750 fills): a controller's
        // view is sized as a represented view is.
        let proposal = ProposedViewSize(width: 200, height: 60)
        #expect(Preferring(wide: true).layout(in: proposal).size == CGSize(width: 200, height: 60))
        #expect(Preferring(wide: true, hugsWidth: true).layout(in: proposal).size == CGSize(width: 30, height: 60))
    }

    @Test("a preferred content size that is not finite or is negative counts as 0")
    func badPreferredSizesAreZero() {
        let infinite = Preferring(preferred: CGSize(width: CGFloat.infinity, height: CGFloat.nan))
        #expect(infinite.layout(in: .unspecified).size == .zero)
        #expect(Preferring(preferred: CGSize(width: -5, height: -1)).layout(in: .unspecified).size == .zero)
    }
}
