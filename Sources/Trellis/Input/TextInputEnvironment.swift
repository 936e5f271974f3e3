import Foundation

/// The key of ``EnvironmentValues/writingToolsBehavior``.
private struct WritingToolsBehaviorKey: EnvironmentKey {
    static var defaultValue: WritingToolsBehavior? { nil }
}

extension EnvironmentValues {
    /// Whether autocorrection is disabled for the text inside: `false` unless
    /// `autocorrectionDisabled(_:)` sets it (headless nothing corrects typed text).
    public var autocorrectionDisabled: Bool {
        get { input.traits.autocorrectionDisabled }
        set { input.traits.autocorrectionDisabled = newValue }
    }

    /// The Writing Tools behavior `writingToolsBehavior(_:)` set for the text inside; `nil`
    /// (the system's choice) unless set. Headless there are no Writing Tools.
    public var writingToolsBehavior: WritingToolsBehavior? { writingToolsBehaviorSetting }

    /// What `writingToolsBehavior(_:)` writes.
    var writingToolsBehaviorSetting: WritingToolsBehavior? {
        get { self[WritingToolsBehaviorKey.self] }
        set { self[WritingToolsBehaviorKey.self] = newValue }
    }

    /// Whether a tab bar shows its tab sections: `false`, as an iPhone's tab bar never does
    /// (sections show in an iPad's sidebar).
    public var isTabBarShowingSections: Bool { false }
}
