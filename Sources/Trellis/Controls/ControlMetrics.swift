import Foundation

/// The sizes and colours SwiftUI gives controls on a platform, measured on Apple's SwiftUI
/// (iOS 26 on an iPhone simulator, macOS 26.2): the swiftui-web goldens
/// (`Fixtures/Goldens/ios/…` and `Fixtures/Goldens/<control>/…`) and the measurements written
/// up beside them. docs/semantics.md ("Controls") states each rule with its source; numbers
/// only estimated are marked so there and here.
///
/// watchOS, tvOS and visionOS take the iOS metrics (an estimate: no recording).
struct ControlMetrics {
    let isMac: Bool

    init(_ platform: TargetPlatform) {
        isMac = platform.system == .macOS
    }

    /// The accent colour: (0, 136, 255) on both platforms in their 26 releases.
    var accent: Color { Color(red: 0, green: 136 / 255, blue: 1) }
    /// The destructive role's red, (255, 56, 60).
    var destructive: Color { Color(red: 1, green: 56 / 255, blue: 60 / 255) }
    /// The colour of a text field's prompt: (189, 189, 190) on iOS; macOS's is estimated the same.
    var placeholder: Color { Color(red: 189 / 255, green: 189 / 255, blue: 190 / 255) }

    /// The font of a control's label where the environment sets none: `.body` on iOS, the
    /// 13 pt system font on macOS (its regular control font).
    func labelFont(_ environment: EnvironmentValues) -> Font? {
        environment.font ?? (isMac ? .system(size: 13) : nil)
    }

    // MARK: Buttons

    /// A bordered button's label padding and minimum height for a control size. iOS: mini and
    /// small 10 × 5 (subheadline label), regular 12 × 7, large and extra large 20 × 15, no
    /// minimum (`ios/button/basic`, `ios/button/looks`). macOS: regular 12 × 4 at least 24 tall
    /// (`button/basic`); mini 8 / 17, small 10 / 20, large 12 / 32 are estimates.
    func bezel(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, minHeight: CGFloat?) {
        if isMac {
            switch size {
            case .mini: return (8, 2, 17)
            case .small: return (10, 2, 20)
            case .regular, .extraLarge: return (12, 4, 24)
            case .large: return (12, 6, 32)
            }
        }
        switch size {
        case .mini, .small: return (10, 5, nil)
        case .regular: return (12, 7, nil)
        case .large, .extraLarge: return (20, 15, nil)
        }
    }

    /// The label font of a bordered button for a control size: iOS's mini and small take the
    /// subheadline style; macOS's are the 10, 11, 13 and 15 pt system fonts (estimates but 13).
    func bezelFont(_ size: ControlSize, _ environment: EnvironmentValues) -> Font? {
        if let font = environment.font { return font }
        if isMac {
            switch size {
            case .mini: return .system(size: 10)
            case .small: return .system(size: 11)
            case .regular, .extraLarge: return .system(size: 13)
            case .large: return .system(size: 15)
            }
        }
        return size == .mini || size == .small ? .subheadline : nil
    }

    // MARK: Toggles

    /// The switch: 66 × 30 on iOS 26 (`ios/toggle/basic` `hidden`), 54 × 24 on macOS
    /// (`toggle/styles` `switchHidden`).
    var switchSize: CGSize { isMac ? CGSize(width: 54, height: 24) : CGSize(width: 66, height: 30) }
    /// The space between a label and its switch on macOS: 8 (`toggle/styles`: 49 + 8 + 54 = 111).
    var switchSpacing: CGFloat { 8 }
    /// The checkbox: 16 × 16, 5 before its label, in a row at least 18.5 tall (`toggle/basic`).
    var checkboxSide: CGFloat { 16 }
    var checkboxSpacing: CGFloat { 5 }
    var checkboxRowHeight: CGFloat { 18.5 }

    // MARK: Text fields

    /// A text field's height at least, and its text's inset from the sides. iOS: rounded border
    /// 34 with the text 7.5 in, plain 26 with the text at the top (`ios/textfield/basic`).
    /// macOS: the bezel 24 (text inset 4: estimate), plain the text's line (`textfield/styles`)
    /// with the text 2 in (`textfield/formatted`: a fixed-size plain field is its text and 4
    /// wide, "Placeholder" 75.56, "Hello" 34.95, "42" 20.06).
    func field(bordered: Bool) -> (minHeight: CGFloat?, inset: CGFloat) {
        if isMac { return bordered ? (24, 4) : (nil, 2) }
        return bordered ? (34, 7.5) : (26, 0)
    }

