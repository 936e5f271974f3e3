import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// Text styles (`Font.body`, `.headline`…) take the point size Apple's Human Interface
/// Guidelines give for the size on iOS; the default is ``large``.
///
/// ```swift
/// Text("Hello").font(.body).dynamicTypeSize(.xxLarge)   // 21 pt on iOS
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// A second accessibility size.
    case accessibility2
    /// A third accessibility size.
    case accessibility3
    /// A fourth accessibility size.
    case accessibility4
    /// A fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with
    /// accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position in ``allCases``: 0 for ``xSmall``, 3 for ``large``.
    var step: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size: ``DynamicTypeSize/large`` by default. Text styles scale with it
    /// (on iOS, by Apple's published table; elsewhere in proportion).
    public var dynamicTypeSize: DynamicTypeSize {
        get { typeSize }
        set { typeSize = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// ```swift
    /// Text("Large print").dynamicTypeSize(.accessibility1)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range: a size outside it
    /// becomes the nearest size inside. An empty range leaves the size as it is.
    ///
    /// ```swift
    /// Text("Caption").dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(EnvironmentWriter(write: { environment in
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            environment.typeSize = min(max(environment.typeSize, lowest), highest)
        }))
    }
}
