import Foundation
import Trellis

/// A workout summary in the dark colour scheme: a gradient-masked title, hierarchical
/// labels, trimmed progress rings and a card with uneven corners on a gradient.
struct StylesScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(width: 240, height: 40)
                .mask(alignment: .leading) { Text("Activity").font(.largeTitle).bold() }
                .id("styles.title")
            HStack(spacing: 16) {
                ring(0.72, .red).id("styles.move")
                ring(0.45, .green)
                ring(0.9, .cyan)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Move").font(.headline)
                    Text("432 of 600 kcal").foregroundStyle(.secondary)
                    Text("Updated 5 min ago").font(.footnote).foregroundStyle(.tertiary)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("Weekly streak").font(.headline).foregroundStyle(.white)
                Text("Five days in a row").foregroundStyle(.white.opacity(0.8))
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                .linearGradient(colors: [.indigo, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
                in: UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 8, bottomTrailingRadius: 24, topTrailingRadius: 8))
            .id("styles.card")
            HStack(spacing: 12) {
                Capsule().fill(.tint).frame(width: 80, height: 8)
                Capsule().fill(.quaternary).frame(height: 8)
            }
            .tint(.mint)
            Spacer(minLength: 0)
        }
        .padding(24)
        .background(.background)
        .preferredColorScheme(.dark)
    }

    /// A progress ring: a faint full circle under the trimmed part.
    private func ring(_ progress: CGFloat, _ color: Color) -> some View {
        ZStack {
            Circle().stroke(color.opacity(0.25), lineWidth: 8)
            Circle().trim(from: 0, to: progress).stroke(color, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 48, height: 48)
    }
}
