import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
///
/// Trellis draws the system colours (`Color.red`, `.primary`, `.secondary`…) with the values
/// Apple's Human Interface Guidelines publish for each appearance:
///
/// ```swift
/// Text("Night").foregroundStyle(.red).environment(\.colorScheme, .dark)   // #FF453A
/// ```
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

extension EnvironmentValues {
    /// The color scheme of this environment: light by default. The system colours of the
    /// views inside are drawn in its values.
    public var colorScheme: ColorScheme {
        get { scheme }
        set { scheme = newValue }
    }

    /// `color` as drawn in this environment: in its colour scheme (a system colour takes its
    /// dark value in a dark scheme, keeping any opacity given to it, and so do a gradient's
    /// stops), then through the colour effects around (`brightness(_:)`, `grayscale(_:)`…),
    /// innermost first.
    func resolved(_ color: Color) -> Color {
        let schemed = scheme == .dark ? inDarkScheme(color) : color
        let filters = colorFilters
        guard !filters.isEmpty else { return schemed }
        return filters.reversed().reduce(schemed) { $1.apply($0) }
    }

    /// Whether ``resolved(_:)`` may change a colour: in a dark scheme, or under a colour
    /// effect. Asked before the call, so that the common case costs no call.
    var changesColors: Bool { scheme == .dark || !colorFilters.isEmpty }

    /// `color` in the dark scheme.
    private func inDarkScheme(_ color: Color) -> Color {
        if let gradient = color.shading {
            let box = gradient.mapColors { inDarkScheme($0) }
            let first = box.stops.first?.color ?? .clear
            return Color(red: first.red, green: first.green, blue: first.blue, opacity: first.opacity, system: nil, shading: box)
        }
        guard let system = color.system else { return color }
        let light = Color.base(of: system), dark = Color.dark(of: system)
        let share = light.opacity > 0 ? color.opacity / light.opacity : 1
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity * share, system: system)
    }
}

nonisolated extension View {
    /// Sets the preferred color scheme for this view: the colour scheme of its content.
    ///
    /// SwiftUI applies the preference to the whole presentation around the view; Trellis lays
    /// out one view tree, and gives the scheme to the view's content (put it on the root view
    /// to darken the whole layout). `nil` leaves the scheme as it is. The preference also
    /// reaches the result (``LayoutResult/preferredColorScheme``), whose canvas renderers draw
    /// in the preferred scheme, as the window would.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentWriter(write: { if let colorScheme { $0.scheme = colorScheme } }))
            .transformPreference(PreferredColorSchemeKey.self) { if let colorScheme { $0 = colorScheme } }
    }

    /// Sets this view's color scheme (deprecated in SwiftUI: renamed
    /// `preferredColorScheme(_:)`). Unlike that modifier it sets only the environment's
    /// ``EnvironmentValues/colorScheme`` for the view's content, as SwiftUI's does.
    ///
    /// - Parameter colorScheme: The color scheme for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

extension Color {
    /// The light value of a named system colour (the value its static member holds).
    package static func base(of system: SystemColor) -> Color {
        switch system {
        case .black: .black
        case .white: .white
        case .gray: .gray
        case .red: .red
        case .green: .green
        case .blue: .blue
        case .orange: .orange
        case .yellow: .yellow
        case .pink: .pink
        case .purple: .purple
        case .mint: .mint
        case .teal: .teal
        case .cyan: .cyan
        case .indigo: .indigo
        case .brown: .brown
        case .primary: .primary
        case .secondary: .secondary
        case .clear: .clear
        case .tertiary: .label(.tertiary)
        case .quaternary: .label(.quaternary)
        case .quinary: .label(.quinary)
        case .background: named(.background, 1, 1, 1)
        case .separator: named(.separator, 60 / 255, 60 / 255, 67 / 255, 0.29)
        case .accentColor: .accentColor
        case .groupedBackground: named(.groupedBackground, 242 / 255, 242 / 255, 247 / 255)
        case .secondaryGroupedBackground: named(.secondaryGroupedBackground, 1, 1, 1)
        case .opaqueSeparator: named(.opaqueSeparator, 198 / 255, 198 / 255, 200 / 255)
        case .secondaryBackground: named(.secondaryBackground, 242 / 255, 242 / 255, 247 / 255)
        case .tertiaryBackground: named(.tertiaryBackground, 1, 1, 1)
        case .tertiaryGroupedBackground: named(.tertiaryGroupedBackground, 242 / 255, 242 / 255, 247 / 255)
        }
    }

    /// The dark value of a named system colour: the "Dark" column of the Human Interface
    /// Guidelines' iOS system colours and label colours (UIKit's `secondaryLabel`…
    /// `separator`, the system and grouped backgrounds and `opaqueSeparator`). Quinary is an estimate (iOS publishes no fifth label
    /// colour): half the quaternary's opacity.
    static func dark(of system: SystemColor) -> Color {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { named(system, r / 255, g / 255, b / 255, a) }
        switch system {
        case .black, .white, .gray, .clear: return base(of: system)
        case .red: return rgb(255, 69, 58)
        case .green: return rgb(48, 209, 88)
        case .blue: return rgb(10, 132, 255)
        case .orange: return rgb(255, 159, 10)
        case .yellow: return rgb(255, 214, 10)
        case .pink: return rgb(255, 55, 95)
        case .purple: return rgb(191, 90, 242)
        case .mint: return rgb(102, 212, 207)
        case .teal: return rgb(64, 200, 224)
        case .cyan: return rgb(100, 210, 255)
        case .indigo: return rgb(94, 92, 230)
        case .brown: return rgb(172, 142, 104)
        case .primary: return rgb(255, 255, 255)
        case .secondary: return rgb(235, 235, 245, 0.6)
        case .tertiary: return rgb(235, 235, 245, 0.3)
        case .quaternary: return rgb(235, 235, 245, 0.16)
        case .quinary: return rgb(235, 235, 245, 0.08)
        case .background: return rgb(0, 0, 0)
        case .separator: return rgb(84, 84, 88, 0.6)
        case .accentColor: return rgb(0, 145, 255)
        case .groupedBackground: return rgb(0, 0, 0)
        case .secondaryGroupedBackground: return rgb(28, 28, 30)
        case .opaqueSeparator: return rgb(56, 56, 58)
        case .secondaryBackground: return rgb(28, 28, 30)
        case .tertiaryBackground, .tertiaryGroupedBackground: return rgb(44, 44, 46)
        }
    }

    /// The label colour of a hierarchy level (light values: iOS `label`, `secondaryLabel`,
    /// `tertiaryLabel`, `quaternaryLabel`; the quinary one estimated at half the quaternary's
    /// opacity).
    static func label(_ level: HierarchicalShapeStyle.Level) -> Color {
        let gray = (60.0 / 255, 60.0 / 255, 67.0 / 255)
        switch level {
        case .primary: return .primary
        case .secondary: return .secondary
        case .tertiary: return named(.tertiary, gray.0, gray.1, gray.2, 0.3)
        case .quaternary: return named(.quaternary, gray.0, gray.1, gray.2, 0.18)
        case .quinary: return named(.quinary, gray.0, gray.1, gray.2, 0.09)
        }
    }

    /// A color that reflects the accent color of the system or app: the tint of controls,
    /// (0, 136, 255) in iOS and macOS 26 (as measured on their buttons), (0, 145, 255) dark.
    public static let accentColor = named(.accentColor, 0, 136 / 255, 1)
}
