import Foundation
import Testing
@testable import Trellis

// `backgroundStyle(_:)` and `EnvironmentValues.backgroundStyle`
// (developer.apple.com/documentation/swiftui/view/backgroundstyle(_:)): the style `.background`
// draws with inside.
@MainActor
@Suite("Background style")
struct BackgroundStyleModifierTests {
    private func paint(_ view: some View) -> LayoutResult.Paint? {
        guard case let .shape(_, paint)? = view.layout(in: ProposedViewSize(width: 10, height: 10)).elements.last?.drawing else { return nil }
        return paint
    }

    @Test("the background style fills .background inside")
    func setsBackground() {
        #expect(paint(Rectangle().fill(.background).backgroundStyle(.blue)) == paint(Rectangle().fill(Color.blue)))
    }

    @Test("without a background style, .background is the system background")
    func defaultIsSystemBackground() {
        #expect(EnvironmentValues().backgroundStyle == nil)
        let background = paint(Rectangle().fill(.background)), white = paint(Rectangle().fill(Color.white))
        #expect(background?.red == white?.red && background?.green == white?.green && background?.blue == white?.blue)
        #expect(background?.opacity == white?.opacity)
    }

    @Test("a background style of .background is the system background, not a loop")
    func backgroundOfBackground() {
        #expect(paint(Rectangle().fill(.background).backgroundStyle(.background)) == paint(Rectangle().fill(.background)))
    }
}
