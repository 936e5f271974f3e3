import Foundation

/// Space a text's lines keep above and below them inside the text's own frame: a macOS
/// control's label sets its text on a taller line than the text's, and reports that line as
/// the text's frame.
///
/// macOS's control label (``macControlLabel``) is 1 above and 1.5 below: a colour picker's
/// custom label "Tint" in the 13-point system font is 18.5 tall, its text 1 below the top
/// (swiftui-web `colorpicker/labels` at fa7ccda, macOS 26.2: `customText` 23.5 × 18.5, 2.75
/// below the 24-point picker's top; a text beside it on the first baseline 3.75 below, so the
/// baseline is 1 below where the 16-point text's own would be). Non-finite or negative insets
/// count as 0.
struct TextLineInsets: Sendable, Hashable {
    var top: CGFloat
    var bottom: CGFloat

    /// No insets: the text's frame is its lines'.
    static let none = TextLineInsets(top: 0, bottom: 0)
    /// A macOS control's label: 1 above, 1.5 below (recorded, above).
    static let macControlLabel = TextLineInsets(top: 1, bottom: 1.5)

    /// The insets with anything not a finite length of 0 or more as 0.
    var sanitized: TextLineInsets {
        TextLineInsets(top: top.isFinite ? Swift.max(0, top) : 0, bottom: bottom.isFinite ? Swift.max(0, bottom) : 0)
    }

    var isEmpty: Bool { self == .none }
}

extension TextLayout {
    /// This layout inside `insets`: as much taller, its baselines `insets.top` lower.
    func inset(by insets: TextLineInsets) -> TextLayout {
        guard !insets.isEmpty, !lines.isEmpty else { return self }
        var layout = TextLayout(
            lines: lines, size: CGSize(width: size.width, height: size.height + insets.top + insets.bottom),
            firstBaseline: firstBaseline + insets.top, lastBaseline: lastBaseline + insets.top,
            lineStep: lineStep, pointSize: pointSize)
        layout.tightening = tightening
        layout.baselines = baselines?.map { $0 + insets.top }
        return layout
    }
}

extension EnvironmentValues {
    /// The insets of the texts inside (``TextLineInsets``): set by the controls whose labels
    /// sit on a taller line.
    var textLineInsets: TextLineInsets {
        get { self[TextLineInsetsKey.self] }
        set { self[TextLineInsetsKey.self] = newValue }
    }
}

private struct TextLineInsetsKey: EnvironmentKey {
    static let defaultValue = TextLineInsets.none
}
