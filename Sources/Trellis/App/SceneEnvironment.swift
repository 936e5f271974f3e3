import Foundation

/// The key of ``EnvironmentValues/appearsActive``.
private struct AppearsActiveKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

/// The key of ``EnvironmentValues/isLuminanceReduced``.
private struct IsLuminanceReducedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of ``EnvironmentValues/isSceneCaptured``.
private struct IsSceneCapturedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of ``EnvironmentValues/isHoverEffectEnabled``.
private struct IsHoverEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

/// The key of ``EnvironmentValues/calendar``.
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

/// The key of ``EnvironmentValues/materialActiveAppearance``.
private struct MaterialActiveAppearanceKey: EnvironmentKey {
    static var defaultValue: MaterialActiveAppearance { .automatic }
}

/// The key of ``EnvironmentValues/defaultMinListHeaderHeight``.
private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

/// Whether a material looks active or inactive, as its window does (macOS and iPadOS
/// windows dim their materials when inactive).
///
/// Headless a window is always active: every appearance draws the active material.
public struct MaterialActiveAppearance: Sendable, Equatable {
    let name: String

    /// The material follows the system's default: its window's state.
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// The material always looks active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// The material looks active when its window does.
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension EnvironmentValues {
    /// Whether the view's window is active: `true` unless set (a headless window is the key
    /// window).
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Whether the display dims its luminance (an Always-On display): `false` unless set.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Whether the scene is being captured (recorded, mirrored or shared): `false` unless set.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    /// Whether hover effects are enabled: `true` unless set (headless nothing hovers).
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }

    /// The calendar dates are shown in: the Gregorian calendar unless set (headless there is
    /// no user setting, so the result does not depend on the machine).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Whether materials look active: ``MaterialActiveAppearance/automatic`` unless set.
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }

    /// The minimum height of a list's section headers; `nil` (the list style's own) unless
    /// set. Recorded: Trellis's lists size headers by their content.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    }

    /// The size of one pixel, in points: `1 / displayScale` (1 at Trellis's default scale of
    /// 1; 1/3 at `displayScale` 3).
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the app can open more than one window: `false`, as on iPhone.
    public var supportsMultipleWindows: Bool { false }

    /// Whether the app supports scenes on other devices (visionOS remote immersive spaces):
    /// `false`.
    public var supportsRemoteScenes: Bool { false }

    /// Whether controls inside show their labels: ``Visibility/hidden`` where `labelsHidden()`
    /// applies, ``Visibility/automatic`` otherwise. Setting `.hidden` hides them as
    /// `labelsHidden()` does; any other value shows them.
    public var labelsVisibility: Visibility {
        get { labelsHidden ? .hidden : .automatic }
        set { labelsHidden = newValue == .hidden }
    }

    /// The configuration of the document the view edits; `nil` outside a document (Trellis
    /// opens no documents).
    public var documentConfiguration: DocumentConfiguration? { nil }
}

/// The properties of a document a view edits: its file and whether it can be changed.
///
/// Read from ``EnvironmentValues/documentConfiguration``, which is `nil` headless: Trellis
/// opens no document (docs/differences.md, "App and scenes").
public struct DocumentConfiguration {
    /// The URL of the document's file; `nil` for a new document not yet saved.
    public var fileURL: URL? { url }
    /// Whether the document can be changed.
    public var isEditable: Bool { editable }

    private let url: URL?
    private let editable: Bool

    /// The configuration of the document at `fileURL`, editable or not.
    package init(fileURL: URL?, isEditable: Bool) {
        url = fileURL
        editable = isEditable
    }
}

nonisolated extension View {
    /// Sets whether materials inside the view look active. Headless a window is always
    /// active, so every appearance draws the active material; the value is in the
    /// environment (``EnvironmentValues/materialActiveAppearance``).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }
}
