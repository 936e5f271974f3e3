#if !canImport(Darwin)
import Foundation
import SwiftUI
import Testing
import TrellisRender

extension Diffing where Value == UIImage {
    /// Compares images as swift-snapshot-testing's image strategies do: the fraction of pixels
    /// that match must be at least `precision`; a pixel matches when its colour is the same
    /// (`perceptualPrecision` 1) or within a CIE76 ΔE*ab of `(1 − perceptualPrecision) × 100`.
    ///
    /// A precision outside 0...1 or NaN is taken as 1 (the strictest), so a typo never passes
    /// every image.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { $0.pngData() ?? Data() }, fromData: { UIImage.reading($0) },
            diffV2: { reference, image in comparison.failure(reference: reference, image: image) })
    }
}

/// An image comparison's thresholds and its failure message.
struct ImageComparison: Sendable {
    /// The fraction of pixels that must match (0...1), compared in `Float` as given, so that
    /// 0.99 allows exactly 1 pixel in 100.
    let precision: Float
    /// How close a colour must be, 0...1.
    let perceptualPrecision: Float

    /// The thresholds, each outside 0...1 or NaN taken as 1.
    init(precision: Float, perceptualPrecision: Float) {
        func usable(_ value: Float) -> Float { (0...1).contains(value) ? value : 1 }
        self.precision = usable(precision)
        self.perceptualPrecision = usable(perceptualPrecision)
    }

    /// The largest CIE76 ΔE*ab at which two pixels match.
    var tolerance: Double { perceptualPrecision >= 1 ? 0 : (1 - Double(perceptualPrecision)) * 100 }

    /// Why `image` does not match `reference`, with the difference image attached; `nil` when
    /// it matches.
    func failure(reference: UIImage, image: UIImage) -> (String, [DiffAttachment])? {
        if let problem = reference.problem { return ("The reference image cannot be read: \(problem).", []) }
        let difference = reference.pixels.difference(from: image.pixels, tolerance: tolerance)
        let matching = Float(1 - difference.differingFraction)
        let sameSize = reference.pixels.width == image.pixels.width && reference.pixels.height == image.pixels.height
        guard !sameSize || matching < precision else { return nil }
        var message: String
        if sameSize {
            message = "Newly-taken snapshot does not match reference: \(Self.percent(difference.differingFraction)) of the pixels differ"
            message += tolerance > 0 ? " by more than ΔE \(Self.number(tolerance))" : ""
            message += " (precision \(Self.number(Double(precision))) allows \(Self.percent(1 - Double(precision))))"
            message += "; the largest colour difference is ΔE \(Self.number(difference.maximumColorDifference))."
        } else {
            message = "Newly-taken snapshot of \(image.pixels.width)×\(image.pixels.height) pixels does not match the reference's "
                + "\(reference.pixels.width)×\(reference.pixels.height)."
        }
        let png = difference.image.png()
        if let path = Self.write(png) { message += "\nDifference image: \(path)" }
        if Test.current != nil { Attachment.record([UInt8](png), named: "difference.png") }
        return (message, [.data(png, name: "difference.png")])
    }

    /// Writes a difference image beside the failed snapshots (the `SNAPSHOT_ARTIFACTS` folder, or
    /// the temporary folder), under a name of its own; its path, or `nil` when it cannot be written.
    static func write(_ png: Data) -> String? {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("TrellisSnapshotTesting", isDirectory: true)
        let name = (Test.current?.name).map { "\($0.filter { $0.isLetter || $0.isNumber })-" } ?? ""
        let url = folder.appendingPathComponent("\(name)difference-\(UUID().uuidString.prefix(8)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// `fraction` as a percentage, to two decimals ("0.37 %").
    static func percent(_ fraction: Double) -> String { String(format: "%.2f %%", fraction * 100) }

    /// `value` to at most two decimals.
    static func number(_ value: Double) -> String {
        let text = String(format: "%.2f", value)
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }
}
#endif
