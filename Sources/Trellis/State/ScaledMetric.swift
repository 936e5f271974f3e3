import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size, as a text
/// style's font does.
///
/// ```swift
/// struct Avatar: View {
///     @ScaledMetric(relativeTo: .body) var side: CGFloat = 40
///     var body: some View { Circle().frame(width: side, height: side) }
/// }
/// ```
///
/// The value scales as `UIFontMetrics(forTextStyle:).scaledValue(for:)` does: in proportion
/// to the text style's point size at the environment's ``EnvironmentValues/dynamicTypeSize``
/// over its size at ``DynamicTypeSize/large`` (Apple's Human Interface Guidelines table, the
/// one Trellis's text styles use). At `.accessibility1` a body-relative 40 is 40 × 28 / 17.
/// On macOS, which has no Dynamic Type, the value is not scaled. A NaN or infinite value is
/// returned as it is.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle
    @Environment(\.self) private var environment

    /// A value scaled relative to `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// A value scaled relative to the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value {
        let environment = environment
        let value = CGFloat(base)
        guard value.isFinite else { return base }
        let scaled = SystemFontMetrics.scaled(value, relativeTo: textStyle, on: environment.platform, typeSize: environment.typeSize)
        return Value(scaled)
    }
}
