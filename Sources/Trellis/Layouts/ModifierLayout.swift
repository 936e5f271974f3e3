import Foundation

/// The layout of a built-in modifier's node: it keeps no cache, places relative to its
/// bounds, and names the node from its values (`frame(width: 10)`), so the node's box keeps
/// the layout alone.
protocol ModifierLayout: BuiltInLayout where Cache == Void {
    /// The modifier's name, written from the layout's values.
    var name: String { get }
}
