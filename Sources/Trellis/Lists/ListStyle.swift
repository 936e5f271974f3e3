import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// Use the built-in styles through their static members (`.plain`, `.insetGrouped`…) with
/// ``View/listStyle(_:)``. Trellis lays out its built-in styles, with the metrics of the
/// platform laid out for (``EnvironmentValues/targetPlatform``).
public protocol ListStyle: Sendable {}

/// A built-in list style: which one it is.
protocol BuiltInListStyle: ListStyle {
    var kind: ListStyleKind { get }
    /// Whether the style fills every second row (``InsetListStyle/init(alternatesRowBackgrounds:)``).
    var alternatesRowBackgrounds: Bool { get }
}

extension BuiltInListStyle {
    var alternatesRowBackgrounds: Bool { false }
}

/// The list style that describes a platform's default behavior and appearance for a list:
/// inset grouped on iOS, inset on macOS.
public struct DefaultListStyle: BuiltInListStyle {
    /// Creates a default list style.
    public init() {}
    var kind: ListStyleKind { .automatic }
}

/// The list style that describes the behavior and appearance of a plain list: rows edge to
/// edge on the list's own background.
public struct PlainListStyle: BuiltInListStyle {
    /// Creates a plain list style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// The list style that describes the behavior and appearance of a grouped list: each section's
/// rows on a card the list's width, on the grouped background.
public struct GroupedListStyle: BuiltInListStyle {
    /// Creates a grouped list style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list: each
/// section's rows on a rounded card inset from the list's edges.
public struct InsetGroupedListStyle: BuiltInListStyle {
    /// Creates an inset grouped list style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: BuiltInListStyle {
    /// Creates an inset list style.
    public init() {}
    /// Creates an inset list style with optionally alternating row backgrounds (macOS): with
    /// `true`, every second row is filled as `alternatingRowBackgrounds(.enabled)` fills it.
    @available(iOS, unavailable)
    @available(macOS, introduced: 12.0, deprecated: 100000.0, message: "Use the `.inset` style with the `.alternatingRowBackgrounds()` view modifier")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public init(alternatesRowBackgrounds: Bool) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
    var kind: ListStyleKind { .inset }
    /// Whether every second row is filled.
    var alternatesRowBackgrounds = false
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: BuiltInListStyle {
    /// Creates a sidebar list style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }

    /// An inset list style with optionally alternating row backgrounds (macOS).
    @available(iOS, unavailable)
    @available(macOS, introduced: 12.0, deprecated: 100000.0, message: "Use the `.inset` style with the `.alternatingRowBackgrounds()` view modifier")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
        InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The spacing between adjacent sections in a list.
public struct ListSectionSpacing: Sendable, Equatable {
    let value: CGFloat?
    let compact: Bool

    /// The default spacing between sections.
    public static let `default` = ListSectionSpacing(value: nil, compact: false)
    /// Compact spacing between sections (the spacing after a footer: 6 on iOS).
    public static let compact = ListSectionSpacing(value: nil, compact: true)
    /// Creates a custom spacing value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing, compact: false) }
}

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component
    /// accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}

/// What the list modifiers set for the lists inside (``EnvironmentValues``).
struct ListEnvironment: Equatable, Sendable {
    var style: ListStyleKind = .automatic
    var sectionSpacing = ListSectionSpacing.default
    var contentBackgroundHidden = false
    var minRowHeight: CGFloat?
    /// The space `listRowSpacing` puts between rows.
    var rowSpacing: CGFloat?
    /// While a list's content is resolved: the fonts of its sections' headers and footers.
    var sectionFonts: (header: Font?, footer: Font?)?
    /// Whether the list is in a navigation screen whose title shows large (set by the
    /// navigation bar modifiers): its first row starts at its top.
    var underLargeTitle = false

    static func == (lhs: ListEnvironment, rhs: ListEnvironment) -> Bool {
        lhs.style == rhs.style && lhs.sectionSpacing == rhs.sectionSpacing
            && lhs.contentBackgroundHidden == rhs.contentBackgroundHidden && lhs.minRowHeight == rhs.minRowHeight && lhs.rowSpacing == rhs.rowSpacing
            && lhs.underLargeTitle == rhs.underLargeTitle
            && lhs.sectionFonts?.header == rhs.sectionFonts?.header
            && lhs.sectionFonts?.footer == rhs.sectionFonts?.footer && (lhs.sectionFonts == nil) == (rhs.sectionFonts == nil)
    }
}

nonisolated extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List { Text("Apple"); Text("Banana") }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let builtIn = style as? any BuiltInListStyle
        let kind = builtIn?.kind ?? .automatic, alternates = builtIn?.alternatesRowBackgrounds ?? false
        return modifier(EnvironmentWriter(write: {
            $0.list.style = kind
            $0.listStyleAlternatesRows = alternates
        }))
    }

    /// Sets the spacing between adjacent sections in a `List` to a custom value.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Sets the spacing between adjacent sections in a `List`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(EnvironmentWriter(write: { $0.list.sectionSpacing = spacing }))
    }

    /// Sets the vertical spacing between two adjacent rows in a list (iOS; `nil`: none).
    /// A spacing that is negative, NaN or infinite is none, and the layout reports it.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(EnvironmentWriter(write: { $0.list.rowSpacing = spacing }))
    }

    /// Specifies the visibility of the background for scrollable views within this view: a
    /// list with a hidden background lets what is behind it show (its cards stay).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter(write: { $0.list.contentBackgroundHidden = visibility == .hidden }))
    }
}

extension EnvironmentValues {
    /// The default minimum height of a row in a list: the platform's (56 on iOS 26 as
    /// recorded, 24 on macOS) unless set.
    public var defaultMinListRowHeight: CGFloat {
        get { list.minRowHeight ?? ListMetrics.of(list.style, on: platform).minRowHeight }
        set { list.minRowHeight = newValue }
    }
}
