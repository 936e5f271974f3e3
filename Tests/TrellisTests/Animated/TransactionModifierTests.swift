import Foundation
import Testing
@testable import Trellis

// `transaction(value:_:)` (Apple: "Applies the given transaction mutation function to all
// animations used within the view", when the value changes) and `transaction(_:body:)` (to the
// animations within the body closure only).

@Suite("Animated layout: transaction modifiers")
@MainActor
struct TransactionModifierTests {
    let proposal = ProposedViewSize(width: 300, height: 300)
    let curve = Animation.linear(duration: 1)

    private func bar(_ width: CGFloat, value: Int) -> some View {
        Color.red.frame(width: width).transaction(value: value) { $0.animation = .linear(duration: 1) }.id("bar")
    }

    @Test("transaction(value:_:) changes the transaction when its value changed")
    func valueChangedTransforms() {
        let host = LayoutHost(bar(10, value: 1))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "bar", with: bar(70, value: 2)) }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        #expect(nearlyEqual(animation.result(at: 0.5).element(id: "bar")?.exactFrame, interpolated(start, end, curve.fraction(at: 0.5))))
    }

    @Test("transaction(value:_:) leaves the transaction when its value is the same")
    func valueSameLeavesTransaction() {
        let host = LayoutHost(bar(10, value: 1))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "bar", with: bar(70, value: 1)) }
        #expect(animation.result(at: 0.5).frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("transaction(_:body:) changes the transaction of what its body adds, not of the view")
    func bodyOnlyTransformsBody() {
        func view(_ padding: CGFloat) -> some View {
            Color.red.frame(width: 10, height: 10).id("inner")
                .transaction { $0.animation = .linear(duration: 1) } body: { $0.padding(padding) }
                .id("box")
        }
        let host = LayoutHost(view(5))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "box", with: view(20)) }
        let start = animation.start.frame(of: "box")!, end = animation.end.frame(of: "box")!
        let halfway = animation.result(at: 0.5)
        #expect(nearlyEqual(halfway.element(id: "box")?.exactFrame, interpolated(start, end, curve.fraction(at: 0.5))))
        #expect(halfway.frame(of: "inner") == animation.end.frame(of: "inner"))
    }

    @Test("the transaction modifiers leave a single layout unchanged")
    func singleLayoutUnchanged() {
        let plain = Color.red.frame(width: 10).padding(4).layout(in: proposal)
        let modified = Color.red.frame(width: 10).transaction(value: 3) { $0.animation = nil }
            .transaction { _ in } body: { $0.padding(4) }
            .layout(in: proposal)
        #expect(plain.elements.map(\.frame) == modified.elements.map(\.frame))
    }
}
