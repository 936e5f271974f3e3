import Foundation

/// The search field's metrics on iOS 26.
///
/// Sources: swiftui-web goldens `ios/search/basic` (the field at rest: the content ends 76
/// points above the bottom) and `ios/search/active` (presented: the content between 54 from
/// the top and 60 from the bottom, the suggestions in it as a plain list); the field's parts
/// from its write-up of UIKit's floating search field (`Docs/elements/UIKit/Bars.md`, a 48-point
/// capsule 28 in, the magnifier 18 in, the text 46.5 in, in 17-point medium). The drawer's
/// 60-point band is UIKit's search bar band under the navigation bar (the same write-up). The
/// presented field's parts are derived.
enum SearchMetrics {
    /// The band at the bottom of a screen with a field at rest, and the field in it.
    static let bottomBandHeight: CGFloat = 76
    static let fieldHeight: CGFloat = 48
    static let restingMargin: CGFloat = 28
    /// While presented: the bands at the top and bottom of the screen.
    static let presentedTopHeight: CGFloat = 54
    static let presentedBottomHeight: CGFloat = 60
    /// While presented: the field's side margin and its close button (derived).
    static let presentedMargin: CGFloat = 16
    /// The drawer under the navigation bar.
    static let drawerHeight: CGFloat = 60
    /// The magnifier's and the text's distances from the field's leading edge.
    static let magnifierInset: CGFloat = 18
    static let textInset: CGFloat = 46.5
    /// A token's capsule's height (derived).
    static let tokenHeight: CGFloat = 28
}

/// A search field as iOS 26 draws it: a glass capsule with a magnifier, the text or the prompt
/// (in the secondary style), and, while presented, a close button beside it that dismisses the
/// search.
nonisolated struct SearchFieldView: View {
    let text: String
    let prompt: Text?
    /// The tokens, before the text.
    var tokens: [AnyView] = []
    /// What the close button does; `nil` when the search is not presented (no button).
    let dismiss: (() -> Void)?

    var body: some View {
        HStack(spacing: 8) {
            ZStack(alignment: .leading) {
                Capsule().fill(Color.base(of: .secondaryGroupedBackground))
                Image(systemName: "magnifyingglass")
                    .font(ToolbarMetrics.titleFont)
                    .foregroundStyle(.secondary)
                    .padding(.leading, SearchMetrics.magnifierInset)
                HStack(spacing: 4) {
                    ForEach(tokens.indices, id: \.self) { index in
                        tokens[index]
                            .font(.subheadline)
                            .lineLimit(1)
                            .padding(.horizontal, 8)
                            .frame(height: SearchMetrics.tokenHeight)
                            .background(Capsule().fill(Color.base(of: .groupedBackground)))
                    }
                    label.font(ToolbarMetrics.titleFont).lineLimit(1)
                }
                .padding(.leading, SearchMetrics.textInset)
                    .padding(.trailing, SearchMetrics.magnifierInset)
            }
            .frame(height: SearchMetrics.fieldHeight)
            if let dismiss {
                Button(action: dismiss) {
                    Image(systemName: "xmark")
                        .font(.system(size: 17, weight: .semibold))
                        .frame(width: SearchMetrics.fieldHeight, height: SearchMetrics.fieldHeight)
                        .background(Circle().fill(Color.base(of: .secondaryGroupedBackground)))
                }
            }
        }
    }

    @ViewBuilder private var label: some View {
        if text.isEmpty {
            (prompt ?? Text("Search")).foregroundStyle(.secondary)
        } else {
            Text(text)
        }
    }
}

/// The band a search field takes at the bottom of a screen: the field at the band's top, 28
/// in, at rest; centred, 16 in, beside its close button, while presented.
nonisolated struct SearchBottomBand: View {
    let field: SearchFieldView
    let presented: Bool

    var body: some View {
        if presented {
            field.padding(.horizontal, SearchMetrics.presentedMargin)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            field.padding(.horizontal, SearchMetrics.restingMargin)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }
}
