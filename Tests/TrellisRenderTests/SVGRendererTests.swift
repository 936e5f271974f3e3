import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import Trellis
import TrellisGallery
@testable import TrellisRender

/// SVG output: structure, geometry and escaping.
@Suite("SVG")
@MainActor
struct SVGRendererTests {
    func svg<V: View>(_ view: V, _ proposal: ProposedViewSize, frames: Bool = false) -> String {
        SVGRenderer(showsFrames: frames).render(view.layout(in: proposal, fonts: .testFont))
    }

    @Test("the viewBox is the root's size, one unit per point")
    func viewBox() {
        let out = svg(Color.red.frame(width: 120, height: 80), .unspecified)
        #expect(out.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"80\" viewBox=\"0 0 120 80\">"))
    }

    @Test("a scroll view's content is drawn only inside it")
    func scrollViewClipsContent() {
        // Rows 0…4 of 20 px each in a 50-tall scroll view: row 2 spans 40…60, half inside.
        let out = svg(ScrollView { VStack(spacing: 0) { ForEach(0 ..< 5, id: \.self) { _ in Color.red.frame(width: 30, height: 20) } } }, ProposedViewSize(width: 30, height: 50))
        // (The clip is named after the element that clips: the scroll view's viewport, element
        // 1, inside the frame the scroll view is laid out at.)
        #expect(out.contains("<clipPath id=\"trellis-clip-1\"><rect x=\"0\" y=\"0\" width=\"30\" height=\"50\"/></clipPath>"))
        #expect(out.contains("<g clip-path=\"url(#trellis-clip-1)\"><rect class=\"trellis-drawing\" x=\"0\" y=\"40\" width=\"30\" height=\"20\""))
        // Rows 3 and 4 (60…100) are out of sight and draw nothing.
        #expect(!out.contains("y=\"60\" width=\"30\" height=\"20\""))
        #expect(!out.contains("y=\"80\" width=\"30\" height=\"20\""))
    }

