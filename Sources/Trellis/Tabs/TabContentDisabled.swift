import Foundation

/// Whether a tab is disabled: its bar item is drawn dimmed and does not select it.
struct TabItemDisabledKey: ContainerValueKey {
    static var defaultValue: Bool { false }
}

extension TabContent {
    /// Controls whether people can select the tab.
    ///
    /// A disabled tab's bar item is drawn dimmed, and activating it (``LayoutHost/activate(id:)``)
    /// does nothing; a selection that names it still shows its content, as in SwiftUI.
    ///
    /// ```swift
    /// Tab("Off", systemImage: "gear", value: 2) { Text("Off") }
    ///     .disabled(true)
    /// ```
    ///
    /// - Parameter disabled: Whether the tab's item is disabled.
    nonisolated public func disabled(_ disabled: Bool) -> some TabContent<TabValue> {
        _DisabledTabContent(base: self, isDisabled: disabled)
    }
}

/// Tab content whose bar item is disabled (`disabled(_:)`).
nonisolated struct _DisabledTabContent<Base: TabContent>: TabContent {
    typealias TabValue = Base.TabValue
    let base: Base
    let isDisabled: Bool

    @MainActor @preconcurrency
    var _identifiedView: some View {
        let isDisabled = self.isDisabled
        return base._identifiedView.modifier(ContainerValueModifier(write: { $0[TabItemDisabledKey.self] = isDisabled }))
    }

    @MainActor @preconcurrency
    var body: Self { self }
}
