import Foundation

/// A category of spacing preference: two neighbours space themselves by the categories their
/// meeting edges share.
struct SpacingCategory: Hashable, Sendable {
    /// Identifies the category: compared and hashed instead of the name, which is for dumps.
    let id: UInt8
    let name: String

    static func == (lhs: SpacingCategory, rhs: SpacingCategory) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Between the lines of two texts: the lower text's line gap.
    static let textToText = SpacingCategory(id: 0, name: "textToText")
    /// A text's top edge, and the bottom edge of a plain view above it.
    static let edgeAboveText = SpacingCategory(id: 1, name: "edgeAboveText")
    /// A text's bottom edge, and the top edge of a plain view below it.
    static let edgeBelowText = SpacingCategory(id: 2, name: "edgeBelowText")
    /// The leading edge of a plain view (vertical text's trailing edge).
    static let edgeRightText = SpacingCategory(id: 3, name: "edgeRightText")
    /// The trailing edge of a plain view (vertical text's leading edge).
    static let edgeLeftText = SpacingCategory(id: 4, name: "edgeLeftText")

    /// The text-edge category a reset edge keeps: the one a text on that side would share.
    static func facingText(_ edge: Edge) -> SpacingCategory {
        switch edge {
        case .top: .edgeBelowText
        case .bottom: .edgeAboveText
        case .leading: .edgeRightText
        case .trailing: .edgeLeftText
        }
    }
}
