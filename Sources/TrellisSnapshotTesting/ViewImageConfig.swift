#if !canImport(Darwin)
import Foundation
import SwiftUI

/// A device a view is snapshotted on: its screen's size, safe area and traits.
///
/// The presets are the devices swift-snapshot-testing declares on iOS, with the same sizes,
/// safe areas and size classes, in portrait (phones) or landscape (iPads) unless an
/// orientation is given:
///
/// ```swift
/// assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13Pro)))
/// assertSnapshot(of: card, as: .image(layout: .device(config: .iPadPro11(.portrait(splitView: .oneThird)))))
/// ```
///
/// A phone's traits are a medium content size and the size classes of the orientation: compact
/// width (regular in landscape on the larger phones), regular height in portrait and compact in
/// landscape. An iPad's are regular in both, and a compact width in a split narrower than 678
/// points.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// An iPad's orientation, and the share of the screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        /// The shares of a portrait screen.
        public enum PortraitSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The shares of a landscape screen.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Half.
            case oneHalf
            /// Two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// Landscape, in a split.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, in a split.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets the view is laid out inside.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points, or `nil` for the view's own size.
    public var size: CGSize?
    /// The traits the view is drawn with.
    public var traits: UITraitCollection

    /// A device of `size` with `safeArea` and `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    /// A phone of `portrait` size: in landscape, the sides swapped and `landscapeSafeArea`;
    /// `wideInLandscape` phones have a regular width there.
    private static func phone(
        _ orientation: Orientation, portrait: CGSize, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
        wideInLandscape: Bool = false
    ) -> ViewImageConfig {
        let base = [UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(layoutDirection: .leftToRight)]
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: portraitSafeArea, size: portrait,
                traits: UITraitCollection(traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)]))
        case .landscape:
            return ViewImageConfig(
                safeArea: landscapeSafeArea, size: CGSize(width: portrait.height, height: portrait.width),
                traits: UITraitCollection(
                    traitsFrom: base + [.init(horizontalSizeClass: wideInLandscape ? .regular : .compact), .init(verticalSizeClass: .compact)]))
        }
    }

    /// A status bar of 20 points above, in portrait; nothing in landscape.
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// The sensor housing and home indicator of the iPhone X to XS Max, in portrait.
    private static let notch44 = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    /// The same in landscape.
    private static let notch44Landscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    /// The sensor housing and home indicator of the iPhone 12 and 13, in portrait.
    private static let notch47 = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// The same in landscape.
    private static let notch47Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// iPhone SE (1st generation), portrait: 320 × 568.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation): 320 × 568, 20 above in portrait.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 320, height: 568), portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    }

    /// iPhone 8, portrait: 375 × 667.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8: 375 × 667, 20 above in portrait.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 667), portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    }

    /// iPhone 8 Plus, portrait: 414 × 736.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736, 20 above in portrait, a regular width in landscape.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 736), portraitSafeArea: statusBar, landscapeSafeArea: .zero, wideInLandscape: true)
    }

    /// iPhone X, portrait: 375 × 812.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X: 375 × 812, 44 above and 34 below in portrait, 44 aside and 24 below in landscape.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), portraitSafeArea: notch44, landscapeSafeArea: notch44Landscape)
    }

    /// iPhone XS Max, portrait: 414 × 896.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896, the iPhone X's safe area, a regular width in landscape.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch44, landscapeSafeArea: notch44Landscape, wideInLandscape: true)
    }

    /// iPhone XR, portrait: 414 × 896.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896, the iPhone X's safe area, a regular width in landscape.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch44, landscapeSafeArea: notch44Landscape, wideInLandscape: true)
    }

    /// iPhone 12, portrait: 390 × 844.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12: 390 × 844, 47 above and 34 below in portrait, 47 aside and 21 below in landscape.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), portraitSafeArea: notch47, landscapeSafeArea: notch47Landscape)
    }

    /// iPhone 12 Pro, portrait: the iPhone 12's screen.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max, portrait: 428 × 926.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926, the iPhone 12's safe area, a regular width in landscape.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), portraitSafeArea: notch47, landscapeSafeArea: notch47Landscape, wideInLandscape: true)
    }

    /// iPhone 13, portrait: 390 × 844.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13: the iPhone 12's screen and safe area.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 mini, portrait: 375 × 812.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812, 50 above and 34 below in portrait, 50 aside and 21 below in landscape.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 375, height: 812), portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }

    /// iPhone 13 Pro, portrait: the iPhone 13's screen.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    /// iPhone 13 Pro Max, portrait: 428 × 926.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: the iPhone 12 Pro Max's screen.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    // MARK: iPads

    /// An iPad's app area: the split's width of the screen (`full` portrait and landscape
    /// sizes), its widths in the splits given, `safeArea` in every one.
    private static func tablet(
        _ orientation: TabletOrientation, portrait: CGSize, landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
        portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat), safeArea: UIEdgeInsets = statusBar
    ) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case let .landscape(split):
            let widths: [TabletOrientation.LandscapeSplits: CGFloat] = [
                .oneThird: landscapeSplits.oneThird, .oneHalf: landscapeSplits.oneHalf, .twoThirds: landscapeSplits.twoThirds, .full: portrait.height,
            ]
            size = CGSize(width: widths[split] ?? portrait.height, height: portrait.width)
        case let .portrait(split):
            let widths: [TabletOrientation.PortraitSplits: CGFloat] = [
                .oneThird: portraitSplits.oneThird, .twoThirds: portraitSplits.twoThirds, .full: portrait.width,
            ]
            size = CGSize(width: widths[split] ?? portrait.width, height: portrait.height)
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: size.width < 678 ? .compact : .regular), .init(verticalSizeClass: .regular),
        ])
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    /// A phone orientation as an iPad's, the whole screen.
    private static func whole(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// iPad mini, landscape: 1024 × 768.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini, the whole screen: 768 × 1024, 20 above.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(whole(orientation)) }
    /// iPad mini, in a split.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 768, height: 1024), landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
    }

    /// iPad 9.7-inch, landscape: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the iPad mini's screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch, in a split.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, landscape: 1080 × 810.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch, the whole screen: 810 × 1080, 20 above.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(whole(orientation)) }
    /// iPad 10.2-inch, in a split.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 810, height: 1080), landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
    }

    /// iPad Pro 10.5-inch, landscape: 1112 × 834.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, the whole screen: 834 × 1112, 20 above.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(whole(orientation)) }
    /// iPad Pro 10.5-inch, in a split.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 834, height: 1112), landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
    }

    /// iPad Pro 11-inch, landscape: 1194 × 834.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch, the whole screen: 834 × 1194, 24 above and 20 below.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(whole(orientation)) }
    /// iPad Pro 11-inch, in a split.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, portrait: CGSize(width: 834, height: 1194), landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPad Pro 12.9-inch, landscape: 1366 × 1024.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, the whole screen: 1024 × 1366, 20 above.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(whole(orientation)) }
    /// iPad Pro 12.9-inch, in a split.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 1024, height: 1366), landscapeSplits: (375, 678, 981), portraitSplits: (375, 639))
    }
}

/// Where a view is laid out for its snapshot (SwiftUI's `PreviewLayout`, as swift-snapshot-testing
/// declares it on iOS).
public enum SwiftUISnapshotLayout: Sendable {
    /// On a device's screen: the view is proposed the screen inside its safe area and centred
    /// there; the image is the screen.
    case device(config: ViewImageConfig)
    /// In a container of this size, centred; the image is the container.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size (the proposal `.unspecified`); the image is the view.
    case sizeThatFits
}
#endif
