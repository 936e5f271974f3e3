import Foundation
import Testing
@testable import Trellis

/// The identity modifier, and a modifier's own transaction and animation.
@Suite("EmptyModifier and modifier transactions")
@MainActor
struct EmptyModifierTests {
    let proposal = ProposedViewSize(width: 300, height: 300)
    let curve = Animation.linear(duration: 1)

    // https://developer.apple.com/documentation/swiftui/emptymodifier
    @Test("the empty modifier lays its content out unchanged")
    func identity() {
        let plain = Text("Hello").padding(3).layout(in: proposal, fonts: .testFont)
        let modified = Text("Hello").padding(3).modifier(EmptyModifier.identity).layout(in: proposal, fonts: .testFont)
        #expect(modified.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(Text("Hello").modifier(EmptyModifier()).layout(in: proposal, fonts: .testFont).size == Text("Hello").layout(in: proposal, fonts: .testFont).size)
    }

    @Test("a modified modifier still applies the modifier")
    func keepsModifier() {
        let result = Color.red.modifier(Widen(width: 40).animation(curve)).layout(in: proposal)
        #expect(result.size == CGSize(width: 40, height: 300))
    }

    // https://developer.apple.com/documentation/swiftui/viewmodifier/animation(_:)
    @Test("a modifier's animation animates the changes it makes")
    func modifierAnimation() {
        let host = LayoutHost(Color.red.modifier(Widen(width: 10).animation(curve)).id("bar"))
        let animation = host.animate(nil, in: proposal) {
            host.replace(id: "bar", with: Color.red.modifier(Widen(width: 70).animation(curve)))
        }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        #expect(start != end)
        #expect(nearlyEqual(animation.result(at: 0.5).element(id: "bar")?.exactFrame, interpolated(start, end, curve.fraction(at: 0.5))))
    }

    // https://developer.apple.com/documentation/swiftui/viewmodifier/transaction(_:)
    @Test("a modifier's transaction that removes the animation makes its change at once")
    func modifierTransaction() {
        let host = LayoutHost(Color.red.modifier(Widen(width: 10).transaction { $0.animation = nil }).id("bar"))
        let animation = host.animate(curve, in: proposal) {
            host.replace(id: "bar", with: Color.red.modifier(Widen(width: 70).transaction { $0.animation = nil }))
        }
        #expect(animation.result(at: 0.5).frame(of: "bar") == animation.end.frame(of: "bar"))
    }
}

/// A modifier that sets its content's width.
private struct Widen: ViewModifier {
    let width: CGFloat
    func body(content: Content) -> some View { content.frame(width: width) }
}
