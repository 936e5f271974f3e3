#if !canImport(Darwin)
import Foundation
import Trellis
import TrellisRender

extension Snapshotting where Value: View, Format == String {
    /// A snapshot strategy for comparing SwiftUI views by their layout: every view's name,
    /// proposal, size and frame as an indented tree (`LayoutResult.description`), at the view's
    /// ideal size. Text, so a failure shows the lines that moved.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(), as: .frames)
    /// ```
    public static var frames: Snapshotting { frames() }

    /// A snapshot strategy for comparing SwiftUI views by their layout, laid out as `layout` and
    /// `traits` say (see ``Snapshotting/image(drawHierarchyInKeyWindow:precision:perceptualPrecision:layout:traits:)``).
    /// On a device or in a fixed container, the tree's root is the frame that centres the view
    /// there, `frame(maxWidth: ∞, maxHeight: ∞)`, as a hosting controller centres its root view.
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out: its ideal size by default.
    ///   - traits: The traits to lay out with, over the device's.
    public static func frames(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let snapshot = ViewSnapshot(layout: layout, traits: traits)
        return SimplySnapshotting<String>.lines.asyncPullback { view in
            ViewSnapshot.snapshot(view) { view in snapshot.result(of: view) }.map { $0.description + "\n" }
        }
    }

    /// A snapshot strategy for comparing SwiftUI views as SVG files (`SVGRenderer`), at the view's
    /// ideal size: a picture any browser shows, compared as text.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(), as: .svg)
    /// ```
    public static var svg: Snapshotting { svg() }

    /// A snapshot strategy for comparing SwiftUI views as SVG files, laid out as `layout` and
    /// `traits` say, on white (black in the dark appearance).
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out: its ideal size by default.
    ///   - traits: The traits to lay out with, over the device's.
    public static func svg(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let snapshot = ViewSnapshot(layout: layout, traits: traits)
        var strategy = SimplySnapshotting<String>.lines.asyncPullback { (view: Value) in
            ViewSnapshot.snapshot(view) { view in snapshot.result(of: view) }.map { snapshot.svg(of: $0) }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}
#endif
