import ArgumentParser
import Foundation
import Trellis

/// The size and environment a scene is laid out in.
struct LayoutOptions: ParsableArguments {
    // (Parsed unconditionally, so that `--width -5` reaches the check below instead of reading
    // as an unknown option `-5`.)
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The width offered to the scene, in points (0...1000000).", discussion: "Defaults to the scene's own width.", valueName: "points"))
    var width: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The height offered to the scene, in points (0...1000000).", discussion: "Defaults to the scene's own height.", valueName: "points"))
    var height: Double?

    /// The largest width or height the options accept: a million points, far beyond any
    /// screen, and within what SVG viewers draw (in single precision).
    static let maximumLength = 1_000_000.0

    @Flag(help: "Offer no size at all (both dimensions unspecified): every view takes its ideal size.")
    var unspecified = false

    @Flag(help: "Lay the scene out right to left, as for Arabic or Hebrew.")
    var rtl = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Pixels per point; frames are rounded to this pixel grid (default: the scene file's displayScale, else 1).",
        valueName: "scale"))
    var scale: Double?

    @Flag(help: "Draw the scene in the dark colour scheme (system colours take their dark values; the picture's canvas is black).")
    var dark = false

    func validate() throws {
        if unspecified, width != nil || height != nil {
            throw ValidationError("--unspecified cannot be combined with --width or --height")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0 && value <= Self.maximumLength) {
                let suggestion = value > Self.maximumLength ? "; for a scene's ideal size, use --unspecified" : ""
                throw ValidationError("\(name) must be a number of points in 0...1000000 (got \(Self.describe(value)))\(suggestion)")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number of pixels per point in 0...16, above 0 (got \(Self.describe(scale)))")
        }
    }

    /// `value` as typed: `-5` rather than `-5.0`.
    static func describe(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
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
