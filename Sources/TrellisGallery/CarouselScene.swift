import Foundation
import Trellis

/// A store's "Today" page: a paging carousel of featured cards, one per page with the next
/// peeking past the content margins, and a shelf of smaller cards, two and a half to a page.
/// Every card is sized with `containerRelativeFrame`: from its scroll view, not from its stack;
/// its corners are clipped round with `clipShape`.
struct CarouselScene: View {
    static let featured: [(title: String, tint: Color)] = [
        ("Editors' choice", .indigo), ("New this week", .teal), ("Play together", .orange),
    ]
    static let shelf: [(title: String, tint: Color)] = [
        ("Puzzles", .pink), ("Racing", .blue), ("Strategy", .green), ("Arcade", .purple), ("Words", .yellow),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Today").font(.largeTitle).bold().padding(.horizontal, 20).id("carousel.title")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(Self.featured.indices, id: \.self) { index in
                            Self.featured[index].tint
                                .overlay(alignment: .bottomLeading) {
                                    Text(Self.featured[index].title).font(.title3).bold().foregroundStyle(.white).padding(16)
                                }
                                .clipShape(RoundedRectangle(cornerRadius: 16))
                                .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                                .frame(height: 220)
                                .id("carousel.featured.\(index)")
                        }
                    }
                }
                .contentMargins(.horizontal, 20)
                .id("carousel.featured")
                Text("Categories").font(.title2).bold().padding(.horizontal, 20).id("carousel.shelfTitle")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(Self.shelf.indices, id: \.self) { index in
                            Self.shelf[index].tint
                                .overlay(alignment: .topLeading) {
                                    Text(Self.shelf[index].title).font(.headline).foregroundStyle(.white).padding(10)
                                }
                                .clipShape(RoundedRectangle(cornerRadius: 10))
                                .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                                .frame(height: 100)
                                .id("carousel.shelf.\(index)")
                        }
                    }
                }
                .contentMargins(.horizontal, 20)
                .id("carousel.shelf")
            }
        }
        .id("carousel.scroll")
    }
}
