import Foundation

// The environment's accessibility settings, as SwiftUI declares them: most are read-only, set
// by the system; a test sets the underscored twin (`.environment(\._accessibilityReduceMotion,
// true)`), as SwiftUI's previews do. Each has the value a device with no accessibility setting
// turned on has. Trellis's own views do not change with them (docs/differences.md); a view
// that reads one lays out as it would on such a device.

/// The contrast associated with a given color scheme.
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    /// SwiftUI displays views with standard contrast between a view's foreground and background.
    case standard
    /// SwiftUI displays views with increased contrast between a view's foreground and background.
    case increased
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

/// The storage of the accessibility settings: one key, so that the environment keeps one entry.
struct AccessibilitySettings: Sendable, Equatable {
    var flags: Set<String> = ["accessibilityPlayAnimatedImages"]
    var contrast = ColorSchemeContrast.standard
    var enabled = false
}

private struct AccessibilitySettingsKey: EnvironmentKey {
    static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

private struct LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { nil }
}

extension EnvironmentValues {
    /// The setting of a flag named `name`.
    private func accessibilityFlag(_ name: String) -> Bool { self[AccessibilitySettingsKey.self].flags.contains(name) }

    private mutating func setAccessibilityFlag(_ name: String, _ value: Bool) {
        if value { self[AccessibilitySettingsKey.self].flags.insert(name) } else { self[AccessibilitySettingsKey.self].flags.remove(name) }
    }

    /// A Boolean value that indicates whether the user has enabled an assistive technology:
    /// `false` by default.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].enabled }
        set { self[AccessibilitySettingsKey.self].enabled = newValue }
    }

    /// The contrast associated with the color scheme of this environment: ``ColorSchemeContrast/standard``
    /// by default; set `_colorSchemeContrast` to change it.
    public var colorSchemeContrast: ColorSchemeContrast { self[AccessibilitySettingsKey.self].contrast }

    /// The settable twin of ``colorSchemeContrast``.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[AccessibilitySettingsKey.self].contrast }
        set { self[AccessibilitySettingsKey.self].contrast = newValue }
    }

    /// The font weight to apply to text (the Bold Text setting): `nil` by default, when the
    /// system says nothing.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Whether the system preference for Differentiate without Color is enabled: `false` by default; set `_accessibilityDifferentiateWithoutColor` to change it.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilityFlag("accessibilityDifferentiateWithoutColor") }

    /// The settable twin of ``accessibilityDifferentiateWithoutColor``.
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { accessibilityFlag("accessibilityDifferentiateWithoutColor") }
        set { setAccessibilityFlag("accessibilityDifferentiateWithoutColor", newValue) }
    }

    /// Whether the system preference for Reduce Transparency is enabled: `false` by default; set `_accessibilityReduceTransparency` to change it.
    public var accessibilityReduceTransparency: Bool { accessibilityFlag("accessibilityReduceTransparency") }

    /// The settable twin of ``accessibilityReduceTransparency``.
    public var _accessibilityReduceTransparency: Bool {
        get { accessibilityFlag("accessibilityReduceTransparency") }
        set { setAccessibilityFlag("accessibilityReduceTransparency", newValue) }
    }

    /// Whether the system preference for Reduce Motion is enabled: `false` by default; set `_accessibilityReduceMotion` to change it.
    public var accessibilityReduceMotion: Bool { accessibilityFlag("accessibilityReduceMotion") }

    /// The settable twin of ``accessibilityReduceMotion``.
    public var _accessibilityReduceMotion: Bool {
        get { accessibilityFlag("accessibilityReduceMotion") }
        set { setAccessibilityFlag("accessibilityReduceMotion", newValue) }
    }

    /// Whether the system preference for Invert Colors is enabled: `false` by default; set `_accessibilityInvertColors` to change it.
    public var accessibilityInvertColors: Bool { accessibilityFlag("accessibilityInvertColors") }

    /// The settable twin of ``accessibilityInvertColors``.
    public var _accessibilityInvertColors: Bool {
        get { accessibilityFlag("accessibilityInvertColors") }
        set { setAccessibilityFlag("accessibilityInvertColors", newValue) }
    }

    /// Whether the system preference for Show Button Shapes is enabled: `false` by default; set `_accessibilityShowButtonShapes` to change it.
    public var accessibilityShowButtonShapes: Bool { accessibilityFlag("accessibilityShowButtonShapes") }

    /// The settable twin of ``accessibilityShowButtonShapes``.
    public var _accessibilityShowButtonShapes: Bool {
        get { accessibilityFlag("accessibilityShowButtonShapes") }
        set { setAccessibilityFlag("accessibilityShowButtonShapes", newValue) }
    }

    /// Whether the Large Content Viewer is enabled: `false` by default; set `_accessibilityLargeContentViewerEnabled` to change it.
    public var accessibilityLargeContentViewerEnabled: Bool { accessibilityFlag("accessibilityLargeContentViewerEnabled") }

    /// The settable twin of ``accessibilityLargeContentViewerEnabled``.
    public var _accessibilityLargeContentViewerEnabled: Bool {
        get { accessibilityFlag("accessibilityLargeContentViewerEnabled") }
        set { setAccessibilityFlag("accessibilityLargeContentViewerEnabled", newValue) }
    }

    /// Whether the system preference for Quick Actions is enabled: `false` by default; set `_accessibilityQuickActionsEnabled` to change it.
    public var accessibilityQuickActionsEnabled: Bool { accessibilityFlag("accessibilityQuickActionsEnabled") }

    /// The settable twin of ``accessibilityQuickActionsEnabled``.
    public var _accessibilityQuickActionsEnabled: Bool {
        get { accessibilityFlag("accessibilityQuickActionsEnabled") }
        set { setAccessibilityFlag("accessibilityQuickActionsEnabled", newValue) }
    }

    /// Whether VoiceOver is enabled: `false` on the headless host, which has no assistive technology running.
    public var accessibilityVoiceOverEnabled: Bool { accessibilityFlag("accessibilityVoiceOverEnabled") }

    /// Whether Switch Control is enabled: `false` on the headless host, which has no assistive technology running.
    public var accessibilitySwitchControlEnabled: Bool { accessibilityFlag("accessibilitySwitchControlEnabled") }

    /// Whether the system preference for Dim Flashing Lights is enabled: `false` on the headless host, which has no assistive technology running.
    public var accessibilityDimFlashingLights: Bool { accessibilityFlag("accessibilityDimFlashingLights") }

    /// Whether the system preference for Animated Images is enabled (true by default): `true` on the headless host, which has no assistive technology running.
    public var accessibilityPlayAnimatedImages: Bool { accessibilityFlag("accessibilityPlayAnimatedImages") }

    /// Whether Assistive Access is enabled: `false` on the headless host, which has no assistive technology running.
    public var accessibilityAssistiveAccessEnabled: Bool { accessibilityFlag("accessibilityAssistiveAccessEnabled") }

    /// Whether the system preference for Show Borders is enabled: `false` on the headless host, which has no assistive technology running.
    public var accessibilityShowBorders: Bool { accessibilityFlag("accessibilityShowBorders") }
}
