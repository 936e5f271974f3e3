import Foundation

/// The spacing preferences of one edge.
struct EdgePreferences: Sendable, Equatable, CustomStringConvertible {
    /// The preference in the default category, or `nil` for none.
    var defaultCategory: CGFloat?
    /// Preferences in other categories.
    var categories = SpacingCategories()

    mutating func formUnion(_ other: EdgePreferences) {
        if let value = other.defaultCategory {
            defaultCategory = Swift.max(defaultCategory ?? value, value)
        }
        for (category, value) in other.categories {
            categories[category] = categories[category].map { $0.larger(value) } ?? value
        }
    }

    /// The distance from this edge to `next`'s facing edge.
    func distance(to next: EdgePreferences) -> CGFloat {
        var shared: CGFloat?
        for (category, value) in categories {
            guard let theirs = next.categories[category], let candidate = value.distance(to: theirs) else { continue }
            shared = Swift.max(shared ?? candidate, candidate)
        }
        if let shared { return shared }
        switch (defaultCategory, next.defaultCategory) {
        case let (a?, b?): return Swift.max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return ViewSpacing.systemDefault
        }
    }

    var description: String {
        var parts: [String] = []
        if let defaultCategory { parts.append(Describe.number(defaultCategory)) }
        for (category, value) in categories.sorted(by: { $0.key.name < $1.key.name }) {
            switch value {
            case let .distance(d): parts.append("\(category.name)=\(Describe.number(d))")
            case let .text(m): parts.append("\(category.name)=text(leading \(Describe.number(m.line.leading)))")
            }
        }
        return parts.isEmpty ? "default" : parts.joined(separator: "/")
    }
}
