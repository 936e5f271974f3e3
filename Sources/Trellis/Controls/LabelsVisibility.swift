import Foundation

nonisolated extension View {
    /// Controls the visibility of labels of any controls contained within this view:
    /// ``Visibility/hidden`` hides them as `labelsHidden()` does; any other value shows them
    /// (``EnvironmentValues/labelsVisibility``).
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsVisibility(.hidden)
    /// ```
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
