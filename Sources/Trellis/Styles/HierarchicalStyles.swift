import Foundation

/// A style Trellis turns into a colour (or a gradient's colour) where it is used, from the
/// environment there: the current foreground, tint and colour scheme.
protocol ResolvableStyle: ShapeStyle {
    /// The colour the style paints with in `environment` (before the colour scheme applies).
    func color(in environment: EnvironmentValues) -> Color
}

/// A shape style that maps to one of the numbered content styles.
///
/// A level of the current foreground style: for the default foreground (`primary`) the
/// system's label colours (iOS `secondaryLabel` is (60, 60, 67) at 60 % opacity, tertiary
/// 30 %, quaternary 18 %; their dark values (235, 235, 245) at 60, 30 and 16 %), for another
/// colour that colour at the same share of its opacity (an estimate).
///
/// ```swift
/// VStack { Text("Title"); Text("Subtitle").foregroundStyle(.secondary) }
/// ```
@frozen
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level, first (primary) to fifth (quinary).
    @usableFromInline enum Level: Int, Hashable, Sendable {
        case primary, secondary, tertiary, quaternary, quinary
    }

    @usableFromInline let level: Level

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: .primary)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: .secondary)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: .tertiary)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: .quaternary)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: .quinary)
}

extension HierarchicalShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        let base = environment.foregroundColor ?? .primary
        if let system = base.system, system.isLabel, base.shadingIndex == 0 { return .label(level) }
        // Another colour: its own hue at the label level's share of opacity.
        return level == .primary ? base : base.opacity(Color.label(level).opacity)
    }
}

extension Color.SystemColor {
    /// Whether this is one of the label colours (`primary`… `quinary`).
    var isLabel: Bool { [.primary, .secondary, .tertiary, .quaternary, .quinary].contains(self) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .primary) }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .secondary) }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .tertiary) }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .quaternary) }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .quinary) }
}

/// The foreground style in the current context: what `.foreground` paints with.
///
/// ```swift
/// Rectangle().fill(.foreground).foregroundStyle(.orange)   // orange
/// ```
@frozen
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates a foreground style instance.
    @inlinable public init() {}
}

extension ForegroundStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { environment.foregroundColor ?? .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context: the system background, white in a light
/// scheme and black in a dark one (iOS `systemBackground`).
@frozen
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates a background style instance.
    @inlinable public init() {}
}

extension BackgroundStyle: ResolvableStyle {
    /// The style ``View/backgroundStyle(_:)`` set (a `.background` inside it is the system
    /// colour), else the system background colour.
    func color(in environment: EnvironmentValues) -> Color {
        guard let style = environment.backgroundStyle, !(style.base is BackgroundStyle) else { return .base(of: .background) }
        return style.color(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style that reflects the current tint color: the colour `tint(_:)` sets, or the accent
/// colour.
@frozen
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates a tint shape style.
    @inlinable public init() {}
}

extension TintShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { environment.tintColor ?? .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style appropriate for foreground separator or border lines: iOS `separator`, (60, 60, 67)
/// at 29 % opacity, (84, 84, 88) at 60 % in a dark scheme.
@frozen
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// Creates a new separator shape style instance.
    @inlinable public init() {}
}

extension SeparatorShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { .base(of: .separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

nonisolated extension View {
    /// Sets the tint color within this view: what the `.tint` style and controls paint with.
    /// `nil` restores the accent colour.
    ///
    /// ```swift
    /// Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWriter(write: { $0.tintColor = tint }))
    }

    /// Sets the tint within this view to a style (its colour where it is used; a gradient's
    /// first colour for controls).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(TintModifier(style: tint))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    /// Trellis draws the primary one (hierarchical styles inside take their levels from it).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style. Trellis
    /// draws the primary one (hierarchical styles inside take their levels from it).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}

/// Sets the environment's tint from a shape style, resolved where it is set.
nonisolated struct TintModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: (any ShapeStyle)?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let color = style.flatMap { resolver.color(of: $0, for: "tint") }
        let saved = resolver.environment.tintColor
        resolver.environment.tintColor = color
        resolver.resolve(content, into: &elements)
        resolver.environment.tintColor = saved
    }
}

/// A style of `Text.foregroundStyle(_:)` that depends on the text's environment, kept until
/// the text is resolved.
enum ContextualTextStyle: Hashable, Sendable {
    case level(HierarchicalShapeStyle.Level)
    case foreground
    case tint

    init?(_ style: any ShapeStyle) {
        switch style {
        case let style as HierarchicalShapeStyle: self = .level(style.level)
        case is ForegroundStyle: self = .foreground
        case is TintShapeStyle: self = .tint
        default: return nil
        }
    }

    /// The colour the style paints with in `environment`.
    func color(in environment: EnvironmentValues) -> Color {
        switch self {
        case let .level(level): HierarchicalShapeStyle(level: level).color(in: environment)
        case .foreground: ForegroundStyle().color(in: environment)
        case .tint: TintShapeStyle().color(in: environment)
        }
    }
}
