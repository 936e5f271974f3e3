// Written as a SwiftUI package writes it: only `import SwiftUI` (this package's module of that
// name on Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// The shape of a flow-layout package's main type (its source re-typed, not copied): a generic
/// view over its content that is also the `Layout` itself when the content is `EmptyView`,
/// whose layout initialiser delegates to the view initialiser with `{ EmptyView() }`. The view
/// is main-actor isolated (as every SwiftUI view is) and the `Layout` requirements are not, so
/// its layout methods are `nonisolated`, as the package writes them.
struct RowFlow<Content: View>: View {
    var spacing: CGFloat
    var content: Content

    init(spacing: CGFloat = 4, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    var body: some View {
        RowFlow<EmptyView>(spacing: spacing) { content }
    }
}

extension RowFlow: Animatable where Content == EmptyView {
    typealias AnimatableData = EmptyAnimatableData
}

extension RowFlow: Layout, Sendable where Content == EmptyView {
    init(spacing: CGFloat = 4) {
        // In SwiftUI this is the view initialiser (`callAsFunction` is a disfavoured overload);
        // were it `self.init(spacing:)` followed by `callAsFunction`, it would call itself forever.
        self.init(spacing: spacing) { EmptyView() }
    }

    nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + spacing
        }
    }
}

@Suite("A generic view that is also a Layout")
@MainActor
struct GenericViewThatIsALayoutTests {
    // SwiftUI declares `Layout.callAsFunction(_:)` so that an initialiser taking a trailing view
    // builder wins over it (Apple: https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    // — "Don't call this method directly"); the flow package's `init` relies on it.
    @Test("the layout initialiser delegates to the view initialiser, not to callAsFunction")
    func layoutInitialiserReachesViewInitialiser() {
        let layout = RowFlow(spacing: 7)
        #expect(layout.spacing == 7)
    }

    @Test("the view lays its content out with its own layout")
    func viewUsesItsLayout() {
        let result = RowFlow(spacing: 5) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 30, height: 12).id("b")
        }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 25, y: 0, width: 30, height: 12))
        #expect(result.size == CGSize(width: 55, height: 12))
    }
}
