/// A direction in which to lay out content: left to right, or right to left.
///
/// In right-to-left mode the engine mirrors the horizontal position of every view inside its
/// parent, so layouts compute their placements once and work in both directions.
@frozen
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Content laid out from left to right, as in English.
    case leftToRight
    /// Content laid out from right to left, as in Arabic and Hebrew.
    case rightToLeft
}
