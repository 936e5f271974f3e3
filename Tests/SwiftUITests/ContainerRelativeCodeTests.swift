// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A photo strip as apps write one (re-typed from the shape of public app code): a view
/// property read inside the `containerRelativeFrame` closure, the count form beside it, and
/// the content margins that give the next card its peek.
private struct PhotoStrip: View {
    var photoWidthFraction: CGFloat = 0.75
    var cards = ["Dunes", "Harbour", "Orchard"]

    var body: some View {
        VStack(spacing: 12) {
            Color.gray
                .containerRelativeFrame(.horizontal) { width, _ in width * photoWidthFraction }
                .frame(height: 40)
                .id("hero")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(cards, id: \.self) { card in
                        Text(card)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color.blue)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                            .id(card)
                    }
                }
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollIndicators(.hidden)
            .frame(height: 120)
        }
    }
}

@Suite("SwiftUI code: container-relative frames")
@MainActor
struct ContainerRelativeCodeTests {
    @Test("cards take their scroll view's width less its margins; the hero a share of the window")
    func photoStrip() {
        let result = LayoutHost(PhotoStrip()).layout(in: ProposedViewSize(width: 320, height: 400))
        #expect(result.frame(of: "hero")?.width == 240)
        #expect(result.frame(of: "Dunes")?.width == 272)
        // The second card starts after the margin, the first card and the spacing: 24 + 272 + 16.
        #expect(result.frame(of: "Harbour")?.minX == 312)
    }
}
