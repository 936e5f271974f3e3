// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). A UIKit view in a SwiftUI layout through `UIViewRepresentable`.
//
// Source for the rules: Apple's documentation of `UIViewRepresentable` (makeUIView "called
// only once", updateUIView on each state change, dismantleUIView on removal,
// `sizeThatFits(_:uiView:context:)` "return nil to use the default size") and of
// `UIView.intrinsicContentSize` / `noIntrinsicMetric` (no intrinsic size on that axis).
import SwiftUI
import Testing

/// Counts a representable's calls.
@MainActor private final class Calls {
    var made = 0
    var updated = 0
    var dismantled = 0
    var layoutDirection: LayoutDirection?
}

/// A view that asks for a width of its own, which it holds to (hugging it at 1000), and none
/// for its height.
private final class Strip: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.required, for: .horizontal)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: UIView.noIntrinsicMetric) }
}

/// The UIKit spinner, as apps wrapped it before `ProgressView`.
private struct Spinner: UIViewRepresentable {
    var calls = Calls()
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        calls.made += 1
        return UIActivityIndicatorView(style: .large)
    }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        calls.updated += 1
        calls.layoutDirection = context.environment.layoutDirection
        uiView.startAnimating()
    }
    static func dismantleUIView(_ uiView: UIActivityIndicatorView, coordinator: ()) {
        uiView.stopAnimating()
    }
}

/// A blur behind content, as apps wrapped one before `Material`.
private struct Blur: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

/// A strip: 50 wide, as tall as offered.
private struct StripView: UIViewRepresentable {
    func makeUIView(context: Context) -> Strip { Strip() }
    func updateUIView(_ uiView: Strip, context: Context) {}
}

/// A square as wide as offered, sized by `sizeThatFits`; `answer` overrides it when set.
private struct Square: UIViewRepresentable {
    var side: CGFloat?
    var answer: CGSize?
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        if let answer { return answer }
        let side = self.side ?? proposal.width ?? 30
        return CGSize(width: side, height: side)
    }
}

/// Counts calls through a coordinator made once.
private struct Counted: UIViewRepresentable {
    let calls: Calls
    var width: CGFloat
    final class Coordinator {
        let calls: Calls
        init(calls: Calls) { self.calls = calls }
    }
    func makeCoordinator() -> Coordinator { Coordinator(calls: calls) }
    func makeUIView(context: Context) -> UIView {
        context.coordinator.calls.made += 1
        return UIView()
    }
    func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.calls.updated += 1 }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: width, height: 10)
    }
    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) { coordinator.calls.dismantled += 1 }
}

@Observable private final class Model {
    var width: CGFloat = 20
    var shown = true
}

/// A representable whose width and presence a model drives.
private struct CountedScreen: View {
    let model: Model
    let calls: Calls
    var body: some View {
        VStack {
            if model.shown {
                Counted(calls: calls, width: model.width).id("counted")
            }
        }
    }
}

