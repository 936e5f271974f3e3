import Foundation
import Trellis

/// The bounds of the selected tab, set by the tab with an anchor and read by the bar's overlay.
struct SelectedTabBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A tab bar whose indicator sits under the selected tab: the tab sets its bounds as an anchor
/// preference, and the bar's `overlayPreferenceValue` resolves it with a `GeometryReader`.
struct TabsScene: View {
    static let tabs = ["Overview", "Activity", "Settings"]
    static let selected = 1
    static let rows = ["Anna commented on your post", "Ben started following you", "Your export is ready"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 24) {
                ForEach(Self.tabs.indices, id: \.self) { index in
                    Text(Self.tabs[index]).font(.headline)
                        .foregroundColor(index == Self.selected ? .blue : .gray)
                        .id("tabs.tab.\(index)")
                        .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { index == Self.selected ? $0 : nil }
                }
            }
            .padding(.bottom, 8)
            .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let tab = proxy[anchor]
                        Capsule().fill(.blue).frame(width: tab.width, height: 3)
                            .offset(x: tab.minX, y: tab.maxY + 5)
                            .id("tabs.indicator")
                    }
                }
            }
            .id("tabs.bar")
            VStack(alignment: .leading, spacing: 10) {
                ForEach(Self.rows.indices, id: \.self) { index in
                    HStack(spacing: 10) {
                        Circle().fill(.blue).frame(width: 8, height: 8)
                        Text(Self.rows[index]).font(.subheadline)
                    }
                    .id("tabs.row.\(index)")
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(groupedBackground)
    }
}