    @Test("a hidden view draws nothing, and siblings are painted in order of their zIndex")
    func hiddenAndZIndex() {
        let out = svg(ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
            Color.green.frame(width: 30, height: 30).hidden()
        }, .unspecified)
        let red = out.range(of: "fill=\"#ff3b30\"")
        let blue = out.range(of: "fill=\"#007aff\"")
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(blue.lowerBound < red.lowerBound) }  // red on top
        #expect(!out.contains("#34c759"))  // the hidden green
    }

    @Test("a colour view is a rectangle of its frame in its colour")
    func colorFill() {
        let out = svg(HStack(alignment: .top, spacing: 0) { Color.clear.frame(width: 10); Color.red.frame(width: 20, height: 5) }, .unspecified)
        #expect(out.contains("<rect class=\"trellis-drawing\" x=\"10\" y=\"0\" width=\"20\" height=\"5\" fill=\"#ff3b30\"/>"))
    }

    @Test("a colour with opacity gets a fill-opacity; a clear one draws nothing")
    func opacity() {
        let out = svg(VStack(spacing: 0) { Color.blue.opacity(0.5); Color.clear }, ProposedViewSize(width: 10, height: 20))
        #expect(out.contains("fill=\"#007aff\" fill-opacity=\"0.5\""))
        #expect(!out.contains("fill=\"#000000\""))
    }

    /// Source: SwiftUI's `RoundedRectangle(cornerSize: CGSize(width: 60, height: 8), style:
    /// .circular).path(in: 100 × 60)` has corners 30 wide (github.com/iamcgn/swiftui-web,
    /// Fixtures/Goldens/shape/paths.json, "rounded-circular-size-60x8"): both dimensions are
    /// clamped to half the shorter side.
    @Test("rounded corners are clamped to half the shorter side")
    func roundedRectangle() {
        let out = svg(RoundedRectangle(cornerRadius: 30).fill(.green).frame(width: 100, height: 40), .unspecified)
        #expect(out.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"40\" rx=\"20\" ry=\"20\" class=\"trellis-drawing\" fill=\"#34c759\"/>"))
    }

    @Test("a capsule rounds its shorter side into half circles")
    func capsule() {
        let out = svg(Capsule().frame(width: 60, height: 24), .unspecified)
        #expect(out.contains("rx=\"12\" ry=\"12\""))
    }

    @Test("a circle is centred in its frame with half the shorter side as radius")
    func circle() {
        let out = svg(Circle().frame(width: 40, height: 20), .unspecified)
        #expect(out.contains("<circle cx=\"20\" cy=\"10\" r=\"10\" class=\"trellis-drawing\" fill=\"#000000\"/>"))
    }

    @Test("an ellipse touches its frame's edges")
    func ellipse() {
        let out = svg(Ellipse().frame(width: 40, height: 20), .unspecified)
        #expect(out.contains("<ellipse cx=\"20\" cy=\"10\" rx=\"20\" ry=\"10\""))
    }

    @Test("text is one <text> per line at the line's baseline origin, in its font")
    func textLines() throws {
        let result = Text("aaa b").font(.system(size: 10)).bold().frame(width: 35).layout(in: .unspecified, fonts: .testFont)
        let out = SVGRenderer(textAsPaths: false).render(result)
        guard case let .text(drawing) = result.elements.last?.drawing else {
            Issue.record("expected text")
            return
        }
        for line in drawing.lines {
            #expect(out.contains("<text x=\"\(Format.number(line.origin.x))\" y=\"\(Format.number(line.origin.y))\">\(line.text)</text>"))
        }
        #expect(drawing.lines.count == 2)
        #expect(out.contains("font-size=\"10\""))
    }

    @Test("bold and italic text ask for a bold and italic face in its family", .enabled(if: InstalledFonts.has { $0.hasPrefix("Inter") && $0.contains("Italic") }, "needs an italic Inter: Debian's fonts-inter (the package ships Inter upright only)"))
    func textStyle() {
        // The system library's stand-in for SF is the shipped Inter; the renderer asks for its
        // bold italic face by weight and style.
        let out = SVGRenderer(textAsPaths: false).render(Text("a").bold().italic().layout(in: .unspecified))
        #expect(out.contains("font-family=\"&#39;Inter&#39;, sans-serif\""))
        #expect(out.contains("font-weight=\"bold\""))
        #expect(out.contains("font-style=\"italic\""))
    }

    @Test("text is escaped for XML")
    func textEscaping() {
        let out = svg(Text("a<b & \"c\" 'd'"), .unspecified)
        #expect(out.contains(">a&lt;b &amp; &quot;c&quot; &#39;d&#39;</text>"))
    }

    @Test("control characters XML forbids are replaced")
    func controlCharacters() {
        let out = svg(Text("bell\u{7}"), .unspecified)
        #expect(!out.contains("\u{7}"))
        #expect(out.contains("bell\u{FFFD}"))
    }

    @Test("a marked view is a group with its id, its escaped mark and its frame")
    func markedGroup() {
        let out = svg(HStack(spacing: 0) { Color.red.frame(width: 10).id("a\"b"); Color.blue.frame(width: 30).id("box") }, ProposedViewSize(width: 40, height: 10))
        #expect(out.contains("<g class=\"trellis-view\" id=\"box\" data-id=\"box\" data-name=\"frame(width: 30)\" data-frame=\"10 0 30 10\">"))
        #expect(out.contains("id=\"a&quot;b\" data-id=\"a&quot;b\""))
        #expect(out.contains("<rect class=\"trellis-bounds\" x=\"10\" y=\"0\" width=\"30\" height=\"10\" fill=\"none\" stroke=\"none\"/>"))
    }

    @Test("a mark used twice gives the id attribute only once")
    func duplicateMarks() {
        let out = svg(HStack { Color.red.id("x"); Color.blue.id("x") }, ProposedViewSize(width: 40, height: 10))
        #expect(out.components(separatedBy: " id=\"x\"").count == 2)
        #expect(out.components(separatedBy: "data-id=\"x\"").count == 3)
    }

    @Test("frame outlines draw one rectangle per view")
    func frameOutlines() {
        let result = HStack { Color.red; Circle() }.layout(in: ProposedViewSize(width: 40, height: 10))
        let out = SVGRenderer(showsFrames: true).render(result)
        let outlines = out.components(separatedBy: "<g class=\"trellis-frames\"")[1]
        #expect(outlines.components(separatedBy: "<rect data-index=").count - 1 == result.elements.count)
        #expect(!SVGRenderer().render(result).contains("trellis-frames"))
    }

    @Test("a background is painted beneath the view it belongs to")
    func backgroundBeneath() {
        let out = svg(Circle().frame(width: 10, height: 10).background(Color.red), .unspecified)
        let red = out.range(of: "#ff3b30")!.lowerBound
        let circle = out.range(of: "<circle")!.lowerBound
        #expect(red < circle)
    }

    @Test("an infinite frame is left out instead of drawn")
    func infiniteFrame() {
        let out = svg(Color.red, ProposedViewSize(width: .infinity, height: 10))
        #expect(!out.contains("∞"))
        #expect(out.contains("width=\"0\" height=\"10\""))
    }

    /// Collects XML parse errors.
    final class ParseCheck: NSObject, XMLParserDelegate {
        var error: Error?
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
    }

    // Derived: the bars that cover a device's unsafe bands are drawn over the views (docs/semantics.md, "Safe area").
    @Test("the window's unsafe bands are shaded over the views")
    func unsafeBandsShaded() {
        let host = LayoutHost(Color.red)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        let out = SVGRenderer().render(host.layout(in: ProposedViewSize(width: 100, height: 200)))
        #expect(out.contains("<g class=\"trellis-unsafe\" fill=\"#8e8e93\" fill-opacity=\"0.25\">\n"
            + "    <rect x=\"0\" y=\"0\" width=\"100\" height=\"20\"/>\n    <rect x=\"0\" y=\"190\" width=\"100\" height=\"10\"/>\n  </g>"))
    }

    @Test("unshaded, the unsafe bands show only what is drawn there")
    func unsafeBandsUnshaded() {
        let host = LayoutHost(Color.red)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        var renderer = SVGRenderer()
        renderer.shadesUnsafeBands = false
        #expect(!renderer.render(host.layout(in: ProposedViewSize(width: 100, height: 200))).contains("trellis-unsafe"))
    }

    @Test("every gallery scene's SVG is well-formed XML", arguments: GalleryScene.all.map(\.name))
    func wellFormed(sceneName: String) throws {
        let scene = try #require(GalleryScene.named(sceneName))
        let out = SVGRenderer(showsFrames: true).render(scene.view.layout(in: scene.proposal))
        let parser = XMLParser(data: Data(out.utf8))
        let check = ParseCheck()
        parser.delegate = check
        #expect(parser.parse(), "\(String(describing: check.error))")
    }
}
