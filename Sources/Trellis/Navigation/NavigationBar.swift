import Foundation

/// The navigation bar's heights and the places of what is in it (iOS 26).
///
/// Sources: swiftui-web goldens (iOS 26 simulator, a window without a status bar):
/// `ios/nav/basic` and `ios/nav/push` put the content of a screen with a large title 116.5
/// points down; `ios/nav/inline` and `ios/nav/push-inline` 64 points down under an inline
/// title; `ios/nav/push-noback` and `ios/nav/sizing` (no title, no back button) not at all.
/// The places of the title and the back button in the bar are not recorded (the goldens probe
/// the content only): they are derived from iOS 26's look (docs/differences.md).
enum NavigationBarMetrics {
    /// The bar with an inline title, or only a back button: measured.
    static let inlineHeight: CGFloat = 64
    /// The bar with a large title: measured.
    static let largeHeight: CGFloat = 116.5
    /// The side margin of the back button and of the large title (derived: the list's).
    static let margin: CGFloat = 16
    /// The back button's diameter (derived: iOS 26's glass button, the 44-point touch size).
    static let backButtonSize: CGFloat = 44

    /// The bar's height for a screen: a large or inline title, else a back button alone, else
    /// none.
    static func height(hasTitle: Bool, large: Bool, showsBackButton: Bool) -> CGFloat {
        if hasTitle { return large ? largeHeight : inlineHeight }
        return showsBackButton ? inlineHeight : 0
    }
}

/// A navigation bar's content: the back button at the leading edge of the top row, the
/// inline title centred in it, or the large title below it.
nonisolated struct NavigationBarView: View {
    let title: Text?
    let large: Bool
    /// What the back button does; `nil` when the screen shows none.
    let back: (() -> Void)?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let title, !large {
                    title.font(.headline).lineLimit(1).padding(.horizontal, NavigationBarMetrics.margin + NavigationBarMetrics.backButtonSize)
                }
                HStack(spacing: 0) {
                    if let back {
                        Button(action: back) {
                            Image(systemName: "chevron.backward")
                                .font(.system(size: 17, weight: .semibold))
                                .frame(width: NavigationBarMetrics.backButtonSize, height: NavigationBarMetrics.backButtonSize)
                                .background(Circle().fill(Color.base(of: .secondaryGroupedBackground)))
                        }
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, NavigationBarMetrics.margin)
            }
            .frame(height: NavigationBarMetrics.inlineHeight)
            if let title, large {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            }
        }
    }
}
