// UIKit's screen, as far as SwiftUI code reads it: `UIScreen.main.bounds` sizes a view to the
// screen's width, and `scale` says how many pixels make a point. On iOS `import SwiftUI`
// brings UIKit; off Apple's platforms there is no screen, so this module declares one, the
// screen of the device Trellis lays out for by default (`LayoutHost.Screen.iPhone16`).
#if !canImport(Darwin)
import Foundation

/// An object that defines the properties associated with a hardware-based display (UIKit's
/// `UIScreen`, the part SwiftUI code reads).
///
/// Off Apple's platforms there is no display: ``main`` is an iPhone 16 in portrait
/// (`LayoutHost.Screen.iPhone16`, 393 × 852 points at 3 pixels a point), so code that
/// sizes views from the screen lays out as it does on that phone.
///
/// ```swift
/// Text("Banner")
///     .frame(width: UIScreen.main.bounds.width - 30, height: 45)   // 363 × 45
/// ```
@MainActor @preconcurrency
public final class UIScreen {
    /// The screen's size in points.
    private let size: CGSize
    /// How many pixels make a point.
    private let pixelsPerPoint: CGFloat

    private init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.pixelsPerPoint = scale
    }

    /// The screen of the device: an iPhone 16 in portrait (`LayoutHost.Screen.iPhone16`)
    /// at 3 pixels a point.
    public static let main = UIScreen(size: LayoutHost.Screen.iPhone16.size, scale: 3)

    /// The bounding rectangle of the screen, in points: at the origin, the screen's size.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The natural scale factor of the screen: how many pixels make a point.
    public var scale: CGFloat { pixelsPerPoint }

    /// The bounding rectangle of the physical screen, in pixels: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: size.width * pixelsPerPoint, height: size.height * pixelsPerPoint))
    }

    /// The native scale factor of the physical screen: ``scale``.
    public var nativeScale: CGFloat { pixelsPerPoint }
}
#endif
