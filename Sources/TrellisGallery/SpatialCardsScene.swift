import Foundation
import Trellis

/// A stack of cards fanned out in 3D, as on visionOS: each card is 8 points deep
/// (`frame(depth:)`), fanned out in the plane with padding, and the `ZStack` puts each in
/// front of the one before; a caption panel
/// built with a `SpatialContainer` holds its badge at its front face, raised with `offset(z:)`.
/// In the plane the layout is what it would be without depth; the SVG labels each card with
/// its z and depth.
struct SpatialCardsScene: View {
    static let cards: [(title: String, color: Color)] = [("Mountains", .indigo), ("Forest", .green), ("Coast", .teal)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Spatial cards").font(.headline).id("spatial-cards.title")
            ZStack(alignment: .topLeading) {
                ForEach(Self.cards.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16).fill(Self.cards[index].color)
                        .frame(width: 220, height: 130)
                        .overlay(alignment: .bottomLeading) {
                            Text(Self.cards[index].title).foregroundColor(.white).padding(12)
                        }
                        .frame(depth: 8)
                        .id("spatial-cards.card.\(index)")
                        .padding(.leading, CGFloat(index) * 28)
                        .padding(.top, CGFloat(index) * 22)
                }
            }
            .id("spatial-cards.stack")
            SpatialContainer(alignment: .trailingFront) {
                Color.gray.opacity(0.2).frame(width: 276, height: 44).frame(depth: 24)
                    .id("spatial-cards.panel")
                Text("3 cards").padding(8).frame(depth: 4).offset(z: 6)
                    .id("spatial-cards.badge")
            }
            .id("spatial-cards.caption")
        }
        .padding(20)
    }
}
