import Foundation
import Testing
import Trellis

// SwiftUI's underscored `_VariadicView` API, as custom containers use it (its shape is in
// SwiftUI's module interface: `_VariadicView.Tree(root) { content }`, roots with
// `body(children:)`, children that are identifiable views with traits). The frames are
// derived from the stacks' rules with fixed-size leaves.

/// Puts a 2-point spacer view between children, as a separator interleaver does.
private struct Interleaver: _VariadicView.MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        ForEach(children) { child in
            if child.id != children.first?.id {
                Color.gray.frame(width: 2, height: 2)
            }
            child
        }
    }
}

private struct WideKey: _ViewTraitKey {
    static let defaultValue = false
}

/// Stacks its children, wide ones twice as wide.
private struct Column: _VariadicView.UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        VStack(spacing: 0) {
            ForEach(children) { child in child.frame(width: child[WideKey.self] ? 40 : 20) }
        }
    }
}

@Suite("_VariadicView")
@MainActor
struct VariadicViewTests {
    @Test("a multi-view root's views join the container around the tree")
    func multiViewRoot() {
        let result = HStack(spacing: 0) {
            _VariadicView.Tree(Interleaver()) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
            }
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "a")?.minX == 0)
        #expect(result.frame(of: "b")?.minX == 12)
        #expect(result.size == CGSize(width: 22, height: 10))
    }

    @Test("a root reads its children's traits")
    func traits() {
        let result = _VariadicView.Tree(Column()) {
            Color.red.frame(height: 5).id("plain")
            Color.red.frame(height: 5)._trait(WideKey.self, true).id("wide")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "plain")?.width == 20)
        #expect(result.frame(of: "wide")?.width == 40)
    }
}
