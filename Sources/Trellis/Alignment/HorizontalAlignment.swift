import Foundation

/// An alignment position along the horizontal axis.
///
/// Containers align their children by lining up the same guide of every child: in a
/// `VStack(alignment: .leading)` every child's leading guide sits on one vertical line.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// A guide that marks the horizontal centre of the view.
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    /// A guide marking the leading edge of a list row's separator (the view's leading edge
    /// unless it says otherwise).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingAlignment.self)
    /// A guide marking the trailing edge of a list row's separator (the view's trailing edge
    /// unless it says otherwise).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingAlignment.self)

    /// Merges a sequence of explicit values for this guide into one, the way containers merge
    /// their children's values: averaged for most guides.
    ///
    /// - Parameter values: The children's explicit values; `nil` entries are skipped.
    /// - Returns: The merged value, or `nil` when no value is given.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}
