import Foundation
import Trellis

/// An adaptive photo grid: as many columns of at least 100 points as the width holds, each
/// photo a square tile, in a scroll view under a title. Tiles past the bottom are out of sight,
/// and a lazy grid makes only the lines near what shows.
struct PhotoGridScene: View {
    static let tints: [Color] = [.orange, .blue, .green, .pink, .purple, .teal, .yellow, .indigo, .red, .mint]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Library").font(.largeTitle).bold().id("photos.title")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 4)], spacing: 4) {
                    ForEach(0 ..< 60, id: \.self) { index in
                        Self.tints[index % Self.tints.count]
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomLeading) {
                                Text("\(index + 1)").font(.caption).foregroundStyle(.white).padding(6)
                            }
                            .id("photos.\(index)")
                    }
                }
                .id("photos.grid")
            }
            .padding(.horizontal, 16)
        }
        .id("photos.scroll")
    }
}
