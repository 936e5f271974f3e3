import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopAlignment.self)
    /// A guide that marks the vertical centre of the view.
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// A guide that marks the top-most text baseline in a view (its bottom edge if it has no text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// A guide that marks the bottom-most text baseline in a view (its bottom edge if it has no text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

    /// Merges a sequence of explicit values for this guide into one, the way containers merge
    /// their children's values: averaged for most guides, the minimum for `firstTextBaseline`,
    /// the maximum for `lastTextBaseline`.
    ///
    /// - Parameter values: The children's explicit values; `nil` entries are skipped.
    /// - Returns: The merged value, or `nil` when no value is given.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}
