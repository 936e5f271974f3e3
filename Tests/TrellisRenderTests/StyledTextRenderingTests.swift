import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Styled text (`Text + Text`, decorations) in the SVG, JSON and terminal renderers, laid out
/// with the square test font so every position is a multiple of the size.
@Suite("Styled text in renderers")
@MainActor
struct StyledTextRenderingTests {
    private var styled: LayoutResult {
        (Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20)).foregroundColor(.red).underline(pattern: .dash))
            .layout(in: .unspecified, fonts: .testFont)
    }

    @Test("SVG draws each run as a tspan at its measured place, in its own size and colour")
    func svgTspans() {
        let out = SVGRenderer(textAsPaths: false).render(styled)
        #expect(out.contains("<tspan x=\"0\" y=\"16\">ab</tspan>"))
        #expect(out.contains("<tspan x=\"20\" y=\"16\" font-size=\"20\" fill=\"#ff3b30\">cd</tspan>"))
    }

    @Test("SVG draws an underline as a dashed line under its run")
    func svgUnderline() {
        let out = SVGRenderer().render(styled)
        #expect(out.contains("<line x1=\"20\" y1=\"18\" x2=\"60\" y2=\"18\" stroke=\"#ff3b30\""))
        #expect(out.contains("stroke-dasharray="))
    }

    @Test("JSON lists a styled line's spans")
    func jsonSpans() throws {
        let text = JSONRenderer().render(styled)
        #expect(text.contains("\"spans\""))
        #expect(text.contains("\"underline\""))
    }

    @Test("the terminal draws a styled line's characters as one string")
    func terminalConcatenates() {
        let out = TerminalRenderer(columns: 60).render(styled)
        #expect(out.contains("abcd"))
    }
}
