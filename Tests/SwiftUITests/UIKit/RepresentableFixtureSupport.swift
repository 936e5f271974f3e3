// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). What the representable fixture tests share: the recordings' window and
// environment, the frame comparisons, and the UIKit views swiftui-web's
// `Fixtures/Sources/Representable/RepresentableFixtures.swift` hosts in several fixtures,
// re-typed.
import SwiftUI
import Testing

/// A fixture's window: its content offered the window's size and centred in it.
struct FixtureWindow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

/// The recorded frames of one layout, compared exactly or within the text tolerance.
@MainActor struct FixtureFrames {
    let result: LayoutResult

    /// Lays `content` out in a `width` × `height` iOS window at a quarter-point grid (the
    /// recordings' probes are not rounded to their pixels).
    init(_ width: CGFloat, _ height: CGFloat, @ViewBuilder _ content: () -> some View) {
        result = FixtureWindow { content() }.layout(in: ProposedViewSize(width: width, height: height), environment: .iOSRecording)
    }

    /// Lays `view` out in a `width` × `height` window in `environment` (the recordings' own
    /// 2x grid, say, where a fixture's frames are checked at it).
    init(_ view: some View, _ width: CGFloat, _ height: CGFloat, environment: EnvironmentValues) {
        result = FixtureWindow { view }.layout(in: ProposedViewSize(width: width, height: height), environment: environment)
    }

    init(result: LayoutResult) {
        self.result = result
    }

    /// Expects the view `id` exactly (within 0.01 pt) at the recorded frame.
    func exact(_ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let recorded = CGRect(x: x, y: y, width: width, height: height)
        guard let frame = result.element(id: id)?.exactFrame else {
            Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
            return
        }
        let close = abs(frame.minX - x) <= 0.01 && abs(frame.minY - y) <= 0.01
            && abs(frame.width - width) <= 0.01 && abs(frame.height - height) <= 0.01
        #expect(close, "\(id): recorded \(recorded), laid out \(frame)", sourceLocation: sourceLocation)
    }

    /// Expects the view `id` within 1 pt or 2 % (whichever is larger) of the recorded frame,
    /// on its origin and its size each.
    func text(_ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
              sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = result.element(id: id)?.exactFrame else {
            Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
            return
        }
        func close(_ actual: CGFloat, _ expected: CGFloat) -> Bool { abs(actual - expected) <= max(1, 0.02 * abs(expected)) }
        let recorded = CGRect(x: x, y: y, width: width, height: height)
        #expect(close(frame.minX, x) && close(frame.minY, y) && close(frame.width, width) && close(frame.height, height),
                "\(id): recorded \(recorded), laid out \(frame)", sourceLocation: sourceLocation)
    }

    /// Expects no view with the id `id`.
    func absent(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.element(id: id) == nil, "\(id) is laid out", sourceLocation: sourceLocation)
    }

    /// Expects the view `id` to be exactly `width` × `height`.
    func size(_ id: String, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.element(id: id)?.exactFrame.size == CGSize(width: width, height: height), "\(id)",
                sourceLocation: sourceLocation)
    }
}

extension EnvironmentValues {
    /// The recordings' environment: iOS, on a quarter-point grid.
    static var iOSRecording: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = .iOS
        environment.displayScale = 4
        return environment
    }
}

/// The text frames need the shipped Inter, which stands in for SF; without it the system
/// font has no file and text has no real width.
let textFontFound = FontLibrary.shippedFontsPath != nil

// MARK: The fixtures' UIKit views, re-typed

/// A label in the 17-point system font on a yellow background; `hugging` and `resistance`
/// replace UILabel's priorities (251 / 750) on both axes when given (`LabelBox`).
struct LabelBox: UIViewRepresentable {
    var text = "Hello"
    var hugging: Float?
    var resistance: Float?
    var lines = 1

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = lines
        label.backgroundColor = .systemYellow
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            if let hugging { label.setContentHuggingPriority(UILayoutPriority(hugging), for: axis) }
            if let resistance { label.setContentCompressionResistancePriority(UILayoutPriority(resistance), for: axis) }
        }
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
}

/// A switch, on unless `isOn` says otherwise (`SwitchBox`).
struct SwitchBox: UIViewRepresentable {
    var isOn = true
    func makeUIView(context: Context) -> UISwitch { UISwitch() }
    func updateUIView(_ uiView: UISwitch, context: Context) { uiView.isOn = isOn }
}

/// A rounded text field showing "Field" (`FieldBox`).
struct FieldBox: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Field"
        return field
    }
    func updateUIView(_ uiView: UITextField, context: Context) {}
}

/// A UIKit view with no intrinsic size (`PlainBox`).
struct PlainBox: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemBlue
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view controller whose view has no intrinsic size and holds a subview at a fixed frame
/// (the fixture's label; its size reaches no layout), with a preferred content size of
/// 80 × 40 (`BoxController`).
final class BoxController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemPink
        let inside = UIView(frame: CGRect(x: 8, y: 4, width: 60, height: 20))
        view.addSubview(inside)
        preferredContentSize = CGSize(width: 80, height: 40)
    }
}

/// The controller in a representable (`ControllerBox`).
struct ControllerBox: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BoxController { BoxController() }
    func updateUIViewController(_ uiViewController: BoxController, context: Context) {}
}
