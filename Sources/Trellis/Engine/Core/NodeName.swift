import Foundation

/// A node's name for dumps and diagnostics (`HStack`, `frame(width: 10)`, `Color(red)`), kept
/// as what it takes to write it: the string is made only when something reads it (a result's
/// elements, a trace, a diagnostic), so resolving a tree formats no names.
@usableFromInline
enum NodeName {
    /// A name already written. (Indirect: most nodes are named by their layout or colour, so a
    /// node keeps 8 bytes for its name rather than a string's 16.)
    indirect case text(String)
    /// The name the node's layout box gives: its modifier's (`frame(width: 10)`) or its
    /// layout type's.
    case layout
    /// `Color(…)`, written from the node's colour visual.
    case color
    /// The name of a built-in view (`HStack`, `Spacer`): a byte, where a string would take a
    /// box of its own.
    case builtIn(BuiltInName)
    /// The name a measured leaf gives (``LeafMeasurer/name``): `Text("…")`, with up to 23
    /// characters of the text, then `…`.
    case measured
}

/// The names of the built-in views that name their nodes with a constant.
@usableFromInline
enum BuiltInName: String, CaseIterable {
    case hStack = "HStack", vStack = "VStack", zStack = "ZStack", grid = "Grid", viewThatFits = "ViewThatFits"
    case scrollView = "ScrollView", lazyVStack = "LazyVStack", lazyHStack = "LazyHStack"
    case lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
    case geometryReader = "GeometryReader", geometryReaderContent = "GeometryReader content"
    case preferenceValueContent = "preference value content"
    case lazyPlaceholder = "lazy rows not resolved"
    case root = "Root", spacer = "Spacer", divider = "Divider", overlay = "overlay", background = "background"
    case safeAreaInset = "safeAreaInset"
    /// The frame a scroll view is laid out at, around its viewport, which grows into the
    /// unsafe bands it reaches.
    case scrollViewFrame = "ScrollView (laid out)"
    case mask = "mask"
}
