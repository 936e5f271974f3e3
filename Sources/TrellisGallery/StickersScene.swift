import Foundation
import Trellis

/// A star: the points of a five-pointed star inscribed in the rect, as app code draws one.
struct Star: Shape {
    var points = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * innerRatio
        var path = Path()
        for index in 0 ..< points * 2 {
            let angle = CGFloat(index) * .pi / CGFloat(points) - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A sheet of stickers: drawing that moves no frame — strokes, dashed borders, shadows,
/// rotation, scale, opacity, blur and a custom `Shape` — each sticker laid out in a plain grid.
struct StickersScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stickers").font(.largeTitle).bold().id("stickers.title")
            Grid(horizontalSpacing: 16, verticalSpacing: 16) {
                GridRow {
                    Star().fill(.yellow)
                        .overlay(Star().stroke(.orange, style: StrokeStyle(lineWidth: 3, lineJoin: .round)))
                        .frame(width: 90, height: 90)
                        .shadow(color: .black.opacity(0.25), radius: 4, y: 3)
                        .id("stickers.star")
                    Text("SALE").font(.title2).bold().foregroundStyle(.white)
                        .padding(.horizontal, 14).padding(.vertical, 8)
                        .background(.red, in: Capsule())
                        .rotationEffect(.degrees(-12))
                        .id("stickers.sale")
                    Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 6, dash: [10, 6]))
                        .frame(width: 80, height: 80)
                        .overlay { Text("42").font(.title).bold() }
                        .id("stickers.ring")
                }
                GridRow {
                    RoundedRectangle(cornerRadius: 14).fill(.mint)
                        .frame(width: 80, height: 60)
                        .scaleEffect(1.15)
                        .opacity(0.8)
                        .id("stickers.scaled")
                    Text("Blurred").font(.headline)
                        .padding(10)
                        .background(.purple.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
                        .blur(radius: 1.5)
                        .id("stickers.blurred")
                    Text("Bordered").font(.headline)
                        .padding(10)
                        .border(.gray, width: 2)
                        .id("stickers.bordered")
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(groupedBackground)
    }
}
