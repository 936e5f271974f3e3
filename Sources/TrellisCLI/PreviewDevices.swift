import Foundation

/// The screens `trellis preview` lays previews out on, as Xcode's canvas offers devices: each
/// a size in points in portrait, a display scale and the safe-area insets of its window.
///
/// Sizes and scales are Apple's (Human Interface Guidelines, "Layout", device screen sizes);
/// the insets are those the devices' windows report in portrait (status bar or sensor housing
/// at the top, home indicator at the bottom). "Size that fits" offers no size, as
/// `previewLayout(.sizeThatFits)` does: the preview takes its ideal size.
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

    static let all: [PreviewDevice] = [
        PreviewDevice(id: "iphone-16", name: "iPhone 16", width: 393, height: 852, scale: 3, safeArea: [59, 0, 34, 0]),
        PreviewDevice(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeArea: [62, 0, 34, 0]),
        PreviewDevice(id: "iphone-se", name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeArea: [20, 0, 0, 0]),
        PreviewDevice(id: "ipad", name: "iPad (10th generation)", width: 820, height: 1180, scale: 2, safeArea: [24, 0, 20, 0]),
        PreviewDevice(id: "fits", name: "Size that fits", width: nil, height: nil, scale: 2, safeArea: [0, 0, 0, 0]),
    ]

    /// The device a page shows first, and the image routes use without a `device` parameter.
    static let standard = all[0]

    /// The device `id` names, or `nil`.
    static func named(_ id: String) -> PreviewDevice? {
        all.first { $0.id == id }
    }
}
