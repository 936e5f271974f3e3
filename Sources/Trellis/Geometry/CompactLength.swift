import Foundation

/// An optional length in 8 bytes rather than 16 (an optional `CGFloat` takes 9, which align to
/// 16): NaN stands for `nil`. Only for lengths already checked, which are never NaN; the
/// built-in layouts keep their set dimensions and limits this way, so that every modifier's
/// box stays small.
struct CompactLength {
    private let raw: CGFloat

    /// Keeps `value`; `nil` (and NaN, which a checked length never is) reads back as `nil`.
    init(_ value: CGFloat?) { raw = value ?? .nan }

    /// The length, or `nil` when unset.
    var value: CGFloat? { raw.isNaN ? nil : raw }
}
