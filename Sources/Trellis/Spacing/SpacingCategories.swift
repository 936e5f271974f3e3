import Foundation

/// An edge's preferences in the non-default categories, as a map from category to value with
/// one slot per category (there are five): building, merging and comparing preferences
/// allocates and hashes nothing, as a dictionary would.
struct SpacingCategories: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    private var textToText: SpacingValue?
    private var edgeAboveText: SpacingValue?
    private var edgeBelowText: SpacingValue?
    private var edgeRightText: SpacingValue?
    private var edgeLeftText: SpacingValue?

    init() {}

    init(dictionaryLiteral elements: (SpacingCategory, SpacingValue)...) {
        for (category, value) in elements { self[category] = value }
    }

    /// The category with identifier `id` (0 ..< 5).
    private static func category(_ id: UInt8) -> SpacingCategory {
        switch id {
        case 0: .textToText
        case 1: .edgeAboveText
        case 2: .edgeBelowText
        case 3: .edgeRightText
        default: .edgeLeftText
        }
    }

    subscript(category: SpacingCategory) -> SpacingValue? {
        get {
            switch category.id {
            case 0: textToText
            case 1: edgeAboveText
            case 2: edgeBelowText
            case 3: edgeRightText
            default: edgeLeftText
            }
        }
        set {
            switch category.id {
            case 0: textToText = newValue
            case 1: edgeAboveText = newValue
            case 2: edgeBelowText = newValue
            case 3: edgeRightText = newValue
            default: edgeLeftText = newValue
            }
        }
    }

    /// The categories that have a preference, in identifier order, with their values.
    struct Iterator: IteratorProtocol {
        let map: SpacingCategories
        var id: UInt8 = 0

        mutating func next() -> (key: SpacingCategory, value: SpacingValue)? {
            while id < 5 {
                let category = SpacingCategories.category(id)
                id += 1
                if let value = map[category] { return (category, value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(map: self) }
}
