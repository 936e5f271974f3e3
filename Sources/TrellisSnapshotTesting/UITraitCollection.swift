#if !canImport(Darwin)
import Foundation
import Trellis

/// The traits a view is drawn with (UIKit's `UITraitCollection` stands in on iOS): its colour
/// scheme, size classes, content size, layout direction and display scale.
///
/// A snapshot strategy lays its view out in an environment made from them
/// (``Snapshotting/image(drawHierarchyInKeyWindow:precision:perceptualPrecision:layout:traits:)``):
///
/// ```swift
/// assertSnapshot(of: card, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
/// ```
///
/// Each initialiser sets one trait and leaves the others unspecified; ``init(traitsFrom:)``
/// combines collections, a later one's specified traits winning.
public final class UITraitCollection: Sendable {
    /// The light or dark appearance: dark draws the view in the dark colour scheme on black.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class, the environment's `horizontalSizeClass`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class, the environment's `verticalSizeClass`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The content size (Dynamic Type), the environment's `dynamicTypeSize`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction, the environment's `layoutDirection`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when unspecified (an image is then drawn at 1).
    public let displayScale: CGFloat

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, content: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection with only the given appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, content: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection with only the given horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, content: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection with only the given vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, content: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection with only the given content size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            style: .unspecified, horizontal: .unspecified, vertical: .unspecified, content: preferredContentSizeCategory, direction: .unspecified,
            scale: 0)
    }

    /// A collection with only the given layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, content: .unspecified, direction: layoutDirection, scale: 0)
    }

    /// A collection with only the given display scale. A scale that is not finite and positive
    /// counts as unspecified.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, content: .unspecified, direction: .unspecified, scale: displayScale)
    }

    /// The traits of `traitCollections` combined: each trait from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            content: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0))
    }

    /// A collection of these traits.
    private init(
        style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, content: UIContentSizeCategory,
        direction: UITraitEnvironmentLayoutDirection, scale: CGFloat
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = content
        layoutDirection = direction
        displayScale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// `environment` with the specified traits applied (its display scale left to the caller).
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if userInterfaceStyle != .unspecified { environment.colorScheme = userInterfaceStyle == .dark ? .dark : .light }
        if let sizeClass = horizontalSizeClass.sizeClass { environment.horizontalSizeClass = sizeClass }
        if let sizeClass = verticalSizeClass.sizeClass { environment.verticalSizeClass = sizeClass }
        if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
        switch layoutDirection {
        case .leftToRight: environment.layoutDirection = .leftToRight
        case .rightToLeft: environment.layoutDirection = .rightToLeft
        case .unspecified: break
        }
        return environment
    }
}

/// A light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Unspecified: light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Unspecified: the environment's size class is left unknown (`nil`).
    case unspecified
    /// A compact dimension.
    case compact
    /// A regular dimension.
    case regular

    /// SwiftUI's size class for this one.
    var sizeClass: UserInterfaceSizeClass? {
        switch self {
        case .unspecified: nil
        case .compact: .compact
        case .regular: .regular
        }
    }
}

/// A layout direction (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Unspecified: left to right.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A content size: the size of text a person chose (UIKit's `UIContentSizeCategory`), which
/// becomes SwiftUI's `DynamicTypeSize`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the size.
    public let rawValue: String

    /// The size named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unspecified: the environment's Dynamic Type size is left as it is (large).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small: `DynamicTypeSize.xSmall`.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small: `DynamicTypeSize.small`.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium: `DynamicTypeSize.medium`.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default: `DynamicTypeSize.large`.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large: `DynamicTypeSize.xLarge`.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large: `DynamicTypeSize.xxLarge`.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: `DynamicTypeSize.xxxLarge`.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size: `DynamicTypeSize.accessibility1`.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size: `DynamicTypeSize.accessibility2`.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size: `DynamicTypeSize.accessibility3`.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size: `DynamicTypeSize.accessibility4`.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The fifth accessibility size: `DynamicTypeSize.accessibility5`.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// SwiftUI's Dynamic Type size for this one; `nil` for unspecified or an unknown name.
    var dynamicTypeSize: DynamicTypeSize? {
        let sizes: [UIContentSizeCategory: DynamicTypeSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
            .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge, .accessibilityMedium: .accessibility1,
            .accessibilityLarge: .accessibility2, .accessibilityExtraLarge: .accessibility3,
            .accessibilityExtraExtraLarge: .accessibility4, .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        return sizes[self]
    }
}
#endif