    /// The room above and below the lines of a field that grows down (`axis: .vertical`): what
    /// a one-line field has around its line, kept as the field grows. iOS: rounded border 4.75
    /// above and below, plain 1.5 below (`ios/textfield/vertical`: two lines of body text 50.5
    /// tall make a rounded field 60 and a plain one 52; one line makes the 34 and 26 of
    /// ``field(bordered:)``). macOS: plain none (`textfield/vertical`: two 13-pt lines 32);
    /// the bezel 4 above and below (estimate: (24 − 16) / 2, not recorded).
    func verticalFieldInsets(bordered: Bool) -> (top: CGFloat, bottom: CGFloat) {
        if isMac { return bordered ? (4, 4) : (0, 0) }
        return bordered ? (4.75, 4.75) : (0, 1.5)
    }

    // MARK: Sliders, steppers, progress

    /// A slider's row height: 31 on iOS (`ios/slider/basic`), 16 on macOS (`slider/basic`).
    var sliderHeight: CGFloat { isMac ? 16 : 31 }
    /// The width a slider takes when the proposal leaves it free (estimate: no recording).
    var sliderIdealWidth: CGFloat { 100 }
    /// The stepper's buttons: 94 × 32 on iOS (`ios/stepper/basic` `hidden`), 20 × 26 on macOS
    /// (`stepper/basic` `hidden`).
    var stepperSize: CGSize { isMac ? CGSize(width: 20, height: 26) : CGSize(width: 94, height: 32) }
    /// A linear progress view's bar height: 4 on iOS (`ios/progress/basic`), a 20 pt row on
    /// macOS (`progress/basic`).
    var progressBarHeight: CGFloat { isMac ? 20 : 4 }
    /// The space between a progress bar and its label: 4 on iOS, 0 on macOS.
    var progressLabelSpacing: CGFloat { isMac ? 0 : 4 }
    /// A circular progress view's side: 20 on iOS; 32 on macOS, 16 small (`progress/indeterminate`).
    func circleSide(_ size: ControlSize) -> CGFloat {
        guard isMac else { return 20 }
        switch size {
        case .mini: return 10
        case .small: return 16
        case .regular, .large, .extraLarge: return 32
        }
    }
    /// The space between a circular progress view and the label below it: 8 on iOS
    /// (`ios/progress/basic`: 8.43 with SF's line gap), 4 on macOS (estimate from 4.74).
    var circleLabelSpacing: CGFloat { isMac ? 4 : 8 }

    // MARK: Pickers

    /// A menu picker: iOS shows the selected value 13.5 in on each side, its chevrons 9 wide 4
    /// after it, 8 above and below (`ios/picker/basic`: 40.5 tall); macOS a pop-up button 24
    /// tall, as wide as its widest option, the value 12 in, the chevrons 16 wide 8 after it
    /// (estimate from `picker/basic`).
    var menuInset: CGFloat { isMac ? 12 : 13.5 }
    /// The space after the chevrons: 13.5 on iOS; 11.5 on macOS, so that the pop-up is its
    /// widest option + 47.5 (`picker/basic`: 92.5 for Banana's 45; the split is an estimate).
    var menuTrailingInset: CGFloat { isMac ? 11.5 : 13.5 }
    var menuIndicatorWidth: CGFloat { isMac ? 16 : 9 }
    var menuIndicatorSpacing: CGFloat { isMac ? 8 : 4 }
    var menuVerticalPadding: CGFloat { isMac ? 4 : 8 }
    var menuMinHeight: CGFloat? { isMac ? 24 : nil }
    /// A segmented picker's height: 31 on iOS (`ios/picker/basic`), 24 on macOS (`picker/basic`).
    var segmentedHeight: CGFloat { isMac ? 24 : 31 }
    /// What a macOS segment adds to its title: 21 (`picker/basic`).
    var segmentPadding: CGFloat { 21 }
    /// The space after a macOS control's label (picker, stepper, slider): 8.
    var labelSpacing: CGFloat { 8 }
}
