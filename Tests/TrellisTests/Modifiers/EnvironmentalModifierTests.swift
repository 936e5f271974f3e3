import Foundation
import Testing
import Trellis

// An environmental modifier resolves to a concrete modifier in the environment where it is
// applied. SwiftUI: "EnvironmentalModifier… A modifier that must resolve to a concrete
// modifier in an environment before use"
// (https://developer.apple.com/documentation/swiftui/environmentalmodifier).

private struct Inset: ViewModifier {
    let length: CGFloat
    func body(content: Content) -> some View { content.padding(length) }
}

private struct CompactPadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> Inset {
        Inset(length: environment.controlSize == .small ? 4 : 12)
    }
}

@Suite("EnvironmentalModifier")
@MainActor
struct EnvironmentalModifierTests {
    @Test("the modifier resolved in the default environment applies")
    func resolvesInDefaultEnvironment() throws {
        let result = Color.red.frame(width: 10, height: 10).modifier(CompactPadding()).id("p")
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).width == 34)
    }

    @Test("the modifier resolves with the environment where it is applied")
    func resolvesWithEnvironmentAbove() throws {
        let result = Color.red.frame(width: 10, height: 10).modifier(CompactPadding()).id("p")
            .controlSize(.small)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).width == 18)
    }
}
