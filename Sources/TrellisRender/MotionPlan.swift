import Foundation
import Trellis

/// How each view of an animation's samples moves: which views get keyframes, and the
/// keyframes' values (``AnimatedSVGRenderer``).
struct MotionPlan {
    /// One keyframe: where the view's reference drawing goes and how opaque it is.
    struct Keyframe: Equatable {
        /// The share of the duration, 0...1.
        var offset: Double
        /// What takes the reference drawing, inside its reference effects, to the sample's.
        var transform: CGAffineTransform
        var opacity: Double

        var css: String {
            let t = transform
            let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Format.number($0) }.joined(separator: ", ")
            return "\(Format.number(CGFloat(offset * 100)))% { transform: matrix(\(matrix)); opacity: \(Format.number(CGFloat(opacity))); }"
        }

        /// The same look (the offset apart).
        func looksLike(_ other: Keyframe) -> Bool {
            var moved = other
            moved.offset = offset
            return self == moved
        }
    }

    let samples: [(time: Double, result: LayoutResult)]
    let duration: Double
    /// The picture's size: the largest of the samples' canvases.
    let canvas: CGSize
    /// Per element of the last sample that moves, the class of its group.
    var classes: [Int: String] = [:]
    /// Per sample index, the elements of views the last sample lacks that are drawn from it.
    var removed: [Int: Set<Int>] = [:]
    /// Per sample index, the classes of those elements' groups.
    var removedClasses: [Int: [Int: String]] = [:]
    /// Per class, its keyframes, in order.
    var keyframes: [(name: String, frames: [Keyframe])] = []

    init(samples: [(time: Double, result: LayoutResult)], duration: Double) {
        self.samples = samples
        self.duration = duration
        canvas = samples.reduce(CGSize.zero) { size, sample in
            let canvas = ElementTree.canvas(for: sample.result.size)
            return CGSize(width: max(size.width, canvas.width), height: max(size.height, canvas.height))
        }
        let keys = samples.map { ElementKeys.keys(of: $0.result) }
        let indexByKey = keys.map { Dictionary($0.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) }
        let opacities = samples.map { Self.opacities(of: $0.result) }
        let transforms = samples.map { Self.transforms(of: $0.result) }
        let lastIndex = samples.count - 1
        // The views of the last sample, then those it lacks, each from the first sample with it.
        var drawn: [(sample: Int, element: Int, key: String)] = keys[lastIndex].enumerated().map { (lastIndex, $0, $1) }
        var seen = Set(keys[lastIndex])
        for (sample, sampleKeys) in keys.enumerated() {
            for (element, key) in sampleKeys.enumerated() where seen.insert(key).inserted {
                drawn.append((sample, element, key))
            }
        }
        for (sample, element, key) in drawn {
            let reference = samples[sample].result.elements[element]
            guard reference.frame.isDrawable else { continue }
            let isText = if case .text = reference.drawing { true } else { false }
            let referenceOpacity = opacities[sample][element]
            // The reference drawing is drawn inside its reference effects' transforms: a
            // sample's are applied instead (when the reference's can be undone).
            let referenceTransform = transforms[sample][element]
            let determinant = referenceTransform.a * referenceTransform.d - referenceTransform.b * referenceTransform.c
            let undone = determinant != 0 && determinant.isFinite ? referenceTransform.inverted() : nil
            var frames: [Keyframe?] = samples.indices.map { index in
                guard let match = indexByKey[index][key] else { return nil }
                let frame = samples[index].result.elements[match].frame
                guard frame.isDrawable else { return nil }
                let sx = isText || reference.frame.width == 0 ? 1 : frame.width / reference.frame.width
                let sy = isText || reference.frame.height == 0 ? 1 : frame.height / reference.frame.height
                var transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX - sx * reference.frame.minX, ty: frame.minY - sy * reference.frame.minY)
                if let undone, transforms[index][match] != referenceTransform {
                    transform = transform.concatenating(transforms[index][match]).concatenating(undone)
                }
                let relative = referenceOpacity > 0 ? opacities[index][match] / referenceOpacity : 1
                return Keyframe(
                    offset: duration > 0 ? min(max(samples[index].time / duration, 0), 1) : 1,
                    transform: transform, opacity: min(max(relative, 0), 1))
            }
            // A sample without the view: transparent, where the nearest sample with it has it.
            for index in frames.indices where frames[index] == nil {
                let nearest = frames[..<index].last { $0 != nil } ?? frames[index...].first { $0 != nil }
                var hidden = (nearest ?? nil) ?? Keyframe(offset: 0, transform: .identity, opacity: 0)
                hidden.offset = duration > 0 ? min(max(samples[index].time / duration, 0), 1) : 1
                hidden.opacity = 0
                frames[index] = hidden
            }
            let all = frames.compactMap { $0 }
            let still = Keyframe(offset: 0, transform: .identity, opacity: 1)
            guard duration > 0, samples.count > 1, all.contains(where: { !$0.looksLike(still) }) else { continue }
            let name = sample == lastIndex ? "trellis-m\(element)" : "trellis-m\(element)-s\(sample)"
            if sample == lastIndex {
                classes[element] = name
            } else {
                removed[sample, default: []].insert(element)
                removedClasses[sample, default: [:]][element] = name
            }
            keyframes.append((name, Self.thinned(all)))
        }
    }

    /// `frames` without the keyframes that look like both neighbours (the first and last kept).
    static func thinned(_ frames: [Keyframe]) -> [Keyframe] {
        guard frames.count > 2 else { return frames }
        var kept = [frames[0]]
        for index in 1 ..< frames.count - 1 where !(frames[index].looksLike(kept.last!) && frames[index].looksLike(frames[index + 1])) {
            kept.append(frames[index])
        }
        kept.append(frames[frames.count - 1])
        return kept
    }

    /// Each element's opacity as drawn: its own effects' times its containers'.
    static func opacities(of result: LayoutResult) -> [Double] {
        var opacities = [Double](repeating: 1, count: result.elements.count)
        for (index, element) in result.elements.enumerated() {
            let inherited = element.parent.flatMap { $0 < index ? opacities[$0] : nil } ?? 1
            let own = element.effects.opacity.isFinite ? min(max(element.effects.opacity, 0), 1) : 1
            opacities[index] = inherited * own
        }
        return opacities
    }

    /// Each element's drawing transform: its containers' and its own effects' transforms,
    /// the outermost applied last (as the SVG's nested groups apply them); those that are not
    /// finite are left out, as the SVG leaves them out.
    static func transforms(of result: LayoutResult) -> [CGAffineTransform] {
        var transforms = [CGAffineTransform](repeating: .identity, count: result.elements.count)
        for (index, element) in result.elements.enumerated() {
            let inherited = element.parent.flatMap { $0 < index ? transforms[$0] : nil } ?? .identity
            let t = element.effects.transform
            let usable = !t.isIdentity && [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
            transforms[index] = usable ? t.concatenating(inherited) : inherited
        }
        return transforms
    }

    /// The `<style>` element with every class's animation and keyframes; empty when nothing moves.
    func style(repeats: Bool) -> String {
        guard !keyframes.isEmpty else { return "" }
        var out = "  <style>\n"
        out += "    .trellis-motion { transform-box: view-box; transform-origin: 0 0; animation-duration: \(Format.number(CGFloat(duration)))s; "
            + "animation-timing-function: linear; animation-fill-mode: both; animation-iteration-count: \(repeats ? "infinite" : "1"); }\n"
        for (name, frames) in keyframes {
            out += "    .\(name) { animation-name: \(name); }\n"
            out += "    @keyframes \(name) { " + frames.map(\.css).joined(separator: " ") + " }\n"
        }
        return out + "  </style>\n"
    }
}
