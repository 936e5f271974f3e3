import ArgumentParser
import Foundation
import Trellis

/// The size and environment a scene is laid out in.
struct LayoutOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The width offered to the scene, in points.", discussion: "Defaults to the scene's own width.", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("The height offered to the scene, in points.", discussion: "Defaults to the scene's own height.", valueName: "points"))
    var height: Double?

    @Flag(help: "Offer no size at all (both dimensions unspecified): every view takes its ideal size.")
    var unspecified = false

    @Flag(help: "Lay the scene out right to left, as for Arabic or Hebrew.")
    var rtl = false

    @Option(help: ArgumentHelp(
        "Pixels per point; frames are rounded to this pixel grid (default: the scene file's displayScale, else 1).",
        valueName: "scale"))
    var scale: Double?

    @Flag(help: "Draw the scene in the dark colour scheme (system colours take their dark values; SVG's canvas is black).")
    var dark = false

    func validate() throws {
        if unspecified, width != nil || height != nil {
            throw ValidationError("--unspecified cannot be combined with --width or --height")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("\(name) must be a finite number of points, 0 or more (got \(value))")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number of pixels per point in 0...16, above 0 (got \(scale))")
        }
    }

    /// The proposal for a scene whose own proposal is `fallback`.
    func proposal(default fallback: ProposedViewSize) -> ProposedViewSize {
        if unspecified { return .unspecified }
        return ProposedViewSize(width: width.map { CGFloat($0) } ?? fallback.width, height: height.map { CGFloat($0) } ?? fallback.height)
    }

    /// `base` with these options applied.
    func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        if rtl { environment.layoutDirection = .rightToLeft }
        if let scale { environment.displayScale = CGFloat(scale) }
        if dark { environment.colorScheme = .dark }
        return environment
    }
}
