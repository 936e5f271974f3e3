import Foundation

/// The sizes you can select for content, deprecated in SwiftUI in favour of
/// ``DynamicTypeSize``: each category is one Dynamic Type size under its first name, so
/// reading or setting ``EnvironmentValues/sizeCategory`` reads or sets
/// ``EnvironmentValues/dynamicTypeSize``, and text scales the same way.
///
/// ```swift
/// Text("Large print").environment(\.sizeCategory, .accessibilityMedium)   // as .accessibility1
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// An extra small size (``DynamicTypeSize/xSmall``).
    case extraSmall
    /// A small size (``DynamicTypeSize/small``).
    case small
    /// A medium size (``DynamicTypeSize/medium``).
    case medium
    /// A large size: the default (``DynamicTypeSize/large``).
    case large
    /// An extra large size (``DynamicTypeSize/xLarge``).
    case extraLarge
    /// An extra extra large size (``DynamicTypeSize/xxLarge``).
    case extraExtraLarge
    /// An extra extra extra large size (``DynamicTypeSize/xxxLarge``).
    case extraExtraExtraLarge
    /// A medium size for accessibility (``DynamicTypeSize/accessibility1``).
    case accessibilityMedium
    /// A large size for accessibility (``DynamicTypeSize/accessibility2``).
    case accessibilityLarge
    /// An extra large size for accessibility (``DynamicTypeSize/accessibility3``).
    case accessibilityExtraLarge
    /// An extra extra large size for accessibility (``DynamicTypeSize/accessibility4``).
    case accessibilityExtraExtraLarge
    /// An extra extra extra large size for accessibility (``DynamicTypeSize/accessibility5``).
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one that is
    /// associated with accessibility: ``accessibilityMedium`` and larger.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The Dynamic Type size this category names.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }

    /// The category that names a Dynamic Type size.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.dynamicTypeSize < rhs.dynamicTypeSize
    }

    /// Whether `lhs` is the same size as `rhs` or smaller.
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        !(rhs < lhs)
    }

    /// Whether `lhs` is a larger size than `rhs`.
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        rhs < lhs
    }

    /// Whether `lhs` is the same size as `rhs` or larger.
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        !(lhs < rhs)
    }
}

extension EnvironmentValues {
    /// The size of content, deprecated in SwiftUI in favour of ``dynamicTypeSize``: it reads
    /// and writes that size under the category's name.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
