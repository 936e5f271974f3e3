import Foundation
import Testing
import Trellis

/// `AnimatableModifier`, deprecated in SwiftUI ("use Animatable directly"): a view modifier
/// that is also `Animatable`.
@Suite("Animatable modifiers")
@MainActor
struct AnimatableModifierTests {
    struct Inset: AnimatableModifier {
        var animatableData: CGFloat
        func body(content: Content) -> some View { content.padding(animatableData) }
    }

    @Test("an animatable modifier applies its body, and its data is its animatable value")
    func appliesItsBody() {
        var inset = Inset(animatableData: 10)
        inset.animatableData += 5
        let result = Color.red.frame(width: 20, height: 20).id("box").modifier(inset)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "box")?.origin == CGPoint(x: 15, y: 15))
    }
}
