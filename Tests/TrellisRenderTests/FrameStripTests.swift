import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The frame strip: sampled layouts side by side, each labelled with its time.
@Suite("Frame strip")
@MainActor
struct FrameStripTests {
    @Test("a strip of N samples has N panels, each labelled with its time", arguments: [1, 2, 5])
    func panelsAndLabels(count: Int) {
        let samples = FrameStripRenderer.samples(of: AnimatedSVGTests.growing(), count: count)
        let svg = FrameStripRenderer().render(samples)
        #expect(svg.components(separatedBy: "class=\"trellis-strip-panel\"").count - 1 == count)
        #expect(svg.components(separatedBy: "class=\"trellis-strip-time\"").count - 1 == count)
        for sample in samples {
            #expect(svg.contains(">\(Format.number(CGFloat(sample.time))) s</text>"))
        }
    }

    @Test("samples are evenly spaced from the start to the end of the animation")
    func evenlySpacedSamples() {
        let animation = AnimatedSVGTests.growing()
        let times = FrameStripRenderer.samples(of: animation, count: 3).map(\.time)
        #expect(times == [0, animation.duration / 2, animation.duration])
        #expect(FrameStripRenderer.samples(of: animation, count: 1).map(\.time) == [animation.duration])
        #expect(FrameStripRenderer.samples(of: animation, count: -4).count == 1)
    }

    @Test("an animation that never settles is sampled over its first minute, each panel labelled with its time")
    func unsettledSamplesAreLabelled() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"), fonts: .testFont)
        let animation = host.animate(.spring(response: 0.5, dampingFraction: 0), in: .unspecified) {
            host.replace(id: "bar", with: Color.red.frame(width: 40))
        }
        let samples = FrameStripRenderer.samples(of: animation, count: 3)
        #expect(samples.map(\.time) == [0, 30, 60])
        let svg = FrameStripRenderer().render(samples)
        #expect(svg.contains(">30 s</text>") && svg.contains(">60 s</text>"))
    }

    @Test("each panel's views keep their marks with ids made unique per panel")
    func uniqueIDs() {
        let svg = FrameStripRenderer().render(FrameStripRenderer.samples(of: AnimatedSVGTests.growing(), count: 2))
        #expect(svg.contains("id=\"p0-a\" data-id=\"a\""))
        #expect(svg.contains("id=\"p1-a\" data-id=\"a\""))
        #expect(!svg.contains(" id=\"a\""))
    }

    @Test("panels sit side by side, spacing apart, each as wide as its sample")
    func panelPlaces() {
        let samples = FrameStripRenderer.samples(of: AnimatedSVGTests.growing(), count: 2)
        let (panels, size) = FrameStripRenderer(spacing: 10).layout(samples)
        let widths = samples.map(\.result.size.width)
        #expect(panels.map(\.minX) == [10, 10 + widths[0] + 10])
        #expect(size.width == widths[0] + widths[1] + 30)
    }

    @Test("the PNG strip is the SVG strip's size times the scale, with the panels' pixels in it")
    func pngStrip() throws {
        let samples = FrameStripRenderer.samples(of: AnimatedSVGTests.growing(), count: 2)
        let strip = FrameStripRenderer()
        let output = strip.drawPNG(samples, renderer: PNGRenderer(scale: 2, fonts: .testFont))
        let (panels, size) = strip.layout(samples)
        #expect(output.width == Int(size.width * 2) && output.height == Int(size.height * 2))
        let image = try DecodedPNG([UInt8](output.png))
        // Each panel's first square, a point into it, as the panel's own PNG draws it.
        for (sample, panel) in zip(samples, panels) {
            let alone = try DecodedPNG([UInt8](PNGRenderer(scale: 2, fonts: .testFont).render(sample.result)))
            let o = (Int(panel.minY * 2 + 2) * image.width + Int(panel.minX * 2 + 2)) * 4
            #expect(Array(image.pixels[o ..< o + 4]) == Array(alone.pixels[(2 * alone.width + 2) * 4 ..< (2 * alone.width + 2) * 4 + 4]))
            #expect(image.pixels[o ..< o + 3] != [255, 255, 255])
        }
    }

    @Test("each PNG panel has the SVG's grey border just outside it")
    func pngBorders() throws {
        let samples = FrameStripRenderer.samples(of: AnimatedSVGTests.growing(), count: 2)
        let strip = FrameStripRenderer()
        let image = try DecodedPNG([UInt8](strip.drawPNG(samples, renderer: PNGRenderer(scale: 2, fonts: .testFont)).png))
        let panel = strip.layout(samples).panels[1]
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {
            let o = (Int(y) * image.width + Int(x)) * 4
            return Array(image.pixels[o ..< o + 4])
        }
        #expect(pixel(panel.minX * 2 - 1, panel.midY * 2) == [209, 209, 214, 255])
        #expect(pixel(panel.maxX * 2, panel.midY * 2) == [209, 209, 214, 255])
        #expect(pixel(panel.midX * 2, panel.minY * 2 - 2) == [209, 209, 214, 255])
        #expect(pixel(panel.minX * 2 - 3, panel.midY * 2) == [255, 255, 255, 255])
    }
}
