// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). UIKit's content hugging and compression resistance priorities, their defaults, and
// how a representable reads them at the edges of its input.
//
// Sources: UIKit's headers in the iOS 26.2 SDK (`NSLayoutConstraint.h`: `UILayoutPriority`'s
// values; `UILabel.h`, `UIView.h`), UIKit's documented defaults (a view hugs at 250 and resists
// at 750, a label hugs at 251), and swiftui-web's `ios/representable/priorities` for the 750
// threshold (see RepresentableSizingFixtureTests).
import SwiftUI
import Testing

/// A view of a fixed intrinsic size with the priorities given.
private final class Sized: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// A representable showing `view`.
private struct Showing: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@Suite("UIKit layout priorities")
@MainActor
struct UIKitLayoutPriorityTests {
    @Test("UILayoutPriority has UIKit's named values")
    func namedValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
    }

    @Test("a view hugs at 250 and resists at 750 on both axes by default")
    func viewDefaults() {
        let view = UIView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
    }

    @Test("a label hugs at 251, a switch and an activity indicator at 750")
    func subclassDefaults() {
        #expect(UILabel().contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(UILabel().contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(UISwitch().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIActivityIndicatorView(style: .medium).contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }

    @Test("a priority set on one axis leaves the other")
    func setOneAxis() {
        let view = UIView()
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("hugging on one axis keeps that axis's intrinsic length, the other takes the proposal")
    func huggingPerAxis() {
        let view = Sized()
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(Showing(view: view).layout(in: ProposedViewSize(width: 100, height: 100)).size == CGSize(width: 40, height: 100))
    }

    /// swiftui-web `ios/representable/measure-axes` (golden at 1ce9f2562b3c088660f330048d95451ad8a55878,
    /// view in `Fixtures/Sources/Representable/RepresentableFixtures.swift` at that commit): a
    /// view with an intrinsic height hugging at 250 takes a stack's remaining height, so it
    /// is flexible, unbounded under an infinite proposal (RepresentableContainerFixtureTests).
    @Test("an infinite proposal grows an axis hugging below 750 and keeps one hugging at 750")
    func infiniteProposalGrowsLowHugging() {
        let view = Sized()
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let size = Showing(view: view).layout(in: ProposedViewSize(width: .infinity, height: .infinity)).size
        #expect(size.width == 40)
        #expect(size.height == .infinity)
    }

    @Test("a priority that is not a number keeps the intrinsic length, as a required one does")
    func nanPriorityKeepsIntrinsic() {
        let view = Sized()
        view.setContentHuggingPriority(UILayoutPriority(Float.nan), for: .horizontal)
        view.setContentCompressionResistancePriority(UILayoutPriority(Float.nan), for: .vertical)
        #expect(Showing(view: view).layout(in: ProposedViewSize(width: 100, height: 5)).size == CGSize(width: 40, height: 20))
    }

    @Test("an empty label has no intrinsic size")
    func emptyLabel() {
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    @Test("a many-line label wraps its intrinsic size at a positive preferred width")
    func preferredWidthWraps() {
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        let line = label.intrinsicContentSize
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > line.height * 2)
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == line)
    }

    @Test("a button's title reaches its intrinsic size: a longer title is wider")
    func buttonTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        button.setTitle("A much longer title", for: .normal)
        #expect(button.intrinsicContentSize.width > 100)
        #expect(button.title(for: .highlighted) == "A much longer title")
        #expect(button.buttonType == .system)
    }
}
