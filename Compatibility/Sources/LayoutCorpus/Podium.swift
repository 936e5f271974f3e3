import SwiftUI

// Modelled on Apple's sample code "Composing custom layouts with SwiftUI"
// (https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui),
// Profile.swift / Podium: `AnyLayout` switches between the custom radial layout and
// `HStackLayout` (on a three-way tie), keeping the subviews' identity. Re-typed, not copied.

/// Avatars arranged in rank order on a circle, or in a row when every rank is the same.
struct Podium: View {
    var ranks: [Int]

    private var isTie: Bool {
        Set(ranks).count <= 1
    }

    var body: some View {
        let layout = isTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
        layout {
            ForEach(Array(ranks.enumerated()), id: \.offset) { item in
                Circle()
                    .frame(width: 20, height: 20)
                    .id("avatar\(item.offset)")
                    .rank(item.element)
            }
        }
    }
}
