import Foundation
import Trellis

/// The screens `trellis preview` lays previews out on, as Xcode's canvas offers devices: each
/// one of Trellis's `LayoutHost.Screen` presets (its size in points and its window's safe-area
/// insets) with the display scale of the device (Apple's Human Interface Guidelines, "Layout":
/// @3x for iPhone 16, @2x for iPhone SE and iPad). "Size that fits" offers no size, as
/// `previewLayout(.sizeThatFits)` does: the preview takes its ideal size, drawn at @2x.
struct PreviewDevice: Sendable, Hashable {
    /// The value the page's picker and the `device` parameter use.
    let id: String
    /// The name shown in the picker.
    let name: String
    /// The width and height offered, in points; `nil` for unspecified.
    let width: Double?
    let height: Double?
    let scale: Double
    /// Top, leading, bottom, trailing.
    let safeArea: [Double]

    init(id: String, screen: LayoutHost.Screen, scale: Double) {
        self.id = id
        name = screen.name
        width = Double(screen.size.width)
        height = Double(screen.size.height)
        self.scale = scale
        let insets = screen.safeAreaInsets
        safeArea = [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
    }

    init(id: String, name: String, scale: Double) {
        self.id = id
        self.name = name
        width = nil
        height = nil
        self.scale = scale
        safeArea = [0, 0, 0, 0]
    }

    static let all: [PreviewDevice] = [
        PreviewDevice(id: "iphone-16", screen: .iPhone16, scale: 3),
        PreviewDevice(id: "iphone-16-landscape", screen: .iPhone16Landscape, scale: 3),
        PreviewDevice(id: "iphone-se", screen: .iPhoneSE, scale: 2),
        PreviewDevice(id: "ipad-pro-11", screen: .iPadPro11, scale: 2),
        PreviewDevice(id: "fits", name: "Size that fits", scale: 2),
    ]

    /// The device a page shows first, and the image routes use without a `device` parameter.
    static let standard = all[0]

    /// The device `id` names, or `nil`.
    static func named(_ id: String) -> PreviewDevice? {
        all.first { $0.id == id }
    }
}
