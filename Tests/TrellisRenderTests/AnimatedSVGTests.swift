import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The animated SVG: CSS keyframes per view that moves, taken from an animation's samples.
@Suite("Animated SVG")
@MainActor
struct AnimatedSVGTests {
    /// One keyframe as written: its offset in percent, its matrix and its opacity.
    struct Frame {
        let percent: Double
        let matrix: [Double]
        let opacity: Double
    }

    /// Two squares in a column; the first is `width` wide.
    static func column(width: CGFloat, extra: Bool = false) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: width, height: 20).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
            if extra { Color.green.frame(width: 20, height: 20).id("c") }
        }
    }

    /// The animation of the first square growing from 20 to 40 wide (and `c` inserted or
    /// removed), under the host's `animate`.
    static func growing(insert: Bool = false, remove: Bool = false) -> LayoutAnimation {
        let host = LayoutHost(AnyView(column(width: 20, extra: remove)).id("root"), fonts: .testFont)
        return host.animate(.default, in: .unspecified) {
            host.replace(id: "root", with: AnyView(column(width: 40, extra: insert)))
        }
    }

    /// The class of the motion group around the view marked `id`, if it has one.
    static func motionClass(of id: String, in svg: String) -> String? {
        guard let view = svg.range(of: "<g class=\"trellis-view\" id=\"\(id)\"") else { return nil }
        let before = svg[..<view.lowerBound].split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
        guard let range = before.range(of: #"trellis-motion (trellis-m[0-9a-z-]+)"#, options: .regularExpression) else { return nil }
        return String(before[range].dropFirst("trellis-motion ".count))
    }

    /// The keyframes of the animation `name`.
    static func keyframes(_ name: String, in svg: String) throws -> [Frame] {
        let start = try #require(svg.range(of: "@keyframes \(name) { "))
        let end = try #require(svg.range(of: " }\n", range: start.upperBound ..< svg.endIndex))
        return try svg[start.upperBound ..< end.lowerBound].components(separatedBy: "; } ").map { text in
            let parts = text.components(separatedBy: "% { transform: matrix(")
            let percent = try #require(Double(parts[0]))
            let rest = try #require(parts.last?.components(separatedBy: "); opacity: "))
            let matrix = rest[0].components(separatedBy: ", ").compactMap(Double.init)
            let opacity = try #require(Double(rest[1].replacingOccurrences(of: "; }", with: "")))
            return Frame(percent: percent, matrix: matrix, opacity: opacity)
        }
    }

    @Test("a view that moves gets keyframes, a view that stays gets none")
    func keyframesOnlyForMovingViews() throws {
        let svg = AnimatedSVGRenderer().render(Self.growing())
        let moving = try #require(Self.motionClass(of: "a", in: svg))
        #expect(svg.contains("@keyframes \(moving) {"))
        #expect(Self.motionClass(of: "b", in: svg) == nil)
    }

    @Test("the first keyframe takes the view to its start frame, the last leaves it at its end frame")
    func firstAndLastKeyframes() throws {
        let animation = Self.growing()
        let svg = AnimatedSVGRenderer().render(animation)
        let frames = try Self.keyframes(try #require(Self.motionClass(of: "a", in: svg)), in: svg)
        let start = try #require(animation.start.frame(of: "a")), end = try #require(animation.end.frame(of: "a"))
        let first = try #require(frames.first), last = try #require(frames.last)
        #expect(first.percent == 0 && last.percent == 100)
        let sx = Double(start.width / end.width), sy = Double(start.height / end.height)
        #expect(first.matrix == [sx, 0, 0, sy, Double(start.minX) - sx * Double(end.minX), Double(start.minY) - sy * Double(end.minY)])
        #expect(last.matrix == [1, 0, 0, 1, 0, 0])
        #expect(first.opacity == 1 && last.opacity == 1)
    }

    @Test("the animation lasts the animation's duration and plays once, or forever when it repeats")
    func durationAndRepeats() {
        let animation = Self.growing()
        let seconds = "\(Format.number(CGFloat(animation.duration)))s"
        let once = AnimatedSVGRenderer().render(animation)
        #expect(once.contains("animation-duration: \(seconds);"))
        #expect(once.contains("animation-iteration-count: 1;"))
        #expect(AnimatedSVGRenderer(repeats: true).render(animation).contains("animation-iteration-count: infinite;"))
    }

    @Test("an animation that never settles plays its first minute")
    func unsettledPlaysAMinute() {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"), fonts: .testFont)
        // A period of 0.7 s: sampled once a second, the bar is somewhere else each time.
        let animation = host.animate(.spring(response: 0.7, dampingFraction: 0), in: .unspecified) {
            host.replace(id: "bar", with: Color.red.frame(width: 40))
        }
        #expect(AnimatedSVGRenderer().render(animation, framesPerSecond: 1).contains("animation-duration: 60s;"))
    }

    @Test("an inserted view fades in from transparent")
    func insertedViewFadesIn() throws {
        let svg = AnimatedSVGRenderer().render(Self.growing(insert: true))
        let frames = try Self.keyframes(try #require(Self.motionClass(of: "c", in: svg)), in: svg)
        #expect(frames.first?.opacity == 0)
        #expect(frames.last?.opacity == 1)
    }

    @Test("a removed view is drawn from the start and fades out, its id kept apart")
    func removedViewFadesOut() throws {
        let svg = AnimatedSVGRenderer().render(Self.growing(remove: true))
        #expect(svg.contains("id=\"trellis-s0-c\" data-id=\"c\""))
        let frames = try Self.keyframes(try #require(Self.motionClass(of: "trellis-s0-c", in: svg)), in: svg)
        #expect(frames.first?.opacity == 1)
        #expect(frames.last?.opacity == 0)
    }

    @Test("samples that are all alike give the static SVG, unchanged")
    func stillSamplesAreTheStaticPicture() {
        let result = Self.column(width: 20).layout(in: .unspecified, fonts: .testFont)
        #expect(AnimatedSVGRenderer().render([(0, result), (0.2, result), (0.35, result)]) == SVGRenderer().render(result))
    }

    @Test("samples out of order are played in order of time; times that are not finite are left out")
    func samplesInOrder() throws {
        let small = Self.column(width: 20).layout(in: .unspecified, fonts: .testFont)
        let large = Self.column(width: 40).layout(in: .unspecified, fonts: .testFont)
        let svg = AnimatedSVGRenderer().render([(0.5, large), (.nan, small), (0, small)])
        let frames = try Self.keyframes(try #require(Self.motionClass(of: "a", in: svg)), in: svg)
        #expect(frames.map(\.percent) == [0, 100])
        #expect(frames.first?.matrix.first == 0.5)
        #expect(svg.contains("animation-duration: 0.5s;"))
    }

    @Test("the picture is as large as the largest sample")
    func canvasFitsEverySample() {
        let small = Self.column(width: 20).layout(in: .unspecified, fonts: .testFont)
        let large = Self.column(width: 40).layout(in: .unspecified, fonts: .testFont)
        let svg = AnimatedSVGRenderer().render([(0, large), (0.3, small)])
        #expect(svg.contains("width=\"40\" height=\"40\" viewBox=\"0 0 40 40\""))
    }

    @Test("no samples give an empty picture")
    func noSamples() {
        #expect(AnimatedSVGRenderer().render([]).contains("width=\"0\" height=\"0\""))
    }
}

/// The animated SVG of views whose effects change between samples.
@Suite("Animated SVG: effects")
@MainActor
struct AnimatedSVGEffectTests {
    static func scaled(_ scale: CGFloat) -> LayoutResult {
        Color.red.frame(width: 20, height: 20).scaleEffect(scale).id("a").frame(width: 40, height: 40).layout(in: .unspecified, fonts: .testFont)
    }

    @Test("a view whose scale effect changes is drawn at each sample's scale, about its anchor")
    func changingScaleEffect() throws {
        let svg = AnimatedSVGRenderer().render([(0, Self.scaled(0.5)), (1, Self.scaled(1))])
        let moving = try #require(svg.range(of: #"trellis-motion (trellis-m[0-9]+)"#, options: .regularExpression))
        let name = String(svg[moving].dropFirst("trellis-motion ".count))
        let frames = try AnimatedSVGTests.keyframes(name, in: svg)
        // Half the size about the square's centre (20, 20): x ↦ 0.5 x + 10.
        #expect(frames.first?.matrix == [0.5, 0, 0, 0.5, 10, 10])
        #expect(frames.last?.matrix == [1, 0, 0, 1, 0, 0])
    }
}