@Suite("UIViewRepresentable")
@MainActor
struct UIViewRepresentableTests {
    @Test("a representable's view answers with its intrinsic content size")
    func sizedByIntrinsicContentSize() {
        let result = Spinner().id("spinner").layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.frame(of: "spinner")?.size == CGSize(width: 37, height: 37))
    }

    @Test("an axis of noIntrinsicMetric takes the proposed length")
    func noIntrinsicMetricIsFlexible() {
        let result = StripView().id("strip").layout(in: ProposedViewSize(width: 200, height: 120))
        #expect(result.frame(of: "strip")?.size == CGSize(width: 50, height: 120))
    }

    @Test("a view with no intrinsic size fills the proposal, and is 0 × 0 for an unspecified one")
    func noIntrinsicSizeFillsTheProposal() {
        #expect(Blur().layout(in: ProposedViewSize(width: 150, height: 80)).size == CGSize(width: 150, height: 80))
        #expect(Blur().layout(in: .unspecified).size == .zero)
    }

    @Test("sizeThatFits(_:uiView:context:) sizes the representable when it answers")
    func sizedBySizeThatFits() {
        #expect(Square().layout(in: ProposedViewSize(width: 64, height: 200)).size == CGSize(width: 64, height: 64))
        #expect(Square().fixedSize().layout(in: ProposedViewSize(width: 64, height: 200)).size == CGSize(width: 30, height: 30))
    }

    @Test("a representable in a stack gets the stack's proposal")
    func representableInAStack() {
        let result = HStack(spacing: 0) {
            Square(side: 40).id("square")
            Color.red.id("fill")
        }.layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "square") == CGRect(x: 0, y: 5, width: 40, height: 40))
        #expect(result.frame(of: "fill") == CGRect(x: 40, y: 0, width: 60, height: 50))
    }

    @Test("a size that is not a number or negative counts as 0")
    func badSizesAreZero() {
        let result = Square(answer: CGSize(width: CGFloat.nan, height: -5)).layout(in: ProposedViewSize(width: 64, height: 64))
        #expect(result.size == .zero)
    }

    @Test("makeUIView and updateUIView run once for a snapshot, with the view's environment")
    func snapshotMakesAndUpdatesOnce() {
        let spinner = Spinner()
        _ = spinner.environment(\.layoutDirection, .rightToLeft).layout(in: .unspecified)
        #expect(spinner.calls.made == 1 && spinner.calls.updated == 1)
        #expect(spinner.calls.layoutDirection == .rightToLeft)
    }

    @Test("an update runs updateUIView again and keeps the view and coordinator made first")
    func updateKeepsTheView() {
        let model = Model()
        let calls = Calls()
        let host = LayoutHost(CountedScreen(model: model, calls: calls))
        let proposal = ProposedViewSize(width: 200, height: 200)
        #expect(host.layout(in: proposal).frame(of: "counted")?.width == 20)
        model.width = 70
        host.update()
        #expect(host.layout(in: proposal).frame(of: "counted")?.width == 70)
        #expect(calls.made == 1 && calls.updated == 2)
    }

    @Test("removing the representable dismantles its view")
    func removalDismantles() {
        let model = Model()
        let calls = Calls()
        let host = LayoutHost(CountedScreen(model: model, calls: calls))
        _ = host.layout(in: ProposedViewSize(width: 200, height: 200))
        model.shown = false
        host.update()
        _ = host.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(calls.dismantled == 1)
    }
}

/// A hosting controller in a representable, as apps bridge SwiftUI through UIKit and back.
private struct HostedCard: UIViewControllerRepresentable {
    let calls: Calls
    func makeUIViewController(context: Context) -> UIHostingController<Color> {
        calls.made += 1
        return UIHostingController(rootView: Color.red)
    }
    func updateUIViewController(_ uiViewController: UIHostingController<Color>, context: Context) {
        calls.updated += 1
    }
}

/// A controller sized by `sizeThatFits`.
private struct FixedController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
        CGSize(width: 44, height: 22)
    }
}

@Suite("UIViewControllerRepresentable")
@MainActor
struct UIViewControllerRepresentableTests {
    @Test("a controller representable is sized by its view's intrinsic size, made and updated once")
    func sizedByTheControllersView() {
        let calls = Calls()
        // A hosting controller's view asks for its root view's ideal size: a colour's 10 × 10.
        let result = HostedCard(calls: calls).fixedSize().layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 10, height: 10))
        #expect(calls.made == 1 && calls.updated == 1)
    }

    @Test("sizeThatFits(_:uiViewController:context:) sizes the representable when it answers")
    func sizedBySizeThatFits() {
        #expect(FixedController().layout(in: ProposedViewSize(width: 200, height: 200)).size == CGSize(width: 44, height: 22))
    }

    @Test("a plain controller's view has no intrinsic size: it takes the proposal")
    func plainControllerIsFlexible() {
        let result = HStack(spacing: 0) { Color.blue.frame(width: 50); PlainController().id("plain") }
            .layout(in: ProposedViewSize(width: 200, height: 80))
        #expect(result.frame(of: "plain") == CGRect(x: 50, y: 0, width: 150, height: 80))
    }
}

/// A controller with a plain view.
private struct PlainController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
