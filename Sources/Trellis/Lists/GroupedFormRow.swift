import Foundation

/// A labelled control as a row of macOS's grouped form (`.formStyle(.grouped)`): the label
/// leading and the control trailing on one line the row's width. The control is centred on
/// the line and does not set its height; the line is at least 18.5 tall, so a toggle, picker,
/// stepper or text field row is 18.5 tall where a plain text row is its text's 16.
///
/// Recorded: swiftui-web `form/grouped`, `form/grouped-background` (at 49c51a9) and
/// `form/styles` (at f9f1f0b), macOS 26.2: every control row 300 × 18.5 in a 360-wide form
/// (docs/semantics.md, "Forms, group boxes, disclosure groups"). Centring the control on the
/// line is **derived** (the recordings probe the row, not the control).
nonisolated struct GroupedFormRow<Label: View, Control: View>: View {
    /// The least height of the row's line (measured).
    static var lineHeight: CGFloat { 18.5 }

    let label: Label
    let control: Control
    /// Whether the control fills the width after the label (a text field) rather than keeping
    /// its own width at the trailing edge.
    var fills = false

    var body: some View {
        HStack(spacing: 8) {
            if fills {
                label
            } else {
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            control.frame(height: 0)
        }
        .frame(minHeight: Self.lineHeight)
    }
}

extension EnvironmentValues {
    /// Whether the views inside are rows of a macOS grouped form, where a labelled control is a
    /// ``GroupedFormRow``.
    var isGroupedFormRow: Bool {
        get { self[GroupedFormRowKey.self] }
        set { self[GroupedFormRowKey.self] = newValue }
    }
}

private struct GroupedFormRowKey: EnvironmentKey {
    static let defaultValue = false
}
