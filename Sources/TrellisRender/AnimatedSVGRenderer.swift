import Foundation
import Trellis

/// Draws a layout change over time as one SVG image whose views move: CSS keyframes that
/// browsers play.
///
/// The picture is the last sample drawn as ``SVGRenderer`` draws it. Each view whose frame
/// differs in some sample (or that some samples lack) is wrapped in a group
/// `<g class="trellis-motion trellis-m<index>">` with its own `@keyframes`: one keyframe per
/// sample, at the sample's time as a share of the duration, with the `transform` that takes
/// the view's last frame to the sample's (a translation and a scale; text is only moved, never
/// stretched), with the sample's effect transforms (`scaleEffect`, `rotationEffect`, its
/// containers' and its own) in place of the last sample's, and the `opacity` the sample gives it
/// (the product of its and its containers' opacity, relative to the last sample's). A view missing from a sample is transparent there,
/// so an inserted view fades in and a removed one fades out: views the last sample lacks are
/// drawn from the first sample that has them, on top of the others. Views that do not change
/// get no keyframes. Keyframes are joined linearly (the samples carry the timing curve), the
/// animation runs once and keeps its last frame, or repeats with ``repeats``.
///
/// Which views are the same view across samples: a view marked with `.id(_:)` is its mark;
/// any other view its place in the tree (its container's, and its place among its siblings),
/// as SwiftUI identifies views by their place in a `body`.
///
/// ```swift
/// let host = LayoutHost(ProfileView())
/// let animation = host.animate(.default, in: ProposedViewSize(width: 390, height: 300)) { isRadial.toggle() }
/// let svg = AnimatedSVGRenderer().render(animation)
/// ```
///
/// Samples that are all alike give the static picture (no keyframes); a drawing that changes
/// between samples (a colour) shows the last sample's throughout, and so do shadows and blur.
public struct AnimatedSVGRenderer: Sendable {
    /// The SVG paint behind everything (`#ffffff`, `none`); white by default.
    public var background: String
    /// Whether the animation starts again when it ends, forever; by default it plays once and
    /// keeps its last frame.
    public var repeats: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - background: The SVG paint of the canvas; `"none"` for a transparent one.
    ///   - repeats: Whether the animation loops forever.
    public init(background: String = "#ffffff", repeats: Bool = false) {
        self.background = background
        self.repeats = repeats
    }

    /// The animated SVG document of `animation`, sampled `framesPerSecond` times a second (its
    /// start and its end always among the samples).
    public func render(_ animation: LayoutAnimation, framesPerSecond: Double = 60) -> String {
        var samples = animation.results(framesPerSecond: framesPerSecond)
        let duration = animation._shownDuration
        if !samples.contains(where: { $0.time <= 0 }) { samples.insert((0, animation.start), at: 0) }
        if !samples.contains(where: { $0.time >= duration }) { samples.append((duration, animation.end)) }
        return render(samples, duration: duration)
    }

    /// The animated SVG document of `samples`: layouts at times in seconds from the start,
    /// played over `duration` seconds (by default the last sample's time).
    ///
    /// Samples are played in order of time; samples at times that are not finite, or outside
    /// 0...`duration`, are left out. No samples give an empty picture.
    public func render(_ samples: [(time: Double, result: LayoutResult)], duration: Double? = nil) -> String {
        let ordered = samples.filter { $0.time.isFinite && $0.time >= 0 }.sorted { $0.time < $1.time }
        let length = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? ordered.last?.time ?? 0
        let kept = ordered.filter { $0.time <= length }
        guard let last = kept.last ?? ordered.first else {
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\"/>\n"
        }
        let plan = MotionPlan(samples: kept.isEmpty ? [last] : kept, duration: length)
        let renderer = SVGRenderer(showsFrames: false, background: background, textAsPaths: false)
        var document = renderer.document(last.result, hitAreas: false, motion: SVGMotion(canvas: plan.canvas, classes: plan.classes))
        // The removed views, from the first sample that has them, their ids kept apart.
        var removed = ""
        for (sample, indices) in plan.removed.sorted(by: { $0.key < $1.key }) {
            let motion = SVGMotion(canvas: plan.canvas, classes: plan.removedClasses[sample] ?? [:], only: indices)
            let layer = SVGRenderer(showsFrames: false, background: "none", textAsPaths: false).document(plan.samples[sample].result, hitAreas: false, motion: motion)
            removed += Self.body(of: layer, prefixingIDsWith: "trellis-s\(sample)-")
        }
        if let end = document.range(of: "</svg>\n", options: .backwards) { document.insert(contentsOf: removed, at: end.lowerBound) }
        if let open = document.range(of: ">\n") {
            document.insert(contentsOf: plan.style(repeats: repeats), at: open.upperBound)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document
    }

    /// The lines of an SVG document inside its `<svg>` element, with every `id` and every
    /// `url(#…)` reference prefixed, so that the lines can join another document.
    static func body(of document: String, prefixingIDsWith prefix: String) -> String {
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return "" }
        lines.removeFirst()
        while let line = lines.last, line.isEmpty || line == "</svg>" { lines.removeLast() }
        // (Markup characters are escaped in text and attribute values, so `="` starts an
        // attribute's value.)
        return lines.map { $0 + "\n" }.joined()
            .replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
            .replacingOccurrences(of: "=\"url(#", with: "=\"url(#\(prefix)")
    }
}
