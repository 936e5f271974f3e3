import Foundation
import Trellis

/// A scrolling feed of two days, each a section under a pinned header, shown scrolled: the
/// scroll position names the second day's third post, which comes to the top, and that day's
/// header sticks there, over it. Only the posts near what shows are made.
struct PinnedFeedScene: View {
    static let days: [(title: String, posts: [(author: String, text: String, color: Color)])] = [
        ("Today", FeedScene.posts),
        ("Yesterday", Array(FeedScene.posts.reversed())),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                DaySection(day: 0)
                DaySection(day: 1)
            }
            .padding(.horizontal, 16)
        }
        .scrollPosition(.constant(ScrollPosition(id: "pinned.1.2", anchor: .top)))
        .background(groupedBackground)
        .id("pinned.scroll")
    }
}

/// One day of the feed: its posts under its header.
struct DaySection: View {
    let day: Int

    var body: some View {
        let posts = PinnedFeedScene.days[day].posts
        Section {
            ForEach(posts.indices, id: \.self) { index in
                FeedPost(author: posts[index].author, text: posts[index].text, color: posts[index].color)
                    .id("pinned.\(day).\(index)")
            }
        } header: {
            Text(PinnedFeedScene.days[day].title).font(.headline)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(groupedBackground)
                .id("pinned.header.\(day)")
        }
    }
}
