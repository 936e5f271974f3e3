import Foundation
import Trellis

/// A scrolling feed: a lazy stack of posts under a section header, in a scroll view that shows
/// the first few (the rest are laid out below, out of sight: see `visibleFrame`).
struct FeedScene: View {
    static let posts: [(author: String, text: String, color: Color)] = [
        ("Ada", "The engine wove algebraic patterns today, as the loom weaves flowers and leaves.", .orange),
        ("Charles", "Card 47 is punched. Tomorrow the mill turns.", .blue),
        ("Mary", "Tables of logarithms, checked twice: a machine would never tire.", .green),
        ("Ada", "Note G is longer than the paper it annotates.", .orange),
        ("Charles", "Gears arrived from the foundry, all of them the wrong size.", .blue),
        ("Mary", "Computed the orbit by hand once more. The machine will be faster.", .green),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(Self.posts.indices, id: \.self) { index in
                        FeedPost(author: Self.posts[index].author, text: Self.posts[index].text, color: Self.posts[index].color)
                            .id("feed.post.\(index)")
                    }
                } header: {
                    Text("Today").font(.headline)
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(groupedBackground)
                        .id("feed.header")
                }
            }
            .padding(.horizontal, 16)
        }
        .background(groupedBackground)
        .id("feed.scroll")
    }
}

/// One post: an avatar beside the author and the text, in a white card.
struct FeedPost: View {
    let author: String
    let text: String
    let color: Color

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle().fill(color).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 4) {
                Text(author).font(.subheadline).bold()
                Text(text).font(.body)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(.white))
    }
}
