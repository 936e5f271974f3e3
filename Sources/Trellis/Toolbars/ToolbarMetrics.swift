import Foundation

/// The toolbars' metrics on iOS 26.
///
/// Sources: swiftui-web's write-ups of its iOS 26 measurements on the iPhone SE simulator
/// (https://github.com/iamcgn/swiftui-web, `Docs/elements/UIKit/Navigation.md` and
/// `Docs/elements/UIKit/Bars.md`, fixtures `uikit/nav/items`, `uikit/nav/toolbar`,
/// `uikit/toolbar/basic`): UIKit's bars, which SwiftUI's toolbars are drawn with. What they do
/// not say is derived, and marked so (docs/differences.md, "Toolbars and search").
enum ToolbarMetrics {
    /// A navigation bar item's platter: 44 tall, 16 from the bar's edges, 8 apart (measured).
    static let barPlatterHeight: CGFloat = 44
    static let barItemSpacing: CGFloat = 8
    /// A platter's padding on each side of a title: a title's width plus 24 (measured: "Edit"
    /// 54.5, "Cancel" 78).
    static let platterPadding: CGFloat = 12
    /// The widest content drawn in a square platter: symbols (23, 24 and 24.5 wide, measured,
    /// in 44- and 48-point platters); wider content is a title (derived threshold).
    static let squareContentLimit: CGFloat = 24.5
    /// The bottom bar: a 76-point band whose platters, 48 tall, sit in its top 48, 28 from its
    /// sides, 12 apart (measured: `uikit/nav/toolbar`; the content's safe area ends above it).
    static let bottomBarHeight: CGFloat = 76
    static let bottomPlatterHeight: CGFloat = 48
    static let bottomBarMargin: CGFloat = 28
    static let bottomItemSpacing: CGFloat = 12
    /// A fixed ``ToolbarSpacer``'s width (derived: one more item gap).
    static let fixedSpacerWidth: CGFloat = 8
    /// The font of an item's title: 17-point medium (measured).
    static let titleFont = Font.system(size: 17, weight: .medium)
}
