import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// ```swift
/// Button("Sign in") {}.buttonStyle(.bordered).controlSize(.large)
/// ```
///
/// A bordered button's padding and label font follow it (docs/semantics.md, "Controls").
public enum ControlSize: CaseIterable, Sendable, Hashable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized. The largest control size.
    case extraLarge
}

/// The environment keys of the controls' settings; styles are kept as boxes of the value set.
struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

/// Whether `labelsHidden()` applies.
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

/// Whether `disabled(_:)` turned the controls inside off.
struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The size to apply to controls within a view: `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction: `true` unless `disabled(true)` applies. In Trellis it dims the controls.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether controls inside hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view.
    ///
    /// ```swift
    /// VStack { Button("OK") {}; Toggle("On", isOn: .constant(true)) }.controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of any controls contained within this view: a toggle is its switch, a
    /// stepper its buttons, a picker its value.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }

    /// Adds a condition that controls whether users can interact with this view. A disabled
    /// control is drawn dimmed; its frame does not change.
    ///
    /// ```swift
    /// Button("Sign in") {}.disabled(email.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter(write: { if disabled { $0.isEnabled = false } }))
    }
}
