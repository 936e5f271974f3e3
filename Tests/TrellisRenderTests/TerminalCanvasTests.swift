import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The terminal's canvas takes the scheme the views prefer, or the one it is given.
@Suite("Terminal canvas scheme")
@MainActor
struct TerminalCanvasTests {
    /// A 40 × 20 clear view: every cell shows the canvas.
    func corner(_ view: some View, canvas: ColorScheme? = nil) -> TerminalRenderer.RGB? {
        var renderer = TerminalRenderer(columns: 10)
        renderer.canvas = canvas
        return renderer.cells(view.layout(in: ProposedViewSize(width: 40, height: 20))).first?.first?.background
    }

    @Test("the canvas is white without a preference")
    func lightByDefault() {
        #expect(corner(Color.clear) == .white)
    }

    @Test("the canvas is black when the views prefer the dark scheme")
    func darkPreference() {
        #expect(corner(Color.clear.preferredColorScheme(.dark)) == .black)
    }

    @Test("a canvas scheme given to the renderer wins over none preferred")
    func givenCanvas() {
        #expect(corner(Color.clear, canvas: .dark) == .black)
        #expect(corner(Color.clear.preferredColorScheme(.dark), canvas: .light) == .white)
    }
}
