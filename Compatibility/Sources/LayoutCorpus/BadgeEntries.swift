import SwiftUI

// The macros of a modern SwiftUI file, as written for iOS 17 and later: `@Entry` for an
// environment value and a container value, `#Preview` in its forms, `@Previewable` state. On
// Linux they compile through Trellis's `SwiftUI` module (its `Macros` trait).

extension EnvironmentValues {
    /// The padding around a badge's text.
    @Entry var badgePadding: CGFloat = 6
    /// The badge's caption, if any.
    @Entry var badgeCaption: String?
}

extension ContainerValues {
    /// Whether a badge is the one a row of badges highlights.
    @Entry var isFeaturedBadge: Bool = false
}

/// A rounded label whose padding comes from the environment.
struct Badge: View {
    var title: String
    @Environment(\.badgePadding) private var padding
    @Environment(\.badgeCaption) private var caption

    var body: some View {
        VStack(spacing: 2) {
            Text(title).padding(padding).background(Capsule().fill(Color.orange))
            if let caption { Text(caption).font(.caption) }
        }
    }
}

/// A row of badges, the featured one (by its container value) drawn first.
struct BadgeRow<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack {
            Group(subviews: content) { subviews in
                ForEach(subviews.filter { $0.containerValues.isFeaturedBadge }) { $0 }
                ForEach(subviews.filter { !$0.containerValues.isFeaturedBadge }) { $0 }
            }
        }
    }
}

#Preview {
    Badge(title: "New")
}

#Preview("Roomy badge", traits: .sizeThatFitsLayout) {
    Badge(title: "Sale").environment(\.badgePadding, 12)
}

#Preview("Row", traits: .fixedLayout(width: 320, height: 80), .landscapeLeft) {
    BadgeRow {
        Badge(title: "One")
        Badge(title: "Two").containerValue(\.isFeaturedBadge, true)
    }
}

#Preview("Counter") {
    @Previewable @State var count = 3
    Badge(title: "\(count) new").environment(\.badgeCaption, "tap to clear")
}
