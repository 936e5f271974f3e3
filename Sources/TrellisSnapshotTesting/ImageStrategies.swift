#if !canImport(Darwin)
import Foundation
import SwiftUI
import Trellis

extension Snapshotting where Value: View, Format == UIImage {
    /// A snapshot strategy for comparing SwiftUI views by their pixels: the view at its ideal
    /// size, every pixel the same as the reference's.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(), as: .image)
    /// ```
    public static var image: Snapshotting { image() }

    /// A snapshot strategy for comparing SwiftUI views by their pixels, as Trellis lays them out
    /// and draws them (`PNGRenderer`), with SwiftUI's layout and without UIKit.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(), as: .image(layout: .device(config: .iPhone13Pro)))
    /// assertSnapshot(of: ProfileCard(), as: .image(perceptualPrecision: 0.98, traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The reference is a PNG file named `TEST.N.trellis.png` (not iOS's `TEST.N.png`: the same
    /// test's references from both platforms sit side by side, as their pixels differ). A failure says how many pixels differ and by how much,
    /// writes the new image and a difference image (the differing pixels red over a faded copy
    /// of the reference) to the `SNAPSHOT_ARTIFACTS` folder (the temporary folder by default),
    /// and attaches the difference image to the Swift Testing test.
    ///
    /// Bad input never crashes: a container size that is NaN, infinite or negative is repaired
    /// as Trellis's layout repairs proposals (docs/semantics.md, "Bad input"), an image is at
    /// least one pixel, and a scale that would pass `PNGRenderer`'s pixel limit draws at the
    /// largest scale within it.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: UIKit's window drawing (for `UIAppearance` and visual
    ///     effects); there is no window headless, so it changes nothing.
    ///   - precision: The fraction of pixels that must match (0...1).
    ///   - perceptualPrecision: How close a pixel's colour must be to the reference's to match:
    ///     1 means exactly the same bytes; below 1, the CIE76 ΔE*ab between the two colours may be
    ///     up to `(1 − perceptualPrecision) × 100` (0.98 allows ΔE 2, about what an eye notices).
    ///   - layout: Where the view is laid out: its ideal size by default.
    ///   - traits: The traits to draw with, over the device's (appearance, size classes, content
    ///     size, layout direction, display scale). Unspecified scale draws at 1 pixel per point.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let snapshot = ViewSnapshot(layout: layout, traits: traits)
        var strategy = SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (view: Value) in
                ViewSnapshot.snapshot(view) { view in snapshot.result(of: view) }.map { snapshot.image(of: $0) }
            }
        // Trellis draws otherwise than UIKit: its references sit beside iOS's, never in their place.
        strategy.pathExtension = "trellis.png"
        return strategy
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images pixel by pixel.
    public static var image: Snapshotting { image() }

    /// A snapshot strategy for comparing images.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (0...1).
    ///   - perceptualPrecision: How close a pixel's colour must be to match: 1 exactly, below 1
    ///     a CIE76 ΔE*ab of up to `(1 − perceptualPrecision) × 100`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
#endif
