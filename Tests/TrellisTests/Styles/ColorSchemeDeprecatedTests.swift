import Foundation
import Testing
@testable import Trellis

/// `colorScheme(_:)`, deprecated in SwiftUI ("Renamed: preferredColorScheme(_:)"), whose body
/// in Apple's interface is `environment(\.colorScheme, colorScheme)`.
@Suite("Deprecated colorScheme(_:)")
@MainActor
struct ColorSchemeDeprecatedTests {
    let proposal = ProposedViewSize(width: 10, height: 10)

    private func fill(_ result: LayoutResult) -> LayoutResult.Paint? {
        if case let .fill(paint)? = result.elements.last?.drawing { return paint }
        return nil
    }

    @Test("colorScheme(.dark) draws its content in the dark scheme")
    func darkensItsContent() {
        #expect(fill(Color.blue.colorScheme(.dark).layout(in: proposal))?.hex == "#0a84ff")
        #expect(fill(Color.blue.colorScheme(.light).layout(in: proposal))?.hex == "#007aff")
    }

    @Test("colorScheme(_:) sets no preference for the window, unlike preferredColorScheme")
    func setsNoPreference() {
        #expect(Color.blue.colorScheme(.dark).layout(in: proposal).preferredColorScheme == nil)
    }
}
