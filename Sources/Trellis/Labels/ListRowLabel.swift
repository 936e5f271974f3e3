import Foundation

/// The automatic label style's look in an iOS list or form row: the title set in from the
/// row's leading edge by a column reserved for the icon and a gap after it, the icon drawn at
/// the large image scale and centred in its column and on the title's line, without taking
/// room of its own: the label is the title's line with the title's baselines.
///
/// Recorded (swiftui-web `ios/label/list`, `Fixtures/Goldens/ios/label/list/frames.json` at
/// 33be500, the iOS 26 simulator at the body size; docs/semantics.md): every title starts 40
/// points in whatever the symbol's width (wifi, gear, star), each symbol's centre is 12 points
/// in and on the middle of the 24.5-point line that is the label's height (the 27-point gear
/// reaching out of it), and the symbols are the large-scale ones (the star 28 × 27, as
/// `ios/symbol/basic`'s `starLargeScale`). So the icon's column is 24 points wide and the title
/// 16 after it. At other text sizes the recording has nothing: the same numbers are used.
nonisolated struct ListRowLabel: View {
    /// The width reserved for the icon at the row's leading edge.
    static let reservedIconWidth: CGFloat = 24
    /// The gap between the icon's column and the title.
    static let iconToTitleSpacing: CGFloat = 16

    let configuration: LabelStyleConfiguration

    var body: some View {
        configuration.title
            .padding(.leading, Self.reservedIconWidth + Self.iconToTitleSpacing)
            .overlay(alignment: .leading) {
                configuration.icon
                    .imageScale(.large)
                    .frame(width: Self.reservedIconWidth)
            }
    }
}
