import Foundation
import Testing
import Trellis

// `scrollIndicators(_:axes:)` sets the scroll indicator visibility of the views inside, per
// axis. SwiftUI: "horizontalScrollIndicatorVisibility… The visibility to apply to scroll
// indicators of any horizontally scrollable content"
// (https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalscrollindicatorvisibility).

private struct IndicatorProbe: View {
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical
    var body: some View {
        Color.red.frame(width: horizontal == .hidden ? 30 : 10, height: vertical == .hidden ? 30 : 10)
    }
}

@Suite("Scroll indicator environment")
@MainActor
struct ScrollIndicatorEnvironmentTests {
    @Test("both axes are automatic by default")
    func automaticByDefault() {
        #expect(EnvironmentValues().horizontalScrollIndicatorVisibility == .automatic)
        #expect(EnvironmentValues().verticalScrollIndicatorVisibility == .automatic)
    }

    @Test("scrollIndicators sets the visibility of the axes given, only")
    func setsGivenAxes() throws {
        let result = IndicatorProbe().id("p").scrollIndicators(.hidden, axes: .vertical)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).size == CGSize(width: 10, height: 30))
    }

    @Test("scrollIndicators sets both axes by default")
    func setsBothAxesByDefault() throws {
        let result = IndicatorProbe().id("p").scrollIndicators(.hidden)
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "p")).size == CGSize(width: 30, height: 30))
    }
}
