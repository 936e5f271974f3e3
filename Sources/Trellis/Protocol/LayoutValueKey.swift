import Foundation

/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue: Int = 1
/// }
/// extension View {
///     func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
/// }
/// // in a Layout: let rank = subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a subview has when it does not set one.
    static var defaultValue: Self.Value { get }
}
