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

/// An alignment in both axes.
@frozen
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical guide.
    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Horizontally centred, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Horizontally centred, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
