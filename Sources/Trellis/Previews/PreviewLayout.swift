import Foundation

/// How a preview is sized in the canvas: on a device's screen, at the size the view fits, or in
/// a container of a fixed size. Set with ``View/previewLayout(_:)``, or with the
/// `#Preview` traits ``PreviewTrait/sizeThatFitsLayout`` and
/// ``PreviewTrait/fixedLayout(width:height:)``; `trellis preview` lays the preview out so.
public enum PreviewLayout: Sendable {
    /// The preview fills the chosen device's screen, inside its safe area (the default).
    case device
    /// The preview is offered no size (`.unspecified`) and takes its ideal size.
    case sizeThatFits
    /// The preview is offered exactly `width` × `height` points, with no safe area. A
    /// negative, infinite or NaN length is taken as unspecified for that axis.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A named device to preview on, as Xcode's device list names them (`"iPhone 16"`,
/// `"iPad Pro 11-inch (M4)"`). `trellis preview` shows a preview on the device of its page's
/// picker unless this names one of its own devices (iPhone 16, iPhone SE, iPad Pro 11): then that
/// device's screen and scale are used.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device of this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device of this name, written as a literal: `.previewDevice("iPhone SE (3rd generation)")`.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

/// The orientation of an interface: a preview's with ``View/previewInterfaceOrientation(_:)``
/// or the `#Preview` traits ``PreviewTrait/landscapeLeft`` and the others.
/// `trellis preview` turns the device a quarter for a landscape one.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name: `"portrait"`, `"portraitUpsideDown"`, `"landscapeLeft"`, `"landscapeRight"`.
    public let id: String

    /// Whether the screen is wider than it is tall in this orientation.
    package var isLandscape: Bool { id.hasPrefix("landscape") }

    /// The device upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Landscape, the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Landscape, the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
