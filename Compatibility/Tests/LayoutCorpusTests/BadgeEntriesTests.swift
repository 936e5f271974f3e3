import SwiftUI
import Testing
@testable import LayoutCorpus

// `@Entry` values as the macro declares them: a default, and a value set on the environment or
// on a subview, read back where SwiftUI reads them.

@Suite("@Entry values") @MainActor
struct BadgeEntriesTests {
    @Test func anEntryHasItsDefaultUntilSet() {
        #expect(EnvironmentValues().badgePadding == 6)
        #expect(EnvironmentValues().badgeCaption == nil)
        var values = EnvironmentValues()
        values.badgePadding = 12
        #expect(values.badgePadding == 12)
    }

    @Test func anEnvironmentEntrySetAboveAViewReachesIt() {
        // The badge's text is padded by the entry on each side: 12 more points each way with
        // padding 12 than with the default 6.
        let standard = Badge(title: "Sale").id("badge").layout(in: .unspecified)
        let roomy = Badge(title: "Sale").id("badge").environment(\.badgePadding, 12).layout(in: .unspecified)
        #expect(roomy.size.width - standard.size.width == 12)
        #expect(roomy.size.height - standard.size.height == 12)
    }

    @Test func aContainerEntryIsReadFromTheSubviews() {
        let result = BadgeRow {
            Badge(title: "One").id("one")
            Badge(title: "Two").id("two").containerValue(\.isFeaturedBadge, true)
        }.layout(in: .unspecified)
        let one = result.frame(of: "one"), two = result.frame(of: "two")
        #expect(two != nil && one != nil && two!.minX < one!.minX)
    }
}
